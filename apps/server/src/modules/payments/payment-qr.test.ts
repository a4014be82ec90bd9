import { describe, expect, it } from 'vitest';
import { paymentUri, qrCodeDataUrl } from './payment-qr.js';

const SVG_DATA_URL_PREFIX = 'data:image/svg+xml;base64,';

describe('paymentUri', () => {
  it.each([
    [
      'BTC',
      'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
      '0.00150000',
      'bitcoin:bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu?amount=0.0015',
    ],
    [
      'LTC',
      'ltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kgmn4n9',
      '2',
      'litecoin:ltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kgmn4n9?amount=2',
    ],
    [
      'DOGE',
      'DFpN6QqFfUm3gKNaxN6tNcab1FArL9cZLE',
      '150.10000000',
      'dogecoin:DFpN6QqFfUm3gKNaxN6tNcab1FArL9cZLE?amount=150.1',
    ],
    [
      'BCH',
      'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a',
      '0.5',
      'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a?amount=0.5',
    ],
    [
      'XRP',
      'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
      '25.000000',
      'ripple:rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh?amount=25',
    ],
    [
      'TRX',
      'TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC',
      '10.5',
      'tron:TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC?amount=10.5',
    ],
    [
      'ETH',
      '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
      '0.0015',
      'ethereum:0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf?value=1500000000000000',
    ],
    [
      'BNB',
      '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
      '1',
      'ethereum:0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf@56?value=1000000000000000000',
    ],
    [
      'USDC',
      '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
      '100',
      'ethereum:0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
    ],
    [
      'USDT',
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      '100',
      'tron:TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    ],
  ] as const)('writes a %s URI', (coin, address, amount, expected) => {
    expect(paymentUri(coin, address, amount)).toBe(expected);
  });

  it('leaves the amount out when there is none', () => {
    expect(paymentUri('BTC', 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu')).toBe(
      'bitcoin:bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
    );
    expect(paymentUri('ETH', '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf')).toBe(
      'ethereum:0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
    );
  });

  it('adds the bitcoincash scheme only to an address that lacks it', () => {
    expect(paymentUri('BCH', 'qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a')).toBe(
      'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a',
    );
    expect(paymentUri('BCH', '1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu')).toBe(
      'bitcoincash:1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu',
    );
  });

  it('refuses an amount that is not an exact coin amount', () => {
    expect(() =>
      paymentUri('BTC', 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', '0.000000001'),
    ).toThrow(RangeError);
    expect(() => paymentUri('BTC', 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', '1e-3')).toThrow(
      RangeError,
    );
    expect(() => paymentUri('ETH', '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf', '-1')).toThrow(
      RangeError,
    );
  });
});

describe('qrCodeDataUrl', () => {
  it('makes a base64 SVG data URL', async () => {
    const url = await qrCodeDataUrl(
      'bitcoin:bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu?amount=0.0015',
    );
    expect(url.startsWith(SVG_DATA_URL_PREFIX)).toBe(true);
    const svg = Buffer.from(url.slice(SVG_DATA_URL_PREFIX.length), 'base64').toString('utf8');
    expect(svg).toContain('<svg');
    expect(svg).toContain('</svg>');
  });

  it('is deterministic and differs with the text', async () => {
    const first = await qrCodeDataUrl('bitcoin:bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu');
    expect(await qrCodeDataUrl('bitcoin:bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu')).toBe(first);
    expect(await qrCodeDataUrl('bitcoin:bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g')).not.toBe(
      first,
    );
  });

  it('refuses empty and oversized text', async () => {
    await expect(qrCodeDataUrl('')).rejects.toThrow(RangeError);
    await expect(qrCodeDataUrl('x'.repeat(2101))).rejects.toThrow(RangeError);
  });
});
