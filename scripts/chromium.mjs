/**
 * How the browser tests (e2e/helpers/browser.ts) and the measuring scripts start Chromium, one
 * way: Debian's build (`npx playwright install` cannot download browsers on our machines), or
 * CHROME_PATH; headless, and without the background calls to Google's hosts that our closed
 * network refuses.
 */
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
