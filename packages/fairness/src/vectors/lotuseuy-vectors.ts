/*
 * Published vectors of lotuseuy/stake-provably-fair-verifier
 * (https://github.com/lotuseuy/stake-provably-fair-verifier), recorded from real Stake bets:
 * one revealed seed pair per game and the result of every nonce in a range. Copied as data only,
 * from the files named on each constant (commits 7465260e6dea4837c60f4441d3bff9d5a17af7e8 and
 * 794f875bf6dab522ba6c2501a928f45171ece275). Rolls and stoppages keep the repository's text
 * (two decimals); cards are indexes into Stake's table (0 = ♦2 … 51 = ♣A), listed as the
 * repository's verifier deals them: one float per card, in order.
 */

export interface NonceRange<Result> {
  serverSeed: string;
  /** SHA-256 of the server seed as Stake showed it before the seed was revealed. */
  serverSeedHash: string;
  clientSeed: string;
  firstNonce: number;
  /** results[i] is the result of nonce firstNonce + i. */
  results: readonly Result[];
}

/** Tests/Games/Dice.test.js: 49 dice rolls, nonces 3–51. */
export const LOTUSEUY_DICE: NonceRange<string> = {
  serverSeed: '0f6e8aba300b7f1217ee46606773cf6046b524f74505cf2124ffe181ad6b9dbf',
  serverSeedHash: '97139e593bce24783a3c4be064b07a07952e08f7f6f5d16a28abfc69c8453f99',
  clientSeed: 'aR3kRBVn',
  firstNonce: 3,
  results: [
    '59.67',
    '75.88',
    '12.86',
    '28.39',
    '29.19',
    '1.43',
    '16.06',
    '45.69',
    '3.44',
    '84.18',
    '6.97',
    '21.98',
    '32.30',
    '73.17',
    '24.28',
    '1.62',
    '38.07',
    '45.90',
    '20.33',
    '0.06',
    '92.84',
    '91.58',
    '5.82',
    '30.36',
    '52.19',
    '88.18',
    '48.29',
    '0.26',
    '6.56',
    '13.50',
    '86.27',
    '98.51',
    '41.90',
    '99.18',
    '15.90',
    '0.80',
    '66.35',
    '26.37',
    '45.98',
    '1.82',
    '44.77',
    '28.58',
    '92.02',
    '67.25',
    '40.15',
    '89.87',
    '85.34',
    '59.78',
    '30.35',
  ],
};

/** Tests/Games/Limbo.test.js: 49 limbo stoppages, nonces 1–49. */
export const LOTUSEUY_LIMBO: NonceRange<string> = {
  serverSeed: '0723cade85eb0996f4a20eabedd973fae0e301e709f34bc87be5bf7f347f7aab',
  serverSeedHash: '2d370d8dd501039579530f781d5cac42c0897ff47fb69352a46e4c2f773e029e',
  clientSeed: 'Hxn8AwMB',
  firstNonce: 1,
  results: [
    '4.39',
    '7.63',
    '2.87',
    '11.04',
    '2.46',
    '1.52',
    '1.17',
    '1.05',
    '1.16',
    '4.85',
    '1.36',
    '4.35',
    '2.68',
    '2.22',
    '1.02',
    '1.25',
    '1.51',
    '1.72',
    '14.50',
    '2.45',
    '1.62',
    '1.46',
    '1.04',
    '121.88',
    '1.27',
    '2.77',
    '4.49',
    '1.12',
    '1.87',
    '7.39',
    '3.85',
    '1.73',
    '2.35',
    '43.25',
    '6.90',
    '2.98',
    '95.56',
    '6.52',
    '2.72',
    '1.15',
    '1.43',
    '5.56',
    '1.31',
    '1.40',
    '3.55',
    '16.63',
    '1.06',
    '2.58',
    '9.08',
  ],
};

