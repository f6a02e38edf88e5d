import { spawn } from 'node:child_process';

/**
 * The built app served by scripts/serve.js in its own process group, so the bench can end it (and anything it
 * started) by its id, whatever happens to the bench.
 */
export interface Served {
	url: string;
	stop: () => void;
}

const answers = async (url: string) => {
	try {
		await fetch(url);
		return true;
	} catch {
		return false;
	}
};

export async function serveBuild(port: number): Promise<Served> {
	const url = `http://localhost:${port}`;
	// Another server on the port would be measured in place of this build: refuse rather than guess.
	if (await answers(url)) throw new Error(`something already answers on ${url}: set BENCH_PORT to a free port`);
	const child = spawn(process.execPath, ['scripts/serve.js'], {
		env: { ...process.env, PORT: String(port) },
		detached: true,
		stdio: ['ignore', 'ignore', 'pipe']
	});
	let errors = '';
	child.stderr?.on('data', (chunk) => (errors += String(chunk)));
	const stop = () => {
		if (child.exitCode !== null || child.pid === undefined) return;
		try {
			process.kill(-child.pid, 'SIGTERM');
		} catch {
			// Already gone.
		}
	};
	for (let tries = 0; tries < 100; tries++) {
		if (child.exitCode !== null) throw new Error(`the app server stopped: ${errors.trim() || `exit ${child.exitCode}`}`);
		try {
			if ((await fetch(url)).ok) return { url, stop };
		} catch {
			// Not listening yet.
		}
		await new Promise((resolve) => setTimeout(resolve, 100));
	}
	stop();
	throw new Error(`the app server did not answer on ${url} within 10 s (is port ${port} taken? set BENCH_PORT)`);
}
