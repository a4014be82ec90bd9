import type { Currency } from '@satsino/contract/money';
import type { ProviderResponse, ProviderSigning } from '@satsino/contract/provider';
import type pg from 'pg';
import type { LedgerClient } from '../ledger/ledger-transaction.js';

/*
 * The seamless wallet's SQL: integrations and launch tokens (read), the accepted provider
 * transactions with their answers, the providers' rounds per player, and the refusal counts.
 */

export interface IntegrationRow {
  id: number;
  code: string;
  signing: ProviderSigning;
  secret: string | null;
  providerPublicKey: string | null;
  enabled: boolean;
}

export async function findIntegration(
  pool: pg.Pool,
  code: string,
): Promise<IntegrationRow | undefined> {
  const { rows } = await pool.query<IntegrationRow>({
    name: 'provider-wallet-integration',
    text: `SELECT id::int AS id, code, signing, secret, provider_public_key AS "providerPublicKey",
             enabled
           FROM provider_integrations WHERE code = $1`,
    values: [code],
  });
  return rows[0];
}

export interface LaunchTokenRow {
  userId: number;
  gameCode: string;
  currency: Currency;
  expiresAt: Date;
}

export async function findLaunchToken(
  pool: pg.Pool,
  integrationId: number,
  token: string,
): Promise<LaunchTokenRow | undefined> {
  const { rows } = await pool.query<LaunchTokenRow>({
    name: 'provider-wallet-token',
    text: `SELECT user_id::int AS "userId", game_code AS "gameCode", currency,
             expires_at AS "expiresAt"
           FROM provider_launch_tokens WHERE token = $1 AND integration_id = $2`,
    values: [token, integrationId],
  });
  return rows[0];
}

/** The catalogue game an integration's game code was imported as, to name it in the ledger. */
export async function catalogueSlugOf(
  pool: pg.Pool,
  integrationId: number,
  gameCode: string,
): Promise<string | undefined> {
  const { rows } = await pool.query<{ slug: string }>({
    name: 'provider-wallet-game-slug',
    text: 'SELECT slug FROM catalogue_games WHERE integration_id = $1 AND external_code = $2',
    values: [integrationId, gameCode],
  });
  return rows[0]?.slug;
}

/** One more refused call of this kind today; bounded to a row per integration, reason and day. */
export async function countRefusal(
  pool: pg.Pool,
  refusal: {
    integrationId: number | null;
    reason: string;
    code: string;
    clientAddress: string;
    at: Date;
  },
): Promise<void> {
  await pool.query(
    `INSERT INTO provider_refusals (integration_id, reason, day, last_code, last_client_address,
       last_at)
     VALUES ($1, $2, ($5::timestamptz AT TIME ZONE 'UTC')::date, $3, $4, $5)
     ON CONFLICT (coalesce(integration_id, 0), reason, day) DO UPDATE
       SET count = provider_refusals.count + 1, last_code = EXCLUDED.last_code,
           last_client_address = EXCLUDED.last_client_address, last_at = EXCLUDED.last_at`,
    [refusal.integrationId, refusal.reason, refusal.code, refusal.clientAddress, refusal.at],
  );
}

export interface StoredTransaction {
  kind: 'bet' | 'win' | 'rollback';
  userId: number;
  round: string;
  requestHash: string;
  answer: ProviderResponse;
}

export async function findTransaction(
  client: LedgerClient,
  integrationId: number,
  transactionUuid: string,
): Promise<StoredTransaction | undefined> {
  const { rows } = await client.query<StoredTransaction>({
    name: 'provider-wallet-find-transaction',
    text: `SELECT kind, user_id::int AS "userId", round, request_hash AS "requestHash", answer
           FROM provider_transactions WHERE integration_id = $1 AND transaction_uuid = $2`,
    values: [integrationId, transactionUuid],
  });
  return rows[0];
}

/**
 * Takes the transaction locks of these provider transaction ids until the transaction ends, in
 * one order whoever asks: a bet, and every win or rollback that refers to it, take turns.
 */
export async function lockTransactionIds(
  client: LedgerClient,
  integrationId: number,
  transactionUuids: string[],
): Promise<void> {
  const keys = [...new Set(transactionUuids)].sort().map((uuid) => `${integrationId}:${uuid}`);
  await client.query({
    name: 'provider-wallet-lock-ids',
    text: `SELECT pg_advisory_xact_lock(hashtextextended(key, 7007015))
           FROM unnest($1::text[]) WITH ORDINALITY AS k(key, n) ORDER BY n`,
    values: [keys],
  });
}

