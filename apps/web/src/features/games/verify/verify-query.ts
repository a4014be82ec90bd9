import { GAME_ENGINES } from '@satsino/contract/catalogue';
import {
  BLACKJACK_ACTIONS,
  HILO_ACTIONS,
  type KENO_RISKS,
  MINES_MAX,
  MINES_MIN,
  MINES_TILES,
  type PLINKO_RISKS,
  type RoundAction,
  type RoundOutcome,
  type RoundParams,
  roundParams,
} from '@satsino/contract/games';

export type VerifyEngine = RoundParams['engine'];
/** Every engine of the game host (crash rounds verify on their own page). */
export const VERIFY_ENGINES: readonly VerifyEngine[] = GAME_ENGINES.filter(
  (engine): engine is VerifyEngine => engine !== 'crash',
);
export type PlinkoRisk = (typeof PLINKO_RISKS)[number];
export type KenoRisk = (typeof KENO_RISKS)[number];

/** What the verify form holds, as text (the form edits it), prefilled from the address. */
export interface VerifyForm {
  game: string;
  engine: VerifyEngine;
  variant: string;
  serverSeed: string;
  /** The hash shown before the round, to compare with the seed's. */
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  /** The round's stake in minor units; empty for the verifier's default. */
  bet: string;
  /** The round's params as JSON (roulette and wheel bets; the others have fields of their own). */
  paramsJson: string;
  diceTarget: string;
  diceCondition: 'over' | 'under';
  limboTarget: string;
  /** Blackjack and HiLo actions, comma separated. */
  actions: string;
  minesCount: string;
  /** The Mines tiles revealed (0 … 24), in order, comma separated. */
  minesTiles: string;
  /** Whether the Mines round was cashed out after its last reveal. */
  minesCashout: boolean;
  plinkoRows: string;
  plinkoRisk: PlinkoRisk;
  kenoRisk: KenoRisk;
  /** The Keno picks (1 … 40), comma separated. */
  kenoPicks: string;
}

export const EMPTY_VERIFY_FORM: VerifyForm = {
  game: '',
  engine: 'dice',
  variant: 'classic',
  serverSeed: '',
  serverSeedHash: '',
  clientSeed: '',
  nonce: '0',
  bet: '',
  paramsJson: '',
  diceTarget: '50.5',
  diceCondition: 'over',
  limboTarget: '2',
  actions: '',
  minesCount: '3',
  minesTiles: '',
  minesCashout: false,
  plinkoRows: '16',
  plinkoRisk: 'low',
  kenoRisk: 'classic',
  kenoPicks: '',
};

/** A round as the game host knows it, to hand over to the verify page. */
export interface VerifyLink {
  gameId: string;
  engine: string;
  variant: string;
  serverSeed?: string | undefined;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  bet?: number | undefined;
  params?: RoundParams | undefined;
  actions?: readonly RoundAction[] | undefined;
}

const isEngine = (value: string): value is VerifyEngine =>
  (VERIFY_ENGINES as readonly string[]).includes(value);

/** The query string of the verify page for a round (without the leading `?`). */
export function buildVerifyQuery(link: VerifyLink): string {
  const query = new URLSearchParams({
    game: link.gameId,
    engine: link.engine,
    variant: link.variant,
    client_seed: link.clientSeed,
    nonce: String(link.nonce),
    hash: link.serverSeedHash,
  });
  if (link.serverSeed !== undefined) query.set('server_seed', link.serverSeed);
  if (link.bet !== undefined) query.set('bet', String(link.bet));
  if (link.params !== undefined) query.set('params', JSON.stringify(link.params));
  if (link.actions !== undefined && link.actions.length > 0) {
    query.set('actions', link.actions.join(','));
  }
  return query.toString();
}

/**
 * The verify form prefilled from the page's query string; anything missing or unreadable keeps
 * its default, so a hand-made or truncated link still opens a usable form.
 */
