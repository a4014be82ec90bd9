import type { Currency } from '@satsino/contract/money';
import type pg from 'pg';
import type { PlayerAccountKind, SystemAccountKind } from './ledger.schema.js';

/** An account as the transfer function needs it: whose it is decides how it is posted. */
export interface AccountRef {
  id: number;
  /** The player who owns it; null for the house's system accounts. */
  ownerUserId: number | null;
}

export type PlayerAccounts = Record<PlayerAccountKind, AccountRef>;

/**
 * Looks up (creating on first use) ledger accounts. An account's id never changes once made, so
 * ids are kept in memory: a bet does not pay a lookup round trip. Creation is
 * INSERT … ON CONFLICT DO NOTHING, safe when two requests of a new player race, and runs on its
 * own connection, outside the caller's transaction: a cached id must never belong to a row that a
 * rollback took away.
 */
export function createAccountDirectory(pool: pg.Pool) {
  const players = new Map<string, PlayerAccounts>();
  const system = new Map<string, AccountRef>();

  async function playerAccounts(userId: number, currency: Currency): Promise<PlayerAccounts> {
    const cacheKey = `${userId}:${currency}`;
    const cached = players.get(cacheKey);
    if (cached) return cached;
    await pool.query(
      `INSERT INTO ledger_accounts (owner_user_id, currency, kind, balance)
       SELECT $1, $2, kind, 0 FROM unnest(ARRAY['cash', 'bonus', 'withdrawal_hold']) AS kind
       ON CONFLICT DO NOTHING`,
      [userId, currency],
    );
    const { rows } = await pool.query<{ id: string; kind: PlayerAccountKind }>(
      'SELECT id::text AS id, kind FROM ledger_accounts WHERE owner_user_id = $1 AND currency = $2',
      [userId, currency],
    );
    const found = Object.fromEntries(
      rows.map((row) => [row.kind, { id: Number(row.id), ownerUserId: userId }]),
    ) as Partial<PlayerAccounts>;
    if (!found.cash || !found.bonus || !found.withdrawal_hold) {
      throw new Error(`ledger accounts of user ${userId} in ${currency} are incomplete`);
    }
    const accounts = found as PlayerAccounts;
    players.set(cacheKey, accounts);
    return accounts;
  }

  async function systemAccount(kind: SystemAccountKind, currency: Currency): Promise<AccountRef> {
    const cacheKey = `${kind}:${currency}`;
    const cached = system.get(cacheKey);
    if (cached) return cached;
    await pool.query(
      `INSERT INTO ledger_accounts (owner_user_id, currency, kind, balance)
       VALUES (NULL, $1, $2, NULL) ON CONFLICT DO NOTHING`,
      [currency, kind],
    );
    const { rows } = await pool.query<{ id: string }>(
      'SELECT id::text AS id FROM ledger_accounts WHERE owner_user_id IS NULL AND kind = $1 AND currency = $2',
      [kind, currency],
    );
    const [row] = rows;
    if (!row) throw new Error(`system account ${kind} ${currency} is missing`);
    const account = { id: Number(row.id), ownerUserId: null };
    system.set(cacheKey, account);
    return account;
  }

  return { playerAccounts, systemAccount };
}
export type AccountDirectory = ReturnType<typeof createAccountDirectory>;
