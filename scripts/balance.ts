/**
 * npm run balance -- --players N --mafia M [--detective] [--doctor] [--start night|day]
 *
 * Prints one line, `town P`: the town's exact chance of winning under the balance model of uninformed
 * play (src/lib/balance/roles.ts), with the `classic` rules for the Doctor (himself included, never the
 * same player two nights running). With neither role it is the classic random-play chain of Migdał and of
 * Braverman, Etesami and Mossel, the mafia winning at parity. Night first unless `--start day`.
 */
import { balanceCommand } from './balance/command';
import { print } from './told';

print(balanceCommand(process.argv.slice(2)));