export function parseVerifyQuery(search: string): VerifyForm {
  const query = new URLSearchParams(search);
  const text = (name: string) => query.get(name)?.trim() ?? '';
  const form: VerifyForm = { ...EMPTY_VERIFY_FORM };
  const engine = text('engine');
  if (isEngine(engine)) form.engine = engine;
  if (text('game') !== '') form.game = text('game');
  if (text('variant') !== '') form.variant = text('variant');
  form.serverSeed = text('server_seed');
  form.serverSeedHash = text('hash');
  form.clientSeed = query.get('client_seed') ?? '';
  if (/^\d{1,15}$/.test(text('nonce'))) form.nonce = text('nonce');
  if (/^\d{1,15}$/.test(text('bet'))) form.bet = text('bet');
  const actions = listOf(text('actions'));
  if (form.engine === 'mines') {
    // A Mines round's actions are its tiles, then 'cashout' when it was cashed out.
    form.minesTiles = actions.filter((action) => isTile(action)).join(',');
    form.minesCashout = actions.includes('cashout');
  } else {
    const allowed: readonly string[] = form.engine === 'hilo' ? HILO_ACTIONS : BLACKJACK_ACTIONS;
    form.actions = actions.filter((action) => allowed.includes(action)).join(',');
  }

  const params = readParams(text('params'));
  if (params !== undefined && params.engine === form.engine) {
    if (params.engine === 'dice') {
      form.diceTarget = String(params.target);
      form.diceCondition = params.condition;
    } else if (params.engine === 'limbo') {
      form.limboTarget = String(params.target_multiplier);
    } else if (params.engine === 'roulette' || params.engine === 'wheel') {
      form.paramsJson = JSON.stringify(params.bets);
    } else if (params.engine === 'mines') {
      form.minesCount = String(params.mines);
    } else if (params.engine === 'plinko') {
      form.plinkoRows = String(params.rows);
      form.plinkoRisk = params.risk;
    } else if (params.engine === 'keno') {
      form.kenoRisk = params.risk;
      form.kenoPicks = params.picks.join(',');
    }
  }
  return form;
}

