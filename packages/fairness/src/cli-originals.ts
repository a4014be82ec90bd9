import type { Card } from '@satsino/contract/games';
import { formatLines } from './cli-format.js';
import { CliUsageError, type OptionValues, requireOption } from './cli-input.js';
import { HILO_ACTIONS, type HiloAction, playHilo } from './hilo.js';
import { KENO_RISKS, type KenoRisk, playKeno } from './keno.js';
import { MINES_TILES, playMines } from './mines.js';
import { PLINKO_RISKS, type PlinkoRisk, playPlinko } from './plinko.js';
import { createRandomStream, type RandomStream } from './random.js';
import { hashServerSeed } from './seeds.js';

/*
 * `verify` for mines, plinko, keno and hilo (issue 16). The round contract (RoundParams) does
 * not name these games yet, so they do not go through `verifyRound`: each is replayed here with
 * its own engine, from the same seeds and the same random stream, and printed like the others.
 * Only shapes are checked here; whether a round could have been played is the engine's rule.
 */

const ORIGINAL_OPTIONS = {
  mines: ['mines', 'reveals'],
  plinko: ['rows', 'risk'],
  keno: ['risk', 'picks'],
  hilo: ['actions'],
} as const;
export type OriginalGame = keyof typeof ORIGINAL_OPTIONS;
export const ORIGINAL_GAMES = Object.keys(ORIGINAL_OPTIONS) as OriginalGame[];
const COMMON_OPTIONS = ['game', 'server-seed', 'client-seed', 'nonce', 'bet', 'variant', 'json'];
const DEFAULT_BET = 100;
const WHOLE_NUMBER = /^\d+$/;
const SUIT_SYMBOLS: Readonly<Record<Card['suit'], string>> = {
  diamonds: '♦',
  hearts: '♥',
  spades: '♠',
  clubs: '♣',
};

export function isOriginalGame(game: string): game is OriginalGame {
  return Object.hasOwn(ORIGINAL_OPTIONS, game);
}

/** The options `verify` takes for one of these games. */
export function originalOptionsOf(game: OriginalGame): readonly string[] {
  return [...COMMON_OPTIONS, ...ORIGINAL_OPTIONS[game]];
}

function readWholeNumber(text: string, name: string): number {
  const value = Number(text);
  if (!WHOLE_NUMBER.test(text) || !Number.isSafeInteger(value)) {
    throw new CliUsageError(`--${name} is a whole number, not ${JSON.stringify(text)}.`);
  }
  return value;
}

/** A comma-separated list of whole numbers ("" is none). */
function readNumberList(text: string | undefined, name: string): number[] {
  if (text === undefined || text.trim() === '') return [];
  return text.split(',').map((item) => readWholeNumber(item.trim(), name));
}

function readChoice<T extends string>(text: string, choices: readonly T[], name: string): T {
  if (!(choices as readonly string[]).includes(text)) {
    throw new CliUsageError(`--${name} is one of ${choices.join(', ')}.`);
  }
  return text as T;
}

function readHiloActions(text: string | undefined): HiloAction[] {
  if (text === undefined || text.trim() === '') return [];
  return text
    .split(',')
    .map((action) => readChoice(action.trim(), HILO_ACTIONS as readonly HiloAction[], 'actions'));
}

const cardLabel = (card: Card) => `${SUIT_SYMBOLS[card.suit]}${card.rank}`;
const times = (multiplier: number) => `${Number(multiplier.toFixed(6))}×`;

/** The 5 × 5 board, one row a line: M a mine, * a revealed safe tile, . the rest. */
function minesBoard(mineTiles: readonly number[], revealed: readonly number[]): string[] {
  return Array.from({ length: 5 }, (_, row) =>
    Array.from({ length: 5 }, (_, column) => {
      const tile = row * 5 + column;
      if (mineTiles.includes(tile)) return 'M';
      return revealed.includes(tile) ? '*' : '.';
    }).join(' '),
  );
}

interface Replayed {
  params: Record<string, unknown>;
  outcome: object;
  lines: [string, string][];
  payoutMinor: number;
  finished: boolean;
}