/**
 * The player's round, made when it is new, and locked: shared by a bet (bets of one round may
 * run side by side), alone by a win (which may close it). Answers whether it is closed.
 */
export async function lockRound(
  client: LedgerClient,
  round: { integrationId: number; userId: number; round: string },
  mode: 'share' | 'update',
): Promise<{ closed: boolean }> {
  await client.query({
    name: 'provider-wallet-make-round',
    text: `INSERT INTO provider_rounds (integration_id, user_id, round) VALUES ($1, $2, $3)
           ON CONFLICT DO NOTHING`,
    values: [round.integrationId, round.userId, round.round],
  });
  const { rows } = await client.query<{ closed: boolean }>({
    name: `provider-wallet-lock-round-${mode}`,
    text: `SELECT closed_at IS NOT NULL AS closed FROM provider_rounds
           WHERE integration_id = $1 AND user_id = $2 AND round = $3
           FOR ${mode === 'share' ? 'SHARE' : 'UPDATE'}`,
    values: [round.integrationId, round.userId, round.round],
  });
  return { closed: rows[0]?.closed ?? false };
}

export async function closeRound(
  client: LedgerClient,
  round: { integrationId: number; userId: number; round: string },
  at: Date,
): Promise<void> {
  await client.query({
    name: 'provider-wallet-close-round',
    text: `UPDATE provider_rounds SET closed_at = $4
           WHERE integration_id = $1 AND user_id = $2 AND round = $3 AND closed_at IS NULL`,
    values: [round.integrationId, round.userId, round.round, at],
  });
}

export interface BetRow {
  userId: number;
  round: string;
  currency: Currency;
  amountMinor: bigint;
  /** A rollback of it was received (before or after it). */
  rolledBack: boolean;
  /** A win was paid against it (0 counts). */
  won: boolean;
}

/** The accepted bet under this id, with what came after it. */
export async function findBet(
  client: LedgerClient,
  integrationId: number,
  transactionUuid: string,
): Promise<BetRow | undefined> {
  const { rows } = await client.query<BetRow>({
    name: 'provider-wallet-find-bet',
    text: `SELECT b.user_id::int AS "userId", b.round, b.currency, b.amount_minor AS "amountMinor",
             EXISTS (SELECT 1 FROM provider_transactions r WHERE r.integration_id = b.integration_id
                     AND r.reference_transaction_uuid = b.transaction_uuid
                     AND r.kind = 'rollback') AS "rolledBack",
             EXISTS (SELECT 1 FROM provider_transactions w WHERE w.integration_id = b.integration_id
                     AND w.reference_transaction_uuid = b.transaction_uuid
                     AND w.kind = 'win') AS won
           FROM provider_transactions b
           WHERE b.integration_id = $1 AND b.transaction_uuid = $2 AND b.kind = 'bet'`,
    values: [integrationId, transactionUuid],
  });
  return rows[0];
}

/** Whether a rollback of this (possibly unseen) bet was received. */
export async function rollbackReceived(
  client: LedgerClient,
  integrationId: number,
  betUuid: string,
): Promise<boolean> {
  const { rows } = await client.query({
    name: 'provider-wallet-rollback-received',
    text: `SELECT 1 FROM provider_transactions
           WHERE integration_id = $1 AND reference_transaction_uuid = $2 AND kind = 'rollback'`,
    values: [integrationId, betUuid],
  });
  return rows.length > 0;
}

export async function insertTransaction(
  client: LedgerClient,
  row: {
    integrationId: number;
    transactionUuid: string;
    kind: 'bet' | 'win' | 'rollback';
    userId: number;
    round: string;
    referenceTransactionUuid: string | null;
    gameCode: string;
    currency: Currency;
    amountMinor: bigint;
    ledgerTransferId: number | null;
    requestHash: string;
    answer: ProviderResponse;
  },
): Promise<void> {
  await client.query({
    name: 'provider-wallet-insert-transaction',
    text: `INSERT INTO provider_transactions (integration_id, transaction_uuid, kind, user_id, round,
             reference_transaction_uuid, game_code, currency, amount_minor, ledger_transfer_id,
             request_hash, answer)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    values: [
      row.integrationId,
      row.transactionUuid,
      row.kind,
      row.userId,
      row.round,
      row.referenceTransactionUuid,
      row.gameCode,
      row.currency,
      row.amountMinor.toString(),
      row.ledgerTransferId,
      row.requestHash,
      row.answer,
    ],
  });
}
