import { describe, expect, it } from 'vitest';
import {
  type AutoPlayStops,
  autoPlayStopReason,
  NO_AUTO_PLAY_STOPS,
  netAfter,
  parseStopAmount,
} from './auto-play-stops';

const round = (bet: number, payout: number) => ({ bet, payout });
const stops = (more: Partial<AutoPlayStops>): AutoPlayStops => ({ ...NO_AUTO_PLAY_STOPS, ...more });

describe('auto-play stop conditions', () => {
  it('goes on whatever happens when no condition is set', () => {
    expect(autoPlayStopReason(round(100, 0), -100, NO_AUTO_PLAY_STOPS)).toBeUndefined();
    expect(autoPlayStopReason(round(100, 5000), 4900, NO_AUTO_PLAY_STOPS)).toBeUndefined();
  });

  it('stops on a win only when the return is above the stake', () => {
    const onWin = stops({ onWin: true });
    expect(autoPlayStopReason(round(100, 101), 1, onWin)).toBe('win');
    expect(autoPlayStopReason(round(100, 100), 0, onWin)).toBeUndefined();
    expect(autoPlayStopReason(round(100, 40), -60, onWin)).toBeUndefined();
  });

  it('stops on a loss when the return is below the stake', () => {
    const onLoss = stops({ onLoss: true });
    expect(autoPlayStopReason(round(100, 99), -1, onLoss)).toBe('loss');
    expect(autoPlayStopReason(round(100, 100), 0, onLoss)).toBeUndefined();
  });

  it('stops when a single win exceeds the amount, not when it equals it', () => {
    const big = stops({ singleWinAboveMinor: 1_000 });
    expect(autoPlayStopReason(round(100, 1_000), 900, big)).toBeUndefined();
    expect(autoPlayStopReason(round(100, 1_001), 901, big)).toBe('singleWin');
  });

  it('stops once the net profit or the net loss reaches its amount', () => {
    const limits = stops({ profitAtLeastMinor: 500, lossAtLeastMinor: 300 });
    expect(autoPlayStopReason(round(100, 200), 499, limits)).toBeUndefined();
    expect(autoPlayStopReason(round(100, 200), 500, limits)).toBe('profit');
    expect(autoPlayStopReason(round(100, 0), -299, limits)).toBeUndefined();
    expect(autoPlayStopReason(round(100, 0), -300, limits)).toBe('lossLimit');
  });

  it('counts the net over the rounds, in minor units', () => {
    let net = 0;
    for (const [bet, payout] of [
      [100, 0],
      [100, 250],
      [100, 0],
    ] as const) {
      net = netAfter(net, round(bet, payout));
    }
    expect(net).toBe(-50);
  });

  it('names the first condition met, in the panel’s order', () => {
    const all = stops({ onWin: true, singleWinAboveMinor: 500, profitAtLeastMinor: 100 });
    expect(autoPlayStopReason(round(100, 1_000), 900, all)).toBe('win');
    expect(autoPlayStopReason(round(100, 1_000), 900, { ...all, onWin: false })).toBe('singleWin');
  });

  it('reads the amount fields: empty is no condition, zero or text is invalid', () => {
    expect(parseStopAmount('')).toBeNull();
    expect(parseStopAmount('  ')).toBeNull();
    expect(parseStopAmount('12.50')).toBe(1_250);
    expect(parseStopAmount('0,29')).toBe(29);
    expect(parseStopAmount('0')).toBeUndefined();
    expect(parseStopAmount('ten')).toBeUndefined();
  });
});
