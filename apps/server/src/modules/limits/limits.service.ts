import type { Currency } from '@satsino/contract/money';
import { toApiMinorUnits } from '@satsino/contract/money';
import {
  GAMBLING_LIMIT_KINDS,
  GAMBLING_LIMIT_PERIODS,
  type GamblingLimit,
  type GamblingLimitRequest,
  type PlayBreakRequest,
  type ResponsibleGaming,
  type SessionSummary,
} from '@satsino/contract/responsible-gaming';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../../db/connection.js';
import type { Identity } from '../../platform/authentication.js';
import { platformErrors } from '../../platform/errors.js';
import type { SessionService } from '../auth/sessions.service.js';
import type { Ledger, LedgerWork } from '../ledger/ledger.service.js';
import { inTransaction, type LedgerClient } from '../ledger/ledger-transaction.js';
import { type LimitRefusalCode, limitsErrors } from './limits.errors.js';
import * as repo from './limits.repo.js';
import {
  activeBreak,
  changeLimit,
  limitInForce,
  pendingChange,
  periodBounds,
  periodStarts,
  takeBreak,
} from './limits-rules.js';

/*
 * Responsible-gambling limits (issue 15, ADR 0020). The bet paths (in-house rounds, crash bets,
 * provider wallet bets) call `requireStakeWithinLimits` — or `stakeRefusal`, for a caller that
 * answers in its own words — inside the transaction that takes the stake: it locks the player's
 * rules row, so parallel stakes of one player take turns, and reads the usage from the ledger
 * after the lock, so each sees the stakes committed before it.
 */

export interface Stake {
  userId: number;
  currency: Currency;
  stakeMinor: bigint;
}

/** Why the player's own rules refuse this stake, or null when they allow it. */
export async function stakeRefusal(
  client: LedgerClient,
  stake: Stake,
  now: Date,
): Promise<LimitRefusalCode | null> {
  const rules = await repo.findRules(client, stake.userId, true);
  if (!rules) return null;
  const onBreak = activeBreak(rules, now);
  if (onBreak) return onBreak.type === 'self_exclusion' ? 'self_excluded' : 'cool_off_active';
  const limits = (await repo.findLimits(client, stake.userId))
    .filter((row) => row.kind !== 'deposit')
    .map((row) => ({ row, amountMinor: limitInForce(row, now) }))
    .filter((limit) => limit.amountMinor !== null);
  if (limits.length === 0) return null;
  const usage = await repo.usageSince(client, stake.userId, stake.currency, periodStarts(now));
  for (const { row, amountMinor } of limits) {
    const used = usage[row.period];
    const after =
      row.kind === 'wager'
        ? used.wageredMinor + stake.stakeMinor
        : used.wageredMinor - used.wonMinor + stake.stakeMinor;
    if (amountMinor !== null && after > amountMinor) {
      return row.kind === 'wager' ? 'wager_limit_reached' : 'loss_limit_reached';
    }
  }
  return null;
}

/** Throws the player's refusal (403) when their rules do not allow this stake. */
export async function requireStakeWithinLimits(
  client: LedgerClient,
  stake: Stake,
  now: Date,
): Promise<void> {
  const refusal = await stakeRefusal(client, stake, now);
  if (refusal) throw limitsErrors.refused(refusal);
}

/**
 * Takes a stake with the limit check in the same transaction: inside the caller's `work`, or,
 * for a stake that is a statement of its own, in a transaction opened for the two, but only for
 * a player who has rules at all, so everyone else's stake stays one statement.
 */
export async function withStakeLimits<T>(
  deps: {
    ledger: Ledger;
    now: () => Date;
    prepare: () => Promise<void>;
    /** Whether the player has rules, if the caller already read it; else it is read here. */
    hasRules?: boolean | undefined;
  },
  stake: Stake,
  work: LedgerWork | undefined,
  move: (work: LedgerWork | undefined) => Promise<T>,
): Promise<T> {
  if (work) {
    await requireStakeWithinLimits(work.client, stake, deps.now());
    return move(work);
  }
  const hasRules =
    deps.hasRules ?? (await deps.ledger.read((client) => repo.hasRules(client, stake.userId)));
  if (!hasRules) {
    return move(undefined);
  }
  await deps.prepare();
  return deps.ledger.transact(async (opened) => {
    await requireStakeWithinLimits(opened.client, stake, deps.now());
    return move(opened);
  });
}