/** Tests/Games/Roulette.test.js: 49 roulette pockets, nonces 1–49. */
export const LOTUSEUY_ROULETTE: NonceRange<number> = {
  serverSeed: '2c4f173f849a236499c5f6b7fe245a2d1b20d1c00f28caa7aa9186b9b0137138',
  serverSeedHash: 'f94239a8450e06eacc15ebdba496b67b98594c365ebe529a178e5a13df9abb79',
  clientSeed: 'OpNst_Ro',
  firstNonce: 1,
  results: [
    14, 11, 16, 22, 21, 33, 14, 1, 25, 14, 34, 22, 26, 28, 34, 36, 29, 35, 18, 5, 19, 13, 0, 14, 9,
    25, 24, 24, 8, 15, 14, 23, 24, 11, 23, 22, 8, 21, 33, 9, 11, 31, 32, 35, 12, 1, 17, 8, 14,
  ],
};

/**
 * Tests/Games/Cards.Blackjack.test.js: 21 recorded blackjack hands, nonces 1–21, each the cards
 * the hand used (player, dealer and every draw) in the order of their floats.
 */
export const LOTUSEUY_BLACKJACK: NonceRange<readonly number[]> = {
  serverSeed: 'abf5e01d286b951bf4ef72b87720aeed3889b467660deeec3a0b1df677282ad6',
  serverSeedHash: 'abc88e14244679872089502840777fef301cd3dd958922face034bc704350b1d',
  clientSeed: 'oTmxwsdI',
  firstNonce: 1,
  results: [
    [42, 37, 30, 11, 45],
    [27, 9, 18, 46, 20, 0],
    [32, 32, 40, 42],
    [42, 21, 18, 5, 16, 46],
    [34, 38, 50, 19, 25],
    [30, 48, 22, 29, 36],
    [40, 4, 34, 2, 17],
    [27, 23, 37, 36, 37],
    [17, 7, 10, 1, 49, 17, 36],
    [10, 6, 9, 45, 39, 0, 18],
    [39, 40, 36, 11, 17],
    [17, 39, 44, 51],
    [2, 41, 13, 13, 20, 47],
    [17, 16, 17, 39, 43, 24, 35, 6],
    [34, 50, 51, 2],
    [33, 50, 19, 14],
    [33, 2, 44, 12, 27, 50, 23],
    [8, 44, 49, 51, 2, 7],
    [44, 4, 15, 0, 19, 21, 16],
    [23, 51, 32, 46],
    [49, 32, 1, 22],
  ],
};

/** Tests/Games/Cards.Hilo.test.js: the cards of 11 hilo games, nonces 23–33. */
export const LOTUSEUY_HILO: NonceRange<readonly number[]> = {
  serverSeed: 'ae5baafb37cfd372fcf07cc85d3b924af4ad1691dd451529b13bf8f272926525',
  serverSeedHash: '3ac95843b5415eef35cbd1556879739e9e766dcf2811265c8e2ca1f45a06d4cc',
  clientSeed: '7pwXtJ6R',
  firstNonce: 23,
  results: [
    [49],
    [19, 19, 48],
    [38, 19, 19, 39],
    [15, 11],
    [34, 45],
    [2, 30, 3, 9, 27, 50, 18, 42, 45],
    [37],
    [22, 28, 2, 24, 14],
    [30],
    [35],
    [33, 26, 25, 17, 30, 2, 31, 15, 12, 35, 47, 20, 3, 2, 21, 27],
  ],
};

/** Tests/Games/Cards.Baccarat.test.js: the cards of 11 baccarat games, nonces 12–22. */
export const LOTUSEUY_BACCARAT: NonceRange<readonly number[]> = {
  serverSeed: 'ae5baafb37cfd372fcf07cc85d3b924af4ad1691dd451529b13bf8f272926525',
  serverSeedHash: '3ac95843b5415eef35cbd1556879739e9e766dcf2811265c8e2ca1f45a06d4cc',
  clientSeed: '7pwXtJ6R',
  firstNonce: 12,
  results: [
    [37, 24, 3, 4],
    [49, 37, 6, 40, 26],
    [3, 47, 22, 14, 25, 22],
    [29, 42, 35, 15],
    [49, 28, 42, 24],
    [7, 16, 32, 43],
    [27, 38, 3, 25],
    [34, 24, 28, 6],
    [47, 14, 17, 27, 33],
    [25, 46, 30, 44],
    [23, 9, 2, 10, 11],
  ],
};

