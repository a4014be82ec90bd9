import { parseArgs } from 'node:util';
import { formatLines, formatVerifiedRound } from './cli-format.js';
import {
  CliUsageError,
  HASH_OPTIONS,
  isSeededGame,
  type OptionValues,
  optionsOf,
  readVerifyInput,
  requireOnlyOptions,
  requireOption,
  SEEDED_GAMES,
} from './cli-input.js';
import {
  isOriginalGame,
  ORIGINAL_GAMES,
  originalOptionsOf,
  verifyOriginal,
} from './cli-originals.js';
import { crashPointX100, formatX100, isGameHash, previousChainHash } from './crash.js';
import { InvalidRoundError } from './payout.js';
import { hashServerSeed } from './seeds.js';
import { SLOT_VARIANTS } from './slot-variants.js';
import { verifyRound } from './verify.js';

/*
 * The command line of the published package (`satsino-fairness`, README "Command line"): it
 * recomputes a round from its seeds, or hashes a server seed, with no network and no account.
 * `runCli` is pure (arguments in, text and an exit code out) so tests call it directly;
 * bin/satsino-fairness.js is the shell that prints and exits.
 */

export interface CliResult {
  /** 0 done, 1 the round could not have been played with these inputs, 2 a usage mistake. */
  exitCode: 0 | 1 | 2;
  stdout: string;
  stderr: string;
}

const OPTIONS = {
  game: { type: 'string' },
  'server-seed': { type: 'string' },
  'client-seed': { type: 'string' },
  nonce: { type: 'string' },
  bet: { type: 'string' },
  variant: { type: 'string' },
  target: { type: 'string' },
  condition: { type: 'string' },
  bets: { type: 'string' },
  actions: { type: 'string' },
  mines: { type: 'string' },
  reveals: { type: 'string' },
  rows: { type: 'string' },
  risk: { type: 'string' },
  picks: { type: 'string' },
  hash: { type: 'string' },
  salt: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

export const USAGE = `Usage: satsino-fairness <command> [options]

Recompute a Satsino round from its seeds, offline.

Commands
  verify --game <game> --server-seed <seed> --client-seed <seed> --nonce <n> [game options]
  verify --game crash --hash <game hash> --salt <salt>
  hash --server-seed <seed>          SHA-256 of a server seed, to compare with the shown hash
  help                               this text

Game options
  dice       --target <2.00-98.00> --condition <over|under>
  limbo      --target <1.01-1000000>
  roulette   --bets '[{"kind":"straight","numbers":[17],"amount":100}]'
             kinds: straight split street corner line dozen column red black even odd low high
  blackjack  --actions hit,stand          (the actions played, in order; none shows the deal)
             also double, split, insurance, no_insurance (insurance is answered first
             when the dealer shows an ace)
  slots      --variant <${[...SLOT_VARIANTS.keys()].join('|')}>
  wheel      --bets '[{"segment":"5","amount":100}]'
  mines      --mines <1-24> --reveals 3,12,7  (tiles 0-24 in order; cashed out after the last
             unless it was a mine; none shows where the mines are)
  plinko     --rows <8-16> --risk <low|medium|high>
  keno       --risk <classic|low|medium|high> --picks 1,7,23  (1 to 10 numbers, 1-40)
  hilo       --actions higher_or_same,skip,lower,cashout
             (higher_or_same, lower_or_same on 2-Q; higher, same on A; lower, same on K;
             skip; cashout after a won guess)

Common options
  --bet <minor units>   the round's bet (default: the sum of the bets, or 100)
  --json                print the result as JSON
`;

const ok = (stdout: string): CliResult => ({ exitCode: 0, stdout, stderr: '' });
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

function verifyCrash(values: OptionValues): CliResult {
  const hash = requireOption(values, 'hash');
  const salt = requireOption(values, 'salt');
  if (!isGameHash(hash)) throw new CliUsageError('--hash is a game hash: 64 lowercase hex digits.');
  const pointX100 = crashPointX100(hash, salt);
  const previousHash = previousChainHash(hash);
  if (values.json) {
    return ok(json({ game: 'crash', hash, salt, crashPoint: pointX100 / 100, previousHash }));
  }
  return ok(
    formatLines([
      ['Game', 'crash'],
      ['Crash point', `${formatX100(pointX100)}×`],
      ['Game hash', hash],
      ['Salt', salt],
      ['Previous hash', `${previousHash} (SHA-256 of the game hash: the round before)`],
    ]),
  );
}

function verify(values: OptionValues): CliResult {
  const game = requireOption(values, 'game');
  if (isOriginalGame(game)) {
    requireOnlyOptions(values, originalOptionsOf(game), game);
    return ok(verifyOriginal(game, values));
  }
  if (game !== 'crash' && !isSeededGame(game)) {
    const games = [...SEEDED_GAMES, ...ORIGINAL_GAMES, 'crash'];
    throw new CliUsageError(`--game is one of ${games.join(', ')}.`);
  }
  requireOnlyOptions(values, optionsOf(game), game);
  if (game === 'crash') return verifyCrash(values);
  const input = readVerifyInput(game, values);
  const round = verifyRound(input);
  if (values.json) {
    const { engine, ...rest } = input;
    return ok(json({ game: engine, ...rest, ...round }));
  }
  return ok(formatVerifiedRound(input, round));
}

function hash(values: OptionValues): CliResult {
  requireOnlyOptions(values, HASH_OPTIONS, 'hash');
  const serverSeed = requireOption(values, 'server-seed');
  const serverSeedHash = hashServerSeed(serverSeed);
  if (values.json) return ok(json({ serverSeed, serverSeedHash }));
  return ok(
    formatLines([
      ['Server seed', serverSeed],
      ['SHA-256', serverSeedHash],
    ]),
  );
}

export function runCli(argv: readonly string[]): CliResult {
  try {
    let parsed: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>;
    try {
      parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true });
    } catch (error) {
      throw new CliUsageError((error as Error).message);
    }
    const { values, positionals } = parsed;
    const [command, ...extra] = positionals;
    if (values.help || command === undefined || command === 'help') return ok(USAGE);
    if (extra.length > 0) throw new CliUsageError(`Unexpected argument ${extra[0]}.`);
    if (command === 'verify') return verify(values);
    if (command === 'hash') return hash(values);
    throw new CliUsageError(`Unknown command ${command}.`);
  } catch (error) {
    if (error instanceof CliUsageError) {
      return { exitCode: 2, stdout: '', stderr: `${error.message}\nRun: satsino-fairness help\n` };
    }
    if (error instanceof InvalidRoundError) {
      return { exitCode: 1, stdout: '', stderr: `${error.message} (${error.field})\n` };
    }
    throw error;
  }
}
