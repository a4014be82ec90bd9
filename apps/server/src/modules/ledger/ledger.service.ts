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
  type WalletBalances,
} from './ledger-balances.repo.js';
import { inTransaction, type LedgerClient, withRetry } from './ledger-transaction.js';
import { type PostedTransfer, postTransfer, type TransferRequest } from './post-transfer.js';

/**
 * A player's cash and bonus balances as a posting's own statement answered them, right after it
 * moved them with both rows locked (a settled bet does): a balance alert can carry these instead of
 * reading them again.
 */
export interface AnsweredBalances {
  userId: number;
  currency: Currency;
  cashMinor: bigint;
  bonusMinor: bigint;
  /**
   * The posting's last ledger entry id. Postings that lock both of a player's rows take turns, so
   * of two answers for one player the later posting's is the higher.
   */
  version: bigint;
}

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
  /**
   * Balances a statement of this transaction answered (see AnsweredBalances): the player's alert
   * carries them once the transaction commits.
   */
  answered(balances: AnsweredBalances): void;
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
  /**
   * Runs a statement of its own that moves one player's money and answers the balances after it
   * (a settled bet with its round): on the pool, retried like post; the player's alert carries the
   * answered balances, so no read follows the statement.
   */
  postAnswering<T>(
    run: (client: LedgerClient) => Promise<{ value: T; balances: AnsweredBalances | null }>,
  ): Promise<T>;
  /** Reads outside any transaction (committed data only). */
  read<T>(work: (client: LedgerClient) => Promise<T>): Promise<T>;
  balances(userId: number, currency: Currency): Promise<PlayerBalances>;
  /** Cash, bonus and withdrawal hold only: one indexed read, no deposit total. */
  walletBalances(userId: number, currency: Currency): Promise<WalletBalances>;
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

  /** The version of the last answered balances each player was sent (bounded, oldest dropped). */
  const answeredVersions = new Map<number, bigint>();
  const ANSWERED_VERSIONS = 10_000;

  /**
   * Sends balances a statement answered, without reading them. If a read alert of the player is
   * under way, it is asked to read once more instead (it may have read before this posting
   * committed). Answers of one process may be handled out of commit order: one older than the last
   * answer sent is dropped, so the last alert carries the balances after the last posting.
   */
  function publishAnswered(balances: AnsweredBalances): void {
    const { userId } = balances;
    const running = alerts.get(userId);
    if (running) {
      running.again = true;
      return;
    }
    const sent = answeredVersions.get(userId);
    if (sent !== undefined && sent >= balances.version) return;
    answeredVersions.delete(userId);
    answeredVersions.set(userId, balances.version);
    if (answeredVersions.size > ANSWERED_VERSIONS) {
      const oldest = answeredVersions.keys().next().value;
      if (oldest !== undefined) answeredVersions.delete(oldest);
    }
    try {
      deps.publishAppAlert(userId, {
        type: 'WALLET_BALANCE',
        balance: toApiMinorUnits(balances.cashMinor),
        balanceBonus: toApiMinorUnits(balances.bonusMinor),
      });
    } catch (error) {
      deps.logger.error({ err: error, userId }, 'wallet balance alert failed');
    }
  }

  const ledger: Ledger = {
    accounts,

    async transact(work) {
      let touched = new Map<number, Currency>();
      let answered: AnsweredBalances[] = [];
      const result = await inTransaction(pool, (client) => {
        // A retried attempt starts over: only the committed attempt's transfers count.
        touched = new Map();
        answered = [];
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
          answered(balances) {
            answered.push(balances);
          },
        });
      });
      // A player both answered and touched otherwise gets a read: it sees everything committed.
      for (const balances of answered) {
        if (!touched.has(balances.userId)) publishAnswered(balances);
      }
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

    async postAnswering(run) {
      const { value, balances } = await withRetry(() => run(pool));
      if (balances) publishAnswered(balances);
      return value;
    },

    read(work) {
      return work(pool);
    },

    balances(userId, currency) {
      return readPlayerBalances(pool, userId, currency);
    },

    walletBalances(userId, currency) {
      return readWalletBalances(pool, userId, currency);
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

    audit() {
      // Every check reads the same snapshot, so money moving meanwhile cannot look like a fault.
      return inTransaction(
        pool,
        async (client) => {
          const result = await auditLedger(client);
          const checks = [...result.checks];
          for (const moduleCheck of moduleChecks) checks.push(...(await moduleCheck(client)));
          return { ...result, checks };
        },
        { readOnlySnapshot: true },
      );
    },
  };
  return ledger;
}