/**
 * Deposits cannot be refused on-chain: what is refused is the way to pay, an address shown or an
 * invoice made, while the player is on a break or at their deposit limit (ADR 0020). `amountMinor`
 * is the invoice's amount; null for an address, which any amount may be sent to.
 */
export async function depositRefusal(
  client: LedgerClient,
  userId: number,
  amountMinor: bigint | null,
  now: Date,
): Promise<LimitRefusalCode | null> {
  const rules = await repo.findRules(client, userId, false);
  if (!rules) return null;
  const onBreak = activeBreak(rules, now);
  if (onBreak) return onBreak.type === 'self_exclusion' ? 'self_excluded' : 'cool_off_active';
  const limits = (await repo.findLimits(client, userId))
    .filter((row) => row.kind === 'deposit')
    .map((row) => ({ row, amountMinor: limitInForce(row, now) }));
  if (!limits.some((limit) => limit.amountMinor !== null)) return null;
  const player = await repo.findPlayer(client, userId);
  if (!player) return null;
  const usage = await repo.usageSince(client, userId, player.currency, periodStarts(now));
  for (const limit of limits) {
    if (limit.amountMinor === null) continue;
    const deposited = usage[limit.row.period].depositedMinor;
    const full = amountMinor === null ? deposited >= limit.amountMinor : false;
    if (full || (amountMinor !== null && deposited + amountMinor > limit.amountMinor)) {
      return 'deposit_limit_reached';
    }
  }
  return null;
}

/** Throws the player's refusal (403) when they may not be given a way to deposit now. */
export async function requireDepositAllowed(
  ledger: Pick<Ledger, 'read'>,
  userId: number,
  amountMinor: bigint | null,
  now: Date = new Date(),
): Promise<void> {
  const refusal = await ledger.read((client) => depositRefusal(client, userId, amountMinor, now));
  if (refusal) throw limitsErrors.refused(refusal);
}

/** A self-excluded player cannot sign in until the exclusion ends (a cool-off may: to withdraw). */
export async function requireMaySignIn(pool: pg.Pool, userId: number, now: Date): Promise<void> {
  const rules = await repo.findRules(pool, userId, false);
  if (rules && activeBreak(rules, now)?.type === 'self_exclusion') {
    throw limitsErrors.refused('self_excluded');
  }
}

/** requireMaySignIn for a caller that holds Drizzle's database (the social sign-in). */
export async function requireMaySignInDb(db: Db, userId: number, now: Date): Promise<void> {
  const { rows } = await db.execute<{
    excluded_until: Date | string | null;
    excluded_permanently: boolean;
  }>(sql`SELECT excluded_until, excluded_permanently FROM responsible_gaming
          WHERE user_id = ${userId}`);
  const [row] = rows;
  if (!row) return;
  const rules = {
    cool_off_until: null,
    excluded_until: row.excluded_until === null ? null : new Date(row.excluded_until),
    excluded_permanently: row.excluded_permanently,
    reminder_minutes: null,
  };
  if (activeBreak(rules, now)?.type === 'self_exclusion') {
    throw limitsErrors.refused('self_excluded');
  }
}

