import { z } from 'zod';
import { PROVIDER_ADMIN_MESSAGES } from './messages/provider-catalogue.js';
import { PROVIDER_SIGNINGS } from './provider.js';

// The texts live apart from the schemas, so that a reader of the error texts builds no schema.
export { PROVIDER_ADMIN_MESSAGES };

/*
 * The operator's side of third-party providers (issue 15): the integrations (keys, endpoints,
 * enabled), the import of a provider's game feed into the catalogue, and the limits of both.
 * Keys are write-only: an answer says whether one is set, never what it is.
 */

// ---------------------------------------------------------------------------------------------
// Limits
// ---------------------------------------------------------------------------------------------

/** A feed, downloaded or uploaded, is read up to this size. */
export const PROVIDER_FEED_MAX_BYTES = 16 * 1024 * 1024;
/** A feed download gives up after this long. */
export const PROVIDER_FEED_TIMEOUT_MS = 30_000;
/** A feed lists at most this many games; the rest are rejected rows. */
export const PROVIDER_FEED_MAX_GAMES = 20_000;
/** Games written per statement during an import. */
export const PROVIDER_IMPORT_BATCH_SIZE = 500;
/** An import's answer lists at most this many rejected rows (it counts all of them). */
export const PROVIDER_IMPORT_REJECTIONS_SHOWN = 100;
/** Thumbnails downloaded at the same time during an import. */
export const PROVIDER_THUMBNAIL_CONCURRENCY = 8;
export const PROVIDER_THUMBNAIL_TIMEOUT_MS = 5_000;
export const PROVIDER_THUMBNAIL_MAX_BYTES = 512 * 1024;
/** What a thumbnail may be; anything else is not kept (the generated tile stays). */
export const PROVIDER_THUMBNAIL_TYPES = [
  'image/svg+xml',
  'image/png',
  'image/jpeg',
  'image/webp',
] as const;
export type ProviderThumbnailType = (typeof PROVIDER_THUMBNAIL_TYPES)[number];
/** A launch call to the provider gives up after this long (503). */
export const PROVIDER_LAUNCH_TIMEOUT_MS = 8_000;
/** A real-money launch token lives this long (the provider's wallet calls carry it). */
export const PROVIDER_LAUNCH_TOKEN_TTL_SECONDS = 24 * 60 * 60;
/** The page polls a running import this often. */
export const PROVIDER_IMPORT_POLL_MS = 1_000;

const M = PROVIDER_ADMIN_MESSAGES;

// ---------------------------------------------------------------------------------------------
// Integrations
// ---------------------------------------------------------------------------------------------

const httpUrl = z
  .string()
  .trim()
  .max(500)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, M.urlInvalid);

const key = z.string().trim().min(1).max(10_000);

export const providerIntegrationIdParams = z.object({ id: z.coerce.number().int().positive() });
export const providerImportParams = z.object({
  id: z.coerce.number().int().positive(),
  importId: z.coerce.number().int().positive(),
});

/** A new integration. Keys of the other signing are ignored. */
export const adminProviderIntegrationCreate = z
  .object({
    code: z
      .string()
      .trim()
      .min(2)
      .max(40)
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, M.codeInvalid),
    name: z.string().trim().min(1).max(80),
    signing: z.enum(PROVIDER_SIGNINGS),
    secret: key.optional(),
    provider_public_key: key.optional(),
    operator_private_key: key.optional(),
    launch_url: httpUrl,
    feed_url: httpUrl.nullable().optional(),
    enabled: z.boolean().default(false),
  })
  .superRefine((value, context) => {
    if (value.signing === 'hmac-sha256' && !value.secret) {
      context.addIssue({ code: 'custom', path: ['secret'], message: M.secretRequired });
    }
    if (
      value.signing === 'rsa-sha256' &&
      (!value.provider_public_key || !value.operator_private_key)
    ) {
      context.addIssue({
        code: 'custom',
        path: [value.provider_public_key ? 'operator_private_key' : 'provider_public_key'],
        message: M.rsaKeysRequired,
      });
    }
  });
export type AdminProviderIntegrationCreate = z.infer<typeof adminProviderIntegrationCreate>;
/** As a client sends it: `enabled` may be left out (it defaults to false). */
export type AdminProviderIntegrationCreateInput = z.input<typeof adminProviderIntegrationCreate>;

/**
 * An edit names only what changes; a key left out (or empty in the form) stays as it is. The
 * code is fixed: it is in the wallet's paths and in the ledger's references.
 */
export const adminProviderIntegrationUpdate = z.object({
  name: z.string().trim().min(1).max(80).optional(),
  signing: z.enum(PROVIDER_SIGNINGS).optional(),
  secret: key.optional(),
  provider_public_key: key.optional(),
  operator_private_key: key.optional(),
  launch_url: httpUrl.optional(),
  feed_url: httpUrl.nullable().optional(),
  enabled: z.boolean().optional(),
});
export type AdminProviderIntegrationUpdate = z.infer<typeof adminProviderIntegrationUpdate>;

export const PROVIDER_IMPORT_STATUSES = ['running', 'done', 'failed'] as const;
export const PROVIDER_IMPORT_SOURCES = ['feed', 'upload'] as const;

export const providerImportRejection = z.object({
  /** 1-based: the game's place in the JSON list, or its CSV line (the header is line 1). */
  row: z.number().int(),
  game_code: z.string().nullable(),
  reason: z.string(),
});

/** One import: its progress while it runs, its counts when done. */
export const adminProviderImport = z
  .object({
    id: z.number().int(),
    integration_id: z.number().int(),
    status: z.enum(PROVIDER_IMPORT_STATUSES),
    source: z.enum(PROVIDER_IMPORT_SOURCES),
    /** Rows read from the feed (0 until it is read). */
    total: z.number().int(),
    /** Rows written so far. */
    processed: z.number().int(),
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    /** Games of this integration that the feed no longer lists. */
    unpublished: z.number().int(),
    rejected: z.number().int(),
    rejections: z.array(providerImportRejection),
    thumbnails_fetched: z.number().int(),
    thumbnails_failed: z.number().int(),
    /** Why a failed import failed, as an error code and its English text. */
    error_code: z.string().nullable(),
    error: z.string().nullable(),
    started_at: z.string(),
    finished_at: z.string().nullable(),
  })
  .meta({ id: 'AdminProviderImport' });
export type AdminProviderImport = z.infer<typeof adminProviderImport>;

export const adminProviderIntegration = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    signing: z.enum(PROVIDER_SIGNINGS),
    /** Keys are never answered: only whether they are set. */
    secret_set: z.boolean(),
    provider_public_key_set: z.boolean(),
    operator_private_key_set: z.boolean(),
    launch_url: z.string(),
    feed_url: z.string().nullable(),
    enabled: z.boolean(),
    /** Its games in the catalogue, and how many of them are published. */
    games_total: z.number().int(),
    games_published: z.number().int(),
    last_import: adminProviderImport.nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminProviderIntegration' });
export type AdminProviderIntegration = z.infer<typeof adminProviderIntegration>;
export const adminProviderIntegrationList = z
  .object({ integrations: z.array(adminProviderIntegration) })
  .meta({ id: 'AdminProviderIntegrations' });
export type AdminProviderIntegrationList = z.infer<typeof adminProviderIntegrationList>;
