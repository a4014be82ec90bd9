import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Currency } from '@satsino/contract/money';
import type { AppAlertEvent } from '@satsino/contract/realtime';
import { WALLET_MESSAGES } from '@satsino/contract/wallet';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../src/db/connection.js';
import { users } from '../src/modules/account/account.schema.js';
import { type BetLedger, BetRolledBackError, createBetLedger } from '../src/modules/ledger/bets.js';
import { InsufficientFundsError } from '../src/modules/ledger/ledger.errors.js';
import { createLedger, type Ledger } from '../src/modules/ledger/ledger.service.js';
import { AlreadyReversedError } from '../src/modules/ledger/post-transfer.js';
import { createNotifier } from '../src/modules/notifications/notifier.js';
import { createOperatorLog } from '../src/modules/operator-log/operator-log.js';
import type { PaymentGateway } from '../src/modules/payments/payment-gateway.js';
import { createDepositService } from '../src/modules/wallet/deposits.service.js';
import { createTipService } from '../src/modules/wallet/tips.service.js';
import { createWithdrawalService } from '../src/modules/wallet/withdrawals.service.js';
import { auditWithdrawals } from '../src/modules/wallet/withdrawals-audit.repo.js';
import { AppError } from '../src/platform/errors.js';
import { createTestDatabase, type TestDatabase } from './helpers/database.js';

/*
 * The ledger under real parallelism on PostgreSQL: many connections race for one player's money,
 * replay one deposit, or mix every kind of operation for a few seconds. Whatever the interleaving,
 * money is spent once, credited once, and the audit stays clean.
 */

const POOL_SIZE = 24;
const PARALLEL_REQUESTS = 50;
const BTC_ADDRESS = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';

/** A gateway whose rate never moves: 1 BTC = 100,000.00 in every currency. */
const fixedRateGateway: PaymentGateway = {
  name: 'sandbox',
  async createDepositAddress({ index }) {
    return { address: `stub-address-${index}` };
  },
  async rate() {
    return '100000';
  },
  async sendWithdrawal() {
    return { txid: randomBytes(32).toString('hex') };
  },
};

/** A small seeded generator (mulberry32): the mix of operations is the same on every run. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

interface Harness {
  pool: pg.Pool;
  db: Db;
  ledger: Ledger;
  bets: BetLedger;
  withdrawals: ReturnType<typeof createWithdrawalService>;
  tips: ReturnType<typeof createTipService>;
  deposits: ReturnType<typeof createDepositService>;
  alerts: { userId: number; event: AppAlertEvent }[];
  operatorId: number;
}

async function insertUser(
  db: Db,
  options: { role?: 'player' | 'admin'; currency?: Currency } = {},
) {
  const suffix = randomBytes(5).toString('hex');
  const [row] = await db
    .insert(users)
    .values({
      name: `race_${suffix}`,
      email: `race.${suffix}@example.com`,
      currency: options.currency ?? 'USD',
      role: options.role ?? 'player',
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id, name: users.name });
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

/** Credits a player's cash as a confirmed deposit would. */
async function fund(ledger: Ledger, userId: number, amountMinor: bigint) {
  const player = await ledger.accounts.playerAccounts(userId, 'USD');
  const clearing = await ledger.accounts.systemAccount('deposits_clearing', 'USD');
  await ledger.transfer({
    idempotencyKey: `fund:${userId}:${randomBytes(6).toString('hex')}`,
    kind: 'deposit',
    currency: 'USD',
    legs: [
      { account: clearing, amount: -amountMinor },
      { account: player.cash, amount: amountMinor },
    ],
  });
}

async function expectCleanAudit(ledger: Ledger) {
  const audit = await ledger.audit();
  expect(audit.checks.filter((check) => !check.ok)).toEqual([]);
}

/** Expected failures become "status message"; anything else is a bug and is thrown on. */
function expectedFailure(reason: unknown): string {
  if (reason instanceof AppError) return `${reason.statusCode} ${reason.message}`;
  throw reason;
}

/** The distinct reasons of the requests that failed, with the cause a driver error wraps. */
function failureMessages(results: PromiseSettledResult<unknown>[]): string[] {
  const messages = results.flatMap((result) => {
    if (result.status === 'fulfilled') return [];
    const reason = result.reason as { message?: string; cause?: { message?: string } };
    return [[reason.message?.split('\n')[0], reason.cause?.message].filter(Boolean).join(': ')];
  });
  return [...new Set(messages)];
}

