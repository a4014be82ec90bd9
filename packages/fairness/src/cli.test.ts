import { describe, expect, it } from 'vitest';
import { runCli } from './cli.js';
import { KYRANRANA_ROUNDS } from './vectors/kyranrana-vectors.js';
import { LOTUSEUY_BLACKJACK, LOTUSEUY_SEED_HASHES } from './vectors/lotuseuy-vectors.js';

/*
 * The command line on published vectors: what a player outside the site would type, and what
 * it must print. bin/satsino-fairness.js only prints `runCli`'s answer and exits with its code.
 */

const [vector] = KYRANRANA_ROUNDS;
if (vector === undefined) throw new Error('no KyranRana vector');
const seedArgs = [
  '--server-seed',
  vector.serverSeed,
  '--client-seed',
  vector.clientSeed,
  '--nonce',
  String(vector.nonce),
];

/**
 * bustabit's games 12,306,894 and 12,306,895 of its current chain (salt: the Bitcoin block hash
 * of its seeding event), as bustabit shows them; github.com/bustabit/verifier src/constants.ts.
 */
const BUSTABIT_SALT = '00000000000000000001e08b7fd44f95e3e950ac65650a8031a6d5e1750e34be';
const BUSTABIT_GAME = '94e66d98029c61ecd27c4fb6b381d401c823cf3dfbdac9246756d5b655e125aa';
const BUSTABIT_PREVIOUS_GAME = '8d3b9726ca7bc5e3637bf2079e09eaf2a9d67df4e6f50ff23a7b593bd802cca6';

function run(...args: string[]) {
  return runCli(args);
}

function runJson(...args: string[]) {
  const result = runCli([...args, '--json']);
  expect(result.stderr).toBe('');
  expect(result.exitCode).toBe(0);
  return JSON.parse(result.stdout);
}

