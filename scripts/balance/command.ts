/**
 * What `npm run balance` does, as a function (scripts/balance.ts prints it; the tests call it in their own process).
 */
import { baselineTownChance, type FirstPhase } from '../../src/lib/balance/baseline';
import { townChance } from '../../src/lib/balance/roles';
import { chainRulesOf } from '../../src/lib/balance/treatment';
import type { Told } from '../told';

const USAGE = 'Usage: npm run balance -- --players N --mafia M [--detective] [--doctor] [--start night|day]';
/** The plain chain takes players × mafia steps; the full one grows much faster (50 players: about a second). */
const MOST_PLAYERS = 10_000;
const MOST_PLAYERS_WITH_ROLES = 50;

/** Why the request cannot be answered: told on standard error with the usage, exit code 2. */
class Refusal extends Error {}

function refuse(reason: string): never {
	throw new Refusal(reason);
}

interface Request {
	players: number;
	mafia: number;
	detective: boolean;
	doctor: boolean;
	start: FirstPhase;
}

function wholeNumber(option: string, text: string | undefined): number {
	if (text === undefined || text.startsWith('--')) refuse(`${option} needs a number after it.`);
	if (!/^\d+$/.test(text)) refuse(`${option} must be a whole number; "${text}" is not.`);
	return Number(text);
}

function readRequest(args: string[]): Request | 'help' {
	let players: number | undefined;
	let mafia: number | undefined;
	let detective = false;
	let doctor = false;
	let start: FirstPhase = 'night';
	for (let i = 0; i < args.length; i++) {
		const [option, attached] = args[i].split(/=(.*)/s, 2);
		const value = () => attached ?? args[++i];
		switch (option) {
			case '--players':
				players = wholeNumber(option, value());
				break;
			case '--mafia':
				mafia = wholeNumber(option, value());
				break;
			case '--detective':
				detective = true;
				break;
			case '--doctor':
				doctor = true;
				break;
			case '--start': {
				const phase = value();
				if (phase !== 'night' && phase !== 'day') refuse(`--start is night or day, not "${phase ?? ''}".`);
				start = phase;
				break;
			}
			case '--help':
			case '-h':
				return 'help'; // the usage is the whole answer
			default:
				refuse(`There is no option "${args[i]}".`);
		}
	}
	if (players === undefined) refuse('Say how many players sit at the table: --players N.');
	if (mafia === undefined) refuse('Say how many of them are mafia: --mafia M.');
	return { players, mafia, detective, doctor, start };
}

function checkTable({ players, mafia, detective, doctor }: Request) {
	const rest = players - mafia;
	if (mafia < 1) refuse('Deal at least one mafia: with none, the town has won before the first night.');
	if (mafia >= rest) {
		refuse(`${mafia} mafia against ${Math.max(rest, 0)} others: the mafia must be fewer than the rest, or they win before the first night.`);
	}
	const most = detective || doctor ? MOST_PLAYERS_WITH_ROLES : MOST_PLAYERS;
	if (players > most) {
		const why = detective || doctor ? ' with a Detective or a Doctor (the exact chain grows too large beyond that)' : '';
		refuse(`At most ${most} players${why}; you asked for ${players}.`);
	}
}

/** The town's chance for the command line's arguments (without node and the script), or why not. */
export function balanceCommand(args: string[]): Told {
	try {
		const request = readRequest(args);
		if (request === 'help') return { code: 0, out: [USAGE], err: [] };
		checkTable(request);
		const { players, mafia, detective, doctor, start } = request;
		const town =
			detective || doctor
				? townChance(
						{ killers: mafia, hiddenKillers: 0, others: players - mafia - Number(detective) - Number(doctor), dieHards: 0, detective, doctor },
						chainRulesOf('classic', start)
					)
				: baselineTownChance(players - mafia, mafia, start);
		return { code: 0, out: [`town ${town.toFixed(8)}`], err: [] };
	} catch (error) {
		if (error instanceof Refusal) return { code: 2, out: [], err: [error.message, USAGE] };
		throw error;
	}
}
