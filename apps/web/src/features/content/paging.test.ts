import { describe, expect, it } from 'vitest';
import { pageCount, readPageNumber } from './paging';

describe('readPageNumber', () => {
  it('reads whole numbers in range', () => {
    expect(readPageNumber('3', 10)).toBe(3);
  });

  it('falls back to page 1', () => {
    expect(readPageNumber(null, 10)).toBe(1);
    expect(readPageNumber('0', 10)).toBe(1);
    expect(readPageNumber('-2', 10)).toBe(1);
    expect(readPageNumber('2.5', 10)).toBe(1);
    expect(readPageNumber('abc', 10)).toBe(1);
    expect(readPageNumber('11', 10)).toBe(1);
  });
});

describe('pageCount', () => {
  it('rounds up and is never zero', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});
