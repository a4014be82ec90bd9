import type { BlackjackAction, RoundParams } from '@satsino/contract/games';
import { BLACKJACK_ACTIONS } from './blackjack.js';
import type { OriginalGame } from './cli-originals.js';
import type { RouletteBet, RouletteBetKind } from './roulette.js';
import { SLOT_VARIANTS } from './slot-variants.js';
import type { VerifyRoundInput } from './verify.js';

/*
 * The command line's options turned into what the engines take. Only shapes are checked here
 * (a number is a number, a bet list is a list of bets); whether a round could have been played
 * with them is the engine's rule, and `verifyRound` answers it.
 */

/** A mistake in how the command was called (exit code 2, with the usage hint). */
export class CliUsageError extends Error {
  override name = 'CliUsageError';
}

export type OptionValues = Readonly<Record<string, string | boolean | undefined>>;

/**
 * The options each game takes besides the seeds, the bet, the variant and --json. The originals
 * of issue 16 (mines, plinko, keno, hilo) read their own options in cli-originals.ts.
 */
const GAME_OPTIONS = {
  dice: ['target', 'condition'],
  limbo: ['target'],
  roulette: ['bets'],
  blackjack: ['actions'],
  slots: [],
  wheel: ['bets'],
} as const satisfies Record<Exclude<RoundParams['engine'], OriginalGame>, readonly string[]>;
export type SeededGame = keyof typeof GAME_OPTIONS;
export const SEEDED_GAMES = Object.keys(GAME_OPTIONS) as SeededGame[];
const SEEDED_OPTIONS = ['game', 'server-seed', 'client-seed', 'nonce', 'bet', 'variant', 'json'];
const CRASH_OPTIONS = ['game', 'hash', 'salt', 'json'];

const ROULETTE_KINDS: Readonly<Record<RouletteBetKind, true>> = {
  straight: true,
  split: true,
  street: true,
  corner: true,
  line: true,
  dozen: true,
  column: true,
  red: true,
  black: true,
  even: true,
  odd: true,
  low: true,
  high: true,
};
const WHOLE_NUMBER = /^\d+$/;
const DECIMAL = /^\d+(\.\d+)?$/;

export function requireOption(values: OptionValues, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value === '') throw new CliUsageError(`--${name} is required.`);
  return value;
}

/** The options `verify` takes for a game. */
export function optionsOf(game: SeededGame | 'crash'): readonly string[] {
  return game === 'crash' ? CRASH_OPTIONS : [...SEEDED_OPTIONS, ...GAME_OPTIONS[game]];
}
export const HASH_OPTIONS: readonly string[] = ['server-seed', 'json'];

/** Refuses options that do not apply, so a typo does not silently verify something else. */
export function requireOnlyOptions(
  values: OptionValues,
  allowed: readonly string[],
  what: string,
): void {
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined && !allowed.includes(name)) {
      throw new CliUsageError(`--${name} is not an option of ${what}.`);
    }
  }
}

function readWholeNumber(text: string, name: string): number {
  const value = Number(text);
  if (!WHOLE_NUMBER.test(text) || !Number.isSafeInteger(value)) {
    throw new CliUsageError(`--${name} is a whole number, not ${JSON.stringify(text)}.`);
  }
  return value;
}

function readDecimal(text: string, name: string): number {
  if (!DECIMAL.test(text)) {
    throw new CliUsageError(`--${name} is a number such as 49.5, not ${JSON.stringify(text)}.`);
  }
  return Number(text);
}

function readBetList(text: string, name: string): Record<string, unknown>[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new CliUsageError(`--${name} is a JSON list of bets.`);
  }
  if (!Array.isArray(parsed) || parsed.length === 0) {
    throw new CliUsageError(`--${name} is a JSON list of at least one bet.`);
  }
  return parsed.map((bet) => {
    if (typeof bet !== 'object' || bet === null || Array.isArray(bet)) {
      throw new CliUsageError(`Each of --${name} is an object.`);
    }
    const { amount } = bet as { amount?: unknown };
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
      throw new CliUsageError(`Each of --${name} has an amount: a whole number of minor units.`);
    }
    return bet as Record<string, unknown>;
  });
}

