import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import {
  isCheckViolation,
  isStillReferenced,
  isUniqueViolation,
  violatedUniqueIndex,
} from './postgres-errors.js';

/** node-postgres's error as a raw query throws it. */
const driverError = (code: string, constraint?: string) =>
  Object.assign(new Error('refused'), { code, constraint });

/** The same error as Drizzle throws it: wrapped, the driver's as its cause. */
const wrapped = (cause: Error) => new DrizzleQueryError('insert into …', [], cause);

describe('postgres errors', () => {
  it('tells a unique violation, of any index or of the named one, raw or wrapped by Drizzle', () => {
    for (const error of [
      driverError('23505', 'users_email_lower_key'),
      wrapped(driverError('23505', 'users_email_lower_key')),
    ]) {
      expect(isUniqueViolation(error)).toBe(true);
      expect(isUniqueViolation(error, 'users_email_lower_key')).toBe(true);
      expect(isUniqueViolation(error, 'users_name_lower_key')).toBe(false);
      expect(violatedUniqueIndex(error)).toBe('users_email_lower_key');
    }
  });

  it('does not take another refusal, or something that is no database error, for one', () => {
    const check = driverError('23514', 'ledger_accounts_balance_check');
    expect(isUniqueViolation(check)).toBe(false);
    expect(violatedUniqueIndex(check)).toBeUndefined();
    expect(isCheckViolation(check, 'ledger_accounts_balance_check')).toBe(true);
    expect(isCheckViolation(wrapped(check), 'ledger_accounts_balance_check')).toBe(true);
    for (const other of [undefined, null, 'text', 42, new Error('plain')]) {
      expect(isUniqueViolation(other)).toBe(false);
      expect(violatedUniqueIndex(other)).toBeUndefined();
      expect(isCheckViolation(other)).toBe(false);
      expect(isStillReferenced(other)).toBe(false);
    }
  });

  it('tells a delete that other rows still refer to, under RESTRICT and under NO ACTION', () => {
    expect(isStillReferenced(wrapped(driverError('23001')))).toBe(true);
    expect(isStillReferenced(wrapped(driverError('23503')))).toBe(true);
    expect(isStillReferenced(driverError('23505'))).toBe(false);
  });
});
