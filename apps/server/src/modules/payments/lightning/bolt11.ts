import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bech32, hex } from '@scure/base';

/*
 * BOLT #11 payment requests: enough of the spec to write the sandbox's invoices and to read and
 * check any invoice a player pastes (checksum, amount, expiry, network and signature). Fields we
 * do not use (routing hints, fallback addresses) are skipped, as the spec tells readers to.
 */

/** The BOLT #11 currency prefixes of Bitcoin; the longer ones first, so `bcrt` is not read as `bc`. */
export const LIGHTNING_NETWORKS = {
  regtest: 'bcrt',
  signet: 'tbs',
  testnet: 'tb',
  mainnet: 'bc',
} as const;
export type LightningNetwork = keyof typeof LIGHTNING_NETWORKS;

/** The expiry a reader assumes when the invoice has no `x` field (BOLT #11). */
export const DEFAULT_EXPIRY_SECONDS = 3600;
/** Invoices longer than this are refused before any work is done on them. */
export const MAX_INVOICE_LENGTH = 2048;

const MSAT_PER_BTC = 100_000_000_000n;
/** Multiplier letters and how many millisatoshis one unit of each is (pico is a tenth). */
const MULTIPLIER_MSAT: Record<string, bigint> = { m: 100_000_000n, u: 100_000n, n: 100n };

const TAG = {
  paymentHash: 1,
  routeHint: 3,
  features: 5,
  expiry: 6,
  fallback: 9,
  description: 13,
  paymentSecret: 16,
  payeeNodeKey: 19,
  descriptionHash: 23,
  minFinalCltvExpiry: 24,
} as const;

const TIMESTAMP_WORDS = 7;
const SIGNATURE_WORDS = 104;

export class InvoiceFormatError extends Error {
  override name = 'InvoiceFormatError';
}

export interface DecodedInvoice {
  paymentRequest: string;
  network: LightningNetwork;
  /** Null for an amountless invoice ("any amount"). */
  amountMsat: bigint | null;
  /** Seconds since 1970. */
  timestamp: number;
  expirySeconds: number;
  expiresAt: Date;
  paymentHash: string;
  paymentSecret: string | null;
  description: string | null;
  descriptionHash: string | null;
  /** The payee's node key, hex: from the `n` field or recovered from the signature. */
  payeeNodeKey: string;
  minFinalCltvExpiry: number;
}

export interface InvoiceToEncode {
  network: LightningNetwork;
  amountMsat: bigint | null;
  timestamp: number;
  paymentHash: Uint8Array;
  paymentSecret: Uint8Array;
  description: string;
  expirySeconds: number;
  minFinalCltvExpiry: number;
}

/** Regroups bits (5 → 8 or 8 → 5), padding the last group with zeros as BOLT #11 signs it. */
function convertBits(data: ArrayLike<number>, from: number, to: number, pad: boolean): number[] {
  let accumulator = 0;
  let bits = 0;
  const out: number[] = [];
  const mask = (1 << to) - 1;
  for (let i = 0; i < data.length; i++) {
    accumulator = (accumulator << from) | (data[i] ?? 0);
    bits += from;
    while (bits >= to) {
      bits -= to;
      out.push((accumulator >> bits) & mask);
    }
    accumulator &= (1 << bits) - 1;
  }
  if (pad && bits > 0) out.push((accumulator << (to - bits)) & mask);
  return out;
}

function wordsToInt(words: readonly number[]): number {
  let value = 0;
  for (const word of words) value = value * 32 + word;
  return value;
}

function intToWords(value: number, minLength = 1): number[] {
  const words: number[] = [];
  let rest = value;
  while (rest > 0) {
    words.unshift(rest % 32);
    rest = Math.floor(rest / 32);
  }
  while (words.length < minLength) words.unshift(0);
  return words;
}

function encodeAmount(amountMsat: bigint): string {
  if (amountMsat <= 0n) throw new RangeError('An invoice amount must be positive');
  if (amountMsat % MSAT_PER_BTC === 0n) return (amountMsat / MSAT_PER_BTC).toString();
  for (const [letter, unit] of Object.entries(MULTIPLIER_MSAT)) {
    if (amountMsat % unit === 0n) return `${amountMsat / unit}${letter}`;
  }
  return `${amountMsat * 10n}p`;
}

