import * as site from '../modules/site/site.schema.js';

/**
 * Every table, gathered for Drizzle's relational queries. Each domain keeps its tables in its
 * own `<domain>.schema.ts`; drizzle-kit reads the same files to generate migrations.
 */
export const schema = { ...site };
