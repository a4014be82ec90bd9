import type { RoundOutcome } from '@satsino/contract/games';
import { mulDivCeil, settlePayout } from './payout.js';
import type { RandomStream } from './random.js';

/*
 * Video slots: 5 reels × 3 rows, fixed paylines (10 or 20), one wild. Each reel stops at
 * ⌊float · strip length⌋ (one float per reel, reels left to right) and shows that strip position
 * and the next two, top row first.
 *
 * A line pays its best left-to-right run: for each symbol X, the run is the number of leading
 * cells that are X or the wild; the wild's own run pays from the wild's row. Pays are in line
 * bets (line bet = bet ÷ lines) for 3, 4 and 5 in a row; a line win is worth bet · pay / lines
 * minor units exactly (a 0.10 bet on 20 lines makes half-cent line bets). The round pays the
 * sum of its lines, bet · Σpay / lines, by the rounding rule of payout.ts: a fraction of a cent
 * left over is one more cent when the float after the five reels' floats is below it.
 *
 * RTP: every cell of a reel shows each symbol with the strip's frequency and the reels are
 * independent, so every line has the same expected pay and the game's RTP is one line's expected
 * pay in line bets; `slotRtp` computes it exactly, and the rounding rule keeps it exact at every
 * stake.
 * Each variant in slot-variants.ts states it and its hit frequency; slots.test.ts checks both.
 *
 * Feature round (themes with a `feature`): the scatter symbol pays no line (it breaks every run
 * and the wild does not stand in for it); when the base spin shows 3, 4 or 5 scatter cells
 * anywhere on the grid, the round goes on with `feature.spins[count − 3]` free spins, played in
 * the same round from the same random stream: spin k (k = 1, 2, …) takes the next five floats,
 * one per reel, exactly as the base spin took floats 0–4 (so spin k uses floats 5k … 5k + 4).
 * A feature spin pays its lines times `feature.multiplier`; scatters in a feature spin trigger
 * nothing (no retrigger). The round is worth bet · (Σ base pays + multiplier · Σ feature pays) /
 * lines, settled by the payout rule with the float after the last spin's five.
 *
 * RTP with a feature: a feature spin's lines are worth what a base spin's are (fresh floats, the
 * same strips), so RTP = R · (1 + multiplier · E[spins]) where R is one line's expected pay and
 * E[spins] = Σ P(count = c) · spins(c), the scatter count's distribution being the product of
 * the reels' own (each reel's count over its stops, exactly). Linear, so exact.
 */

export type SlotsOutcome = Extract<RoundOutcome, { engine: 'slots' }>;

export interface SlotVariant {
  id: string;
  name: string;
  /** The wild symbol's id; it substitutes for every symbol and pays on its own. */
  wild: string;
  /** Pays in line bets for a run of 3, 4 and 5. */
  paytable: Readonly<Record<string, readonly [number, number, number]>>;
  /** Five strips of symbol ids. */
  reels: readonly (readonly string[])[];
  /** Row per reel of each payline (0 = top). */
  paylines: readonly (readonly number[])[];
  /** RTP as slotRtp computes it (pinned by the tests). */
  rtp: number;
  /** Share of rounds that win anything (base lines or the feature round), exactly. */
  hitFrequency: number;
  /** The scatter-triggered feature round, on the themes that have one. */
  feature?: SlotFeature;
}

/** Free spins inside a round, triggered by scatters on the base spin. */
export interface SlotFeature {
  /** The scatter symbol's id: on the strips, in no paytable entry. */
  scatter: string;
  /** Free spins for 3, 4 and 5 (or more) scatter cells on the base spin. */
  spins: readonly [number, number, number];
  /** A feature spin's line pays are multiplied by this (a whole number ≥ 1). */
  multiplier: number;
}

/** Free spins a base grid's scatters give: 0 below three scatter cells. */
export function featureSpinsFor(variant: SlotVariant, reels: readonly (readonly string[])[]) {
  const feature = variant.feature;
  if (!feature) return 0;
  const count = reels.reduce(
    (sum, column) => sum + column.filter((symbol) => symbol === feature.scatter).length,
    0,
  );
  if (count < 3) return 0;
  return feature.spins[Math.min(count, 5) - 3] as number;
}

export const SLOT_REELS = 5;
export const SLOT_ROWS = 3;

/** The standard 20 lines of a 5 × 3 slot; 10-line games use the first 10. */
export const PAYLINES_20: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 0, 2, 0],
];

/**
 * Builds a reel strip from symbol counts: each symbol's copies are spread evenly (a symbol
 * never clusters), `offset` turns the reels apart from each other.
 */
