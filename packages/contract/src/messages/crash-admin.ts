/**
 * The texts of ../crash-admin.ts's answers, apart from its schemas: errors.ts and the web's first
 * page read them without building any schema (issue 12).
 */
/** Rounds in one chain: at most a million, which takes a server a few seconds to hash. */
export const CRASH_CHAIN_MIN_LENGTH = 1;

export const CRASH_CHAIN_MAX_LENGTH = 1_000_000;

/** Bitcoin block heights a chain may promise (the chain is near 900,000 in 2025). */
export const CRASH_BLOCK_HEIGHT_MAX = 10_000_000;

/** A publication may be scheduled at most this far ahead. */
export const CRASH_PUBLISH_AHEAD_MAX_DAYS = 30;

export const CRASH_ADMIN_MESSAGES = {
  tableInvalid: 'Choose the table: crash, crashbull or crashsw.',
  blockHeightInvalid: `Enter the promised Bitcoin block height, a whole number from 1 to ${CRASH_BLOCK_HEIGHT_MAX}.`,
  lengthInvalid: `A chain has from ${CRASH_CHAIN_MIN_LENGTH} to ${CRASH_CHAIN_MAX_LENGTH} rounds.`,
  publishAtInvalid: `Publish now or at a time within the next ${CRASH_PUBLISH_AHEAD_MAX_DAYS} days.`,
  saltInvalid: 'Enter the block hash: 64 hexadecimal characters.',
  saltNotBlockHash: 'This is not a Bitcoin block hash: a block hash starts with at least 8 zeros.',
  chainNotFound: 'There is no crash chain with this id.',
  notPublished: 'This chain is not published yet: its salt can only be entered after publication.',
  saltAlreadySet: 'This chain already has its salt; a salt is entered once.',
  chainWaiting:
    'This table already has a chain waiting for its block: enter that salt before publishing another chain.',
} as const;
