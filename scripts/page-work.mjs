/**
 * What a page costs the browser while it stays open: main-thread task time, style recalculation
 * and the number of style rules, every 5 s, for a page that animates (a crash table) or should be
 * idle. A style sheet that keeps growing is a leak: a style per frame or per round (issue 12).
 *
 *   node scripts/page-work.mjs URL [seconds=40] [width=1440]
 *
 * Against a running server, e.g. `npm start`, then
 * `node scripts/page-work.mjs http://127.0.0.1:3000/games/crash 40`. Debian's Chromium, headless,
 * at the machine's own speed (no throttling): compare two builds in the same window, in turns.
 */
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, CHROME_PATH, print } from './bench-support.mjs';

const [url, secondsArg = '40', widthArg = '1440'] = process.argv.slice(2);
if (!url) {
  process.stderr.write('usage: node scripts/page-work.mjs URL [seconds] [width]\n');
  process.exit(2);
}
const seconds = Number(secondsArg);
const STEP_S = 5;

const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
try {
  const page = await browser.newPage({ viewport: { width: Number(widthArg), height: 900 } });
  await page.goto(url, { waitUntil: 'load' });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const metrics = async () =>
    Object.fromEntries(
      (await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]),
    );
  const rules = () =>
    page.evaluate(() =>
      [...document.styleSheets].reduce((count, sheet) => {
        try {
          return count + sheet.cssRules.length;
        } catch {
          return count;
        }
      }, 0),
    );
  let last = await metrics();
  const total = { tasks: 0, recalc: 0 };
  for (let at = STEP_S; at <= seconds; at += STEP_S) {
    await new Promise((resolve) => setTimeout(resolve, STEP_S * 1000));
    const now = await metrics();
    const tasks = now.TaskDuration - last.TaskDuration;
    const recalc = now.RecalcStyleDuration - last.RecalcStyleDuration;
    total.tasks += tasks;
    total.recalc += recalc;
    print(
      `${String(at).padStart(4)} s  tasks ${tasks.toFixed(2)} s  style recalculation ` +
        `${recalc.toFixed(2)} s  style rules ${await rules()}`,
    );
    last = now;
  }
  print(
    `over ${seconds} s: tasks ${total.tasks.toFixed(2)} s, style recalculation ` +
      `${total.recalc.toFixed(2)} s, style rules at the end ${await rules()}`,
  );
} finally {
  await browser.close();
}
