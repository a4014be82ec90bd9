#!/usr/bin/env node
/*
 * Compares the main-thread work of two builds of the web app on a page's first load, the way a
 * phone's slower CPU sees it (issue 12). Lighthouse's figures move by a third between runs on
 * this machine, too much to judge one change by; this measures the change alone:
 *
 *   node scripts/compare-first-load.mjs <build A> <build B> [--runs N] [--paths /,/casino]
 *
 * Each build (a folder made by `vite build --outDir …`, e.g. one per commit) is served by the
 * built server (`npm run build` first) on a scratch database with the demo data. Both servers
 * run at once, and the loads take turns, A then B, so a change in the machine's load falls on
 * both alike. Each load runs in a fresh context of Debian's Chromium at 412 px with its CPU
 * slowed 4x (Lighthouse's mobile factor) and no network throttling, and is watched for 7 s.
 *
 * It prints, per page and build, the medians of: blocking time (the sum of each long task's
 * time past 50 ms, as TBT counts it, up to the end of the watch), the largest contentful paint,
 * the first contentful paint and when the last long task ended, with every load's blocking time.
 */
import path from 'node:path';
import { chromium } from 'playwright-core';
import {
  CHROME_FLAGS,
  CHROME_PATH,
  print,
  printTable,
  stringArgument,
  wholeNumberArgument,
  withBuiltServerOnScratchDatabase,
} from './bench-support.mjs';

const CPU_SLOWDOWN = 4;
const WATCH_MS = 7_000;
const VIEWPORT = { width: 412, height: 823 };

const [buildA, buildB] = process.argv.slice(2, 4).map((folder) => folder && path.resolve(folder));
if (
  buildA === undefined ||
  buildB === undefined ||
  buildA.startsWith('-') ||
  buildB.startsWith('-')
) {
  throw new Error(
    'usage: compare-first-load.mjs <build A> <build B> [--runs N] [--paths /,/casino]',
  );
}
const runs = wholeNumberArgument('--runs', 5, 1, 50);
const paths = stringArgument('--paths')?.split(',') ?? ['/', '/casino'];

/** Long tasks and paints as the page itself reports them, from its first moment. */
function observeLoad() {
  const seen = { lcp: 0, longTasks: [] };
  window.__firstLoad = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
}

async function measure(browser, url) {
  const context = await browser.newContext({ viewport: VIEWPORT, isMobile: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(observeLoad);
    await page.goto(url);
    await page.waitForTimeout(WATCH_MS);
    return await page.evaluate(() => {
      const { lcp, longTasks } = window.__firstLoad;
      return {
        blockingMs: longTasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
        lcpMs: lcp,
        fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        lastLongTaskMs: Math.max(0, ...longTasks.map(([start, duration]) => start + duration)),
      };
    });
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

await withBuiltServerOnScratchDatabase('compare_a', async ({ origin: originA, start: startA }) => {
  await withBuiltServerOnScratchDatabase(
    'compare_b',
    async ({ origin: originB, start: startB }) => {
      await Promise.all([startA({ WEB_DIST_DIR: buildA }), startB({ WEB_DIST_DIR: buildB })]);
      const browser = await chromium.launch({
        executablePath: CHROME_PATH,
        args: CHROME_FLAGS,
      });
      try {
        const builds = [
          { label: 'A', folder: buildA, origin: originA },
          { label: 'B', folder: buildB, origin: originB },
        ];
        const results = new Map();
        for (const pagePath of paths) {
          // A first load of each, not counted, warms the servers' caches.
          for (const build of builds) await measure(browser, `${build.origin}${pagePath}`);
          for (let run = 0; run < runs; run++) {
            for (const build of builds) {
              const key = `${pagePath} ${build.label}`;
              const figures = await measure(browser, `${build.origin}${pagePath}`);
              results.set(key, [...(results.get(key) ?? []), figures]);
            }
          }
        }
        print(`A: ${buildA}\nB: ${buildB}`);
        print(
          `${runs} loads each, CPU slowed ${CPU_SLOWDOWN}x, ${VIEWPORT.width} px, medians in ms`,
        );
        const rows = [
          ['page', 'build', 'blocking', 'LCP', 'FCP', 'last long task', 'each blocking'],
        ];
        for (const [key, loads] of results) {
          const [pagePath, label] = key.split(' ');
          const of = (pick) => median(loads.map(pick)).toFixed(0);
          rows.push([
            pagePath,
            label,
            of((load) => load.blockingMs),
            of((load) => load.lcpMs),
            of((load) => load.fcpMs),
            of((load) => load.lastLongTaskMs),
            loads.map((load) => load.blockingMs.toFixed(0)).join(' '),
          ]);
        }
        printTable(rows);
      } finally {
        await browser.close();
      }
    },
  );
});
