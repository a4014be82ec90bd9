import type { RoundAction, RoundOutcome, RoundParams, RoundResult } from '@satsino/contract/games';
import { runCli } from '@satsino/fairness/cli';
import { type HiloGuess, hiloGuessWins, hiloRank, hiloWinningRanks } from '@satsino/fairness/hilo';
import { verifyRound } from '@satsino/fairness/verify';
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { TestPlayer } from './helpers/accounts.js';
import { useGamesTestApp } from './helpers/games.js';
import { expectCleanAudit, expectNoServerError, expectStatuses, fire } from './helpers/races.js';
import { balances } from './helpers/wallet.js';

/*
 * The originals of issue 16 over HTTP: Plinko and Keno settle at once like dice; Mines and HiLo
 * open a round that actions move on, like a blackjack hand. Each round is replayed by the
 * fairness package from its revealed seeds. To play with intent, a test reads the round's server
 * seed from the database (what a player cannot do) and so knows the board and the next card.
 */

const games = useGamesTestApp();
const { play, act, inSession } = games;
const pool = () => games.getTestApp().database.pool;

type Mines = Extract<RoundOutcome, { engine: 'mines' }>;
type Hilo = Extract<RoundOutcome, { engine: 'hilo' }>;

const audit = () => expectCleanAudit(games.app(), games.operator().token);
const cashOf = async (player: TestPlayer) => (await balances(games.app(), player.token)).w_balance;
const fieldCode = (response: InjectResponse, field: string) =>
  (response.json() as { codes?: Record<string, string[]> }).codes?.[field]?.[0];
const roundOf = (response: InjectResponse) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as RoundResult;
};

/** The server seed a round was played from (secret to the player until the pair is revealed). */
async function serverSeedOf(roundId: number): Promise<string> {
  const { rows } = await pool().query<{ server_seed: string }>(
    `SELECT p.server_seed FROM game_rounds r JOIN game_seed_pairs p ON p.id = r.seed_pair_id
      WHERE r.id = $1`,
    [roundId],
  );
  return rows[0]?.server_seed as string;
}

/** The round replayed with its seeds: what the engine knows (the whole board, the next card). */
async function replay(round: RoundResult, params: RoundParams, actions: RoundAction[] = []) {
  return verifyRound({
    engine: params.engine,
    variant: 'classic',
    serverSeed: await serverSeedOf(round.round_id),
    clientSeed: round.fairness.client_seed,
    nonce: round.fairness.round_nonce,
    params,
    bet: round.bet,
    actions,
  });
}

/** Where the mines of a running Mines round are, and its safe tiles. */
async function boardOf(round: RoundResult) {
  const { mines: count } = round.outcome as Mines;
  const outcome = (await replay(round, { engine: 'mines', mines: count })).outcome as Mines;
  const mines = outcome.mine_tiles;
  const safe = Array.from({ length: 25 }, (_, tile) => tile).filter((t) => !mines.includes(t));
  return { mines, safe };
}

/** Reveals the session's pair and checks the fairness package replays `round` exactly. */
async function expectVerifiable(
  session: string,
  round: RoundResult,
  params: RoundParams,
  actions: RoundAction[] = [],
) {
  const rotation = await inSession(session, 'POST', '/api/games/fairness/rotate');
  expect(rotation.statusCode, rotation.body).toBe(200);
  const { revealed } = rotation.json();
  expect(revealed.server_seed_hash).toBe(round.fairness.server_seed_hash);
  const verified = verifyRound({
    engine: params.engine,
    variant: 'classic',
    serverSeed: revealed.server_seed,
    clientSeed: round.fairness.client_seed,
    nonce: round.fairness.round_nonce,
    params,
    bet: round.bet,
    actions,
  });
  expect(verified.serverSeedHash).toBe(round.fairness.server_seed_hash);
  expect(verified.outcome).toEqual(round.outcome);
  expect(verified.payout).toBe(round.payout);
  expect(verified.finished).toBe(true);
  // The published command line agrees (a Mines round is its reveals, cashed out after the last).
  const cli = runCli([
    'verify',
    '--game',
    params.engine,
    '--server-seed',
    revealed.server_seed,
    '--client-seed',
    round.fairness.client_seed,
    '--nonce',
    String(round.fairness.round_nonce),
    '--bet',
    String(round.bet),
    ...cliOptions(params, actions),
    '--json',
  ]);
  expect(cli.stderr).toBe('');
  expect(JSON.parse(cli.stdout)).toMatchObject({ outcome: round.outcome, payout: round.payout });
}

