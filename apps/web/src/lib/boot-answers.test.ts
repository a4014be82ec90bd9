import { healthResponse } from '@satsino/contract/health';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet, request } from './api-client';
import { resetBootAnswers, takeBootAnswer } from './boot-answers';

const healthy = { status: 'ok', database: 'up', version: '0.1.0' };
const degraded = { status: 'degraded', database: 'down', version: '0.1.0' };

/** A page whose HTML carries `answers` in its boot-answers element, as the server writes it. */
function pageWithBootAnswers(text: string | null): void {
  vi.stubGlobal('document', {
    cookie: '',
    getElementById: (id: string) => (id === 'boot-answers' ? { textContent: text } : null),
  });
  resetBootAnswers();
}

function serverAnswers(body: unknown): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
    ),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetBootAnswers();
});

describe('boot answers', () => {
  it('answers the first GET of a path from the page, then asks the server', async () => {
    pageWithBootAnswers(JSON.stringify({ '/api/health': healthy }));
    serverAnswers(degraded);

    await expect(apiGet('/health', healthResponse)).resolves.toEqual(healthy);
    expect(fetch).not.toHaveBeenCalled();
    await expect(apiGet('/health', healthResponse)).resolves.toEqual(degraded);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks the server when the boot answer breaks the contract', async () => {
    pageWithBootAnswers(JSON.stringify({ '/api/health': { status: 'fine' } }));
    serverAnswers(healthy);

    await expect(apiGet('/health', healthResponse)).resolves.toEqual(healthy);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('never answers a request that changes something', async () => {
    pageWithBootAnswers(JSON.stringify({ '/api/health': degraded }));
    serverAnswers(healthy);

    await expect(request('/health', healthResponse, { method: 'POST' })).resolves.toEqual(healthy);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('ignores a page without boot answers or with unreadable ones', () => {
    pageWithBootAnswers(null);
    expect(takeBootAnswer('/api/health', 0)).toBeUndefined();
    pageWithBootAnswers('{not json');
    expect(takeBootAnswer('/api/health', 0)).toBeUndefined();
  });

  it('ignores them once the page has been open a while', () => {
    pageWithBootAnswers(JSON.stringify({ '/api/health': healthy }));
    expect(takeBootAnswer('/api/health', 60_000)).toBeUndefined();
  });
});
