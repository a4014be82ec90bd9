import { createHash } from 'node:crypto';
import type { Currency } from '@satsino/contract/money';
import type { SqlRow } from '../../db/rows.js';
import { isCheckViolation, isUniqueViolation } from '../../platform/postgres-errors.js';
import { InsufficientFundsError, ledgerErrors } from './ledger.errors.js';
import type { ledgerEntries, ledgerTransfers } from './ledger.schema.js';
import type { AccountRef } from './ledger-accounts.js';
import type { LedgerClient } from './ledger-transaction.js';

export interface TransferLeg {
  account: AccountRef;
  /** Signed minor units: positive credits the account, negative debits it. */
  amount: bigint;
}

export interface TransferRequest {
  /** Unique per business event ("deposit:bitcoin:<txid>:0"); a replay moves nothing. */
  idempotencyKey: string;
  kind: string;
  currency: Currency;
  legs: TransferLeg[];
  /** What the transfer is about ("withdrawal:12"), for lookups and the player's lists. */
  reference?: string | null;
  /** JSON-safe facts about the event (bigints as strings). */
  metadata?: Record<string, unknown>;
  reversesTransferId?: number | null;
  /**
   * Posts only while this transfer has not been reversed (a win of a bet that a rollback has
   * not undone); otherwise nothing moves and NotPostedError says why.
   */
  unlessReversed?: number | null;
}

export interface PostedEntry {
  accountId: number;
  ownerUserId: number | null;
  amount: bigint;
  /** The player account's balance right after this entry; null for system accounts. */
  balanceAfter: bigint | null;
}

export interface PostedTransfer {
  id: number;
  kind: string;
  /** True when the key had been used before: this is the first result, nothing moved now. */
  replayed: boolean;
  createdAt: Date;
  metadata: Record<string, unknown>;
  entries: PostedEntry[];
}

/** A transfer that would reverse a transfer already reversed. */
export class AlreadyReversedError extends Error {
  override name = 'AlreadyReversedError';
}

/** A transfer refused because the transfer named in `unlessReversed` was reversed. */
export class ReversedMeanwhileError extends Error {
  override name = 'ReversedMeanwhileError';
}

function assertBalanced(request: TransferRequest): void {
  const { legs } = request;
  if (legs.length < 2) throw new Error('a transfer needs at least two legs');
  const ids = new Set(legs.map((leg) => leg.account.id));
  if (ids.size !== legs.length) throw new Error('a transfer posts to each account once');
  if (legs.some((leg) => leg.amount === 0n)) throw new Error('a leg of zero moves nothing');
  const sum = legs.reduce((total, leg) => total + leg.amount, 0n);
  if (sum !== 0n) throw new Error(`transfer ${request.idempotencyKey} does not balance: ${sum}`);
}

