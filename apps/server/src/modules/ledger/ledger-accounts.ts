import type { Currency } from '@satsino/contract/money';
import type pg from 'pg';
import type { PlayerAccountKind, SystemAccountKind } from './ledger.schema.js';
import type { LedgerClient } from './ledger-transaction.js';

/** An account as the transfer function needs it: whose it is decides how it is posted. */
export interface AccountRef {
  id: number;
  /** The player who owns it; null for the house's system accounts. */
  ownerUserId: number | null;
}

export type PlayerAccounts = Record<PlayerAccountKind, AccountRef>;

/**
 * Looks up (creating on first use) ledger accounts. An account's id never changes once made, so
 * ids are kept in memory: a bet does not pay a lookup round trip.
 *
 * Accounts are only ever created on a connection of their own (autocommit), never inside a
 * caller's transaction: a cached id must never belong to a row that a rollback took away. A
 * caller already inside a transaction passes its client, and a lookup that finds the accounts
 * reads them on that connection, so a busy pool is never asked for a second connection; only a
 * brand-new player's first movement needs one.
 */
export function createAccountDirectory(pool: pg.Pool) {
  const players = new Map<string, PlayerAccounts>();
  const system = new Map<string, AccountRef>();

  async function readPlayerAccounts(
    client: LedgerClient,
    userId: number,
    currency: Currency,
  ): Promise<PlayerAccounts | undefined> {
    const { rows } = await client.query<{ id: string; kind: PlayerAccountKind }>(
      'SELECT id::text AS id, kind FROM ledger_accounts WHERE owner_user_id = $1 AND currency = $2',
      [userId, currency],
    );
    const found = Object.fromEntries(
      rows.map((row) => [row.kind, { id: Number(row.id), ownerUserId: userId }]),
    ) as Partial<PlayerAccounts>;
    if (!found.cash || !found.bonus || !found.withdrawal_hold) return undefined;
    return found as PlayerAccounts;
  }

  async function playerAccounts(
    userId: number,
    currency: Currency,
    within?: LedgerClient,
  ): Promise<PlayerAccounts> {
    // A user id read from a bigint column arrives as a string; cached here it would name the
    // owner of every later transfer as a string, and their balance alerts would fail.
    if (!Number.isSafeInteger(userId) || userId <= 0) {
      throw new TypeError(`a player id is a positive integer, got ${typeof userId} ${userId}`);
    }
    const cacheKey = `${userId}:${currency}`;
    const cached = players.get(cacheKey);
    if (cached) return cached;
    let accounts = within && (await readPlayerAccounts(within, userId, currency));
    if (!accounts) {
      await pool.query(
        `INSERT INTO ledger_accounts (owner_user_id, currency, kind, balance)
         SELECT $1, $2, kind, 0 FROM unnest(ARRAY['cash', 'bonus', 'withdrawal_hold']) AS kind
         ON CONFLICT DO NOTHING`,
        [userId, currency],
      );
      accounts = await readPlayerAccounts(pool, userId, currency);
    }
    if (!accounts) throw new Error(`ledger accounts of user ${userId} in ${currency} are missing`);
    players.set(cacheKey, accounts);
    return accounts;
  }

  async function readSystemAccount(
    client: LedgerClient,
    kind: SystemAccountKind,
    currency: Currency,
  ): Promise<AccountRef | undefined> {
    const { rows } = await client.query<{ id: string }>(
      'SELECT id::text AS id FROM ledger_accounts WHERE owner_user_id IS NULL AND kind = $1 AND currency = $2',
      [kind, currency],
    );
    return rows[0] && { id: Number(rows[0].id), ownerUserId: null };
  }

  async function systemAccount(
    kind: SystemAccountKind,
    currency: Currency,
    within?: LedgerClient,
  ): Promise<AccountRef> {
    const cacheKey = `${kind}:${currency}`;
    const cached = system.get(cacheKey);
    if (cached) return cached;
    let account = within && (await readSystemAccount(within, kind, currency));
    if (!account) {
      await pool.query(
        `INSERT INTO ledger_accounts (owner_user_id, currency, kind, balance)
         VALUES (NULL, $1, $2, NULL) ON CONFLICT DO NOTHING`,
        [currency, kind],
      );
      account = await readSystemAccount(pool, kind, currency);
    }
    if (!account) throw new Error(`system account ${kind} ${currency} is missing`);
    system.set(cacheKey, account);
    return account;
  }

  return { playerAccounts, systemAccount };
}
export type AccountDirectory = ReturnType<typeof createAccountDirectory>;
