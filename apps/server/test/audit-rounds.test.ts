import type { RoundResult } from '@satsino/contract/games';
import { describe, expect, it } from 'vitest';
import { IN_HOUSE_PROVIDER } from '../src/modules/games/games.module.js';
import { createProviderWallet } from '../src/modules/games/provider-wallet.js';
import type { TestPlayer } from './helpers/accounts.js';
import { useGamesTestApp } from './helpers/games.js';
import { expectCleanAudit, offendersOf, readAudit, sideLedger } from './helpers/races.js';

/*
 * The round reconciliation of the ledger audit (issue 10) names what breaks it. Both attacks of
 * the issue balanced against the house, so the ledger's own checks saw nothing: a stake refunded
 * while its round kept it, and a round paid other than it records. Each is made here by hand,
 * through the same ledger calls a buggy path would use, and the audit must name the round.
 */
const games = useGamesTestApp();
const getTestApp = games.getTestApp;

async function playedRound(body: object): Promise<{ player: TestPlayer; round: RoundResult }> {
  const player = await games.fundedPlayer();
  const { session } = await games.openSession('dice', player);
  const played = await games.play(session, body);
  expect(played.statusCode, played.body).toBe(200);
  return { player, round: played.json() as RoundResult };
}

async function roundRef(roundId: number): Promise<{ ref: string; userId: number }> {
  const { rows } = await getTestApp().database.pool.query<{ round_ref: string; user_id: string }>(
    'SELECT round_ref, user_id::text FROM game_rounds WHERE id = $1',
    [roundId],
  );
  const row = rows[0];
  if (!row) throw new Error(`no round ${roundId}`);
  return { ref: row.round_ref, userId: Number(row.user_id) };
}

const wallet = () =>
  createProviderWallet(sideLedger(getTestApp().database.pool), IN_HOUSE_PROVIDER);

describe('round reconciliation in the ledger audit', () => {
  it('names a settled round whose stake was refunded (the dice attack)', async () => {
    const { round } = await playedRound({
      bet: 100,
      params: { engine: 'dice', target: 98, condition: 'over' },
      idempotency_key: 'audit-refund-1',
    });
    await expectCleanAudit(games.app(), games.operator().token);
    const { ref, userId } = await roundRef(round.round_id);
    await wallet().rollback({
      userId,
      transactionId: `${ref}:bet:refund-by-a-loser`,
      betTransactionId: `${ref}:bet`,
    });
    const report = await readAudit(games.app(), games.operator().token);
    expect(offendersOf(report, 'rounds_match_ledger')).toContain(`round:${round.round_id}`);
    // The ledger's own checks still pass: the refund balances against the house.
    const ledgerChecks = report.checks.filter(
      (check) => !['rounds_match_ledger', 'stakes_have_rounds'].includes(check.name),
    );
    expect(ledgerChecks.filter((check) => !check.ok).map((check) => check.name)).toEqual([]);
  });

  it('names a round that records another payout than the ledger paid', async () => {
    const { round } = await playedRound({
      bet: 100,
      params: { engine: 'dice', target: 2, condition: 'over' },
      idempotency_key: 'audit-payout-1',
    });
    await getTestApp().database.pool.query(
      'UPDATE game_rounds SET payout_minor = payout_minor + 100 WHERE id = $1',
      [round.round_id],
    );
    const report = await readAudit(games.app(), games.operator().token);
    expect(offendersOf(report, 'rounds_match_ledger')).toContain(`round:${round.round_id}`);
  });

  it('names a stake the games took without recording its round', async () => {
    const { player } = await playedRound({
      bet: 100,
      params: { engine: 'dice', target: 50, condition: 'over' },
      idempotency_key: 'audit-orphan-1',
    });
    const { rows } = await getTestApp().database.pool.query<{ id: string; currency: string }>(
      'SELECT id::text, currency FROM users WHERE email = $1',
      [player.email],
    );
    const user = rows[0];
    if (!user) throw new Error('no player');
    await wallet().bet({
      userId: Number(user.id),
      currency: user.currency as 'USD',
      transactionId: 'r:orphan-stake:bet',
      roundId: 'r:orphan-stake',
      game: 'dice',
      amountMinor: 100n,
    });
    const report = await readAudit(games.app(), games.operator().token);
    const orphans = offendersOf(report, 'stakes_have_rounds');
    expect(orphans).toHaveLength(1);
    expect(orphans[0]).toMatch(/^transfer:\d+$/);
  });
});