describe('satsino-fairness verify', () => {
  it('prints the limbo result Stake shows for a published vector', () => {
    const result = run('verify', '--game', 'limbo', ...seedArgs, '--target', '1.25');
    expect(result).toMatchObject({ exitCode: 0, stderr: '' });
    expect(result.stdout).toMatch(/^Result {8}1\.28×$/m);
    expect(result.stdout).toMatch(/^Target {8}1\.25×$/m);
    // A 1.00 bet at 1.25× won: 125 minor units, a whole number, so no extra float decides it.
    expect(result.stdout).toMatch(/^Payout {8}125 minor units \(1\.25× the stake\)$/m);
  });

  it('answers the same as JSON', () => {
    const answer = runJson(
      'verify',
      '--game',
      'limbo',
      ...seedArgs,
      '--target',
      '2',
      '--bet',
      '10',
    );
    expect(answer).toMatchObject({
      game: 'limbo',
      serverSeed: vector.serverSeed,
      clientSeed: vector.clientSeed,
      nonce: vector.nonce,
      outcome: { engine: 'limbo', result_multiplier: vector.limboResult, target_multiplier: 2 },
      stake: 10,
      payout: 0,
      finished: true,
    });
    expect(answer.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('rolls the published dice and roulette results', () => {
    const dice = runJson(
      'verify',
      '--game',
      'dice',
      ...seedArgs,
      '--target',
      '50.5',
      '--condition',
      'over',
    );
    expect(dice.outcome).toEqual({
      engine: 'dice',
      roll: vector.diceRoll,
      target: 50.5,
      condition: 'over',
      win_chance: 49.5,
    });
    const bets = JSON.stringify([
      { kind: 'straight', numbers: [vector.roulettePocket], amount: 10 },
    ]);
    const roulette = runJson('verify', '--game', 'roulette', ...seedArgs, '--bets', bets);
    expect(roulette.outcome).toMatchObject({ number: vector.roulettePocket });
    expect(roulette).toMatchObject({ stake: 10, payout: 360 });
  });

  it('replays a recorded blackjack hand from its actions', () => {
    // lotuseuy's nonce 2: ♣8 ♥4 against ♠6 ♠K; the player hits a ♦7, stands on 19, the dealer
    // draws a ♦2 to 18.
    const result = run(
      'verify',
      '--game',
      'blackjack',
      '--server-seed',
      LOTUSEUY_BLACKJACK.serverSeed,
      '--client-seed',
      LOTUSEUY_BLACKJACK.clientSeed,
      '--nonce',
      '2',
      '--actions',
      'hit,stand',
    );
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toMatch(/^Player {8}♣8 ♥4 ♦7 \(19\)$/m);
    expect(result.stdout).toMatch(/^Dealer {8}♠6 ♠K ♦2 \(18\)$/m);
    expect(result.stdout).toMatch(/^Status {8}win$/m);
  });

  it('shows a hand that waits for actions, with the dealer hole card hidden', () => {
    const answer = runJson(
      'verify',
      '--game',
      'blackjack',
      '--server-seed',
      LOTUSEUY_BLACKJACK.serverSeed,
      '--client-seed',
      LOTUSEUY_BLACKJACK.clientSeed,
      '--nonce',
      '2',
    );
    expect(answer.finished).toBe(false);
    expect(answer.outcome.dealer).toEqual([{ rank: '6', suit: 'spades' }]);
    expect(answer.outcome.actions).toEqual(['hit', 'stand', 'double']);
  });

  it('draws a slot theme as its 5 × 3 grid', () => {
    const result = run('verify', '--game', 'slots', '--variant', 'fruit-fiesta', ...seedArgs);
    expect(result.exitCode).toBe(0);
    const answer = runJson('verify', '--game', 'slots', '--variant', 'fruit-fiesta', ...seedArgs);
    const rows = [0, 1, 2].map((row) =>
      (answer.outcome.reels as string[][]).map((reel) => reel[row]).join(' | '),
    );
    expect(answer.outcome.reels).toHaveLength(5);
    expect(result.stdout).toContain(`Reels         ${rows[0]}\n              ${rows[1]}\n`);
  });

  it("computes a crash point from bustabit's published game", () => {
    const result = run(
      'verify',
      '--game',
      'crash',
      '--hash',
      BUSTABIT_GAME,
      '--salt',
      BUSTABIT_SALT,
    );
    expect(result.stdout).toMatch(/^Crash point {3}4\.26×$/m);
    const answer = runJson(
      'verify',
      '--game',
      'crash',
      '--hash',
      BUSTABIT_GAME,
      '--salt',
      BUSTABIT_SALT,
    );
    expect(answer).toMatchObject({ crashPoint: 4.26, previousHash: BUSTABIT_PREVIOUS_GAME });
  });
});

describe('satsino-fairness hash', () => {
  it('prints the SHA-256 Stake showed for a revealed seed', () => {
    const [seed] = LOTUSEUY_SEED_HASHES;
    const result = run('hash', '--server-seed', seed?.serverSeed ?? '');
    expect(result.stdout).toMatch(new RegExp(`^SHA-256 {7}${seed?.serverSeedHash}$`, 'm'));
    expect(runJson('hash', '--server-seed', seed?.serverSeed ?? '')).toEqual(seed);
  });
});

describe('satsino-fairness mistakes', () => {
  it.each([
    ['an unknown game', ['--game', 'poker', ...seedArgs], '--game is one of'],
    ['a missing seed', ['--game', 'limbo', '--target', '2'], '--server-seed is required.'],
    ['a word for a number', ['--game', 'limbo', ...seedArgs, '--target', 'two'], 'is a number'],
    ['a negative nonce', ['--game', 'limbo', ...seedArgs, '--nonce=-1'], 'a whole number'],
    ['an option of another game', ['--game', 'dice', ...seedArgs, '--actions', 'hit'], 'dice'],
    ['bets that are not a list', ['--game', 'roulette', ...seedArgs, '--bets', '{}'], 'JSON list'],
    ['an unknown slot theme', ['--game', 'slots', ...seedArgs, '--variant', 'x'], 'slot theme'],
    ['a short game hash', ['--game', 'crash', '--hash', 'abc', '--salt', 's'], '64 lowercase'],
    ['an unknown option', ['--game', 'limbo', ...seedArgs, '--colour', 'red'], "'--colour'"],
  ])('refuses %s as a usage mistake', (_, args, message) => {
    const result = runCli(['verify', ...args]);
    expect(result.exitCode).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(message);
    expect(result.stderr).toContain('satsino-fairness help');
  });

  it('refuses an unknown command', () => {
    expect(runCli(['shuffle'])).toMatchObject({
      exitCode: 2,
      stderr: expect.stringContaining('shuffle'),
    });
  });

  it('says why a round could not have been played', () => {
    const result = run(
      'verify',
      '--game',
      'dice',
      ...seedArgs,
      '--target',
      '99',
      '--condition',
      'under',
    );
    expect(result).toMatchObject({ exitCode: 1, stdout: '' });
    expect(result.stderr).toContain('The target is a number from 2.00 to 98.00');
  });

  it('prints the usage for help, -h and no command', () => {
    for (const args of [['help'], ['-h'], []]) {
      expect(runCli(args)).toMatchObject({ exitCode: 0, stderr: '' });
      expect(runCli(args).stdout).toContain('Usage: satsino-fairness <command>');
    }
  });
});