/** A comma-separated list's entries, trimmed, without empty ones. */
function listOf(text: string): string[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** A Mines tile as the form writes it: a whole number 0 … 24. */
function isTile(entry: string): boolean {
  return /^\d{1,2}$/.test(entry) && Number(entry) < MINES_TILES;
}

/** Every entry as a whole number, or `undefined` when one is not. */
function wholeNumbers(entries: readonly string[]): number[] | undefined {
  return entries.every((entry) => /^\d{1,3}$/.test(entry)) ? entries.map(Number) : undefined;
}

function readParams(json: string): RoundParams | undefined {
  if (json === '') return undefined;
  try {
    const parsed = roundParams.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Why the form cannot be verified yet, per field. */
export type VerifyFieldProblem = 'required' | 'invalidNumber' | 'invalidJson';

export type VerifyInputCheck =
  | {
      ok: true;
      input: {
        engine: VerifyEngine;
        variant: string;
        serverSeed: string;
        clientSeed: string;
        nonce: number;
        bet?: number;
        params: RoundParams;
        actions: RoundAction[];
      };
    }
  | { ok: false; problems: Partial<Record<keyof VerifyForm, VerifyFieldProblem>> };

/** The form as the verifier's input, or the fields at fault. */
export function verifyInputOf(form: VerifyForm): VerifyInputCheck {
  const problems: Partial<Record<keyof VerifyForm, VerifyFieldProblem>> = {};
  if (form.serverSeed.trim() === '') problems.serverSeed = 'required';
  if (form.clientSeed === '') problems.clientSeed = 'required';
  if (!/^\d{1,15}$/.test(form.nonce.trim())) problems.nonce = 'invalidNumber';
  if (form.bet.trim() !== '' && !/^[1-9]\d{0,14}$/.test(form.bet.trim()))
    problems.bet = 'invalidNumber';
  if (form.variant.trim() === '') problems.variant = 'required';

  let params: RoundParams | undefined;
  switch (form.engine) {
    case 'dice': {
      const target = Number(form.diceTarget.replace(',', '.'));
      if (form.diceTarget.trim() === '' || !Number.isFinite(target))
        problems.diceTarget = 'invalidNumber';
      else params = { engine: 'dice', target, condition: form.diceCondition };
      break;
    }
    case 'limbo': {
      const target = Number(form.limboTarget.replace(',', '.'));
      if (form.limboTarget.trim() === '' || !Number.isFinite(target))
        problems.limboTarget = 'invalidNumber';
      else params = { engine: 'limbo', target_multiplier: target };
      break;
    }
    case 'roulette':
    case 'wheel': {
      const parsed = readParams(
        `{"engine":"${form.engine}","bets":${form.paramsJson.trim() === '' ? 'null' : form.paramsJson}}`,
      );
      if (parsed === undefined)
        problems.paramsJson = form.paramsJson.trim() === '' ? 'required' : 'invalidJson';
      else params = parsed;
      break;
    }
    case 'blackjack':
      params = { engine: 'blackjack' };
      break;
    case 'slots':
      params = { engine: 'slots' };
      break;
    case 'mines': {
      const mines = /^\d{1,2}$/.test(form.minesCount.trim()) ? Number(form.minesCount) : Number.NaN;
      if (!(mines >= MINES_MIN && mines <= MINES_MAX)) problems.minesCount = 'invalidNumber';
      else params = { engine: 'mines', mines };
      if (!listOf(form.minesTiles).every(isTile)) problems.minesTiles = 'invalidNumber';
      break;
    }
    case 'plinko': {
      const parsed = roundParams.safeParse({
        engine: 'plinko',
        rows: Number(form.plinkoRows),
        risk: form.plinkoRisk,
      });
      if (parsed.success) params = parsed.data;
      else problems.plinkoRows = 'invalidNumber';
      break;
    }
    case 'keno': {
      const picks = wholeNumbers(listOf(form.kenoPicks));
      const parsed = roundParams.safeParse({ engine: 'keno', picks, risk: form.kenoRisk });
      if (parsed.success) params = parsed.data;
      else problems.kenoPicks = form.kenoPicks.trim() === '' ? 'required' : 'invalidNumber';
      break;
    }
    case 'hilo':
      params = { engine: 'hilo' };
      break;
  }
  if (params === undefined || Object.keys(problems).length > 0) return { ok: false, problems };
  const bet = form.bet.trim() === '' ? undefined : Number(form.bet.trim());
  return {
    ok: true,
    input: {
      engine: form.engine,
      variant: form.variant.trim(),
      serverSeed: form.serverSeed.trim(),
      clientSeed: form.clientSeed,
      nonce: Number(form.nonce.trim()),
      ...(bet === undefined ? {} : { bet }),
      params,
      actions: actionsOf(form),
    },
  };
}

/** The round's actions in order, as its engine records them. */
function actionsOf(form: VerifyForm): RoundAction[] {
  if (form.engine === 'mines') {
    const tiles: RoundAction[] = listOf(form.minesTiles).filter(isTile).map(Number);
    return form.minesCashout ? [...tiles, 'cashout'] : tiles;
  }
  if (form.engine === 'blackjack') {
    return listOf(form.actions).filter((action): action is Extract<RoundAction, string> =>
      (BLACKJACK_ACTIONS as readonly string[]).includes(action),
    );
  }
  if (form.engine === 'hilo') {
    return listOf(form.actions).filter((action): action is Extract<RoundAction, string> =>
      (HILO_ACTIONS as readonly string[]).includes(action),
    );
  }
  return [];
}

/**
 * The variant of one of the house's games from its id, for a round whose record names only the
 * game (history entries): a slot's variant is its id, and the table games name theirs last.
 */
export function variantOfGame(engine: string, gameId: string): string {
  if (engine === 'slots') return gameId;
  if (engine === 'wheel') return gameId;
  if (gameId.endsWith('-vip')) return 'vip';
  if (gameId.endsWith('-royale') || gameId.startsWith('roulette-royale')) return 'royale';
  return 'classic';
}

/**
 * The params a round's outcome repeats (all but roulette's and the wheel's bets, which only the
 * request holds).
 */
export function paramsOfOutcome(outcome: RoundOutcome): RoundParams | undefined {
  if (outcome.engine === 'dice') {
    return { engine: 'dice', target: outcome.target, condition: outcome.condition };
  }
  if (outcome.engine === 'limbo') {
    return { engine: 'limbo', target_multiplier: outcome.target_multiplier };
  }
  if (outcome.engine === 'blackjack') return { engine: 'blackjack' };
  if (outcome.engine === 'slots') return { engine: 'slots' };
  if (outcome.engine === 'mines') return { engine: 'mines', mines: outcome.mines };
  if (outcome.engine === 'plinko') {
    return { engine: 'plinko', rows: outcome.rows, risk: outcome.risk };
  }
  if (outcome.engine === 'keno')
    return { engine: 'keno', picks: outcome.picks, risk: outcome.risk };
  if (outcome.engine === 'hilo') return { engine: 'hilo' };
  return undefined;
}
