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
 * No free spins or scatters: every win is a line win.
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
  /** Share of spins that win anything, measured by simulation. */
  hitFrequency: number;
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

export function slotsMaxPayout(betMinor: number, variant: SlotVariant): number {
  const topPay = Math.max(...Object.values(variant.paytable).map((pays) => pays[2]));
  return mulDivCeil(betMinor, topPay, 1);
}

export function playSlots(random: RandomStream, betMinor: number, variant: SlotVariant) {
  const reels = variant.reels.map((strip) => {
    const stop = random.nextInt(strip.length);
    return Array.from(
      { length: SLOT_ROWS },
      (_, row) => strip[(stop + row) % strip.length] as string,
    );
  });
  const lines = variant.paylines.length;
  const wins: SlotsOutcome['wins'] = [];
  let totalPay = 0;
  variant.paylines.forEach((rows, index) => {
    const symbols = rows.map((row, reel) => (reels[reel] as string[])[row] as string);
    const win = evaluateLine(variant, symbols);
    if (win) {
      totalPay += win.pay;
      // The line's exact worth, for display: it may be a fraction of a cent.
      wins.push({
        line: index + 1,
        symbol: win.symbol,
        count: win.count,
        payout: (betMinor * win.pay) / lines,
      });
    }
  });
  const outcome: SlotsOutcome = { engine: 'slots', reels, wins };
  const payoutMinor =
    totalPay > 0 ? settlePayout(betMinor, totalPay, lines, () => random.nextUint32()) : 0;
  return { outcome, payoutMinor };
}

/** The exact RTP (expected pay of one line in line bets), over every line's 5 symbols. */
export function slotRtp(variant: SlotVariant): number {
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
 * The exact share of spins that win anything: a spin wins when some line's first three cells
 * make a run (three cells that are one symbol or the wild), because every symbol pays for three
 * in a row. Only the first three reels decide it, so their stop combinations are counted
 * (a few ten thousand), each stop equally likely as in `slotRtp`.
 */
export function slotHitFrequency(variant: SlotVariant): number {
  const threes = Object.values(variant.paytable).map((pays) => pays[0]);
  if (threes.some((pay) => !(pay > 0))) {
    throw new RangeError('hit frequency by the first three reels needs every symbol to pay three');
  }
  const [first, second, third] = variant.reels as [string[], string[], string[]];
  const cell = (strip: readonly string[], stop: number, row: number) =>
    strip[(stop + row) % strip.length] as string;
  const isRun = (a: string, b: string, c: string) => {
    const symbols = [a, b, c].filter((symbol) => symbol !== variant.wild);
    return symbols.every((symbol) => symbol === symbols[0]);
  };
  let hits = 0;
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
      }
    }
  }
  return hits / (first.length * second.length * third.length);
}
