import type { Currency } from '@satsino/contract/money';
import { toApiMinorUnits } from '@satsino/contract/money';
import type { AppAlertEvent } from '@satsino/contract/realtime';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { type AccountDirectory, createAccountDirectory } from './ledger-accounts.js';
import { type AuditChecks, auditLedger } from './ledger-audit.repo.js';
import {
  type PlayerBalances,
  readPlayerBalances,
  readWalletBalances,
} from './ledger-balances.repo.js';
import { inTransaction, type LedgerClient, withRetry } from './ledger-transaction.js';
import { type PostedTransfer, postTransfer, type TransferRequest } from './post-transfer.js';

/** What a unit of work inside a ledger transaction can do. */
export interface LedgerWork {
  client: LedgerClient;
  post(request: TransferRequest): Promise<PostedTransfer>;
  /**
   * A posting that is a statement of its own (a bet, which picks its balance in SQL), run on this
   * transaction's client: it commits or rolls back with everything else the work writes.
   */
  run(
    statement: (client: LedgerClient) => Promise<PostedTransfer>,
    currency: Currency,
  ): Promise<PostedTransfer>;
}

export interface Ledger {
  accounts: AccountDirectory;
  /**
   * Runs `work` in one database transaction (retried on serialization failure or deadlock).
   * After it commits, every player whose balance changed gets a WALLET_BALANCE alert.
   */
  transact<T>(work: (ledger: LedgerWork) => Promise<T>): Promise<T>;
  /** One transfer on its own, as a single statement. */
  transfer(request: TransferRequest): Promise<PostedTransfer>;
  /**
   * Runs a posting that is one statement of its own (such as a bet, which picks its balance in
   * SQL) on the pool, retried like a transaction, and alerts the players it moved.
   */
  post(
    run: (client: LedgerClient) => Promise<PostedTransfer>,
    currency: Currency,
  ): Promise<PostedTransfer>;
  /** Reads outside any transaction (committed data only). */
  read<T>(work: (client: LedgerClient) => Promise<T>): Promise<T>;
  balances(userId: number, currency: Currency): Promise<PlayerBalances>;
  /**
   * Resolves once every balance alert scheduled so far has been sent (or failed and been logged):
   * a closing app waits for it before it ends the pool the alerts read from.
   */
  alertsSent(): Promise<void>;
  /**
   * Adds a module's own invariants to the audit (the cashier's withdrawals, the games' rounds):
   * the module that owns the rows says what they must agree with in the ledger.
   */
  addAuditChecks(checks: AuditChecks): void;
  /** The ledger's invariants and every module's checks, in one snapshot. */
  audit(): ReturnType<typeof auditLedger>;
}

export function createLedger(deps: {
  pool: pg.Pool;
  publishAppAlert: (userId: number, event: AppAlertEvent) => void;
  logger: FastifyBaseLogger;
}): Ledger {
  const { pool } = deps;
  const accounts = createAccountDirectory(pool);

  /**
   * Alerts of one player run one after another, each reading the balances when its turn comes:
   * whatever order transactions commit and reads finish in, the last alert a player gets carries
   * the balances after the last change. A burst of changes while an alert is being read is
   * folded into one more alert. (Across processes each process orders its own.)
   */
  const alerts = new Map<number, { running: Promise<void>; again: boolean }>();
  const moduleChecks: AuditChecks[] = [];

  async function publishBalance(userId: number, currency: Currency): Promise<void> {
    try {
      const balances = await readWalletBalances(pool, userId, currency);
      deps.publishAppAlert(userId, {
        type: 'WALLET_BALANCE',
        balance: toApiMinorUnits(balances.cashMinor),
        balanceBonus: toApiMinorUnits(balances.bonusMinor),
      });
    } catch (error) {
      // The money moved; a missed alert only delays what the player sees until the next read.
      deps.logger.error({ err: error, userId }, 'wallet balance alert failed');
    }
  }

  function scheduleAlert(userId: number, currency: Currency): void {
    const current = alerts.get(userId);
    if (current) {
      current.again = true;
      return;
    }
    const state = { running: Promise.resolve(), again: false };
    state.running = (async () => {
      do {
        state.again = false;
        await publishBalance(userId, currency);
      } while (state.again);
      alerts.delete(userId);
    })();
    alerts.set(userId, state);
  }

  function publishBalances(touched: Map<number, Currency>): void {
    for (const [userId, currency] of touched) scheduleAlert(userId, currency);
  }

  const ledger: Ledger = {
    accounts,

    async transact(work) {
      let touched = new Map<number, Currency>();
      const result = await inTransaction(pool, (client) => {
        // A retried attempt starts over: only the committed attempt's transfers count.
        touched = new Map();
        const track = (posted: PostedTransfer, currency: Currency) => {
          if (posted.replayed) return posted;
          for (const entry of posted.entries) {
            if (entry.ownerUserId !== null) touched.set(entry.ownerUserId, currency);
          }
          return posted;
        };
        return work({
          client,
          async post(request) {
            return track(await postTransfer(client, request), request.currency);
          },
          async run(statement, currency) {
            return track(await statement(client), currency);
          },
        });
      });
      if (touched.size > 0) publishBalances(touched);
      return result;
    },

    transfer(request) {
      // One statement needs no BEGIN and COMMIT: a third of the round trips of a transaction.
      return ledger.post((client) => postTransfer(client, request), request.currency);
    },

    async post(run, currency) {
      const posted = await withRetry(() => run(pool));
      if (!posted.replayed) {
        const touched = new Map<number, Currency>();
        for (const entry of posted.entries) {
          if (entry.ownerUserId !== null) touched.set(entry.ownerUserId, currency);
        }
        publishBalances(touched);
      }
      return posted;
    },

    read(work) {
      return work(pool);
    },

    balances(userId, currency) {
      return readPlayerBalances(pool, userId, currency);
    },

    async alertsSent() {
      // A running alert may schedule another round of itself; loop until none is left.
      while (alerts.size > 0) {
        await Promise.all([...alerts.values()].map((state) => state.running));
      }
    },

    addAuditChecks(checks) {
      moduleChecks.push(checks);
    },

    async audit() {
      const client = await pool.connect();
      try {
        await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
        const result = await auditLedger(client);
        const checks = [...result.checks];
        for (const moduleCheck of moduleChecks) checks.push(...(await moduleCheck(client)));
        await client.query('COMMIT');
        return { ...result, checks };
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
  };
  return ledger;
}