function decodeAmount(text: string): bigint | null {
  if (text === '') return null;
  const match = /^([1-9]\d{0,20})([munp]?)$/.exec(text);
  if (!match) throw new InvoiceFormatError('The invoice amount is malformed');
  const value = BigInt(match[1] ?? '0');
  const multiplier = match[2] ?? '';
  if (multiplier === '') return value * MSAT_PER_BTC;
  if (multiplier === 'p') {
    if (value % 10n !== 0n) throw new InvoiceFormatError('A pico amount must end in 0');
    return value / 10n;
  }
  return value * (MULTIPLIER_MSAT[multiplier] ?? 0n);
}

function parsePrefix(humanReadablePart: string): {
  network: LightningNetwork;
  amountMsat: bigint | null;
} {
  if (!humanReadablePart.startsWith('ln')) {
    throw new InvoiceFormatError('Not a Lightning invoice');
  }
  const rest = humanReadablePart.slice(2);
  for (const [network, prefix] of Object.entries(LIGHTNING_NETWORKS) as [
    LightningNetwork,
    string,
  ][]) {
    if (rest.startsWith(prefix) && /^(\d.*)?$/.test(rest.slice(prefix.length))) {
      return { network, amountMsat: decodeAmount(rest.slice(prefix.length)) };
    }
  }
  throw new InvoiceFormatError('The invoice is for an unknown currency');
}

/** The bytes BOLT #11 signs: the prefix as UTF-8, then the data words (no signature), padded. */
function signingMessage(humanReadablePart: string, dataWords: readonly number[]): Uint8Array {
  const prefix = new TextEncoder().encode(humanReadablePart);
  const data = convertBits(dataWords, 5, 8, true);
  return Uint8Array.of(...prefix, ...data);
}

function taggedField(tag: number, words: readonly number[]): number[] {
  if (words.length >= 1024) throw new RangeError('Tagged field too long');
  return [tag, words.length >> 5, words.length & 31, ...words];
}

/** Writes and signs a payment request with the node's secret key. */
export function encodeInvoice(invoice: InvoiceToEncode, nodeSecretKey: Uint8Array): string {
  if (invoice.paymentHash.length !== 32 || invoice.paymentSecret.length !== 32) {
    throw new RangeError('Payment hash and secret are 32 bytes');
  }
  const humanReadablePart = `ln${LIGHTNING_NETWORKS[invoice.network]}${
    invoice.amountMsat === null ? '' : encodeAmount(invoice.amountMsat)
  }`;
  const description = new TextEncoder().encode(invoice.description);
  const data = [
    ...intToWords(invoice.timestamp, TIMESTAMP_WORDS),
    ...taggedField(TAG.paymentHash, convertBits(invoice.paymentHash, 8, 5, true)),
    ...taggedField(TAG.paymentSecret, convertBits(invoice.paymentSecret, 8, 5, true)),
    ...taggedField(TAG.description, convertBits(description, 8, 5, true)),
    ...taggedField(TAG.expiry, intToWords(invoice.expirySeconds)),
    ...taggedField(TAG.minFinalCltvExpiry, intToWords(invoice.minFinalCltvExpiry)),
    // var_onion_optin (bit 8) and payment_secret (bit 14) required: what every wallet sends today.
    ...taggedField(TAG.features, intToWords((1 << 8) | (1 << 14))),
  ];
  const recovered = secp256k1.sign(signingMessage(humanReadablePart, data), nodeSecretKey, {
    prehash: true,
    format: 'recovered',
  });
  // noble puts the recovery id first; BOLT #11 wants r ‖ s ‖ recovery id.
  const signature = Uint8Array.of(...recovered.subarray(1), recovered[0] ?? 0);
  return bech32.encode(humanReadablePart, [...data, ...convertBits(signature, 8, 5, true)], false);
}

/**
 * Reads a payment request and checks its signature. Throws InvoiceFormatError for anything that
 * is not a well-formed, correctly signed BOLT #11 invoice.
 */
