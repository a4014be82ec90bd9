/** The page number of `?page=`: a whole number from 1 to `max`; anything else is page 1. */
export function readPageNumber(value: string | null, max: number): number {
  if (value === null || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= max ? page : 1;
}

/** How many pages `total` items fill, `size` to a page (at least one). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}
