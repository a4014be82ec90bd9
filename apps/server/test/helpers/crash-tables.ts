import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  CRASH_TABLES,
  type CrashChain,
  type CrashTable,
  type CrashTableState,
} from '@satsino/contract/crash';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../src/db/connection.js';
import { bearer } from './accounts.js';
import type { TestApp } from './app.js';
import { registerOperator } from './wallet.js';

/**
 * Rounds run at test speed, but a random high crash point still runs for seconds (100× takes
 * 7.7 s at the tests' growth) before the next round opens, and the machine may be busy.
 */
export const CRASH_WAIT_MS = 30_000;

/** Waits on a condition, polling, up to the crash tests' deadline. */
export async function waitFor(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + CRASH_WAIT_MS;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(30);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A value shaped as a Bitcoin block hash (eight leading zeros), fresh for each chain. */
export function fakeBlockHash(): string {
  return `00000000${randomBytes(28).toString('hex')}`;
}

/**
 * Runs the seeding event of every table through the operator API, as an operator would: publish
 * a chain promising a block, then enter that "block's" hash. Chains are long enough for any test
 * file (the loop does not make chains by itself). Answers the salted chains.
 */
export async function seedCrashTables(
  app: FastifyInstance,
  db: Db,
  options: { length?: number; tables?: readonly CrashTable[] } = {},
): Promise<CrashChain[]> {
  const operator = await registerOperator(app, db);
  const salted: CrashChain[] = [];
  for (const table of options.tables ?? CRASH_TABLES) {
    const published = await app.inject({
      method: 'POST',
      url: '/api/admin/crash/chains',
      headers: bearer(operator.token),
      payload: { table, promised_block_height: 900_000, length: options.length ?? 2_000 },
    });
    expect(published.statusCode, published.body).toBe(201);
    const chain = published.json() as CrashChain;
    const salt = await app.inject({
      method: 'PUT',
      url: `/api/admin/crash/chains/${chain.id}/salt`,
      headers: bearer(operator.token),
      payload: { salt: fakeBlockHash() },
    });
    expect(salt.statusCode, salt.body).toBe(200);
    salted.push(salt.json() as CrashChain);
  }
  return salted;
}

/** What crash tests read and set at a table, on the app of their file. */
export function crashTables(getApp: () => TestApp) {
  async function state(table: CrashTable = 'crash'): Promise<CrashTableState> {
    const response = await getApp().app.inject({ method: 'GET', url: `/api/crash/${table}` });
    expect(response.statusCode).toBe(200);
    return response.json() as CrashTableState;
  }

  /** Rounds whose crash point a test set: they no longer match their hash. */
  const fixedRounds = new Set<number>();

  return {
    state,
    fixedRounds,

    /**
     * Waits for a round taking bets and keeps it open for `holdMs` more, so a test's bets never
     * race the round's start however busy the machine is. The chain is random, so a test that
     * needs a crash point gives it. Both are set in the database, which is what the loop and the
     * cash-outs judge by (such a round no longer matches its hash).
     */
    async bettingRound(table: CrashTable = 'crash', crashPointX100?: number, holdMs = 1_500) {
      const deadline = Date.now() + CRASH_WAIT_MS;
      while (Date.now() < deadline) {
        const { round, server_time } = await state(table);
        if (
          round?.status === 'betting' &&
          Date.parse(round.betting_ends_at) - Date.parse(server_time) > 250
        ) {
          const held = await getApp().database.pool.query(
            `UPDATE crash_rounds
             SET betting_ends_at = clock_timestamp() + $3 * interval '1 millisecond',
                 crash_point_x100 = COALESCE($2, crash_point_x100)
             WHERE id = $1 AND status = 'betting'`,
            [round.id, crashPointX100 ?? null, holdMs],
          );
          if (held.rowCount === 1) {
            if (crashPointX100 !== undefined) fixedRounds.add(round.id);
            return round.id;
          }
        }
        await sleep(40);
      }
      throw new Error('no betting round in time');
    },

    async roundStatus(roundId: number): Promise<{ status: string; settled: boolean }> {
      const { rows } = await getApp().database.pool.query(
        'SELECT status, settled_at IS NOT NULL AS settled FROM crash_rounds WHERE id = $1',
        [roundId],
      );
      return { status: String(rows[0]?.status), settled: Boolean(rows[0]?.settled) };
    },

    /** The secret crash point, read where only the server can read it. */
    async secretCrashPoint(roundId: number): Promise<number> {
      const { rows } = await getApp().database.pool.query(
        'SELECT crash_point_x100 FROM crash_rounds WHERE id = $1',
        [roundId],
      );
      return Number(rows[0]?.crash_point_x100);
    },
  };
}