export function buildStrip(counts: Readonly<Record<string, number>>, offset: number): string[] {
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const placed: { position: number; order: number; symbol: string }[] = [];
  Object.entries(counts).forEach(([symbol, count], order) => {
    for (let k = 0; k < count; k += 1) {
      placed.push({
        position: (((k + 0.5 + offset * 0.37 * (order + 1)) * total) / count) % total,
        order,
        symbol,
      });
    }
  });
  placed.sort((a, b) => a.position - b.position || a.order - b.order);
  return placed.map((entry) => entry.symbol);
}

/** The best pay of one line's five symbols: the symbol and run that pay most. */
export function evaluateLine(
  variant: SlotVariant,
  symbols: readonly string[],
): { symbol: string; count: number; pay: number } | undefined {
  let best: { symbol: string; count: number; pay: number } | undefined;
  for (const [symbol, pays] of Object.entries(variant.paytable)) {
    let count = 0;
    while (count < symbols.length) {
      const cell = symbols[count];
      if (cell !== symbol && (symbol === variant.wild || cell !== variant.wild)) break;
      count += 1;
    }
    const pay = count >= 3 ? (pays[count - 3] as number) : 0;
    if (pay > 0 && (!best || pay > best.pay)) best = { symbol, count, pay };
  }
  return best;
}

/**
 * An upper bound of a round's payout: every line of the base spin and of the most feature spins
 * at the top pay (the feature's at its multiplier).
 */
export function slotsMaxPayout(betMinor: number, variant: SlotVariant): number {
  const topPay = Math.max(...Object.values(variant.paytable).map((pays) => pays[2]));
  const feature = variant.feature;
  const featurePays = feature ? Math.max(...feature.spins) * feature.multiplier : 0;
  return mulDivCeil(betMinor, topPay * (1 + featurePays), 1);
}

/** One spin: five reel stops from the next five floats, and its line wins in line bets. */
function spinOnce(random: RandomStream, variant: SlotVariant) {
  const reels = variant.reels.map((strip) => {
    const stop = random.nextInt(strip.length);
    return Array.from(
      { length: SLOT_ROWS },
      (_, row) => strip[(stop + row) % strip.length] as string,
    );
  });
  const lines: { line: number; symbol: string; count: number; pay: number }[] = [];
  variant.paylines.forEach((rows, index) => {
    const symbols = rows.map((row, reel) => (reels[reel] as string[])[row] as string);
    const win = evaluateLine(variant, symbols);
    if (win) lines.push({ line: index + 1, ...win });
  });
  return { reels, lines };
}

export function playSlots(random: RandomStream, betMinor: number, variant: SlotVariant) {
  const lineCount = variant.paylines.length;
  // A line's exact worth, for display: it may be a fraction of a cent.
  const worth = (pay: number) => (betMinor * pay) / lineCount;
  const base = spinOnce(random, variant);
  let totalPay = base.lines.reduce((sum, win) => sum + win.pay, 0);
  const wins: SlotsOutcome['wins'] = base.lines.map((win) => ({
    line: win.line,
    symbol: win.symbol,
    count: win.count,
    payout: worth(win.pay),
  }));
  const outcome: SlotsOutcome = { engine: 'slots', reels: base.reels, wins };
  const featureSpins = featureSpinsFor(variant, base.reels);
  if (variant.feature && featureSpins > 0) {
    const multiplier = variant.feature.multiplier;
    const spins: NonNullable<SlotsOutcome['feature']>['spins'] = [];
    for (let k = 0; k < featureSpins; k += 1) {
      const spin = spinOnce(random, variant);
      for (const win of spin.lines) totalPay += win.pay * multiplier;
      spins.push({
        reels: spin.reels,
        wins: spin.lines.map((win) => ({
          line: win.line,
          symbol: win.symbol,
          count: win.count,
          payout: worth(win.pay * multiplier),
        })),
      });
    }
    outcome.feature = { multiplier, spins };
  }
  const payoutMinor =
    totalPay > 0 ? settlePayout(betMinor, totalPay, lineCount, () => random.nextUint32()) : 0;
  return { outcome, payoutMinor };
}

/** Each reel's distribution of scatter cells in its window, over its stops (exact counts). */
function scatterCountsByReel(variant: SlotVariant, scatter: string): number[][] {
  return variant.reels.map((strip) => {
    const counts = new Array(SLOT_ROWS + 1).fill(0) as number[];
    for (let stop = 0; stop < strip.length; stop += 1) {
      let seen = 0;
      for (let row = 0; row < SLOT_ROWS; row += 1) {
        if (strip[(stop + row) % strip.length] === scatter) seen += 1;
      }
      counts[seen] = (counts[seen] as number) + 1;
    }
    return counts.map((count) => count / strip.length);
  });
}

/** The distribution of the total of independent counts (index = total). */
function convolve(distributions: readonly (readonly number[])[]): number[] {
  let total = [1];
  for (const distribution of distributions) {
    const next = new Array(total.length + distribution.length - 1).fill(0) as number[];
    total.forEach((p, i) => {
      distribution.forEach((q, j) => {
        next[i + j] = (next[i + j] as number) + p * q;
      });
    });
    total = next;
  }
  return total;
}

