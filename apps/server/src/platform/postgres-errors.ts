/** PostgreSQL's SQLSTATE codes the application answers, not just logs. */
const UNIQUE_VIOLATION = '23505';
const CHECK_VIOLATION = '23514';

function violates(error: unknown, sqlState: string, constraint?: string): boolean {
  const { code, constraint: name } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === sqlState && (constraint === undefined || name === constraint);
}

/** A unique index refused a row (the named one, or any when no name is given). */
export const isUniqueViolation = (error: unknown, constraint?: string) =>
  violates(error, UNIQUE_VIOLATION, constraint);

/** A CHECK constraint refused a row (the named one, or any). */
export const isCheckViolation = (error: unknown, constraint?: string) =>
  violates(error, CHECK_VIOLATION, constraint);
