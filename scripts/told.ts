/**
 * What a command-line script has to say: its lines on each stream and its exit code. The work of `npm run replay` and
 * `npm run balance` is a function returning one (scripts/replay/command.ts, scripts/balance/command.ts), so the tests
 * call it in their own process; the script only prints it.
 */
export interface Told {
	code: number;
	/** Lines for standard output. */
	out: string[];
	/** Lines for standard error: why the command could not do what was asked. */
	err: string[];
}

/** Writes what was told to the terminal, and exits with its code once the streams are flushed. */
export function print({ code, out, err }: Told): void {
	for (const line of err) console.error(line);
	for (const line of out) console.log(line);
	process.exitCode = code;
}
