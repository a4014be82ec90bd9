import { describe, expect, it } from 'vitest';
import { chartScale, dayLabelIndexes } from './chart-scale';

describe('the value axis', () => {
  it('runs from a round number below the least to one above the most, through zero', () => {
    expect(chartScale([-635, 0, 120])).toEqual({
      min: -800,
      max: 200,
      ticks: [-800, -600, -400, -200, 0, 200],
    });
    expect(chartScale([12_345])).toEqual({
      min: 0,
      max: 15_000,
      ticks: [0, 5_000, 10_000, 15_000],
    });
  });

  it('gives a quiet period an axis of its own', () => {
    expect(chartScale([0, 0])).toEqual({ min: 0, max: 100, ticks: [0, 100] });
    expect(chartScale([])).toEqual({ min: 0, max: 100, ticks: [0, 100] });
  });
});

describe('the day labels', () => {
  it('labels every day when they fit, else evenly spaced ones ending on the last day', () => {
    expect(dayLabelIndexes(0, 5)).toEqual([]);
    expect(dayLabelIndexes(3, 5)).toEqual([0, 1, 2]);
    expect(dayLabelIndexes(30, 11)).toEqual([0, 3, 6, 9, 12, 15, 18, 21, 24, 29]);
    expect(dayLabelIndexes(366, 2)).toEqual([0, 365]);
  });
});
