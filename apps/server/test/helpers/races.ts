import type { Currency } from '@satsino/contract/money';
import type { FastifyInstance, LightMyRequestResponse as InjectResponse } from 'fastify';
import type pg from 'pg';
import { pino } from 'pino';
import { expect } from 'vitest';
import { createLedger, type Ledger } from '../../src/modules/ledger/ledger.service.js';
import { bearer } from './accounts.js';

/*
 * Helpers for the money races and the reconciliation checks: fire requests together, read what
 * they answered, read the audit, and compute a player's balances from the request rows alone —
 * never from the ledger they are compared with.
 */

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  /** Which of the parallel requests this was (its index). */
  index: number;
}

/**
 * Sends `count` requests at once and waits for every answer. Each request is started before any
 * is awaited, so they reach the database together.
 */
export async function fire(
  count: number,
  send: (index: number) => Promise<InjectResponse>,
): Promise<Answer[]> {
  const responses = await Promise.all(Array.from({ length: count }, (_, index) => send(index)));
  return responses.map((response, index) => ({
    status: response.statusCode,
    body: (response.body ? response.json() : {}) as Record<string, unknown>,
    index,
  }));
}

/** No answer is a server error: a loser of a race is answered, never failed. */
export function expectNoServerError(answers: readonly Answer[]): void {
  const failed = answers.filter((answer) => answer.status >= 500);
  expect(failed, JSON.stringify(failed.slice(0, 3))).toEqual([]);
}

/** How many answers had each status, as `{ 201: 1, 409: 49 }`. */
export function statusCounts(answers: readonly Answer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const answer of answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
  return counts;
}

/** Every answer's status is one of `allowed`; answers no other. */
export function expectStatuses(answers: readonly Answer[], allowed: readonly number[]): void {
  const unexpected = answers.filter((answer) => !allowed.includes(answer.status));
  expect(unexpected, JSON.stringify(unexpected.slice(0, 3))).toEqual([]);
}

export interface AuditReport {
  ok: boolean;
  checks: { name: string; ok: boolean; detail: string; offending: string[] }[];
}

export async function readAudit(app: FastifyInstance, adminToken: string): Promise<AuditReport> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/admin/ledger/audit',
    headers: bearer(adminToken),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AuditReport;
}

export async function expectCleanAudit(app: FastifyInstance, adminToken: string): Promise<void> {
  const report = await readAudit(app, adminToken);
  expect(report.checks.filter((check) => !check.ok)).toEqual([]);
  expect(report.ok).toBe(true);
}

/** The ids a named check lists as at fault (none when it passed); the check must exist. */
export function offendersOf(report: AuditReport, name: string): string[] {
  const check = report.checks.find((candidate) => candidate.name === name);
  if (!check) throw new Error(`the audit has no check ${name}`);
  expect(check.ok).toBe(check.offending.length === 0);
  return check.offending;
}

/**
 * A ledger of its own on the app's database, for a test that moves money the way no endpoint
 * would (a stray transfer the audit must notice).
 */
export function sideLedger(pool: pg.Pool): Ledger {
  return createLedger({ pool, publishAppAlert: () => {}, logger: pino({ level: 'silent' }) });
}

export interface Balances {
  cash: bigint;
  bonus: bigint;
  hold: bigint;
}

/** The player's three balances as the ledger holds them. */
export async function ledgerBalances(
  pool: pg.Pool,
  userId: number,
  currency: Currency = 'USD',
): Promise<Balances> {
  const { rows } = await pool.query<{ kind: string; balance: bigint }>(
    'SELECT kind, balance FROM ledger_accounts WHERE owner_user_id = $1 AND currency = $2',
    [userId, currency],
  );
  const of = (kind: string) => rows.find((row) => row.kind === kind)?.balance ?? 0n;
  return { cash: of('cash'), bonus: of('bonus'), hold: of('withdrawal_hold') };
}

/**
 * Tips have no request row: the test keeps its own book of the tips that were answered 201,
 * each counted once by its id however many replays answered it.
 */
export class TipBook {
  private readonly tips = new Map<number, { from: number; to: number; amount: bigint }>();

  /** Records a tip answer (201) of `from` to `to`; a replay of a recorded tip must agree. */
  record(answer: Answer, from: number, to: number): void {
    if (answer.status !== 201) return;
    const id = answer.body.id as number;
    const amount = BigInt(answer.body.amount as number);
    const known = this.tips.get(id);
    if (known) {
      expect({ ...known, amount: known.amount.toString() }).toEqual({
        from,
        to,
        amount: amount.toString(),
      });
      return;
    }
    this.tips.set(id, { from, to, amount });
  }

  /** What tips did to a player's cash: received minus sent. */
  netFor(userId: number): bigint {
    let net = 0n;
    for (const tip of this.tips.values()) {
      if (tip.to === userId) net += tip.amount;
      if (tip.from === userId) net -= tip.amount;
    }
    return net;
  }

  get size(): number {
    return this.tips.size;
  }
}

/**
 * A player's balances as the request rows say they must be, when the player has not played:
 * cash = deposits credited − withdrawals not returned (held or paid) + released bonuses ± tips;
 * bonus = bonuses granted − bonuses settled; hold = pending and approved withdrawals.
 */
export async function balancesFromRows(
  pool: pg.Pool,
  userId: number,
  tips: TipBook,
  currency: Currency = 'USD',
): Promise<Balances> {
  const { rows } = await pool.query<{
    deposited: bigint;
    withdrawn: bigint;
    held: bigint;
    released: bigint;
    granted: bigint;
    settled: bigint;
  }>(
    `SELECT
       (SELECT coalesce(sum(credited_minor), 0) FROM chain_deposits
        WHERE user_id = $1 AND currency = $2 AND status = 'confirmed')::bigint AS deposited,
       (SELECT coalesce(sum(amount_minor), 0) FROM withdrawals
        WHERE user_id = $1 AND currency = $2 AND status NOT IN ('rejected', 'cancelled'))::bigint
         AS withdrawn,
       (SELECT coalesce(sum(amount_minor), 0) FROM withdrawals
        WHERE user_id = $1 AND currency = $2 AND status IN ('pending', 'approved'))::bigint AS held,
       (SELECT coalesce(sum(settled_minor), 0) FROM player_bonuses
        WHERE user_id = $1 AND currency = $2 AND state = 'completed')::bigint AS released,
       (SELECT coalesce(sum(amount_minor), 0) FROM player_bonuses
        WHERE user_id = $1 AND currency = $2)::bigint AS granted,
       (SELECT coalesce(sum(settled_minor), 0) FROM player_bonuses
        WHERE user_id = $1 AND currency = $2)::bigint AS settled`,
    [userId, currency],
  );
  const row = rows[0];
  if (!row) throw new Error('the sums query answered nothing');
  return {
    cash: row.deposited - row.withdrawn + row.released + tips.netFor(userId),
    bonus: row.granted - row.settled,
    hold: row.held,
  };
}

/** Every player's ledger balances equal what the rows (and the tip book) say. */
export async function expectBalancesMatchRows(
  pool: pg.Pool,
  userIds: readonly number[],
  tips: TipBook = new TipBook(),
): Promise<void> {
  for (const userId of userIds) {
    expect(await ledgerBalances(pool, userId), `player ${userId}`).toEqual(
      await balancesFromRows(pool, userId, tips),
    );
  }
}
