/** The slide `step` places from `index` in a ring of `count` (backwards too). */
export function nextIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