/** The command line's options for a round's parameters and actions. */
function cliOptions(params: RoundParams, actions: RoundAction[]): string[] {
  switch (params.engine) {
    case 'mines': {
      const reveals = actions.filter((action) => typeof action === 'number');
      return ['--mines', String(params.mines), '--reveals', reveals.join(',')];
    }
    case 'plinko':
      return ['--rows', String(params.rows), '--risk', params.risk];
    case 'keno':
      return ['--risk', params.risk, '--picks', params.picks.join(',')];
    case 'hilo':
      return ['--actions', actions.join(',')];
    default:
      throw new Error(`not an original: ${params.engine}`);
  }
}

/** A HiLo guess that wins on the next card (the test knows it), never a skip. */
function winningGuess(shownRank: number, nextRank: number): HiloGuess {
  const candidates: HiloGuess[] = ['higher_or_same', 'lower_or_same', 'higher', 'lower', 'same'];
  const wins = candidates.find(
    (guess) => hiloWinningRanks(shownRank, guess) > 0 && hiloGuessWins(shownRank, guess, nextRank),
  );
  if (!wins) throw new Error(`no winning guess from ${shownRank} to ${nextRank}`);
  return wins;
}

/** A guess the shown card offers that the next card loses, if there is one. */
function losingGuess(shownRank: number, nextRank: number): HiloGuess | undefined {
  const candidates: HiloGuess[] = ['higher_or_same', 'lower_or_same', 'higher', 'lower', 'same'];
  return candidates.find(
    (guess) => hiloWinningRanks(shownRank, guess) > 0 && !hiloGuessWins(shownRank, guess, nextRank),
  );
}

/** The next card of a running HiLo round after `actions`, from its seeds. */
async function nextRank(round: RoundResult, actions: RoundAction[]): Promise<number> {
  const ahead = (await replay(round, { engine: 'hilo' }, [...actions, 'skip'])).outcome as Hilo;
  const card = ahead.steps.at(-1)?.card;
  if (!card) throw new Error('no next card');
  return hiloRank(card);
}

describe('the catalogue', () => {
  it.concurrent('lists the four originals with their lowest RTP, art and texts', async () => {
    const expected: [string, string, number, RegExp][] = [
      ['mines', 'Mines', 9900, /99\s?%/],
      ['plinko', 'Plinko', 9890, /98,9\s?%/],
      ['keno', 'Keno', 9865, /98,65\s?%/],
      ['hilo', 'HiLo', 9900, /99\s?%/],
    ];
    for (const [slug, name, rtpBps, stated] of expected) {
      const info = await games
        .app()
        .inject({ method: 'GET', url: `/api/games/info/${slug}?locale=de` });
      expect(info.statusCode, info.body).toBe(200);
      expect(info.json()).toMatchObject({
        provider: 'originals',
        rtp_bps: rtpBps,
        game: { name, game_id: slug, supportsDemo: '1' },
      });
      expect(info.json().description).toMatch(stated);
      const art = await games
        .app()
        .inject({ method: 'GET', url: `/api/catalogue/media/games/${slug}.svg` });
      expect(art.statusCode).toBe(200);
    }
  });
});

describe('plinko and keno settle at once', () => {
  const cases: [string, RoundParams][] = [
    ['plinko', { engine: 'plinko', rows: 16, risk: 'high' }],
    ['plinko', { engine: 'plinko', rows: 8, risk: 'low' }],
    ['keno', { engine: 'keno', picks: [1, 7, 13, 22, 40], risk: 'classic' }],
    ['keno', { engine: 'keno', picks: [3], risk: 'high' }],
  ];
  it.concurrent.each(cases)('%s %j pays once and is verifiable', async (gameId, params) => {
    const player = await games.fundedPlayer();
    const before = await cashOf(player);
    const { session } = await games.openSession(gameId, player);
    const round = roundOf(await play(session, { bet: 100, params }));
    expect(round).toMatchObject({ status: 'settled', game_id: gameId, actions: [] });
    expect(round.outcome.engine).toBe(params.engine);
    expect(await cashOf(player)).toBe(before - 100 + round.payout);
    await expectVerifiable(session, round, params);
  });

  it.concurrent('refuses a keno pick twice and a plinko board out of range (422)', async () => {
    const { session } = await games.openSession('keno');
    const twice = await play(session, {
      bet: 100,
      params: { engine: 'keno', picks: [5, 5], risk: 'low' },
    });
    expect(twice.statusCode).toBe(422);
    const plinko = await games.openSession('plinko');
    const rows = await play(plinko.session, {
      bet: 100,
      params: { engine: 'plinko', rows: 17, risk: 'low' },
    });
    expect(rows.statusCode).toBe(422);
    expect(fieldCode(rows, 'params.rows')).toBe('invalid_value');
  });
});