/** What the transfer does, independent of leg order: the same key must always mean this. */
function requestHash(request: TransferRequest): string {
  const legs = [...request.legs]
    .sort((a, b) => a.account.id - b.account.id)
    .map((leg) => [leg.account.id, leg.amount.toString()]);
  const canonical = JSON.stringify([
    request.kind,
    request.currency,
    request.reference ?? null,
    request.reversesTransferId ?? null,
    legs,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** An int8 id read as text (`::text`): the statements here read ids that way. */
type IdAsText = string;

/** An entry as the statements answer it, with the owner of its account when they read it. */
type EntryRow = SqlRow<typeof ledgerEntries, 'amount' | 'balance_after'> & {
  account_id: IdAsText;
  owner_user_id?: IdAsText | null;
};

const toEntry = (row: EntryRow): PostedEntry => ({
  accountId: Number(row.account_id),
  ownerUserId: row.owner_user_id == null ? null : Number(row.owner_user_id),
  amount: row.amount,
  balanceAfter: row.balance_after,
});

/** The transfer posted under an idempotency key, if any: what a replay answers. */
export async function findPostedTransfer(
  client: LedgerClient,
  idempotencyKey: string,
): Promise<(PostedTransfer & { requestHash: string }) | undefined> {
  const { rows } = await client.query<
    SqlRow<typeof ledgerTransfers, 'kind' | 'request_hash' | 'created_at' | 'metadata'> & {
      id: IdAsText;
    }
  >(
    `SELECT id::text AS id, kind, request_hash, created_at, metadata
     FROM ledger_transfers WHERE idempotency_key = $1`,
    [idempotencyKey],
  );
  const [first] = rows;
  if (!first) return undefined;
  const entries = await client.query<EntryRow>(
    `SELECT e.account_id::text AS account_id, a.owner_user_id::text AS owner_user_id,
            e.amount, e.balance_after
     FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
     WHERE e.transfer_id = $1 ORDER BY e.id`,
    [first.id],
  );
  return {
    id: Number(first.id),
    kind: first.kind,
    replayed: true,
    createdAt: first.created_at,
    metadata: first.metadata,
    entries: entries.rows.map(toEntry),
    requestHash: first.request_hash,
  };
}

async function replayOf(
  client: LedgerClient,
  request: TransferRequest,
  hash: string,
): Promise<PostedTransfer> {
  const first = await findPostedTransfer(client, request.idempotencyKey);
  if (!first) throw new Error(`transfer ${request.idempotencyKey} vanished`);
  if (first.requestHash !== hash) throw ledgerErrors.idempotencyConflict();
  const { requestHash: _hash, ...posted } = first;
  return posted;
}

/**
 * The one function that moves money (DESIGN §4), in one statement: it claims the idempotency
 * key — a key already used answers the first result and moves nothing, the same key with a
 * different request is a 409 — locks the player accounts in ascending id order, changes their
 * balances under CHECK (balance >= 0) and writes every entry with the balance after it. System
 * accounts get entries only. Runs alone (autocommit) or inside a caller's transaction.
 */
export async function postTransfer(
  client: LedgerClient,
  request: TransferRequest,
): Promise<PostedTransfer> {
  assertBalanced(request);
  const hash = requestHash(request);

  const legs = [...request.legs].sort((a, b) => a.account.id - b.account.id);
  const playerLegs = legs.filter((leg) => leg.account.ownerUserId !== null);

  // One statement, so a transfer needs no transaction of its own: claim the key; only if it was
  // free, lock the player accounts in ascending id order (no deadlock between two transfers
  // over the same accounts) and move their balances; write every entry with the balance after
  // it. A debit below zero breaks CHECK (balance >= 0) and undoes the whole statement, claim
  // included. No row back means the key was already used: a replay.
  let rows: (EntryRow & { transfer_id: string; created_at: Date })[];
  try {
    ({ rows } = await client.query<EntryRow & { transfer_id: string; created_at: Date }>({
      name: 'ledger-post-transfer',
      text: `WITH claim AS (
         INSERT INTO ledger_transfers
           (idempotency_key, request_hash, kind, currency, reference, metadata, reverses_transfer_id)
         SELECT $1, $2, $3, $4, $5, $6, $7
         WHERE $12::bigint IS NULL
            OR NOT EXISTS (SELECT 1 FROM ledger_transfers r WHERE r.reverses_transfer_id = $12)
         ON CONFLICT (idempotency_key) DO NOTHING
         RETURNING id, created_at
       ), locked AS MATERIALIZED (
         SELECT a.id FROM ledger_accounts a
         WHERE a.id = ANY($8::bigint[]) AND a.owner_user_id IS NOT NULL
           AND EXISTS (SELECT 1 FROM claim)
         ORDER BY a.id FOR UPDATE
       ), updated AS (
         UPDATE ledger_accounts a SET balance = a.balance + c.delta
         FROM unnest($8::bigint[], $9::bigint[]) AS c(account_id, delta)
         WHERE a.id = c.account_id AND a.id IN (SELECT id FROM locked)
         RETURNING a.id, a.balance
       ), legs AS (
         SELECT l.account_id, l.amount FROM unnest($10::bigint[], $11::bigint[]) AS l(account_id, amount)
       ), entries AS (
         INSERT INTO ledger_entries (transfer_id, account_id, currency, amount, balance_after)
         SELECT claim.id, l.account_id, $4, l.amount, u.balance
         FROM claim CROSS JOIN legs l LEFT JOIN updated u ON u.id = l.account_id
         RETURNING transfer_id, account_id, amount, balance_after
       )
       SELECT e.transfer_id::text AS transfer_id, claim.created_at,
              e.account_id::text AS account_id, e.amount, e.balance_after
       FROM entries e CROSS JOIN claim`,
      values: [
        request.idempotencyKey,
        hash,
        request.kind,
        request.currency,
        request.reference ?? null,
        request.metadata ?? {},
        request.reversesTransferId ?? null,
        playerLegs.map((leg) => leg.account.id),
        playerLegs.map((leg) => leg.amount.toString()),
        legs.map((leg) => leg.account.id),
        legs.map((leg) => leg.amount.toString()),
        request.unlessReversed ?? null,
      ],
    }));
  } catch (error) {
    if (isUniqueViolation(error, 'ledger_transfers_reverses_key')) {
      throw new AlreadyReversedError(`transfer ${request.reversesTransferId} is already reversed`);
    }
    if (isCheckViolation(error, 'ledger_accounts_balance_check')) {
      const debited = playerLegs.find((leg) => leg.amount < 0n) ?? playerLegs[0];
      throw new InsufficientFundsError(debited?.account.id ?? 0);
    }
    throw error;
  }
  const [claimed] = rows;
  if (!claimed) {
    if (request.unlessReversed != null) {
      const prior = await findPostedTransfer(client, request.idempotencyKey);
      if (!prior)
        throw new ReversedMeanwhileError(`transfer ${request.unlessReversed} was reversed`);
    }
    return replayOf(client, request, hash);
  }

  const owners = new Map(legs.map((leg) => [leg.account.id, leg.account.ownerUserId]));
  const entries = rows.map((row) => {
    const accountId = Number(row.account_id);
    return { ...toEntry(row), ownerUserId: owners.get(accountId) ?? null };
  });
  if (entries.some((entry) => entry.ownerUserId !== null && entry.balanceAfter === null)) {
    // Only possible if an AccountRef named a player for a system account: a bug, not a refusal.
    throw new Error(
      `transfer ${request.idempotencyKey} posted to a player account it did not lock`,
    );
  }

  return {
    id: Number(claimed.transfer_id),
    kind: request.kind,
    replayed: false,
    createdAt: claimed.created_at,
    metadata: request.metadata ?? {},
    entries,
  };
}