describe('the ledger under parallel requests on PostgreSQL', () => {
  let testDatabase: TestDatabase | undefined;
  let harness: Harness | undefined;
  const get = () => {
    if (!harness) throw new Error('the harness is built in beforeAll');
    return harness;
  };

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    const logger = pino({ level: 'silent' });
    // A request that waits for a connection longer than this is starved: fail, do not hang.
    const pool = new pg.Pool({
      connectionString: testDatabase.url,
      max: POOL_SIZE,
      connectionTimeoutMillis: 10_000,
    });
    const db = createDb(pool);
    const alerts: Harness['alerts'] = [];
    const publishAppAlert = (userId: number, event: AppAlertEvent) =>
      alerts.push({ userId, event });
    const ledger = createLedger({ pool, logger, publishAppAlert });
    ledger.addAuditChecks(auditWithdrawals);
    const operator = await insertUser(db, { role: 'admin' });
    harness = {
      pool,
      db,
      ledger,
      bets: createBetLedger(ledger),
      withdrawals: createWithdrawalService({
        db,
        ledger,
        gateway: fixedRateGateway,
        hasActiveBonus: async () => false,
        operatorLog: createOperatorLog(db),
      }),
      tips: createTipService({
        db,
        ledger,
        enabled: true,
        notifier: createNotifier({ db, realtime: { publishAppAlert }, now: () => new Date() }),
        logger,
      }),
      deposits: createDepositService({ db, ledger, gateway: fixedRateGateway }),
      alerts,
      operatorId: operator.id,
    };
  });

  afterAll(async () => {
    await harness?.ledger.alertsSent();
    await harness?.pool.end();
    await testDatabase?.drop();
  });

  it('accepts exactly one of 50 parallel withdrawals when the balance covers one', async () => {
    const { db, ledger, withdrawals } = get();
    const player = await insertUser(db);
    await fund(ledger, player.id, 5_000n);

    const results = await Promise.allSettled(
      Array.from({ length: PARALLEL_REQUESTS }, (_, index) =>
        withdrawals.request(
          player.id,
          { wallet_address: BTC_ADDRESS, entity_wallet_id: 1, amount: 5_000 },
          `parallel-withdrawal-${index}`,
        ),
      ),
    );

    const accepted = results.filter((result) => result.status === 'fulfilled');
    expect(accepted).toHaveLength(1);
    const failures = new Set(
      results.flatMap((result) =>
        result.status === 'rejected' ? [expectedFailure(result.reason)] : [],
      ),
    );
    for (const failure of failures) {
      expect([
        `409 ${WALLET_MESSAGES.withdrawPending}`,
        `422 ${WALLET_MESSAGES.withdrawMaxLimit}`,
      ]).toContain(failure);
    }
    expect(await ledger.balances(player.id, 'USD')).toMatchObject({
      cashMinor: 0n,
      holdMinor: 5_000n,
    });
    await expectCleanAudit(ledger);
  });

  it('sends exactly one of 50 parallel tips when the balance covers one', async () => {
    const { db, ledger, tips } = get();
    const sender = await insertUser(db);
    const recipients = [await insertUser(db), await insertUser(db), await insertUser(db)];
    await fund(ledger, sender.id, 1_000n);

    const results = await Promise.allSettled(
      Array.from({ length: PARALLEL_REQUESTS }, (_, index) => {
        const recipient = recipients[index % recipients.length] as { name: string };
        return tips.send(
          sender.id,
          { reference_number: recipient.name, sent_amount: 1_000 },
          `parallel-tip-${index}`,
        );
      }),
    );

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') {
        expect(expectedFailure(result.reason)).toBe(`422 ${WALLET_MESSAGES.tipExceedsBalance}`);
      }
    }
    expect((await ledger.balances(sender.id, 'USD')).cashMinor).toBe(0n);
    let received = 0n;
    for (const recipient of recipients) {
      received += (await ledger.balances(recipient.id, 'USD')).cashMinor;
    }
    expect(received).toBe(1_000n);
    await expectCleanAudit(ledger);
  });

  it('credits one on-chain payment reported 50 times in parallel once', async () => {
    const { db, ledger, deposits, pool } = get();
    const player = await insertUser(db);
    const { address } = await deposits.cryptoInfo(player.id, 'BTC');
    const txid = randomBytes(32).toString('hex');

    const results = await Promise.allSettled(
      Array.from({ length: PARALLEL_REQUESTS }, () =>
        deposits.recordIncoming({
          coin: 'BTC',
          address,
          txid,
          outputIndex: 0,
          cryptoAmount: '0.001',
          confirmations: 6,
        }),
      ),
    );

    expect(failureMessages(results)).toEqual([]);
    // 0.001 BTC at 100,000.00 is 100.00.
    expect((await ledger.balances(player.id, 'USD')).cashMinor).toBe(10_000n);
    const recorded = await pool.query<{ deposits: string; transfers: string }>(
      `SELECT (SELECT count(*) FROM chain_deposits WHERE txid = $1)::text AS deposits,
              (SELECT count(*) FROM ledger_transfers WHERE kind = 'deposit' AND metadata->>'txid' = $1)::text
                AS transfers`,
      [txid],
    );
    expect(recorded.rows[0]).toEqual({ deposits: '1', transfers: '1' });
    await expectCleanAudit(ledger);
  });

  it('moves money once for 50 parallel transfers with one idempotency key', async () => {
    const { db, ledger } = get();
    const player = await insertUser(db);
    const accounts = await ledger.accounts.playerAccounts(player.id, 'USD');
    const clearing = await ledger.accounts.systemAccount('deposits_clearing', 'USD');
    const request = {
      idempotencyKey: `deposit:bitcoin:${randomBytes(32).toString('hex')}:0`,
      kind: 'deposit',
      currency: 'USD' as const,
      legs: [
        { account: clearing, amount: -2_500n },
        { account: accounts.cash, amount: 2_500n },
      ],
    };

    const posted = await Promise.all(
      Array.from({ length: PARALLEL_REQUESTS }, () => ledger.transfer(request)),
    );

    expect(new Set(posted.map((transfer) => transfer.id)).size).toBe(1);
    expect(posted.filter((transfer) => !transfer.replayed)).toHaveLength(1);
    expect((await ledger.balances(player.id, 'USD')).cashMinor).toBe(2_500n);
    await expectCleanAudit(ledger);
  });

  it('keeps the audit clean after 32 workers mix every operation for three seconds', async () => {
    const { db, ledger, bets, tips, withdrawals, pool, operatorId } = get();
    const WORKERS = 32;
    const DURATION_MS = 3_000;
    const players: { id: number; name: string }[] = [];
    for (let index = 0; index < 8; index++) players.push(await insertUser(db));
    for (const player of players) await fund(ledger, player.id, 200_000n);
    // Every account exists and is known before the race: lookups never compete for connections.
    for (const kind of ['house', 'withdrawals_clearing', 'fees'] as const) {
      await ledger.accounts.systemAccount(kind, 'USD');
    }

    const counts = new Map<string, number>();
    const count = (what: string) => counts.set(what, (counts.get(what) ?? 0) + 1);
    /** Runs one operation; the failures a busy casino expects are counted, anything else throws. */
    const tolerate = async (what: string, run: () => Promise<unknown>) => {
      try {
        await run();
        count(`${what} ok`);
      } catch (error) {
        if (
          error instanceof InsufficientFundsError ||
          error instanceof AlreadyReversedError ||
          error instanceof BetRolledBackError
        ) {
          count(`${what} ${error.name}`);
        } else if (error instanceof AppError && [409, 422].includes(error.statusCode)) {
          count(`${what} ${error.statusCode}`);
        } else {
          throw error;
        }
      }
    };

    const deadline = Date.now() + DURATION_MS;
    const worker = async (workerId: number) => {
      const random = seededRandom(workerId + 1);
      const myBets: { userId: number; key: string }[] = [];
      for (let step = 0; Date.now() < deadline; step++) {
        const player = random.pick(players);
        const key = `mix:${workerId}:${step}`;
        const choice = random.int(0, 9);
        if (choice <= 3) {
          await tolerate('bet', async () => {
            await bets.placeBet({
              userId: player.id,
              currency: 'USD',
              stakeMinor: BigInt(random.int(1, 5_000)),
              idempotencyKey: key,
              round: key,
            });
            myBets.push({ userId: player.id, key });
          });
        } else if (choice <= 5 && myBets.length > 0) {
          const bet = random.pick(myBets);
          await tolerate('win', () =>
            bets.settleWin({
              userId: bet.userId,
              betKey: bet.key,
              winMinor: BigInt(random.int(0, 10_000)),
              idempotencyKey: key,
            }),
          );
        } else if (choice === 6 && myBets.length > 0) {
          const bet = random.pick(myBets);
          await tolerate('rollback', () =>
            bets.rollbackBet({ userId: bet.userId, betKey: bet.key, idempotencyKey: key }),
          );
        } else if (choice === 7) {
          const recipient = random.pick(players.filter((other) => other !== player));
          await tolerate('tip', () =>
            tips.send(
              player.id,
              { reference_number: recipient.name, sent_amount: random.int(100, 5_000) },
              key,
            ),
          );
        } else {
          await tolerate('withdrawal', async () => {
            const withdrawal = await withdrawals.request(
              player.id,
              {
                wallet_address: BTC_ADDRESS,
                entity_wallet_id: 1,
                amount: random.int(1_000, 5_000),
              },
              key,
            );
            const ending = random.int(0, 2);
            if (ending === 0) await withdrawals.cancel(player.id, withdrawal.id);
            if (ending === 1) await withdrawals.reject(operatorId, withdrawal.id, 'race');
            if (ending === 2) {
              await withdrawals.approve(operatorId, withdrawal.id);
              await withdrawals.markSent(operatorId, withdrawal.id, undefined);
            }
          });
        }
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, (_, id) => worker(id)));

    expect(counts.get('bet ok') ?? 0).toBeGreaterThan(50);
    expect(counts.get('withdrawal ok') ?? 0).toBeGreaterThan(5);
    await expectCleanAudit(ledger);
    // Whatever the players hold, the house's side holds exactly the opposite.
    const { rows } = await pool.query<{ currency: string; players: bigint; house_side: bigint }>(
      `SELECT a.currency,
              coalesce(sum(a.balance) FILTER (WHERE a.owner_user_id IS NOT NULL), 0)::bigint AS players,
              coalesce(sum(s.total), 0)::bigint AS house_side
       FROM ledger_accounts a
       LEFT JOIN LATERAL (SELECT sum(amount) AS total FROM ledger_entries e WHERE e.account_id = a.id
                          AND a.owner_user_id IS NULL) s ON true
       GROUP BY a.currency`,
    );
    for (const row of rows) expect(row.players + row.house_side, row.currency).toBe(0n);
  }, 30_000);

  it('lets the first bets of many players after a start wait for nothing but their turn', async () => {
    const { db, ledger } = get();
    const players: { id: number; name: string }[] = [];
    for (let index = 0; index < 8; index++) players.push(await insertUser(db));
    for (const player of players) await fund(ledger, player.id, 1_000n);
    // A restarted server: an empty account cache, and fewer connections than players betting.
    const small = new pg.Pool({
      connectionString: testDatabase?.url,
      max: 4,
      connectionTimeoutMillis: 3_000,
    });
    try {
      const restarted = createBetLedger(
        createLedger({ pool: small, logger: pino({ level: 'silent' }), publishAppAlert: () => {} }),
      );
      const results = await Promise.allSettled(
        players.map((player) =>
          restarted.placeBet({
            userId: player.id,
            currency: 'USD',
            stakeMinor: 100n,
            idempotencyKey: `cold:${player.id}`,
            round: `cold:${player.id}`,
          }),
        ),
      );
      expect(failureMessages(results)).toEqual([]);
    } finally {
      await small.end();
    }
  });

  it('sends a balance alert whose last value is the final balance, however slow a read', async () => {
    const { db, pool } = get();
    const player = await insertUser(db);
    const alerts: { userId: number; event: AppAlertEvent }[] = [];
    // One alert's balance read answers late, as under load it can, holding an older balance.
    let delayNextBalanceRead = false;
    const slowPool = new Proxy(pool, {
      get(target, property) {
        if (property === 'query') {
          return async (query: string | { text: string }, values?: unknown[]) => {
            const result = await target.query(query as string, values);
            const text = typeof query === 'string' ? query : query.text;
            if (
              delayNextBalanceRead &&
              text.startsWith('SELECT kind, balance FROM ledger_accounts')
            ) {
              delayNextBalanceRead = false;
              await sleep(300);
            }
            return result;
          };
        }
        const value = Reflect.get(target, property);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const ledger = createLedger({
      pool: slowPool,
      logger: pino({ level: 'silent' }),
      publishAppAlert: (userId, event) => alerts.push({ userId, event }),
    });
    await fund(ledger, player.id, 100n);
    delayNextBalanceRead = true;
    await fund(ledger, player.id, 200n);
    await fund(ledger, player.id, 400n);

    await ledger.alertsSent();
    expect(delayNextBalanceRead, 'no balance read was slowed down').toBe(false);
    const last = alerts.findLast((alert) => alert.userId === player.id)?.event;
    expect(last).toEqual({ type: 'WALLET_BALANCE', balance: 700, balanceBonus: 0 });
  });

  it('refuses a transfer whose entries do not balance, and any change to ledger rows', async () => {
    const { db, ledger, pool } = get();
    const player = await insertUser(db);
    await fund(ledger, player.id, 1_000n);
    const accounts = await ledger.accounts.playerAccounts(player.id, 'USD');
    const clearing = await ledger.accounts.systemAccount('deposits_clearing', 'USD');

    const client = await pool.connect();
    /** Runs one statement in its own transaction and answers the error PostgreSQL raised. */
    const refusal = async (text: string, values: unknown[] = []) => {
      await client.query('BEGIN');
      try {
        const { rows } = await client.query<{ id: string }>(
          `INSERT INTO ledger_transfers (idempotency_key, request_hash, kind, currency)
           VALUES ($1, 'by-hand', 'manual', 'USD') RETURNING id::text AS id`,
          [`by-hand:${randomBytes(6).toString('hex')}`],
        );
        await client.query(text.replaceAll(':transfer', String(rows[0]?.id)), values);
        return null;
      } catch (error) {
        const { code, message } = error as { code?: string; message: string };
        return { code, message };
      } finally {
        await client.query('ROLLBACK');
      }
    };
    try {
      expect(
        await refusal(
          `INSERT INTO ledger_entries (transfer_id, account_id, currency, amount)
           VALUES (:transfer, $1, 'USD', 100), (:transfer, $2, 'USD', -99)`,
          [accounts.cash.id, clearing.id],
        ),
      ).toEqual({ code: '23514', message: expect.stringMatching(/does not balance/) });
      // Each statement must balance by itself: half a transfer is never visible, even inside.
      expect(
        await refusal(
          `INSERT INTO ledger_entries (transfer_id, account_id, currency, amount)
           VALUES (:transfer, $1, 'USD', 100)`,
          [accounts.cash.id],
        ),
      ).toEqual({ code: '23514', message: expect.stringMatching(/does not balance/) });
      expect(
        await refusal(
          `INSERT INTO ledger_entries (transfer_id, account_id, currency, amount)
           VALUES (:transfer, $1, 'EUR', 100), (:transfer, $2, 'EUR', -100)`,
          [accounts.cash.id, clearing.id],
        ),
      ).toEqual({ code: '23514', message: expect.stringMatching(/another currency/) });
      // A balanced hand-written transfer is accepted: the trigger judges sums, not authorship.
      expect(
        await refusal(
          `INSERT INTO ledger_entries (transfer_id, account_id, currency, amount)
           VALUES (:transfer, $1, 'USD', 100), (:transfer, $2, 'USD', -100)`,
          [accounts.cash.id, clearing.id],
        ),
      ).toBeNull();

      const appendOnly = { code: '23001', message: expect.stringMatching(/append-only/) };
      for (const statement of [
        'UPDATE ledger_entries SET amount = amount * 2',
        'DELETE FROM ledger_entries',
        'TRUNCATE ledger_entries CASCADE',
        "UPDATE ledger_transfers SET kind = 'edited'",
        'DELETE FROM ledger_transfers',
        'TRUNCATE ledger_transfers CASCADE',
      ]) {
        expect(await refusal(statement), statement).toEqual(appendOnly);
      }
      expect(
        await refusal('UPDATE ledger_accounts SET balance = -1 WHERE id = $1', [accounts.cash.id]),
      ).toEqual({ code: '23514', message: expect.stringMatching(/ledger_accounts_balance_check/) });
    } finally {
      client.release();
    }
    await expectCleanAudit(ledger);
  });
});
