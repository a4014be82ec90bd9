import { hex } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { decodeCashAddr, encodeCashAddr } from './cashaddr.js';

// Test vectors of the CashAddr specification ("Larger test vectors"): prefix, type, hash.
const SPEC_VECTORS = [
  [
    'bitcoincash:qr6m7j9njldwwzlg9v7v53unlr4jkmx6eylep8ekg2',
    0,
    'f5bf48b397dae70be82b3cca4793f8eb2b6cdac9',
  ],
  [
    'bchtest:pr6m7j9njldwwzlg9v7v53unlr4jkmx6eyvwc0uz5t',
    1,
    'f5bf48b397dae70be82b3cca4793f8eb2b6cdac9',
  ],
  [
    'pref:pr6m7j9njldwwzlg9v7v53unlr4jkmx6ey65nvtks5',
    1,
    'f5bf48b397dae70be82b3cca4793f8eb2b6cdac9',
  ],
  [
    'prefix:0r6m7j9njldwwzlg9v7v53unlr4jkmx6ey3qnjwsrf',
    15,
    'f5bf48b397dae70be82b3cca4793f8eb2b6cdac9',
  ],
  [
    'bitcoincash:q9adhakpwzztepkpwp5z0dq62m6u5v5xtyj7j3h2ws4mr9g0',
    0,
    '7adbf6c17084bc86c1706827b41a56f5ca32865925e946ea',
  ],
  [
    'bitcoincash:qgagf7w02x4wnz3mkwnchut2vxphjzccwxgjvvjmlsxqwkcw59jxxuz',
    0,
    '3a84f9cf51aae98a3bb3a78bf16a6183790b18719126325bfc0c075b',
  ],
  [
    'bitcoincash:qvch8mmxy0rtfrlarg7ucrxxfzds5pamg73h7370aa87d80gyhqxq5nlegake',
    0,
    '3173ef6623c6b48ffd1a3dcc0cc6489b0a07bb47a37f47cfef4fe69de825c060',
  ],
  [
    'bchtest:pnq8zwpj8cq05n7pytfmskuk9r4gzzel8qtsvwz79zdskftrzxtar994cgutavfklvmgm6ynej',
    1,
    'c07138323e00fa4fc122d3b85b9628ea810b3f381706385e289b0b25631197d194b5c238beb136fb',
  ],
  [
    'bitcoincash:qh3krj5607v3qlqh5c3wq3lrw3wnuxw0sp8dv0zugrrt5a3kj6ucysfz8kxwv2k53krr7n933jfsunqex2w82sl',
    0,
    'e361ca9a7f99107c17a622e047e3745d3e19cf804ed63c5c40c6ba763696b98241223d8ce62ad48d863f4cb18c930e4c',
  ],
  [
    'bitcoincash:qlg0x333p4238k0qrc5ej7rzfw5g8e4a4r6vvzyrcy8j3s5k0en7calvclhw46hudk5flttj6ydvjc0pv3nchp52amk97tqa5zygg96mtky5sv5w',
    0,
    'd0f346310d5513d9e01e299978624ba883e6bda8f4c60883c10f28c2967e67ec77ecc7eeeaeafc6da89fad72d11ac961e164678b868aeeec5f2c1da08884175b',
  ],
] as const;

describe('CashAddr', () => {
  it.each(SPEC_VECTORS)('decodes and re-encodes the spec vector %s', (address, type, hashHex) => {
    const decoded = decodeCashAddr(address);
    expect(decoded.prefix).toBe(address.slice(0, address.indexOf(':')));
    expect(decoded.type).toBe(type);
    expect(hex.encode(decoded.hash)).toBe(hashHex);
    expect(encodeCashAddr(decoded)).toBe(address);
  });

  it('reads an address without its prefix as bitcoincash, and upper case like lower case', () => {
    const full = 'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a';
    const expected = decodeCashAddr(full);
    expect(decodeCashAddr('qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a')).toEqual(expected);
    expect(decodeCashAddr(full.toUpperCase())).toEqual(expected);
    // Checked under the other prefix, the checksum no longer holds.
    expect(() => decodeCashAddr('qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a', 'bchtest')).toThrow(
      /checksum/,
    );
  });

  it('refuses a flipped character, mixed case, foreign characters and bad sizes', () => {
    expect(() => decodeCashAddr('bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6c')).toThrow(
      /checksum/,
    );
    expect(() => decodeCashAddr('bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvY22gdx6a')).toThrow(
      /mixed case/,
    );
    expect(() => decodeCashAddr('bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvb22gdx6a')).toThrow(
      /invalid character/,
    );
    expect(() => decodeCashAddr('bitcoincash:')).toThrow();
    expect(() => decodeCashAddr('bitcoincash:qqqqqqqq')).toThrow();
    expect(() =>
      encodeCashAddr({ prefix: 'bitcoincash', type: 0, hash: new Uint8Array(21) }),
    ).toThrow(RangeError);
    expect(() =>
      encodeCashAddr({ prefix: 'bitcoincash', type: 16, hash: new Uint8Array(20) }),
    ).toThrow(RangeError);
    expect(() =>
      encodeCashAddr({ prefix: 'Bad Prefix', type: 0, hash: new Uint8Array(20) }),
    ).toThrow();
  });

  it('round-trips every type and hash size', () => {
    for (const size of [20, 24, 28, 32, 40, 48, 56, 64]) {
      for (const type of [0, 1, 2, 3, 15]) {
        const hash = Uint8Array.from({ length: size }, (_, i) => (i * 37 + type) & 0xff);
        const address = encodeCashAddr({ prefix: 'bitcoincash', type, hash });
        expect(decodeCashAddr(address)).toEqual({ prefix: 'bitcoincash', type, hash });
      }
    }
  });
});
