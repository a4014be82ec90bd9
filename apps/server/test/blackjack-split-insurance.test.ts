import { GAMES_MESSAGES, type RoundResult } from '@satsino/contract/games';
import { verifyRound } from '@satsino/fairness/verify';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestPlayer } from './helpers/accounts.js';
import { useGamesTestApp } from './helpers/games.js';
import { balances } from './helpers/wallet.js';

/*
 * Blackjack's split and insurance with real money: each extra stake is taken once, in the
 * action's transaction, however many copies of the action arrive at once; the win is paid once,
 * against the stakes that won it; the player's balance is what the recorded rounds say and the
 * ledger audit (round reconciliation included) stays clean.
 */
const games = useGamesTestApp();
const app = games.app;

/**
 * A call made again after the wait a 429 names. This file deals hundreds of hands to one player
 * to find a pair or a dealer's ace, past the round limit (100 per 5 s) that autoplay is sized
 * for; the server says when the next round is allowed, and the test waits for exactly that.
 */
async function unthrottled(
  call: () => Promise<LightMyRequestResponse>,
): Promise<LightMyRequestResponse> {
  for (;;) {
    const response = await call();
    if (response.statusCode !== 429) return response;
    const seconds = Number(response.headers['retry-after'] ?? 1);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1_000));
  }
}
const play = (...args: Parameters<typeof games.play>) => unthrottled(() => games.play(...args));
const act = (...args: Parameters<typeof games.act>) => unthrottled(() => games.act(...args));
let operator: TestPlayer;

beforeAll(() => {
  operator = games.operator();
});

type Blackjack = Extract<RoundResult['outcome'], { engine: 'blackjack' }>;
const outcomeOf = (round: RoundResult) => round.outcome as Blackjack;
const roundOf = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as RoundResult;
};

/** Plays the hand out: declines insurance, stands on everything. */
async function finish(session: string, round: RoundResult): Promise<RoundResult> {
  let hand = round;
  for (let step = 0; hand.status === 'in_progress' && step < 10; step++) {
    const action = outcomeOf(hand).actions.includes('no_insurance') ? 'no_insurance' : 'stand';
    hand = roundOf(
      await act(session, hand.round_id, { action, action_index: hand.actions.length }),
    );
  }
  expect(hand.status).toBe('settled');
  return hand;
}

/** Deals (and plays out the others) until `wanted` holds for a hand in play. */
async function dealUntil(
  session: string,
  wanted: (outcome: Blackjack) => boolean,
  key: string,
): Promise<RoundResult> {
  for (let attempt = 0; attempt < 400; attempt++) {
    const hand = roundOf(
      await play(session, {
        bet: 100,
        params: { engine: 'blackjack' },
        idempotency_key: `${key}-${attempt}`,
      }),
    );
    if (hand.status === 'in_progress' && wanted(outcomeOf(hand))) return hand;
    if (hand.status === 'in_progress') await finish(session, hand);
  }
  throw new Error('no such hand in 400 deals');
}

async function expectBalanceMatchesRounds(player: TestPlayer) {
  const { rows } = await games.getTestApp().database.pool.query<{ total: string }>(
    `SELECT (
       (SELECT coalesce(sum(credited_minor), 0) FROM chain_deposits
        WHERE user_id = $1 AND status = 'confirmed')
       - (SELECT coalesce(sum(stake_minor), 0) FROM game_rounds WHERE user_id = $1 AND mode = 'real')
       + (SELECT coalesce(sum(payout_minor), 0) FROM game_rounds
          WHERE user_id = $1 AND mode = 'real' AND status = 'settled')
     )::text AS total`,
    [player.id],
  );
  const user = await balances(app(), player.token);
  expect(user.w_balance + user.w_bonus_balance).toBe(Number(rows[0]?.total));
}

async function expectCleanAudit() {
  const response = await app().inject({
    method: 'GET',
    url: '/api/admin/ledger/audit',
    headers: bearer(operator.token),
  });
  expect(response.statusCode).toBe(200);
  const failed = (response.json() as { checks: { ok: boolean }[] }).checks.filter(
    (check) => !check.ok,
  );
  expect(failed).toEqual([]);
}

