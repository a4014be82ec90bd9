import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Page,
  type Request,
} from 'playwright-core';
import { expect, vi } from 'vitest';
import { CHROME_FLAGS, CHROME_PATH } from '../../scripts/chromium.mjs';

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '..', '..', 'test-results');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
}

/** The test worker's Chromium, launched by the first journey that holds it. */
let browserOfWorker: Promise<Browser> | undefined;
/** The journeys of the worker's current file that hold the browser (a file may have several). */
let holders = 0;

/**
 * One Chromium for every browser file a test worker runs: the node project's files share their
 * worker's modules (ADR 0019), and a launch and a close cost each file a second or two of CPU on
 * a busy machine, for a process that holds nothing of a file's once its contexts are closed
 * (ADR 0022). A journey holds it from its start and lets go after its tests
 * (`releaseWorkerBrowser`). One that crashed or was closed is launched again; Playwright kills
 * it when the worker exits.
 */
/** Whether a journey holds the worker's browser now: another journey of the same file. */
export function workerBrowserHeld(): boolean {
  return holders > 0;
}

export function holdWorkerBrowser(): Promise<Browser> {
  holders += 1;
  if (!browserOfWorker) {
    const launching = launchBrowser();
    browserOfWorker = launching;
    const forget = () => {
      if (browserOfWorker === launching) browserOfWorker = undefined;
    };
    launching.then((browser) => browser.once('disconnected', forget), forget);
  }
  return browserOfWorker;
}

/**
 * Lets go of the worker's browser. When no journey holds it any more (a file's journeys run side
 * by side, and files one after another), every context still open is closed: what a test left
 * open, a failed one's included, goes with its file, and the next file starts with no page,
 * cookie or storage in the browser.
 */
export async function releaseWorkerBrowser(): Promise<void> {
  holders -= 1;
  if (holders > 0 || !browserOfWorker) return;
  const browser = await browserOfWorker.catch(() => undefined);
  await Promise.all((browser?.contexts() ?? []).map((context) => context.close()));
}

/** Console errors and uncaught exceptions of a page, collected while a test drives it. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page: ${error.message}`));
  return errors;
}

/** The requests each page has started and not yet finished, with when they started. */
const requestsInFlight = new WeakMap<Page, Map<Request, number>>();

function trackRequests(page: Page): Map<Request, number> {
  let pending = requestsInFlight.get(page);
  if (!pending) {
    const requests = new Map<Request, number>();
    page.on('request', (request) => requests.set(request, Date.now()));
    page.on('requestfinished', (request) => requests.delete(request));
    page.on('requestfailed', (request) => requests.delete(request));
    requestsInFlight.set(page, requests);
    pending = requests;
  }
  return pending;
}

/** The requests in flight with their kind and age: what a page that does not settle names. */
function describeInFlight(pending: Map<Request, number>): string {
  const now = Date.now();
  const requests = Array.from(
    pending,
    ([request, startedAt]) => `${request.resourceType()} ${request.url()} (${now - startedAt} ms)`,
  );
  return requests.join(', ') || 'none';
}

/**
 * Opens `url` and answers once the page's `load` event has fired. Call `settled` after checking
 * what the page shows: Playwright's `networkidle` instead waits for half a second without a
 * request after the last one, which on a walk over forty routes is most of its time.
 */
export async function openUrl(page: Page, url: string): Promise<void> {
  const pending = trackRequests(page);
  try {
    await page.goto(url, { waitUntil: 'load' });
  } catch (error) {
    // A load that never ends is waiting on something: name it, so that a rare failure on a busy
    // machine says which request (or a busy renderer) held the page.
    const state = await stateOf(page);
    throw new Error(`${url} did not load (${state}; in flight: ${describeInFlight(pending)})`, {
      cause: error,
    });
  }
}

/**
 * The document's readyState, or that the page's main thread did not answer within 2 s: a page
 * whose requests never finish may be waiting on the server, or too busy to read their answers.
 */
async function stateOf(page: Page): Promise<string> {
  const readyState = await Promise.race([
    page.evaluate(() => document.readyState).catch(() => 'unknown'),
    new Promise<string>((resolve) => setTimeout(() => resolve('no answer in 2 s'), 2_000)),
  ]);
  return `document ${readyState}`;
}

/**
 * Waits until none of the page's requests is in flight, so that an answer's error reaches the
 * page's collected errors before the test moves on. A condition, not a quiet period.
 */
export async function settled(page: Page): Promise<void> {
  const pending = trackRequests(page);
  // vi.waitFor, not expect.poll: a concurrent test's helper has no test-bound expect.
  await vi
    .waitFor(
      () => {
        if (pending.size > 0) throw new Error('requests in flight');
      },
      { timeout: 10_000, interval: 20 },
    )
    .catch(async (error: unknown) => {
      const state = await stateOf(page);
      throw new Error(
        `requests in flight on ${page.url()} (${state}): ${describeInFlight(pending)}`,
        { cause: error },
      );
    });
}

export interface Viewport {
  width: number;
  height: number;
}

/** A page in a context of its own, with its collected console errors. */
export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/** A new context (no cookies: a guest) at `viewport` with one page whose errors are collected. */
export async function openPage(browser: Browser, viewport: Viewport): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  return { context, page, errors: collectPageErrors(page) };
}

/** Ends a test's pages: none of them logged a console error or threw; then their contexts close. */
export async function closeExpectingNoErrors(...opened: OpenedPage[]): Promise<void> {
  for (const { errors } of opened) expect(errors).toEqual([]);
  await Promise.all(opened.map(({ context }) => context.close()));
}

/**
 * Whether the journeys save their screenshots: `E2E_SCREENSHOTS=1` when a person will look at the
 * screens (no test compares them), off in a plain `npm test` where nobody does.
 */
export const SCREENSHOTS = /^(1|true)$/i.test(process.env.E2E_SCREENSHOTS ?? '');

/**
 * Saves `name`.png of the page, the whole page unless `fullPage` is false, into `dir` (a journey's
 * own folder for people reviewing its screens) or else the suite's SCREENSHOT_DIR: only with
 * SCREENSHOTS on. The picture waits until every image has loaded (lazy ones too) and every
 * finite animation or transition has ended, so that it shows what a person would see.
 */
export async function saveScreenshot(
  page: Page,
  name: string,
  { dir = SCREENSHOT_DIR, fullPage = true }: { dir?: string; fullPage?: boolean } = {},
): Promise<void> {
  if (!SCREENSHOTS) return;
  await page.evaluate(() => {
    for (const image of Array.from(document.images)) image.loading = 'eager';
  });
  await page.waitForFunction(
    () =>
      Array.from(document.images).every((image) => image.complete) &&
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
        ),
  );
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
}
