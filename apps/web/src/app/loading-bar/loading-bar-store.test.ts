import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createLoadingBar,
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_FINISH_DELAY_MS,
  LOADING_BAR_THROTTLE_MS,
} from './loading-bar-store';

describe('loading bar constants', () => {
  it('are the values of SPEC §9', () => {
    expect(LOADING_BAR_DURATION_MS).toBe(5_000);
    expect(LOADING_BAR_THROTTLE_MS).toBe(200);
    expect(LOADING_BAR_FINISH_DELAY_MS).toBe(500);
  });
});

describe('createLoadingBar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('does not show work shorter than the throttle', () => {
    const bar = createLoadingBar();
    const listener = vi.fn();
    bar.subscribe(listener);
    bar.begin('navigation');
    vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS - 1);
    bar.end('navigation', 'failure');
    vi.runAllTimers();
    expect(bar.getState()).toEqual({ phase: 'hidden' });
    expect(listener).not.toHaveBeenCalled();
  });

  it('shows longer work, finishes green and hides after the finish delay', () => {
    const bar = createLoadingBar();
    bar.begin('navigation');
    vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS);
    expect(bar.getState()).toMatchObject({ phase: 'loading' });
    bar.end('navigation');
    expect(bar.getState()).toEqual({ phase: 'finished', failed: false });
    vi.advanceTimersByTime(LOADING_BAR_FINISH_DELAY_MS - 1);
    expect(bar.getState()).toEqual({ phase: 'finished', failed: false });
    vi.advanceTimersByTime(1);
    expect(bar.getState()).toEqual({ phase: 'hidden' });
  });

  it('waits for every source and turns red when any of them failed', () => {
    const bar = createLoadingBar();
    bar.begin('navigation');
    bar.begin('queries');
    vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS);
    bar.end('queries', 'failure');
    expect(bar.getState()).toMatchObject({ phase: 'loading' });
    bar.end('navigation');
    expect(bar.getState()).toEqual({ phase: 'finished', failed: true });
  });

  it('starts a fresh round green after a failed one', () => {
    const bar = createLoadingBar();
    bar.begin('queries');
    vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS);
    bar.end('queries', 'failure');
    vi.runAllTimers();
    bar.begin('queries');
    vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS);
    bar.end('queries');
    expect(bar.getState()).toEqual({ phase: 'finished', failed: false });
  });

  it('picks up new work while the finished bar is still on screen', () => {
    const bar = createLoadingBar();
    bar.begin('navigation');
    vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS);
    bar.end('navigation');
    bar.begin('queries');
    expect(bar.getState()).toMatchObject({ phase: 'loading' });
    vi.advanceTimersByTime(LOADING_BAR_FINISH_DELAY_MS * 2);
    expect(bar.getState()).toMatchObject({ phase: 'loading' });
  });

  it('counts a source once and ignores ends of idle sources', () => {
    const bar = createLoadingBar();
    bar.begin('navigation');
    bar.begin('navigation');
    bar.end('first-load');
    vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS);
    bar.end('navigation');
    expect(bar.getState()).toMatchObject({ phase: 'finished' });
  });
});