/** The ledger stakes taken under one of a round's keys (`split`, `insurance`…). */
async function stakesNamed(roundId: number, name: string): Promise<string[]> {
  const { rows } = await games.getTestApp().database.pool.query<{ amount: string }>(
    `SELECT (-sum(e.amount))::text AS amount
       FROM game_rounds r
       JOIN ledger_transfers t ON t.kind = 'bet' AND t.idempotency_key LIKE '%:' || r.round_ref || ':' || $2
       JOIN ledger_entries e ON e.transfer_id = t.id
       JOIN ledger_accounts a ON a.id = e.account_id AND a.owner_user_id IS NOT NULL
      WHERE r.id = $1
      GROUP BY t.id`,
    [roundId, name],
  );
  return rows.map((row) => row.amount);
}

const canSplit = (outcome: Blackjack) => outcome.actions.includes('split');
const offersInsurance = (outcome: Blackjack) => outcome.insurance === 'offered';

describe('a split', () => {
  it('takes the second stake once when ten copies arrive at once, and settles once', async () => {
    const player = await games.fundedPlayer();
    const { session } = await games.openSession('blackjack', player);
    const hand = await dealUntil(session, canSplit, 'split-ten');
    const before = (await balances(app(), player.token)).w_balance;
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        act(session, hand.round_id, { action: 'split', action_index: hand.actions.length }),
      ),
    );
    expect(responses.filter((response) => response.statusCode >= 500)).toEqual([]);
    // Every copy names the same place in the hand: each is answered with the split hand.
    for (const response of responses) {
      expect(roundOf(response).actions.at(-1)).toBe('split');
    }
    expect(await stakesNamed(hand.round_id, 'split')).toEqual(['100']);
    const split = roundOf(responses[0] as LightMyRequestResponse);
    expect(outcomeOf(split).hands).toHaveLength(2);
    expect(split.bet).toBe(200);
    // Split aces take one card each and the round settles with the split: its win is paid then.
    const paidAtSplit = split.status === 'settled' ? split.payout : 0;
    expect((await balances(app(), player.token)).w_balance).toBe(before - 100 + paidAtSplit);

    const settled = await finish(session, split);
    expect(settled.bet).toBe(200);
    const after = (await balances(app(), player.token)).w_balance;
    expect(after).toBe(before - 100 + settled.payout);
    // The same split again, or any action, on the settled hand moves nothing.
    const late = await act(session, hand.round_id, { action: 'split' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(GAMES_MESSAGES.roundSettled);
    expect((await balances(app(), player.token)).w_balance).toBe(after);
    await expectBalanceMatchesRounds(player);
    await expectCleanAudit();
  });

  it('without its place in the hand, ten copies split once and the others are refused', async () => {
    const player = await games.fundedPlayer();
    const { session } = await games.openSession('blackjack', player);
    const hand = await dealUntil(session, canSplit, 'split-unplaced');
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => act(session, hand.round_id, { action: 'split' })),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    // A later copy finds the hand split already (422: no second split) or settled (409).
    for (const status of statuses) expect([200, 409, 422]).toContain(status);
    expect(await stakesNamed(hand.round_id, 'split')).toEqual(['100']);
    const split = roundOf(responses.find((response) => response.statusCode === 200) as never);
    await finish(session, split);
    await expectBalanceMatchesRounds(player);
    await expectCleanAudit();
  });

  it('doubles a split hand under its own key and replays with the verifier', async () => {
    const player = await games.fundedPlayer();
    const { session } = await games.openSession('blackjack', player);
    // A pair that is not aces: split aces take one card each and take no double.
    const hand = await dealUntil(
      session,
      (outcome) => canSplit(outcome) && outcome.player[0]?.rank !== 'A',
      'split-double',
    );
    let round = roundOf(await act(session, hand.round_id, { action: 'split' }));
    const actions: string[] = [...hand.actions.map(String), 'split'];
    // The hand in play doubles when it can, the other stands. That is the first hand unless it
    // drew to 21, which stands it at once: then the second doubles, under its own name.
    if (outcomeOf(round).actions.includes('double')) {
      const doubled = outcomeOf(round).active_hand === 1 ? 'split:double' : 'double';
      round = roundOf(await act(session, hand.round_id, { action: 'double' }));
      actions.push('double');
      expect(await stakesNamed(hand.round_id, doubled)).toEqual(['100']);
    }
    while (round.status === 'in_progress') {
      round = roundOf(await act(session, hand.round_id, { action: 'stand' }));
      actions.push('stand');
    }
    const rotated = roundOf(await games.inSession(session, 'POST', '/api/games/fairness/rotate'));
    const revealed = (rotated as unknown as { revealed: { server_seed: string } }).revealed;
    const verified = verifyRound({
      engine: 'blackjack',
      variant: 'classic',
      serverSeed: revealed.server_seed,
      clientSeed: round.fairness.client_seed,
      nonce: round.fairness.round_nonce,
      params: { engine: 'blackjack' },
      bet: 100,
      actions: actions as never,
    });
    expect(verified.outcome).toEqual(round.outcome);
    expect([verified.stake, verified.payout]).toEqual([round.bet, round.payout]);
    await expectBalanceMatchesRounds(player);
    await expectCleanAudit();
  });
});

