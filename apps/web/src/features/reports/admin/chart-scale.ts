/** A value axis: its ends and the ticks between, round numbers, zero always on it. */
export interface ChartScale {
  min: number;
  max: number;
  ticks: number[];
}

/** About this many ticks on the value axis. */
const TARGET_TICKS = 4;

/** 1, 2 or 5 times a power of ten: the step a reader adds up in their head. */
function niceStep(span: number): number {
  const raw = span / TARGET_TICKS;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/** The axis for `values` (minor units): from a round number at or below the least (zero at most) to one at or above the most. */
export function chartScale(values: readonly number[]): ChartScale {
  const least = Math.min(0, ...values);
  const most = Math.max(0, ...values);
  // A quiet period still gets an axis: one unit of 100 minor units (1.00).
  const step = niceStep(most - least === 0 ? 100 * TARGET_TICKS : most - least);
  const min = Math.floor(least / step) * step;
  const max = Math.max(Math.ceil(most / step) * step, min + step);
  const ticks: number[] = [];
  for (let tick = min; tick <= max + step / 2; tick += step) ticks.push(Math.round(tick));
  return { min, max, ticks };
}

/** Which of `count` days get a label under the axis: at most `most`, evenly spaced, the last always. */
export function dayLabelIndexes(count: number, most: number): number[] {
  if (count === 0) return [];
  if (count <= most) return Array.from({ length: count }, (_, index) => index);
  const every = Math.ceil((count - 1) / (most - 1));
  const indexes: number[] = [];
  for (let index = 0; index < count - 1; index += every) indexes.push(index);
  // The last day's label replaces one that would crowd it.
  if (count - 1 - (indexes.at(-1) ?? 0) < every) indexes.pop();
  indexes.push(count - 1);
  return indexes;
}