export function decodeInvoice(paymentRequest: string): DecodedInvoice {
  const text = paymentRequest.trim().replace(/^lightning:/i, '');
  if (text.length > MAX_INVOICE_LENGTH) throw new InvoiceFormatError('The invoice is too long');
  let decoded: { prefix: string; words: number[] };
  try {
    decoded = bech32.decode(text.toLowerCase() as `${string}1${string}`, false);
  } catch {
    throw new InvoiceFormatError('The invoice is not valid bech32');
  }
  const { network, amountMsat } = parsePrefix(decoded.prefix);
  const words = decoded.words;
  if (words.length < TIMESTAMP_WORDS + SIGNATURE_WORDS) {
    throw new InvoiceFormatError('The invoice is too short');
  }
  const dataWords = words.slice(0, -SIGNATURE_WORDS);
  const signature = Uint8Array.from(convertBits(words.slice(-SIGNATURE_WORDS), 5, 8, false));
  const timestamp = wordsToInt(dataWords.slice(0, TIMESTAMP_WORDS));

  let paymentHash: string | null = null;
  let paymentSecret: string | null = null;
  let description: string | null = null;
  let descriptionHash: string | null = null;
  let nodeKey: Uint8Array | null = null;
  let expirySeconds = DEFAULT_EXPIRY_SECONDS;
  let minFinalCltvExpiry = 18;
  let position = TIMESTAMP_WORDS;
  while (position < dataWords.length) {
    const tag = dataWords[position] ?? 0;
    const length = ((dataWords[position + 1] ?? 0) << 5) | (dataWords[position + 2] ?? 0);
    const field = dataWords.slice(position + 3, position + 3 + length);
    if (field.length !== length) throw new InvoiceFormatError('A tagged field is cut short');
    position += 3 + length;
    const bytes = () => Uint8Array.from(convertBits(field, 5, 8, false));
    switch (tag) {
      case TAG.paymentHash:
        if (length === 52 && paymentHash === null) paymentHash = hex.encode(bytes());
        break;
      case TAG.paymentSecret:
        if (length === 52 && paymentSecret === null) paymentSecret = hex.encode(bytes());
        break;
      case TAG.descriptionHash:
        if (length === 52) descriptionHash = hex.encode(bytes());
        break;
      case TAG.payeeNodeKey:
        if (length === 53) nodeKey = bytes();
        break;
      case TAG.description:
        try {
          description = new TextDecoder('utf-8', { fatal: true }).decode(bytes());
        } catch {
          throw new InvoiceFormatError('The description is not UTF-8');
        }
        break;
      case TAG.expiry:
        expirySeconds = wordsToInt(field);
        break;
      case TAG.minFinalCltvExpiry:
        minFinalCltvExpiry = wordsToInt(field);
        break;
      default:
        // Unknown fields, routing hints, fallback addresses and features: not needed here.
        break;
    }
  }
  if (paymentHash === null) throw new InvoiceFormatError('The invoice has no payment hash');

  const message = signingMessage(decoded.prefix, dataWords);
  const recoveryId = signature[64] ?? 255;
  if (recoveryId > 3) throw new InvoiceFormatError('The signature is malformed');
  const compact = signature.subarray(0, 64);
  let payeeNodeKey: Uint8Array;
  try {
    if (nodeKey) {
      if (!secp256k1.verify(compact, message, nodeKey, { prehash: true, lowS: false })) {
        throw new InvoiceFormatError('The signature does not match the payee');
      }
      payeeNodeKey = nodeKey;
    } else {
      payeeNodeKey = secp256k1.recoverPublicKey(Uint8Array.of(recoveryId, ...compact), message, {
        prehash: true,
      });
    }
  } catch (error) {
    if (error instanceof InvoiceFormatError) throw error;
    throw new InvoiceFormatError('The signature is invalid');
  }

  return {
    paymentRequest: text.toLowerCase(),
    network,
    amountMsat,
    timestamp,
    expirySeconds,
    expiresAt: new Date((timestamp + expirySeconds) * 1000),
    paymentHash,
    paymentSecret,
    description,
    descriptionHash,
    payeeNodeKey: hex.encode(payeeNodeKey),
    minFinalCltvExpiry,
  };
}

/** The payment hash of a preimage: what proves a payment. */
export const paymentHashOf = (preimage: Uint8Array) => hex.encode(sha256(preimage));
