import { secp256k1 } from '@noble/curves/secp256k1.js';
import { hex } from '@scure/base';
import { decode as libraryDecode } from 'light-bolt11-decoder';
import { describe, expect, it } from 'vitest';
import { decodeInvoice, encodeInvoice, InvoiceFormatError } from './bolt11.js';

/*
 * Test vectors of BOLT #11 ("Examples"): signed with the spec's published private key
 * e126f68f…b734, whose node key is 03e7156a…d9ad; payment hash 0001020304…0102.
 */
const SPEC_NODE_SECRET = hex.decode(
  'e126f68f7eafcc8b74f54d269fe206be715000f94dac067d1c04a8ca3b2db734',
);
const SPEC_NODE_KEY = '03e7156ae33b0a208d0744199163177e909e80176e55d97a2f221ede0f934dd9ad';
const SPEC_PAYMENT_HASH = '0001020304050607080900010203040506070809000102030405060708090102';

/** "Please send $3 for a cup of coffee to the same peer, within one minute". */
const CUP_OF_COFFEE =
  'lnbc2500u1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpuaztrnwngzn3kdzw5hydlzf03qdgm2hdq27cqv3agm2awhz5se903vruatfhq77w3ls4evs3ch9zw97j25emudupq63nyw24cg27h2rspfj9srp';
/** "The same, on testnet, with a fallback address mk2QpYatsKicvFVuTAQLBryyccRXMUaGHP". */
const TESTNET_FALLBACK =
  'lntb20m1pvjluezhp58yjmdan79s6qqdhdzgynm4zwqd5d7xmw5fk98klysy043l2ahrqspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqfpp3x9et2e20v6pu37c5d9vax37wxq72un98kmzzhznpurw9sgl2v0nklu2g4d0keph5t7tj9tcqd8rexnd07ux4uv2cjvcqwaxgj7v4uwn5wmypjd5n69z2xm3xgksg28nwht7f6zspwp3f9t';

describe('BOLT #11 decoding', () => {
  it('reads the spec’s coffee invoice and recovers the payee from the signature', () => {
    const invoice = decodeInvoice(CUP_OF_COFFEE);
    expect(invoice).toMatchObject({
      network: 'mainnet',
      amountMsat: 250_000_000n,
      timestamp: 1496314658,
      expirySeconds: 60,
      paymentHash: SPEC_PAYMENT_HASH,
      description: '1 cup coffee',
      payeeNodeKey: SPEC_NODE_KEY,
    });
    expect(invoice.expiresAt.toISOString()).toBe(new Date(1496314718_000).toISOString());
  });

  it('reads a testnet invoice with a description hash and a fallback address', () => {
    const invoice = decodeInvoice(TESTNET_FALLBACK);
    expect(invoice.network).toBe('testnet');
    expect(invoice.amountMsat).toBe(2_000_000_000n);
    expect(invoice.descriptionHash).toBe(
      '3925b6f67e2c340036ed12093dd44e0368df1b6ea26c53dbe4811f58fd5db8c1',
    );
    expect(invoice.payeeNodeKey).toBe(SPEC_NODE_KEY);
    expect(invoice.expirySeconds).toBe(3600);
  });

  it('accepts upper case and a lightning: scheme, as QR codes carry them', () => {
    expect(decodeInvoice(`lightning:${CUP_OF_COFFEE.toUpperCase()}`).paymentHash).toBe(
      SPEC_PAYMENT_HASH,
    );
  });

  it('refuses a changed character, an on-chain address and a forged signature', () => {
    const changed = CUP_OF_COFFEE.charAt(20) === 'q' ? 'p' : 'q';
    const typo = `${CUP_OF_COFFEE.slice(0, 20)}${changed}${CUP_OF_COFFEE.slice(21)}`;
    expect(() => decodeInvoice(typo)).toThrow(InvoiceFormatError);
    expect(() => decodeInvoice('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toThrow(
      InvoiceFormatError,
    );
    const other = secp256k1.utils.randomSecretKey();
    const forged = encodeInvoice(
      {
        network: 'mainnet',
        amountMsat: 1000n,
        timestamp: 1_700_000_000,
        paymentHash: hex.decode(SPEC_PAYMENT_HASH),
        paymentSecret: new Uint8Array(32).fill(7),
        description: 'x',
        expirySeconds: 600,
        minFinalCltvExpiry: 18,
      },
      other,
    );
    // Signed by another key: it decodes, but to that key, not the spec's node.
    expect(decodeInvoice(forged).payeeNodeKey).not.toBe(SPEC_NODE_KEY);
    expect(() => decodeInvoice('not an invoice')).toThrow(InvoiceFormatError);
  });
});

describe('BOLT #11 encoding', () => {
  const fields = {
    network: 'regtest' as const,
    timestamp: 1_795_000_000,
    paymentHash: hex.decode(SPEC_PAYMENT_HASH),
    paymentSecret: new Uint8Array(32).fill(0x11),
    description: 'Satsino sandbox deposit',
    expirySeconds: 900,
    minFinalCltvExpiry: 40,
  };

  it.each([
    [123_000n, 'lnbcrt1230n1'],
    [250_000_000n, 'lnbcrt2500u1'],
    [100_000_000_000n, 'lnbcrt11'],
    [1n, 'lnbcrt10p1'],
  ])('writes %s msat as %s and reads it back', (amountMsat, prefix) => {
    const invoice = encodeInvoice({ ...fields, amountMsat }, SPEC_NODE_SECRET);
    expect(invoice.startsWith(prefix)).toBe(true);
    const decoded = decodeInvoice(invoice);
    expect(decoded.amountMsat).toBe(amountMsat);
    expect(decoded.payeeNodeKey).toBe(SPEC_NODE_KEY);
    expect(decoded.expirySeconds).toBe(900);
    expect(decoded.description).toBe('Satsino sandbox deposit');
  });

  it('writes invoices that a standard BOLT #11 library reads the same way', () => {
    const invoice = encodeInvoice({ ...fields, amountMsat: 150_000_000n }, SPEC_NODE_SECRET);
    const sections = libraryDecode(invoice).sections;
    const section = (name: string) =>
      sections.find((candidate) => candidate.name === name) as { value?: unknown } | undefined;
    expect(section('amount')?.value).toBe('150000000');
    expect(section('payment_hash')?.value).toBe(SPEC_PAYMENT_HASH);
    expect(section('description')?.value).toBe('Satsino sandbox deposit');
    expect(section('timestamp')?.value).toBe(1_795_000_000);
    expect(section('expiry')?.value).toBe(900);
    expect(libraryDecode(invoice).expiry).toBe(900);
  });
});
