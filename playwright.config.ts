import { defineConfig, devices } from '@playwright/test';

const CI = !!process.env.CI;
// E2E_PORT: run a second suite beside one already using 4173 (e.g. several checkouts on one machine).
const PORT = Number(process.env.E2E_PORT) || 4173;

export default defineConfig({
	testDir: 'tests/e2e',
	testMatch: '**/*.e2e.ts',
	// Playwright empties its outputDir at start: keep it away from test-results/vitest.json.
	outputDir: 'test-results/playwright',
	// Two browsers at once: a walk through a game keeps one core about two-thirds busy (the test's calls into the page
	// wait on each other), so two at a time on this 2-core machine take about half the time. E2E_WORKERS=1 for one.
	workers: Number(process.env.E2E_WORKERS) || 2,
	// Tests of one file spread over both (each test has its own page and data); a file with shared work opts out.
	fullyParallel: true,
	retries: CI ? 1 : 0,
	forbidOnly: CI,
	timeout: 30_000,
	// The JSON report is read by scripts/test.js to print the combined totals.
	reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
	use: {
		baseURL: `http://localhost:${PORT}`, // localhost is a secure context: service workers work over http
		trace: 'retain-on-failure'
	},
	projects: [
		{
			name: 'chromium',
			use: {
				...devices['Desktop Chrome'],
				viewport: { width: 390, height: 844 },
				hasTouch: true,
				launchOptions: {
					// scripts/test.js sets CHROMIUM_PATH (scripts/find-chromium.js); unset = Playwright's own browser.
					executablePath: process.env.CHROMIUM_PATH || undefined,
					args: [
						'--no-sandbox',
						'--disable-gpu',
						'--disable-quic',
						'--no-first-run',
						'--disable-background-networking',
						'--disable-component-update',
						'--disable-sync'
					]
				}
			}
		}
	],
	webServer: {
		// Serves build/ (run `vite build` first; scripts/test.js does).
		command: 'node scripts/serve.js',
		url: `http://localhost:${PORT}`,
		env: { PORT: String(PORT) },
		reuseExistingServer: !CI,
		timeout: 30_000,
		stdout: 'ignore',
		stderr: 'pipe',
		gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 }
	}
});
