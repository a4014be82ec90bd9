import { CRASH_TABLES } from '@satsino/contract/crash';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { crashChains } from '../../modules/crash/crash.schema.js';
import { generateChain } from '../../modules/crash/crash-chains.js';

/**
 * A real, historical seeding-event salt: the hash of Bitcoin block 505,750, which bustabit
 * promised in its 2018 seeding event (bitcointalk topic 2807542) and which its verifier uses as the
 * salt of its 2018 chain. Mined in late January 2018.
 */
export const DEMO_SALT_BLOCK = {
  height: 505_750,
  hash: '0000000000000000004d6ec16dafe9d8370958664c1dc422f452892264c59526',
} as const;

/**
 * Demo data only: the demo chains are made at the first start, years after that block, so their
 * publication time is set to a moment before it (the day bustabit's own promise stood) to show
 * the order a real seeding event has. A real chain is published by an operator, and its salt can
 * be entered only after that publication (the database refuses anything else).
 */
const DEMO_PUBLISHED_AT = new Date('2018-01-20T00:00:00Z');
/** About eleven days of rounds per table, as the operator's default. */
const DEMO_CHAIN_LENGTH = 100_000;

/**
 * Each crash table gets a salted chain so the demo's tables run at once. Idempotent: a table that
 * has any chain (the operator's, or the demo's from an earlier start) is left as it is.
 */
export async function seedDemoCrashChains(db: Db): Promise<void> {
  for (const table of CRASH_TABLES) {
    const existing = await db
      .select({ id: crashChains.id })
      .from(crashChains)
      .where(eq(crashChains.tableSlug, table))
      .limit(1);
    if (existing.length > 0) continue;
    const chain = await generateChain(DEMO_CHAIN_LENGTH);
    await db.insert(crashChains).values({
      tableSlug: table,
      seed: chain.seed,
      terminatingHash: chain.terminatingHash,
      length: chain.length,
      checkpoints: chain.checkpoints,
      publishedAt: DEMO_PUBLISHED_AT,
      promisedBlockHeight: DEMO_SALT_BLOCK.height,
      salt: DEMO_SALT_BLOCK.hash,
      saltedAt: new Date(),
    });
  }
}
