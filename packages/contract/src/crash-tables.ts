/**
 * The crash tables (SPEC §2: /games/crash, /games/crashbull, /games/crashsw) and their names:
 * constants only, apart from crash.ts's schemas, so that the web's routes can list the tables
 * without building every crash schema while the first page starts (issue 12).
 */

export const CRASH_TABLES = ['crash', 'crashbull', 'crashsw'] as const;
export type CrashTable = (typeof CRASH_TABLES)[number];

export function isCrashTable(value: string): value is CrashTable {
  return (CRASH_TABLES as readonly string[]).includes(value);
}

/** The tables' names as players see them (brand names, the same in every language). */
export const CRASH_TABLE_NAMES: Record<CrashTable, string> = {
  crash: 'Crash',
  crashbull: 'Crash Bull',
  crashsw: 'Crash Spacewalk',
};
