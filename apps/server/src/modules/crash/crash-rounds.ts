import type { CrashTable } from '@satsino/contract/crash';
import { crashPayoutMinor, msToReachX100 } from '@satsino/fairness/crash';
import type { FastifyBaseLogger } from 'fastify';
import type { BetLedger } from '../ledger/bets.js';
import type { Ledger } from '../ledger/ledger.service.js';
import { presentPublicBet } from './crash.presenter.js';
import {
  autoCashoutBets,
  type BetRow,
  markCashedOut,
  markCrashed,
  markLosses,
  markRunning,
  markSettled,
  markWinPaid,
  orphanStakes,
  type RoundRow,
  type RoundSecrets,
  type Sql,
  unpaidWins,
} from './crash.repo.js';
import type { CrashPublisher } from './crash-publisher.js';
import type { CrashSettings } from './crash-settings.js';

/** Ledger keys of the crash game: one stake per player and round, one win per bet. */
export const crashKeys = {
  round: (roundId: number) => `crash:${roundId}`,
  /** The reference the bet ledger writes for a round (`round:<round>`). */
  roundReference: (roundId: number) => `round:crash:${roundId}`,
  bet: (roundId: number, userId: number) => `crash:${roundId}:${userId}`,
  win: (betId: number) => `crash:win:${betId}`,
  refund: (betKey: string) => `${betKey}:refund`,
};

export interface RoundDeps {
  sql: Sql;
  /** For the writes that must commit with their money (a bet and its stake, a cash-out and its win). */
  ledger: Ledger;
  bets: BetLedger;
  publisher: CrashPublisher;
  settings: CrashSettings;
  logger: FastifyBaseLogger;
}

/**
 * Pays a cashed-out bet's win (idempotent by the bet) and records it as paid: for a cash-out that
 * an earlier release recorded apart from its win.
 */
export async function payWin(deps: RoundDeps, bet: BetRow): Promise<void> {
  if (bet.status !== 'cashed_out' || bet.payoutMinor === null) {
    throw new Error(`crash bet ${bet.id} is not cashed out`);
  }
  await deps.bets.settleWin({
    userId: bet.userId,
    betKey: bet.betKey,
    winMinor: bet.payoutMinor,
    idempotencyKey: crashKeys.win(bet.id),
  });
  await markWinPaid(deps.sql, bet.id);
}

/**
 * Cashes a bet out at `cashoutX100`, pays it and tells the room; undefined when it was no longer
 * active. The bet's new state, its win and the mark that the win is paid are one transaction: a
 * cash-out is never recorded unpaid, and of two at once (the player's and the leader's automatic
 * one) the second finds the bet no longer active and moves nothing.
 */
export async function cashOutBet(
  deps: RoundDeps,
  round: { table: CrashTable; gameHash: string },
  bet: BetRow,
  cashoutX100: number,
): Promise<BetRow | undefined> {
  const { table } = round;
  // Whole cents, and the fraction's cent decided by the round's hash and the player (fairness).
  const payoutMinor = crashPayoutMinor({
    stakeMinor: bet.amountMinor,
    cashoutX100,
    gameHash: round.gameHash,
    userId: bet.userId,
  });
  await deps.bets.prepare(bet.userId, bet.currency);
  const cashed = await deps.ledger.transact(async (work) => {
    const row = await markCashedOut(work.client, bet.id, cashoutX100, payoutMinor);
    if (!row || row.payoutMinor === null) return undefined;
    await deps.bets.settleWin(
      {
        userId: row.userId,
        betKey: row.betKey,
        winMinor: row.payoutMinor,
        idempotencyKey: crashKeys.win(row.id),
      },
      work,
    );
    return markWinPaid(work.client, row.id);
  });
  if (!cashed) return undefined;
  deps.publisher.publish({
    type: 'cashout',
    table,
    round_id: cashed.roundId,
    bet: presentPublicBet(cashed),
  });
  return cashed;
}

export async function startRound(deps: RoundDeps, round: RoundRow): Promise<void> {
  const started = await markRunning(deps.sql, round.id);
  if (!started?.startedAt) return;
  deps.publisher.publish({
    type: 'started',
    table: started.table,
    round_id: started.id,
    started_at: started.startedAt.toISOString(),
    server_time: new Date().toISOString(),
  });
}

/**
 * Auto cash-outs the running round has reached by now: each at its own target, which lies at or
 * below the crash point. Returns the milliseconds until the next target, or null when none is left.
 */
export async function runAutoCashouts(
  deps: RoundDeps,
  round: RoundSecrets,
): Promise<number | null> {
  const elapsedMs = round.elapsedMs ?? 0;
  const pending = await autoCashoutBets(deps.sql, round.id, round.crashPointX100);
  for (const bet of pending) {
    const target = bet.autoCashoutX100 ?? 0;
    const dueMs = msToReachX100(target, deps.settings.growthPerMs);
    if (dueMs > elapsedMs) return dueMs - elapsedMs;
    await cashOutBet(deps, round, bet, target);
  }
  return null;
}

/**
 * The millisecond a running round crashes: the first one at which the curve would show more than
 * the crash point. Every millisecond that shows the crash point itself belongs to the round, so a
 * cash-out there is paid, by hand as by an auto cash-out at that target. A round whose crash point
 * is 1.00× ends as it starts (bustabit's instant bust): no cash-out at 1.00× beats it.
 */
export function crashMomentMs(crashPointX100: number, growthPerMs: number): number {
  if (crashPointX100 <= 100) return 0;
  return msToReachX100(crashPointX100 + 1, growthPerMs);
}

/** Whether a cash-out at `cashoutX100` is paid in a round that crashes at `crashPointX100`. */
export function cashoutBeatsCrash(cashoutX100: number, crashPointX100: number): boolean {
  return crashPointX100 > 100 && cashoutX100 <= crashPointX100;
}

/** Ends the round at its crash point and reveals it. */
export async function crashRound(deps: RoundDeps, round: RoundSecrets): Promise<void> {
  const crashMs = crashMomentMs(round.crashPointX100, deps.settings.growthPerMs);
  const crashed = await markCrashed(deps.sql, round.id, crashMs);
  if (!crashed?.crashedAt) return;
  deps.publisher.publish({
    type: 'crashed',
    table: crashed.table,
    round_id: crashed.id,
    position: crashed.position,
    crash_point_x100: round.crashPointX100,
    hash: round.gameHash,
    crashed_at: crashed.crashedAt.toISOString(),
  });
}

/**
 * Settles a crashed round completely, whatever was done before (so a new leader can finish what a
 * stopped one began): auto cash-outs the crash point reached, losses, every unpaid win, and stakes
 * taken without a bet row are refunded. Every step is idempotent.
 */
export async function settleRound(deps: RoundDeps, round: RoundSecrets): Promise<void> {
  for (const bet of await autoCashoutBets(deps.sql, round.id, round.crashPointX100)) {
    await cashOutBet(deps, round, bet, bet.autoCashoutX100 ?? 0);
  }
  await markLosses(deps.sql, round.id);
  for (const bet of await unpaidWins(deps.sql, round.id)) {
    await payWin(deps, bet);
  }
  for (const orphan of await orphanStakes(deps.sql, crashKeys.roundReference(round.id))) {
    deps.logger.warn(
      { roundId: round.id, userId: orphan.userId },
      'refunding a crash stake without a bet',
    );
    await deps.bets.rollbackBet({
      userId: orphan.userId,
      betKey: orphan.betKey,
      idempotencyKey: crashKeys.refund(orphan.betKey),
    });
  }
  await markSettled(deps.sql, round.id);
}
