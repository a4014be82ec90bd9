import {
  type SimulateDepositRequest,
  simulateDepositRequest,
} from '@satsino/contract/wallet-admin';

/** The simulate form as typed: text fields, the optional ones empty when not given. */
// A type rather than an interface: the form state wants a record of fields.
export type SimulateDepositValues = {
  address: string;
  crypto_amount: string;
  confirmations: string;
  txid: string;
};

export type SimulateDepositField = 'address' | 'crypto_amount' | 'confirmations' | 'txid';

export const EMPTY_SIMULATE_DEPOSIT: SimulateDepositValues = {
  address: '',
  crypto_amount: '',
  confirmations: '',
  txid: '',
};

/*
 * The contract's schema checks the request; these limits only word the messages, and
 * simulate-deposit-values.test.ts fails if they stop matching it.
 */
export const SIMULATED_CONFIRMATIONS_MAX = 1_000_000;
export const SIMULATED_TXID_MIN_LENGTH = 8;
export const SIMULATED_TXID_MAX_LENGTH = 128;

export type SimulateDepositParse =
  | { ok: true; body: SimulateDepositRequest }
  | { ok: false; invalid: readonly SimulateDepositField[] };

const FIELDS: readonly SimulateDepositField[] = [
  'address',
  'crypto_amount',
  'confirmations',
  'txid',
];

function isField(name: PropertyKey | undefined): name is SimulateDepositField {
  return FIELDS.some((field) => field === name);
}

/**
 * The request of the form's values, or the fields that are wrong. Operators type amounts in
 * their own locale, so a decimal comma is read as the point; the amount stays a string (a
 * float would round it).
 */
export function simulateDepositBody(values: SimulateDepositValues): SimulateDepositParse {
  const confirmations = values.confirmations.trim();
  const txid = values.txid.trim();
  const candidate = {
    address: values.address,
    crypto_amount: values.crypto_amount.trim().replace(',', '.'),
    // Not a whole number: NaN, which the schema refuses like any other wrong number.
    confirmations:
      confirmations === '' ? undefined : /^\d+$/.test(confirmations) ? Number(confirmations) : NaN,
    txid: txid === '' ? undefined : txid,
  };
  const result = simulateDepositRequest.safeParse(candidate);
  if (result.success) {
    return { ok: true, body: result.data };
  }
  const invalid = new Set<SimulateDepositField>();
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isField(field)) {
      invalid.add(field);
    }
  }
  return { ok: false, invalid: FIELDS.filter((field) => invalid.has(field)) };
}