describe('mines', () => {
  it.concurrent('hides the board while playing, refuses wrong steps, cashes out once', async () => {
    const player = await games.fundedPlayer();
    const before = await cashOf(player);
    const { session } = await games.openSession('mines', player);
    const params: RoundParams = { engine: 'mines', mines: 3 };
    const opened = roundOf(await play(session, { bet: 100, params }));
    expect(opened).toMatchObject({ status: 'in_progress', payout: 0, actions: [] });
    expect(opened.outcome).toMatchObject({ engine: 'mines', mine_tiles: [], status: 'playing' });
    expect(await cashOf(player)).toBe(before - 100);

    // One round at a time, and its seeds stay secret until it ends.
    expect((await play(session, { bet: 100, params })).statusCode).toBe(409);
    expect((await inSession(session, 'POST', '/api/games/fairness/rotate')).statusCode).toBe(409);

    const { mines, safe } = await boardOf(opened);
    const [first, second] = safe as [number, number];
    const revealed = roundOf(
      await act(session, opened.round_id, { action: 'reveal', tile: first }),
    );
    expect(revealed.status).toBe('in_progress');
    expect(revealed.actions).toEqual([first]);
    expect(revealed.outcome).toMatchObject({
      revealed: [first],
      mine_tiles: [],
      status: 'playing',
    });

    // Wrong steps: 4xx with the contract's codes, and the round does not move.
    const refusals: [object, string, string][] = [
      [{ action: 'hit' }, 'action', 'round_action_not_allowed'],
      [{ action: 'higher' }, 'action', 'round_action_not_allowed'],
      [{ action: 'reveal' }, 'tile', 'invalid_value'],
      [{ action: 'cashout', tile: second }, 'tile', 'invalid_value'],
      [{ action: 'reveal', tile: first }, 'tile', 'invalid_value'],
    ];
    for (const [body, field, code] of refusals) {
      const refused = await act(session, opened.round_id, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
      expect(fieldCode(refused, field), JSON.stringify(body)).toBe(code);
    }

    // Every reader sees the running board hidden: the resumed round, the history, the row.
    const active = (await inSession(session, 'GET', '/api/games/rounds/active')).json();
    expect(active.round).toMatchObject({ round_id: opened.round_id, actions: [first] });
    expect(active.round.outcome.mine_tiles).toEqual([]);
    const history = await games.app().inject({
      method: 'GET',
      url: '/api/games/history',
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(history.json().rounds[0].outcome.mine_tiles).toEqual([]);
    const stored = await pool().query('SELECT outcome FROM game_rounds WHERE id = $1', [
      opened.round_id,
    ]);
    expect(stored.rows[0].outcome.mine_tiles).toEqual([]);

    const cashed = roundOf(
      await act(session, opened.round_id, { action: 'cashout', action_index: 1 }),
    );
    expect(cashed.status).toBe('settled');
    expect(cashed.actions).toEqual([first, 'cashout']);
    expect(cashed.outcome).toMatchObject({ status: 'cashed_out', mine_tiles: mines });
    expect(cashed.payout).toBeGreaterThan(100);
    // A replayed cash-out answers the round and pays nothing more; a new one is too late.
    const replayed = roundOf(
      await act(session, opened.round_id, { action: 'cashout', action_index: 1 }),
    );
    expect(replayed).toMatchObject({ status: 'settled', payout: cashed.payout });
    const late = await act(session, opened.round_id, { action: 'cashout' });
    expect(late.statusCode).toBe(409);
    expect(await cashOf(player)).toBe(before - 100 + cashed.payout);
    expect((await inSession(session, 'GET', '/api/games/rounds/active')).json().round).toBeNull();
    await expectVerifiable(session, cashed, params, [first, 'cashout']);
    await audit();
  });

  it.concurrent('a mine ends the round with nothing; no cash-out before a gem', async () => {
    const player = await games.fundedPlayer();
    const before = await cashOf(player);
    const { session } = await games.openSession('mines', player);
    const params: RoundParams = { engine: 'mines', mines: 5 };
    const opened = roundOf(await play(session, { bet: 200, params }));
    const early = await act(session, opened.round_id, { action: 'cashout' });
    expect(early.statusCode).toBe(422);
    expect(fieldCode(early, 'action')).toBe('round_action_not_allowed');
    const { mines } = await boardOf(opened);
    const mine = mines[0] as number;
    const busted = roundOf(await act(session, opened.round_id, { action: 'reveal', tile: mine }));
    expect(busted).toMatchObject({ status: 'settled', payout: 0 });
    expect(busted.outcome).toMatchObject({ status: 'busted', mine_tiles: mines, revealed: [mine] });
    expect(await cashOf(player)).toBe(before - 200);
    await expectVerifiable(session, busted, params, [mine]);
    await audit();
  });

  it.concurrent('20 opens, 20 identical steps and 20 cash-outs move the round once each; of two different steps one wins', async () => {
    const player = await games.fundedPlayer();
    const before = await cashOf(player);
    const { session } = await games.openSession('mines', player);
    // 20 rounds opened at once: one opens, the others find it in progress; one stake taken.
    const opens = await fire(20, () =>
      play(session, { bet: 100, params: { engine: 'mines', mines: 2 } }),
    );
    expectNoServerError(opens);
    expect(opens.filter((x) => x.status === 200)).toHaveLength(1);
    expectStatuses(opens, [200, 409]);
    const opened = opens.find((x) => x.status === 200)?.body as unknown as RoundResult;
    expect(await cashOf(player)).toBe(before - 100);
    const { safe } = await boardOf(opened);
    const [a, b, c] = safe as [number, number, number];

    const same = await fire(20, () =>
      act(session, opened.round_id, { action: 'reveal', tile: a, action_index: 0 }),
    );
    expectNoServerError(same);
    expectStatuses(same, [200, 409]);
    for (const answer of same.filter((x) => x.status === 200)) {
      expect(answer.body).toMatchObject({ actions: [a], status: 'in_progress' });
    }

    const different = await fire(2, (index) =>
      act(session, opened.round_id, {
        action: 'reveal',
        tile: index === 0 ? b : c,
        action_index: 1,
      }),
    );
    expectNoServerError(different);
    expect(different.map((x) => x.status).sort()).toEqual([200, 409]);
    const winner = different.find((x) => x.status === 200)?.index === 0 ? b : c;

    const cashouts = await fire(20, () =>
      act(session, opened.round_id, { action: 'cashout', action_index: 2 }),
    );
    expectNoServerError(cashouts);
    expectStatuses(cashouts, [200, 409]);
    const paid = cashouts.find((x) => x.status === 200)?.body as unknown as RoundResult;
    expect(paid).toMatchObject({ status: 'settled', actions: [a, winner, 'cashout'] });
    for (const answer of cashouts.filter((x) => x.status === 200)) {
      expect(answer.body.payout).toBe(paid.payout);
    }
    expect(await cashOf(player)).toBe(before - 100 + paid.payout);
    await audit();
  });

  it.concurrent('refuses a step above the maximum payout; the round can still cash out', async () => {
    // Demo: 1 000.00 of play money, the largest bet. 10 mines: 7 gems pay 73.95×, 8 would
    // pay 166.4×, above the maximum payout of 100 000.00.
    const { session } = await games.openSession('mines');
    const params: RoundParams = { engine: 'mines', mines: 10 };
    const opened = roundOf(await play(session, { bet: 100_000, params }));
    expect(opened.mode).toBe('demo');
    const { safe, mines } = await boardOf(opened);
    let round = opened;
    for (const [index, tile] of safe.slice(0, 7).entries()) {
      round = roundOf(
        await act(session, opened.round_id, { action: 'reveal', tile, action_index: index }),
      );
    }
    expect(round.outcome).toMatchObject({ status: 'playing', mine_tiles: [] });
    for (const tile of [safe[7] as number, mines[0] as number]) {
      const refused = await act(session, opened.round_id, { action: 'reveal', tile });
      expect(refused.statusCode).toBe(422);
      expect(fieldCode(refused, 'action')).toBe('payout_too_high');
    }
    const cashed = roundOf(await act(session, opened.round_id, { action: 'cashout' }));
    expect(cashed.status).toBe('settled');
    expect(cashed.payout).toBeGreaterThanOrEqual(7_395_000);
    expect(cashed.payout).toBeLessThanOrEqual(10_000_000);
    expect(cashed.balance.cash).toBe(cashed.payout);
  });
});

describe('hilo', () => {
  it.concurrent('shows only turned cards, resumes, refuses wrong steps, and settles', async () => {
    const player = await games.fundedPlayer();
    const before = await cashOf(player);
    const { session } = await games.openSession('hilo', player);
    const params: RoundParams = { engine: 'hilo' };
    const opened = roundOf(await play(session, { bet: 100, params }));
    expect(opened).toMatchObject({ status: 'in_progress', actions: [] });
    const start = opened.outcome as Hilo;
    expect(Object.keys(start).sort()).toEqual(['engine', 'multiplier', 'start', 'status', 'steps']);
    expect(start.steps).toEqual([]);
    expect(await cashOf(player)).toBe(before - 100);

    for (const body of [
      { action: 'cashout' },
      { action: 'reveal', tile: 3 },
      { action: 'stand' },
    ]) {
      const refused = await act(session, opened.round_id, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect(fieldCode(await act(session, opened.round_id, { action: 'cashout' }), 'action')).toBe(
      'round_action_not_allowed',
    );

    const actions: RoundAction[] = [];
    let shown = hiloRank(start.start);
    for (const step of ['guess', 'skip', 'guess'] as const) {
      const next = await nextRank(opened, actions);
      const action = step === 'skip' ? 'skip' : winningGuess(shown, next);
      const moved = roundOf(
        await act(session, opened.round_id, { action, action_index: actions.length }),
      );
      actions.push(action);
      const outcome = moved.outcome as Hilo;
      expect(moved.status).toBe('in_progress');
      // One card per step taken: the next card is never in the answer.
      expect(outcome.steps).toHaveLength(actions.length);
      expect(outcome.steps.at(-1)?.won).toBe(true);
      shown = next;
    }
    const resumed = (await inSession(session, 'GET', '/api/games/rounds/active')).json().round;
    expect(resumed).toMatchObject({ round_id: opened.round_id, actions });

    const cashed = roundOf(await act(session, opened.round_id, { action: 'cashout' }));
    actions.push('cashout');
    expect(cashed).toMatchObject({ status: 'settled', actions });
    expect(cashed.outcome).toMatchObject({ status: 'cashed_out' });
    expect(cashed.payout).toBeGreaterThan(100);
    expect(await cashOf(player)).toBe(before - 100 + cashed.payout);
    await expectVerifiable(session, cashed, params, actions);
    await audit();
  });

  it.concurrent('refuses a guess above the maximum payout; the round can still cash out', async () => {
    // Demo, the largest bet: right guesses until the next would pay above 100×.
    const { session } = await games.openSession('hilo');
    const opened = roundOf(await play(session, { bet: 100_000, params: { engine: 'hilo' } }));
    const actions: RoundAction[] = [];
    let shown = hiloRank((opened.outcome as Hilo).start);
    let refused: InjectResponse | undefined;
    // Each right guess multiplies by at least 1287/1200: 66 of them pass 100×.
    while (refused === undefined && actions.length < 70) {
      const next = await nextRank(opened, actions);
      const action = winningGuess(shown, next);
      const answer = await act(session, opened.round_id, { action });
      if (answer.statusCode === 422) refused = answer;
      else {
        expect(roundOf(answer).status).toBe('in_progress');
        actions.push(action);
        shown = next;
      }
    }
    if (!refused) throw new Error('no guess was refused');
    expect(fieldCode(refused, 'action')).toBe('payout_too_high');
    const cashed = roundOf(await act(session, opened.round_id, { action: 'cashout' }));
    expect(cashed).toMatchObject({ status: 'settled', actions: [...actions, 'cashout'] });
    expect(cashed.payout).toBeGreaterThan(100_000);
    expect(cashed.payout).toBeLessThanOrEqual(10_000_000);
  });

  it.concurrent('a wrong guess ends the round with nothing', async () => {
    const { session } = await games.openSession('hilo');
    const opened = roundOf(await play(session, { bet: 100, params: { engine: 'hilo' } }));
    const actions: RoundAction[] = [];
    let shown = hiloRank((opened.outcome as Hilo).start);
    let losing: HiloGuess | undefined;
    // Skip until the next card loses a guess the shown one offers (a 7 after a 7 loses none).
    for (let step = 0; step < 20 && losing === undefined; step += 1) {
      const next = await nextRank(opened, actions);
      losing = losingGuess(shown, next);
      if (losing === undefined) {
        roundOf(await act(session, opened.round_id, { action: 'skip' }));
        actions.push('skip');
        shown = next;
      }
    }
    if (losing === undefined) throw new Error('20 cards in a row lost no guess');
    const lost = roundOf(await act(session, opened.round_id, { action: losing }));
    expect(lost).toMatchObject({ status: 'settled', payout: 0, actions: [...actions, losing] });
    expect(lost.outcome).toMatchObject({ status: 'busted' });
    expect((lost.outcome as Hilo).steps.at(-1)?.won).toBe(false);
  });
});
