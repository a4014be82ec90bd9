import { createHash } from 'node:crypto';
import type { Currency } from '@satsino/contract/money';
import { InsufficientFundsError, ledgerErrors } from './ledger.errors.js';
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

interface EntryRow {
  account_id: string;
  owner_user_id?: string | null;
  amount: bigint;
  balance_after: bigint | null;
}

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
  const { rows } = await client.query<{
    id: string;
    kind: string;
    request_hash: string;
    created_at: Date;
    metadata: Record<string, unknown>;
  }>(
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

function isUniqueViolationOf(error: unknown, constraint: string): boolean {
  const { code, constraint: name } = (error ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && name === constraint;
}

/**
 * The one function that moves money (DESIGN §4). Inside the caller's transaction it
 * 1. claims the idempotency key — a replay answers the first result and moves nothing, the same
 *    key with a different request is a 409;
 * 2. locks the player accounts it touches in ascending id order (no deadlocks between two
 *    transfers over the same accounts);
 * 3. changes each player balance with a conditional update (`balance + d >= 0`) and writes every
 *    entry with the balance after it, in one statement. System accounts get entries only.
 * Insufficient funds throw InsufficientFundsError; the caller's rollback undoes the claim.
 */
export async function postTransfer(
  client: LedgerClient,
  request: TransferRequest,
): Promise<PostedTransfer> {
  assertBalanced(request);
  const hash = requestHash(request);

  let claimed: { id: string; created_at: Date } | undefined;
  try {
    const claim = await client.query<{ id: string; created_at: Date }>(
      `INSERT INTO ledger_transfers
         (idempotency_key, request_hash, kind, currency, reference, metadata, reverses_transfer_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING id::text AS id, created_at`,
      [
        request.idempotencyKey,
        hash,
        request.kind,
        request.currency,
        request.reference ?? null,
        request.metadata ?? {},
        request.reversesTransferId ?? null,
      ],
    );
    claimed = claim.rows[0];
  } catch (error) {
    if (isUniqueViolationOf(error, 'ledger_transfers_reverses_key')) {
      throw new AlreadyReversedError(`transfer ${request.reversesTransferId} is already reversed`);
    }
    throw error;
  }
  if (!claimed) return replayOf(client, request, hash);

  const legs = [...request.legs].sort((a, b) => a.account.id - b.account.id);
  const playerLegs = legs.filter((leg) => leg.account.ownerUserId !== null);
  if (playerLegs.length > 1) {
    await client.query('SELECT 1 FROM ledger_accounts WHERE id = ANY($1) ORDER BY id FOR UPDATE', [
      playerLegs.map((leg) => leg.account.id),
    ]);
  }

  const { rows } = await client.query<EntryRow>(
    `WITH changes AS (
       SELECT * FROM unnest($2::bigint[], $3::bigint[]) AS c(account_id, delta)
     ), updated AS (
       UPDATE ledger_accounts a SET balance = a.balance + c.delta
       FROM changes c
       WHERE a.id = c.account_id AND a.owner_user_id IS NOT NULL AND a.balance + c.delta >= 0
       RETURNING a.id, a.balance
     ), legs AS (
       SELECT * FROM unnest($4::bigint[], $5::bigint[]) AS l(account_id, amount)
     )
     INSERT INTO ledger_entries (transfer_id, account_id, currency, amount, balance_after)
     SELECT $1, l.account_id, $6, l.amount, u.balance
     FROM legs l LEFT JOIN updated u ON u.id = l.account_id
     RETURNING account_id::text AS account_id, amount, balance_after`,
    [
      claimed.id,
      playerLegs.map((leg) => leg.account.id),
      playerLegs.map((leg) => leg.amount.toString()),
      legs.map((leg) => leg.account.id),
      legs.map((leg) => leg.amount.toString()),
      request.currency,
    ],
  );
  const owners = new Map(legs.map((leg) => [leg.account.id, leg.account.ownerUserId]));
  const entries = rows.map((row) => {
    const accountId = Number(row.account_id);
    return { ...toEntry(row), ownerUserId: owners.get(accountId) ?? null };
  });
  const short = entries.find((entry) => entry.ownerUserId !== null && entry.balanceAfter === null);
  if (short) throw new InsufficientFundsError(short.accountId);

  return {
    id: Number(claimed.id),
    kind: request.kind,
    replayed: false,
    createdAt: claimed.created_at,
    metadata: request.metadata ?? {},
    entries,
  };
}