/** Tests/Hashes/Default.test.js: 13 revealed Stake server seeds and the hashes shown before. */
export const LOTUSEUY_SEED_HASHES: readonly { serverSeed: string; serverSeedHash: string }[] = [
  {
    serverSeed: 'ae5baafb37cfd372fcf07cc85d3b924af4ad1691dd451529b13bf8f272926525',
    serverSeedHash: '3ac95843b5415eef35cbd1556879739e9e766dcf2811265c8e2ca1f45a06d4cc',
  },
  {
    serverSeed: 'abf5e01d286b951bf4ef72b87720aeed3889b467660deeec3a0b1df677282ad6',
    serverSeedHash: 'abc88e14244679872089502840777fef301cd3dd958922face034bc704350b1d',
  },
  {
    serverSeed: 'f19428a59b46edad1f01ecdb37561fc69a6911ab395fe4ee4afce83a9f154372',
    serverSeedHash: 'e170635e3b9282a8f46687947f559b34a1421f95f107cc4fca0f2c2e9fff0c48',
  },
  {
    serverSeed: '0f6e8aba300b7f1217ee46606773cf6046b524f74505cf2124ffe181ad6b9dbf',
    serverSeedHash: '97139e593bce24783a3c4be064b07a07952e08f7f6f5d16a28abfc69c8453f99',
  },
  {
    serverSeed: '9f7e2493d3e64681667295f3a2ffd7da0fcf1d24181bbb1ca71df589304e878d',
    serverSeedHash: 'd6679446de4072486dbcbed19aaaa4c93c8d8fa02afe57efe17ad1b0632593cf',
  },
  {
    serverSeed: '0723cade85eb0996f4a20eabedd973fae0e301e709f34bc87be5bf7f347f7aab',
    serverSeedHash: '2d370d8dd501039579530f781d5cac42c0897ff47fb69352a46e4c2f773e029e',
  },
  {
    serverSeed: 'e8c495e2af38633f6ad42e0da12c8e3de7420d5284d054e36e83fdd2f13db44d',
    serverSeedHash: 'ec8cb86c52ac4bfeb60ce5bc2d5d7b7d91036dc543c006febf7ad46ea0636b50',
  },
  {
    serverSeed: '05ab9aeec2e6a8cd924f2aeab4dabe68f53c75c43c5fde1f2e0b5103cdd8efc9',
    serverSeedHash: '892c49b804dea2b7ab4845b70f5a0ad8fbe05a6d90a6defb4b532112b87b6889',
  },
  {
    serverSeed: '2c4f173f849a236499c5f6b7fe245a2d1b20d1c00f28caa7aa9186b9b0137138',
    serverSeedHash: 'f94239a8450e06eacc15ebdba496b67b98594c365ebe529a178e5a13df9abb79',
  },
  {
    serverSeed: 'e53bf7c2493baffcf1fbc7a63673f54cb5bb7a50a9b6a8e5b0ff1fefbd27ac6e',
    serverSeedHash: 'cd4da1cace16ad892760b38b18b72adb86dc5f007d1390d805ac452c4a9ef270',
  },
  {
    serverSeed: 'accc520a414257281e9259fe5515f56e7f6882a7bfab78707158f95b444a8332',
    serverSeedHash: '1a4fea0d96d381839c573dfb8020e46347405eafcbdc540d76d135d946515609',
  },
  {
    serverSeed: '94487b24ed990e977c5c386bf78f4196bc8a35dd268b5459166e4b277d705cfb',
    serverSeedHash: '3b9b9836373cab637ca6705a7506a59bcc2a72a20722a1cbfc206a6026cb2554',
  },
  {
    serverSeed: 'bcd8de8d37565eb34905a85dcd8eb07e62c992a351f42f34368d597578d8f0ee',
    serverSeedHash: '4919e0b93d6b73199c3ad0e67316211eb7e0c59e8c695c30e6b7efaa9a255748',
  },
];
