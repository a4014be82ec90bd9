import { z } from 'zod';
import { CRASH_TABLES, crashChain } from './crash.js';
import {
  CRASH_ADMIN_MESSAGES,
  CRASH_BLOCK_HEIGHT_MAX,
  CRASH_CHAIN_MAX_LENGTH,
  CRASH_CHAIN_MIN_LENGTH,
  CRASH_PUBLISH_AHEAD_MAX_DAYS,
} from './messages/crash-admin.js';

// The texts live apart from the schemas, so that a reader of the error texts builds no schema.
export {
  CRASH_ADMIN_MESSAGES,
  CRASH_BLOCK_HEIGHT_MAX,
  CRASH_CHAIN_MAX_LENGTH,
  CRASH_CHAIN_MIN_LENGTH,
  CRASH_PUBLISH_AHEAD_MAX_DAYS,
};

/*
 * The operator's side of the crash seeding event (issue 11): publish a new chain with the Bitcoin
 * block promised as its salt, and enter that block's hash once it is mined. Admins only.
 */

/**
 * Every Bitcoin block hash meets at least the minimum proof of work (difficulty 1): its first 32
 * bits are zero. A salt that does not is not a block hash (a transaction id or a typo).
 */
export const BLOCK_HASH_LEADING_ZEROS = 8;

/** `POST /api/admin/crash/chains`. */
export const crashChainCreateRequest = z
  .object({
    table: z.enum(CRASH_TABLES, { error: CRASH_ADMIN_MESSAGES.tableInvalid }),
    promised_block_height: z
      .number({ error: CRASH_ADMIN_MESSAGES.blockHeightInvalid })
      .int(CRASH_ADMIN_MESSAGES.blockHeightInvalid)
      .min(1, CRASH_ADMIN_MESSAGES.blockHeightInvalid)
      .max(CRASH_BLOCK_HEIGHT_MAX, CRASH_ADMIN_MESSAGES.blockHeightInvalid),
    /** Rounds in the chain; the server's default when left out. */
    length: z
      .number({ error: CRASH_ADMIN_MESSAGES.lengthInvalid })
      .int(CRASH_ADMIN_MESSAGES.lengthInvalid)
      .min(CRASH_CHAIN_MIN_LENGTH, CRASH_ADMIN_MESSAGES.lengthInvalid)
      .max(CRASH_CHAIN_MAX_LENGTH, CRASH_ADMIN_MESSAGES.lengthInvalid)
      .optional(),
    /** When the terminating hash becomes public; now when left out. */
    publish_at: z.iso.datetime({ error: CRASH_ADMIN_MESSAGES.publishAtInvalid }).optional(),
  })
  .meta({ id: 'CrashChainCreateRequest' });
export type CrashChainCreateRequest = z.infer<typeof crashChainCreateRequest>;

const BLOCK_HASH = /^[0-9a-f]{64}$/;

/**
 * The salt as the operator pastes it: surrounding spaces go, upper case becomes lower case (the
 * salt is used as lowercase hex text, as bustabit's); anything else must be a block hash.
 */
export function normalizeBlockHash(value: string): string {
  return value.trim().toLowerCase();
}

/** What is wrong with a block hash as typed, or undefined. Shared by the form and the server. */
export function blockHashProblem(value: string): string | undefined {
  const hash = normalizeBlockHash(value);
  if (!BLOCK_HASH.test(hash)) return CRASH_ADMIN_MESSAGES.saltInvalid;
  if (!hash.startsWith('0'.repeat(BLOCK_HASH_LEADING_ZEROS))) {
    return CRASH_ADMIN_MESSAGES.saltNotBlockHash;
  }
  return undefined;
}

/** `PUT /api/admin/crash/chains/{id}/salt`: the promised block's hash. */
export const crashChainSaltRequest = z
  .object({
    salt: z
      .string({ error: CRASH_ADMIN_MESSAGES.saltInvalid })
      .max(200, CRASH_ADMIN_MESSAGES.saltInvalid)
      .superRefine((value, context) => {
        const problem = blockHashProblem(value);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      })
      .transform(normalizeBlockHash),
  })
  .meta({ id: 'CrashChainSaltRequest' });
export type CrashChainSaltRequest = z.input<typeof crashChainSaltRequest>;

export const crashChainIdParams = z.object({
  id: z.coerce
    .number({ error: CRASH_ADMIN_MESSAGES.chainNotFound })
    .int(CRASH_ADMIN_MESSAGES.chainNotFound)
    .positive(CRASH_ADMIN_MESSAGES.chainNotFound)
    .max(2_147_483_647, CRASH_ADMIN_MESSAGES.chainNotFound),
});

/** `GET /api/admin/crash/chains`: every chain, scheduled ones included, newest first. */
export const adminCrashChainList = z.array(crashChain).meta({ id: 'AdminCrashChainList' });