/**
 * How long the search for insured hands may take. A dealer's ace comes about once in 13 deals,
 * and a blackjack behind it about one time in three: each insured hand costs some 35 deals and
 * actions of the round limit's 100 per 5 s, so a run that needs seven hands or more to see both
 * outcomes (about one in nine) waits out two windows or more, which on CI's busy cores passed the
 * suite's 20 s.
 */
const INSURANCE_SEARCH_TIMEOUT_MS = 60_000;

describe('insurance', { timeout: INSURANCE_SEARCH_TIMEOUT_MS }, () => {
  it('takes half the bet once, pays 2 to 1 on a dealer blackjack, and is lost otherwise', async () => {
    const player = await games.fundedPlayer('0.05');
    const { session } = await games.openSession('blackjack', player);
    const seen = { dealerBlackjack: 0, noBlackjack: 0 };
    for (let index = 0; index < 60 && (!seen.dealerBlackjack || !seen.noBlackjack); index++) {
      const hand = await dealUntil(session, offersInsurance, `insurance-${index}`);
      const before = (await balances(app(), player.token)).w_balance;
      // Five copies at once: one stake, five answers with the insured hand.
      const responses = await Promise.all(
        Array.from({ length: 5 }, () =>
          act(session, hand.round_id, { action: 'insurance', action_index: 0 }),
        ),
      );
      for (const response of responses) expect(roundOf(response).actions[0]).toBe('insurance');
      expect(await stakesNamed(hand.round_id, 'insurance')).toEqual(['50']);
      const insured = roundOf(responses[0] as LightMyRequestResponse);
      expect(outcomeOf(insured).insurance).toBe('taken');
      const settled = await finish(session, insured);
      const dealer = outcomeOf(settled).dealer;
      const dealerBlackjack = dealer.length === 2 && outcomeOf(settled).dealer_total === 21;
      const after = (await balances(app(), player.token)).w_balance;
      // The bet of 100 left at the deal, before `before` was read.
      expect(after).toBe(before + 100 - settled.bet + settled.payout);
      if (dealerBlackjack) {
        seen.dealerBlackjack += 1;
        // The hand ends at the peek: 100 lost (or pushed by a player blackjack), 50 + 100 back.
        expect(settled.bet).toBe(150);
        const main = outcomeOf(settled).status === 'push' ? 100 : 0;
        expect(settled.payout).toBe(150 + main);
      } else {
        seen.noBlackjack += 1;
        expect(settled.bet).toBeGreaterThanOrEqual(150);
      }
    }
    expect(seen.dealerBlackjack).toBeGreaterThan(0);
    expect(seen.noBlackjack).toBeGreaterThan(0);
    await expectBalanceMatchesRounds(player);
    await expectCleanAudit();
  });

  it('is asked before anything else, and declining it takes nothing', async () => {
    const player = await games.fundedPlayer();
    const { session } = await games.openSession('blackjack', player);
    const hand = await dealUntil(session, offersInsurance, 'insurance-first');
    expect(outcomeOf(hand).actions).toEqual(['insurance', 'no_insurance']);
    expect(outcomeOf(hand).dealer).toHaveLength(1);
    const hit = await act(session, hand.round_id, { action: 'hit' });
    expect(hit.statusCode).toBe(422);
    const declined = roundOf(await act(session, hand.round_id, { action: 'no_insurance' }));
    expect(declined.bet).toBe(100);
    expect(await stakesNamed(hand.round_id, 'insurance')).toEqual([]);
    await finish(session, declined);
    await expectBalanceMatchesRounds(player);
    await expectCleanAudit();
  });
});