export function createLimitsService(deps: {
  pool: pg.Pool;
  sessions: Pick<SessionService, 'endOthersWith'>;
  now: () => Date;
}) {
  const { pool, now } = deps;

  async function view(client: LedgerClient, userId: number): Promise<ResponsibleGaming> {
    const player = await repo.findPlayer(client, userId);
    if (!player) throw platformErrors.notFound();
    const at = now();
    const rules = await repo.findRules(client, userId, false);
    const rows = await repo.findLimits(client, userId);
    const usage =
      rows.length > 0
        ? await repo.usageSince(client, userId, player.currency, periodStarts(at))
        : undefined;
    const limits: GamblingLimit[] = [];
    for (const kind of GAMBLING_LIMIT_KINDS) {
      for (const period of GAMBLING_LIMIT_PERIODS) {
        const row = rows.find((r) => r.kind === kind && r.period === period);
        if (!row || !usage) continue;
        const amountMinor = limitInForce(row, at);
        const waiting = pendingChange(row, at);
        if (amountMinor === null && !waiting) continue;
        const used = usage[period];
        const usedMinor =
          kind === 'deposit'
            ? used.depositedMinor
            : kind === 'wager'
              ? used.wageredMinor
              : used.wageredMinor - used.wonMinor;
        const bounds = periodBounds(period, at);
        limits.push({
          kind,
          period,
          amount: amountMinor === null ? null : toApiMinorUnits(amountMinor),
          pending_amount:
            waiting?.amountMinor == null ? null : toApiMinorUnits(waiting.amountMinor),
          pending_at: waiting ? waiting.at.toISOString() : null,
          used: toApiMinorUnits(usedMinor > 0n ? usedMinor : 0n),
          period_started_at: bounds.start.toISOString(),
          period_ends_at: bounds.end.toISOString(),
        });
      }
    }
    const onBreak = rules ? activeBreak(rules, at) : null;
    return {
      currency: player.currency,
      limits,
      reminder_minutes: rules?.reminder_minutes ?? null,
      break: onBreak
        ? { type: onBreak.type, ends_at: onBreak.endsAt ? onBreak.endsAt.toISOString() : null }
        : null,
    };
  }

  return {
    /** The player's rules with what each limit has used of its period. */
    view(userId: number): Promise<ResponsibleGaming> {
      return view(pool, userId);
    },

    async setLimit(userId: number, request: GamblingLimitRequest): Promise<ResponsibleGaming> {
      await inTransaction(pool, async (client) => {
        // The rules row lock orders this change with the player's stakes.
        await repo.lockOrCreateRules(client, userId);
        const at = now();
        const current = (await repo.findLimits(client, userId)).find(
          (row) => row.kind === request.kind && row.period === request.period,
        );
        const requested = request.amount === null ? null : BigInt(request.amount);
        const next = changeLimit(current, requested, at);
        if (next === null) {
          await repo.deleteLimit(client, userId, request.kind, request.period);
        } else {
          await repo.saveLimit(
            client,
            userId,
            { kind: request.kind, period: request.period, ...next },
            at,
          );
        }
      });
      return view(pool, userId);
    },

    async setReminder(userId: number, minutes: number | null): Promise<ResponsibleGaming> {
      await inTransaction(pool, async (client) => {
        const rules = await repo.lockOrCreateRules(client, userId);
        await repo.saveRules(client, userId, { ...rules, reminder_minutes: minutes }, now());
      });
      return view(pool, userId);
    },

    /**
     * Starts a cool-off or a self-exclusion; it only ever lengthens one in force. A
     * self-exclusion also ends every session of the player, this one included.
     */
    async takeBreak(identity: Identity, request: PlayBreakRequest): Promise<ResponsibleGaming> {
      const { userId } = identity;
      await inTransaction(pool, async (client) => {
        const rules = await repo.lockOrCreateRules(client, userId);
        const at = now();
        await repo.saveRules(client, userId, takeBreak(rules, request, at), at);
      });
      const answer = await view(pool, userId);
      if (request.type === 'self_exclusion') {
        await deps.sessions.endOthersWith(
          async () => userId,
          () => ({ userId, keepSessionId: null }),
        );
      }
      return answer;
    },

    /** Time and money since this sign-in, for the session reminder. */
    async sessionSummary(identity: Identity): Promise<SessionSummary> {
      const player = await repo.findPlayer(pool, identity.userId);
      const startedAt = await repo.sessionStartedAt(pool, identity.sessionId);
      if (!player || !startedAt) throw platformErrors.unauthenticated();
      const played = await repo.playSince(pool, identity.userId, player.currency, startedAt);
      const rules = await repo.findRules(pool, identity.userId, false);
      return {
        started_at: startedAt.toISOString(),
        wagered: toApiMinorUnits(played.wageredMinor),
        won: toApiMinorUnits(played.wonMinor),
        currency: player.currency,
        reminder_minutes: rules?.reminder_minutes ?? null,
      };
    },
  };
}
export type LimitsService = ReturnType<typeof createLimitsService>;
