import type { PlayerAccountKind, SystemAccountKind } from '../ledger/ledger.schema.js';

/*
 * SQL fragments the reconciliation checks share (cashier and bonus programme): a transfer's legs
 * as one comparable text, and the same text for the legs a request row says it must have. Two
 * transfers move the same money exactly when their texts are equal, whatever the order in which
 * their entries were written.
 */

/** The entries of the transfer whose id is the SQL expression `transferId`: "account:amount,…". */
export const transferLegsSql = (transferId: string) =>
  `(SELECT string_agg(e.account_id || ':' || e.amount, ',' ORDER BY e.account_id)
    FROM ledger_entries e WHERE e.transfer_id = ${transferId})`;

/**
 * The legs a row expects, each an account id and a signed amount (SQL expressions), in the same
 * text; legs of zero are left out, as the ledger refuses them. A missing account reads as '?',
 * so it can never equal a real transfer.
 */
export const expectedLegsSql = (...legs: readonly [account: string, amount: string][]) =>
  `(SELECT string_agg(coalesce(x.account_id::text, '?') || ':' || x.amount, ','
                      ORDER BY x.account_id)
    FROM (VALUES ${legs.map(([account, amount]) => `(${account}::bigint, ${amount}::bigint)`).join(', ')})
      AS x(account_id, amount)
    WHERE x.amount <> 0)`;

/** The id of a player's account of `kind` (SQL expressions for the owner and the currency). */
export const playerAccountSql = (owner: string, currency: string, kind: PlayerAccountKind) =>
  `(SELECT a.id FROM ledger_accounts a
    WHERE a.owner_user_id = ${owner} AND a.currency = ${currency} AND a.kind = '${kind}')`;

/** The id of the house's account of `kind` in a currency (an SQL expression). */
export const systemAccountSql = (currency: string, kind: SystemAccountKind) =>
  `(SELECT a.id FROM ledger_accounts a
    WHERE a.owner_user_id IS NULL AND a.currency = ${currency} AND a.kind = '${kind}')`;