/** The expected number of feature spins of a round (0 without a feature). */
export function expectedFeatureSpins(variant: SlotVariant): number {
  const feature = variant.feature;
  if (!feature) return 0;
  const total = convolve(scatterCountsByReel(variant, feature.scatter));
  return total.reduce(
    (sum, p, count) =>
      sum + (count >= 3 ? p * (feature.spins[Math.min(count, 5) - 3] as number) : 0),
    0,
  );
}

/**
 * The exact RTP: one line's expected pay in line bets (over every line's 5 symbols), times
 * 1 + multiplier · E[feature spins] on a theme with a feature round.
 */
export function slotRtp(variant: SlotVariant): number {
  const feature = variant.feature;
  const line = lineRtp(variant);
  return feature ? line * (1 + feature.multiplier * expectedFeatureSpins(variant)) : line;
}

/** One line's expected pay in line bets, over every line's 5 symbols. */
export function lineRtp(variant: SlotVariant): number {
  const frequencies = variant.reels.map((strip) => {
    const counts = new Map<string, number>();
    for (const symbol of strip) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    return [...counts].map(([symbol, count]) => ({ symbol, p: count / strip.length }));
  });
  let expected = 0;
  const walk = (reel: number, symbols: string[], p: number) => {
    if (reel === SLOT_REELS) {
      expected += p * (evaluateLine(variant, symbols)?.pay ?? 0);
      return;
    }
    for (const entry of frequencies[reel] ?? []) {
      symbols.push(entry.symbol);
      walk(reel + 1, symbols, p * entry.p);
      symbols.pop();
    }
  };
  walk(0, [], 1);
  return expected;
}

/**
 * The exact share of rounds that win anything. A spin's lines win when some line's first three
 * cells make a run (three cells that are one paying symbol or the wild), because every paying
 * symbol pays for three in a row: only the first three reels decide it, so their stop
 * combinations are counted (a few ten thousand), each stop equally likely as in `slotRtp`.
 * With a feature round, a round whose base spin wins nothing still wins when its scatters (the
 * first three reels' count and the last two reels' distribution) give n feature spins and not
 * all of them lose, (1 − h)^n being the chance that all do (h: a spin's line-hit share).
 */
export function slotHitFrequency(variant: SlotVariant): number {
  const threes = Object.values(variant.paytable).map((pays) => pays[0]);
  if (threes.some((pay) => !(pay > 0))) {
    throw new RangeError('hit frequency by the first three reels needs every symbol to pay three');
  }
  const scatter = variant.feature?.scatter;
  const [first, second, third] = variant.reels as [string[], string[], string[]];
  const cell = (strip: readonly string[], stop: number, row: number) =>
    strip[(stop + row) % strip.length] as string;
  const isRun = (a: string, b: string, c: string) => {
    if (a === scatter || b === scatter || c === scatter) return false;
    const symbols = [a, b, c].filter((symbol) => symbol !== variant.wild);
    return symbols.every((symbol) => symbol === symbols[0]);
  };
  const scattersIn = (strip: readonly string[], stop: number) => {
    let seen = 0;
    for (let row = 0; row < SLOT_ROWS; row += 1) if (cell(strip, stop, row) === scatter) seen += 1;
    return seen;
  };
  let hits = 0;
  /** Losing base combinations of the first three reels, by their scatter count. */
  const missesByScatters = new Array(3 * SLOT_ROWS + 1).fill(0) as number[];
  for (let s1 = 0; s1 < first.length; s1 += 1) {
    for (let s2 = 0; s2 < second.length; s2 += 1) {
      for (let s3 = 0; s3 < third.length; s3 += 1) {
        const wins = variant.paylines.some(([r1, r2, r3]) =>
          isRun(
            cell(first, s1, r1 as number),
            cell(second, s2, r2 as number),
            cell(third, s3, r3 as number),
          ),
        );
        if (wins) hits += 1;
        else if (scatter !== undefined) {
          const count = scattersIn(first, s1) + scattersIn(second, s2) + scattersIn(third, s3);
          missesByScatters[count] = (missesByScatters[count] as number) + 1;
        }
      }
    }
  }
  const combinations = first.length * second.length * third.length;
  const lineHits = hits / combinations;
  const feature = variant.feature;
  if (!feature) return lineHits;
  const lastTwo = convolve(scatterCountsByReel(variant, feature.scatter).slice(3));
  let featureWins = 0;
  missesByScatters.forEach((misses, firstCount) => {
    if (misses === 0) return;
    lastTwo.forEach((p, lastCount) => {
      const count = firstCount + lastCount;
      if (count < 3) return;
      const spins = feature.spins[Math.min(count, 5) - 3] as number;
      featureWins += (misses / combinations) * p * (1 - (1 - lineHits) ** spins);
    });
  });
  return lineHits + featureWins;
}
