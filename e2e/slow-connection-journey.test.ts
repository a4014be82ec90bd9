import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors, saveScreenshot } from './helpers/browser.js';
import { useJourney } from './helpers/journey.js';

/**
 * Issue 17: on a slow connection (400 kbps, 400 ms) the first HTML carries the page's shell, so
 * the layout shows before any of the app's code has arrived. Each page is opened on such a
 * connection; the shell must be on screen while the app has drawn nothing, with the frame of the
 * width (drawer or bottom bar) and the skeleton of the kind of page; then the app replaces it.
 */
const SLOW_NETWORK = {
  offline: false,
  latency: 400,
  downloadThroughput: 50_000,
  uploadThroughput: 50_000,
};

/** Each page's skeleton; a guest's lobby also has its prompt to log in, in words. */
const PAGES = [
  { path: '/', skeleton: ['.preloader__hero'] },
  { path: '/casino', skeleton: ['.preloader__grid', '.preloader__prompt-words'] },
  { path: '/casino/dice', skeleton: ['.preloader__art'] },
] as const;

const VIEWPORTS = [
  { width: 390, height: 844, frame: '.preloader__bottom' },
  { width: 1440, height: 900, frame: '.preloader__drawer' },
] as const;

async function throttled(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
}

describe.concurrent('a slow connection shows the layout at once', () => {
  const journey = useJourney({ env: { SEED_DEMO: 'true' } });

  for (const viewport of VIEWPORTS) {
    it.for(PAGES)(
      `${viewport.width} px: $path shows its shell before the app's code`,
      { timeout: 120_000 },
      async ({ path, skeleton }) => {
        const { server, browser } = journey();
        const context = await browser.newContext({ viewport: viewport });
        const page = await context.newPage();
        const errors = collectPageErrors(page);
        await throttled(page);

        await page.goto(`${server.url}${path}`, { waitUntil: 'commit' });
        await page.locator('.preloader__header').waitFor({ state: 'visible', timeout: 30_000 });
        // The HTML streams in slowly: the app's mount point comes after the whole shell, so
        // once it is parsed the frame and the skeleton are in the page too.
        await page.locator('#root').waitFor({ state: 'attached', timeout: 30_000 });
        const shell = await page.evaluate(
          ({ frame, skeleton }) => {
            const shown = (selectors: readonly string[]) => selectors.every(shownOne);
            const shownOne = (selector: string) => {
              const element = document.querySelector(selector);
              if (element === null) return false;
              const box = element.getBoundingClientRect();
              return (
                box.width > 0 && box.height > 0 && getComputedStyle(element).display !== 'none'
              );
            };
            return {
              appDrawn: (document.getElementById('root')?.childElementCount ?? 0) > 0,
              frame: shownOne(frame),
              skeleton: shown(skeleton),
            };
          },
          { frame: viewport.frame, skeleton },
        );
        expect(shell).toEqual({ appDrawn: false, frame: true, skeleton: true });
        await saveScreenshot(page, `slow-shell-${viewport.width}-${path.replaceAll('/', '_')}`);

        // The app takes over once its code has arrived, and the shell goes.
        await page.locator('#preloader').waitFor({ state: 'detached', timeout: 100_000 });
        expect(await page.locator('#root > *').count()).toBeGreaterThan(0);
        expect(errors).toEqual([]);
        await context.close();
      },
    );
  }

  it("a phone's largest paint on a guest's lobby is the loading screen's prompt: the app draws nothing larger later", async () => {
    const { server, browser } = journey();
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { largestPaints: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element })[]) {
          seen.push(entry.element?.className ?? '(removed)');
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(`${server.url}/casino`);
    await page.getByTestId('guest-prompt').waitFor();
    await page.locator('#preloader').waitFor({ state: 'detached', timeout: 30_000 });
    // The app's own prompt has been painted by now: had it been larger, it would be the last.
    const paints = await page.evaluate(
      () => (window as unknown as { largestPaints: string[] }).largestPaints,
    );
    expect(paints.at(-1)).toBe('preloader__prompt-words');
    await context.close();
  });
});
