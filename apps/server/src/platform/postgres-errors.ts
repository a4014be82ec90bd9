/*
 * PostgreSQL's refusals that the application answers, not just logs: the one place that reads
 * SQLSTATE codes. Each check takes node-postgres's error as it comes from a raw query, or the
 * error Drizzle wraps it in (the original is its `cause`).
 */
const UNIQUE_VIOLATION = '23505';
const CHECK_VIOLATION = '23514';
/** A delete refused by a foreign key: 23001 for ON DELETE RESTRICT, 23503 for NO ACTION. */
const STILL_REFERENCED = new Set(['23001', '23503']);

interface PostgresError {
  code?: unknown;
  constraint?: unknown;
}

function postgresError(error: unknown): PostgresError {
  if (typeof error !== 'object' || error === null) return {};
  const { code, cause } = error as PostgresError & { cause?: unknown };
  if (code === undefined && typeof cause === 'object' && cause !== null) {
    return cause as PostgresError;
  }
  return error as PostgresError;
}

function violates(error: unknown, sqlState: string, constraint?: string): boolean {
  const { code, constraint: name } = postgresError(error);
  return code === sqlState && (constraint === undefined || name === constraint);
}

/** A unique index refused a row (the named one, or any when no name is given). */
export const isUniqueViolation = (error: unknown, constraint?: string) =>
  violates(error, UNIQUE_VIOLATION, constraint);

/** The name of the unique index that refused a row, if that is what happened. */
export function violatedUniqueIndex(error: unknown): string | undefined {
  const { code, constraint } = postgresError(error);
  return code === UNIQUE_VIOLATION && typeof constraint === 'string' ? constraint : undefined;
}

/** A CHECK constraint refused a row (the named one, or any). */
export const isCheckViolation = (error: unknown, constraint?: string) =>
  violates(error, CHECK_VIOLATION, constraint);

/** A foreign key refused to let a row go that other rows still refer to. */
export function isStillReferenced(error: unknown): boolean {
  const { code } = postgresError(error);
  return typeof code === 'string' && STILL_REFERENCED.has(code);
}
