/** The public list of every crash chain and its seeding event (linked from each table). */
export const CRASH_CHAINS_PATH = '/provably-fair/crash';