function readRouletteBets(text: string): RouletteBet[] {
  return readBetList(text, 'bets').map((bet) => {
    const { kind, numbers } = bet;
    if (typeof kind !== 'string' || !Object.hasOwn(ROULETTE_KINDS, kind)) {
      const kinds = Object.keys(ROULETTE_KINDS).join(', ');
      throw new CliUsageError(`A roulette bet's kind is one of ${kinds}.`);
    }
    if (!Array.isArray(numbers) || !numbers.every((n) => Number.isInteger(n))) {
      throw new CliUsageError(`A roulette bet's numbers are a list of whole numbers ([] if none).`);
    }
    return { kind: kind as RouletteBetKind, numbers, amount: bet.amount as number };
  });
}

function readWheelBets(text: string) {
  return readBetList(text, 'bets').map((bet) => {
    if (typeof bet.segment !== 'string') {
      throw new CliUsageError(`A wheel bet names its segment as text, such as "5".`);
    }
    return bet;
  }) as Extract<RoundParams, { engine: 'wheel' }>['bets'];
}

function readActions(text: string | undefined): BlackjackAction[] {
  if (text === undefined || text === '') return [];
  return text.split(',').map((action) => {
    const trimmed = action.trim();
    if (!BLACKJACK_ACTIONS.includes(trimmed as BlackjackAction)) {
      throw new CliUsageError(`--actions lists ${BLACKJACK_ACTIONS.join(', ')}, comma-separated.`);
    }
    return trimmed as BlackjackAction;
  });
}

function readParams(game: SeededGame, values: OptionValues): RoundParams {
  switch (game) {
    case 'dice': {
      const condition = requireOption(values, 'condition');
      if (condition !== 'over' && condition !== 'under') {
        throw new CliUsageError('--condition is over or under.');
      }
      const target = readDecimal(requireOption(values, 'target'), 'target');
      return { engine: 'dice', target, condition };
    }
    case 'limbo':
      return {
        engine: 'limbo',
        target_multiplier: readDecimal(requireOption(values, 'target'), 'target'),
      };
    case 'roulette':
      return { engine: 'roulette', bets: readRouletteBets(requireOption(values, 'bets')) };
    case 'wheel':
      return { engine: 'wheel', bets: readWheelBets(requireOption(values, 'bets')) };
    case 'blackjack':
      return { engine: 'blackjack' };
    case 'slots':
      return { engine: 'slots' };
  }
}

function readVariant(game: SeededGame, values: OptionValues): string {
  if (game !== 'slots') return typeof values.variant === 'string' ? values.variant : 'classic';
  const variant = requireOption(values, 'variant');
  if (!SLOT_VARIANTS.has(variant)) {
    const themes = [...SLOT_VARIANTS.keys()].join(', ');
    throw new CliUsageError(`--variant is a slot theme: ${themes}.`);
  }
  return variant;
}

/** `verify` for every game but crash: the round to recompute. */
export function readVerifyInput(game: SeededGame, values: OptionValues): VerifyRoundInput {
  const bet = values.bet === undefined ? undefined : readWholeNumber(String(values.bet), 'bet');
  if (bet === 0) throw new CliUsageError('--bet is at least 1 minor unit.');
  return {
    engine: game,
    variant: readVariant(game, values),
    serverSeed: requireOption(values, 'server-seed'),
    clientSeed: requireOption(values, 'client-seed'),
    nonce: readWholeNumber(requireOption(values, 'nonce'), 'nonce'),
    params: readParams(game, values),
    ...(bet === undefined ? {} : { bet }),
    ...(game === 'blackjack' ? { actions: readActions(values.actions as string | undefined) } : {}),
  };
}

export function isSeededGame(game: string): game is SeededGame {
  return Object.hasOwn(GAME_OPTIONS, game);
}