function replay(game: OriginalGame, random: RandomStream, bet: number, values: OptionValues) {
  switch (game) {
    case 'mines': {
      const mines = readWholeNumber(requireOption(values, 'mines'), 'mines');
      const reveals = readNumberList(values.reveals as string | undefined, 'reveals');
      // A replayed round that did not hit a mine was cashed out after its last reveal.
      const params = { mines, reveals, cashout: reveals.length > 0 };
      const round = playMines(random, bet, params);
      const board = minesBoard(round.outcome.mine_tiles, round.outcome.revealed);
      return {
        params,
        ...round,
        lines: [
          [
            'Mines',
            `${mines}: tiles ${round.outcome.mine_tiles.join(' ')} (0 … ${MINES_TILES - 1})`,
          ],
          ...board.map((line, row) => [row === 0 ? 'Board' : '', line] as [string, string]),
          ['Revealed', round.outcome.revealed.join(' ') || 'none'],
          ['Status', round.outcome.status],
          ['Multiplier', times(round.outcome.multiplier)],
        ],
      } satisfies Replayed;
    }
    case 'plinko': {
      const params = {
        rows: readWholeNumber(requireOption(values, 'rows'), 'rows'),
        risk: readChoice(
          requireOption(values, 'risk'),
          PLINKO_RISKS as readonly PlinkoRisk[],
          'risk',
        ),
      };
      const round = playPlinko(random, bet, params);
      const path = round.outcome.path.map((direction) => (direction === 'left' ? 'L' : 'R'));
      return {
        params,
        ...round,
        finished: true,
        lines: [
          ['Board', `${params.rows} rows, ${params.risk} risk`],
          ['Path', path.join('')],
          ['Slot', `${round.outcome.slot} (0 far left … ${params.rows} far right)`],
          ['Multiplier', times(round.outcome.multiplier)],
        ],
      } satisfies Replayed;
    }
    case 'keno': {
      const params = {
        risk: readChoice(requireOption(values, 'risk'), KENO_RISKS as readonly KenoRisk[], 'risk'),
        picks: readNumberList(requireOption(values, 'picks'), 'picks'),
      };
      const round = playKeno(random, bet, params);
      return {
        params,
        ...round,
        finished: true,
        lines: [
          ['Drawn', round.outcome.drawn.join(' ')],
          ['Picks', `${round.outcome.picks.join(' ')} (${params.risk} risk)`],
          ['Hits', round.outcome.hits.join(' ') || 'none'],
          ['Multiplier', times(round.outcome.multiplier)],
        ],
      } satisfies Replayed;
    }
    case 'hilo': {
      const actions = readHiloActions(values.actions as string | undefined);
      const round = playHilo(random, bet, actions);
      return {
        params: { actions },
        ...round,
        lines: [
          ['Start card', cardLabel(round.outcome.start)],
          ...round.outcome.steps.map(
            (step, index) =>
              [
                index === 0 ? 'Steps' : '',
                `${step.action} → ${cardLabel(step.card)}${step.won ? '' : ' (lost)'}`,
              ] as [string, string],
          ),
          ['Status', round.outcome.status],
          ['Multiplier', times(round.outcome.multiplier)],
        ],
      } satisfies Replayed;
    }
  }
}

/** Replays a round of one of these games: the text to print (readable, or JSON). */
export function verifyOriginal(game: OriginalGame, values: OptionValues): string {
  const betText = values.bet === undefined ? undefined : String(values.bet);
  const bet = betText === undefined ? DEFAULT_BET : readWholeNumber(betText, 'bet');
  if (bet === 0) throw new CliUsageError('--bet is at least 1 minor unit.');
  const serverSeed = requireOption(values, 'server-seed');
  const clientSeed = requireOption(values, 'client-seed');
  const nonce = readWholeNumber(requireOption(values, 'nonce'), 'nonce');
  const random = createRandomStream({ serverSeed, clientSeed, nonce });
  const round = replay(game, random, bet, values);
  const serverSeedHash = hashServerSeed(serverSeed);
  const payoutMultiplier = round.payoutMinor / bet;
  if (values.json) {
    return `${JSON.stringify(
      {
        game,
        serverSeed,
        clientSeed,
        nonce,
        params: round.params,
        bet,
        outcome: round.outcome,
        serverSeedHash,
        stake: bet,
        payout: round.payoutMinor,
        payoutMultiplier,
        finished: round.finished,
      },
      null,
      2,
    )}\n`;
  }
  return formatLines([
    ['Game', game],
    ...round.lines,
    ['Stake', `${bet} minor units`],
    [
      'Payout',
      round.finished
        ? `${round.payoutMinor} minor units (${payoutMultiplier.toFixed(2)}× the stake)`
        : 'none yet: the round needs more actions',
    ],
    ['Server seed', serverSeed],
    ['SHA-256', serverSeedHash],
    ['Client seed', clientSeed],
    ['Nonce', String(nonce)],
  ]);
}
