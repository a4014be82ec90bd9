import { describe, expect, it } from 'vitest';
import { runCli } from './cli.js';
import { KYRANRANA_ROUNDS } from './vectors/kyranrana-vectors.js';

/*
 * `satsino-fairness verify` for mines, plinko, keno and hilo on KyranRana's first published seed
 * triple, whose results Stake's calculator shows (the games' own tests hold the vectors):
 * keno draws 31 36 12 32 2 8 20 10 25 17, plinko goes RRLRLLLLRLLLRLLL, the cards are
 * ♦Q ♠K ♦6 ♥Q ….
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
const verify = (...args: string[]) => runCli(['verify', ...args, ...seedArgs]);

describe('satsino-fairness verify, new originals', () => {
  it('draws keno and pays the paytable', () => {
    const result = verify('--game', 'keno', '--risk', 'classic', '--picks', '2,3,8,40');
    expect(result).toMatchObject({ exitCode: 0, stderr: '' });
    expect(result.stdout).toMatch(/^Drawn {9}31 36 12 32 2 8 20 10 25 17$/m);
    expect(result.stdout).toMatch(/^Hits {10}2 8$/m);
    expect(result.stdout).toMatch(/^Payout {8}180 minor units \(1\.80× the stake\)$/m);
  });

  it('drops the plinko ball', () => {
    const result = verify('--game', 'plinko', '--rows', '16', '--risk', 'high');
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toMatch(/^Path {10}RRLRLLLLRLLLRLLL$/m);
    expect(result.stdout).toMatch(/^Slot {10}5 /m);
    expect(result.stdout).toMatch(/^Payout {8}200 minor units/m);
  });

  it('shows where the mines are, and replays the reveals as a cash-out', () => {
    const board = verify('--game', 'mines', '--mines', '3');
    expect(board.exitCode).toBe(0);
    expect(board.stdout).toMatch(/^Payout {8}none yet/m);
    const mines = /^Mines {9}3: tiles (\d+) (\d+) (\d+) /m.exec(board.stdout)?.slice(1).map(Number);
    expect(mines).toHaveLength(3);
    const safe = [0, 1, 2, 3, 4].filter((tile) => !mines?.includes(tile)).slice(0, 2);
    const cashed = runCli([
      'verify',
      '--game',
      'mines',
      '--mines',
      '3',
      '--reveals',
      safe.join(','),
      '--json',
      ...seedArgs,
    ]);
    const answer = JSON.parse(cashed.stdout);
    expect(answer).toMatchObject({
      game: 'mines',
      outcome: { status: 'cashed_out', mine_tiles: mines },
      finished: true,
    });
    // Two safe tiles of 3 mines: 0.99 · 300 / 231 = 1.2857…, so 128 or 129 cents.
    expect([128, 129]).toContain(answer.payout);
  });

  it('replays a hilo round card by card', () => {
    const result = verify('--game', 'hilo', '--actions', 'higher_or_same,lower,cashout');
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toMatch(/^Start card {4}♦Q$/m);
    expect(result.stdout).toMatch(/^Steps {9}higher_or_same → ♠K$/m);
    expect(result.stdout).toMatch(/^Payout {8}690 minor units/m);
  });

  it('refuses a mistyped command (2) and a round no one could play (1)', () => {
    expect(verify('--game', 'keno', '--risk', 'wild', '--picks', '1').exitCode).toBe(2);
    expect(
      verify('--game', 'plinko', '--rows', '16', '--risk', 'low', '--target', '2').exitCode,
    ).toBe(2);
    expect(verify('--game', 'hilo', '--actions', 'up').exitCode).toBe(2);
    const tooMany = verify('--game', 'plinko', '--rows', '17', '--risk', 'low');
    expect(tooMany).toMatchObject({ exitCode: 1, stdout: '' });
    expect(tooMany.stderr).toContain('8 to 16 rows');
    expect(verify('--game', 'hilo', '--actions', 'cashout').exitCode).toBe(1);
    expect(verify('--game', 'mines', '--mines', '25').exitCode).toBe(1);
  });

  it('lists the new games in the usage and in the unknown-game message', () => {
    expect(runCli(['help']).stdout).toMatch(/^ {2}mines {6}--mines/m);
    expect(verify('--game', 'roulettes').stderr).toContain('mines, plinko, keno, hilo, crash');
  });
});
