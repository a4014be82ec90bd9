/*
 * Published vectors of KyranRana/stake-provably-fair-api
 * (https://github.com/KyranRana/stake-provably-fair-api, commit 5dd1aad6a0625f07aad04ddba52a7a0f2c23c146):
 *
 * - the three seed triples of src/test/resources/GameSeeds.json;
 * - per triple, the HMAC blocks (`hmacsUsed`) and floats of
 *   src/test/generators/FloatGenerator.test.ts (floats as printed there, to 12 decimals);
 * - the dice roll, limbo result and roulette pocket of src/test/Dice.test.ts,
 *   src/test/Limbo.test.ts and src/test/Roulette.test.ts;
 * - the first 10, 20 and 30 cards of src/test/Cards.test.ts (Stake's blackjack / hilo stream).
 *
 * Each test there links the same seeds to Stake's own calculator
 * (https://stake.com/provably-fair/calculation?clientSeed=…&game=…&nonce=…&serverSeed=…), so these
 * are the results Stake itself shows. Copied as data only; cards are written in Stake's notation
 * (suit symbol then rank) so the test compares them with Stake's card table, not with ours.
 */

export interface KyranRanaRound {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  /** HMAC_SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`) in hex, cursor 0, 1, … */
  blocks: readonly string[];
  floats: readonly number[];
  diceRoll: number;
  limboResult: number;
  roulettePocket: number;
  cards: readonly string[];
}

export const KYRANRANA_ROUNDS: readonly KyranRanaRound[] = [
  {
    serverSeed: '18e93f4a7b5b58d2569765766d1b6c3296bbd8430d6f20249044d72f14720159',
    clientSeed: 'bb62964774',
    nonce: 1,
    blocks: [
      'c590d171e39b70404ee1fff2ce09c3e1090688e1320a9cd27f58b1ac3dfa8c92',
      '98e4513c6a0c341d2c3323a84166c5c0f5be65b369787c8e633146b66e98ff67',
    ],
    floats: [
      0.771740999306, 0.889090552926, 0.308135983068, 0.804836504394, 0.035255961353, 0.19547443511,
      0.497447113506, 0.242104325909, 0.597233845852, 0.414248711662,
    ],
    diceRoll: 77.18,
    limboResult: 1.28,
    roulettePocket: 28,
    cards: ['♦Q', '♠K', '♦6', '♥Q', '♥2', '♠4', '♥8', '♦5', '♣9', '♥7'],
  },
  {
    serverSeed: 'a9a09f7f84c9dc6d4f46f9b702d8e7e211e1fc219ac10e1145c4ca032eb000c6',
    clientSeed: '3c83fc7e07',
    nonce: 3,
    blocks: [
      '322ab22075326005adcf6abfb26f8ec77426ad03afff325946541dfb53fedc60',
      '17bbc18f09b1cbcd60738e3185455b7a424cbef404b96e9e89775c5711787f59',
      '09c0ad13225307187bd1d3e8c4510a52f5cb1c857e1d956d45069a9e4396d411',
    ],
    floats: [
      0.195963986218, 0.457799912663, 0.678946181899, 0.697014735779, 0.453715146286,
      0.687487742165, 0.274721025256, 0.328107617795, 0.092708680546, 0.037869203137, 0.37676323601,
      0.520589558873,
    ],
    diceRoll: 19.59,
    limboResult: 5.05,
    roulettePocket: 7,
    cards: [
      '♠4',
      '♣7',
      '♣10',
      '♦J',
      '♣7',
      '♣10',
      '♠5',
      '♥6',
      '♦3',
      '♥2',
      '♣6',
      '♣8',
      '♥5',
      '♦2',
      '♣8',
      '♣2',
      '♥2',
      '♠3',
      '♥8',
      '♣J',
    ],
  },
  {
    serverSeed: 'a5022ccf5dd5a76d2014278e3d91d1dfc47c3f12e683ea0c8151fdc2f944beb1',
    clientSeed: '8b3ca8298c',
    nonce: 54,
    blocks: [
      '904e9ab7d196e089042c7f2de3ee9a8a33dc4f417d1450ab7edf8fc3b1e863c4',
      '34b2400ee9da856aa70693ce07dd99fe094746243b0788a526cd1272c83e490b',
      '607b405fd2b702baea8f8173e809e309ea0edb292815b3f5628af9f3fbaea1f7',
      'fe0acfc9c2b559eaa7bc1997dc64f2f1c649416796d3aca153dee8e10264ea71',
    ],
    floats: [
      0.56369940727, 0.818708451698, 0.016303966986, 0.890359553043, 0.202580407495, 0.488591233967,
      0.495598778827, 0.694952235557, 0.20584488241, 0.913490618113, 0.65244411258, 0.030725121032,
      0.03624380473, 0.230583706172, 0.151566651184, 0.782200398622, 0.376880667871,
    ],
    diceRoll: 56.37,
    limboResult: 1.75,
    roulettePocket: 20,
    cards: [
      '♥9',
      '♠Q',
      '♦2',
      '♠K',
      '♠4',
      '♥8',
      '♥8',
      '♦J',
      '♠4',
      '♣K',
      '♥10',
      '♥2',
      '♥2',
      '♣4',
      '♣3',
      '♦Q',
      '♣6',
      '♠Q',
      '♣K',
      '♣K',
      '♣K',
      '♦4',
      '♦7',
      '♣A',
      '♣A',
      '♣J',
      '♠10',
      '♦K',
      '♦Q',
      '♠9',
    ],
  },
];
