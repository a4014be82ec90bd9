import { describe, expect, it } from 'vitest';
import {
  isValidTxid,
  REJECT_REASON_MAX_LENGTH,
  rejectReasonProblem,
  TXID_MAX_LENGTH,
  TXID_MIN_LENGTH,
} from './withdrawal-forms';

describe('rejectReasonProblem', () => {
  it('asks for a reason', () => {
    expect(rejectReasonProblem('')).toBe('missing');
    expect(rejectReasonProblem('   ')).toBe('missing');
  });

  it('accepts up to the contract limit', () => {
    expect(rejectReasonProblem('Address belongs to a sanctioned service')).toBeUndefined();
    expect(rejectReasonProblem('x'.repeat(REJECT_REASON_MAX_LENGTH))).toBeUndefined();
    expect(rejectReasonProblem('x'.repeat(REJECT_REASON_MAX_LENGTH + 1))).toBe('tooLong');
  });
});

describe('isValidTxid', () => {
  it('matches the contract limits the message names', () => {
    expect(isValidTxid('a'.repeat(TXID_MIN_LENGTH - 1))).toBe(false);
    expect(isValidTxid('a'.repeat(TXID_MIN_LENGTH))).toBe(true);
    expect(isValidTxid('a'.repeat(TXID_MAX_LENGTH))).toBe(true);
    expect(isValidTxid('a'.repeat(TXID_MAX_LENGTH + 1))).toBe(false);
  });

  it('does not count surrounding spaces', () => {
    expect(isValidTxid(`  ${'a'.repeat(TXID_MIN_LENGTH - 1)}  `)).toBe(false);
  });
});
