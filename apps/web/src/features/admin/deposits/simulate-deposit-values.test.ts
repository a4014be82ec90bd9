import { describe, expect, it } from 'vitest';
import {
  EMPTY_SIMULATE_DEPOSIT,
  SIMULATED_CONFIRMATIONS_MAX,
  SIMULATED_TXID_MAX_LENGTH,
  SIMULATED_TXID_MIN_LENGTH,
  simulateDepositBody,
} from './simulate-deposit-values';

const address = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';

describe('simulateDepositBody', () => {
  it('sends only what was given, the amount as a string', () => {
    expect(
      simulateDepositBody({ ...EMPTY_SIMULATE_DEPOSIT, address, crypto_amount: '0.0015' }),
    ).toEqual({
      ok: true,
      body: { address, crypto_amount: '0.0015', output_index: 0 },
    });
  });

  it('reads a decimal comma and trims the fields', () => {
    const parsed = simulateDepositBody({
      address: ` ${address} `,
      crypto_amount: ' 0,5 ',
      confirmations: ' 3 ',
      txid: ' 4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b ',
    });
    expect(parsed).toEqual({
      ok: true,
      body: {
        address,
        crypto_amount: '0.5',
        confirmations: 3,
        txid: '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b',
        output_index: 0,
      },
    });
  });

  it('names every wrong field, in the order of the form', () => {
    expect(
      simulateDepositBody({
        address: ' ',
        crypto_amount: '1e-3',
        confirmations: '2.5',
        txid: 'short',
      }),
    ).toEqual({ ok: false, invalid: ['address', 'crypto_amount', 'confirmations', 'txid'] });
  });

  it('refuses an empty amount and negative or huge confirmations', () => {
    const base = { ...EMPTY_SIMULATE_DEPOSIT, address };
    expect(simulateDepositBody(base)).toEqual({ ok: false, invalid: ['crypto_amount'] });
    expect(simulateDepositBody({ ...base, crypto_amount: '1', confirmations: '-1' })).toEqual({
      ok: false,
      invalid: ['confirmations'],
    });
    expect(
      simulateDepositBody({
        ...base,
        crypto_amount: '1',
        confirmations: String(SIMULATED_CONFIRMATIONS_MAX + 1),
      }),
    ).toEqual({ ok: false, invalid: ['confirmations'] });
  });

  it('matches the contract limits the messages name', () => {
    const base = { ...EMPTY_SIMULATE_DEPOSIT, address, crypto_amount: '1' };
    const okWith = (change: Partial<typeof base>) => simulateDepositBody({ ...base, ...change }).ok;
    expect(okWith({ confirmations: '0' })).toBe(true);
    expect(okWith({ confirmations: String(SIMULATED_CONFIRMATIONS_MAX) })).toBe(true);
    expect(okWith({ txid: 'a'.repeat(SIMULATED_TXID_MIN_LENGTH - 1) })).toBe(false);
    expect(okWith({ txid: 'a'.repeat(SIMULATED_TXID_MIN_LENGTH) })).toBe(true);
    expect(okWith({ txid: 'a'.repeat(SIMULATED_TXID_MAX_LENGTH) })).toBe(true);
    expect(okWith({ txid: 'a'.repeat(SIMULATED_TXID_MAX_LENGTH + 1) })).toBe(false);
  });
});
