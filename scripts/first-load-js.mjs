#!/usr/bin/env node
/*
 * The JavaScript a page's first load needs, from the build alone (run after `npm run build`):
 * the entry script of apps/web/dist/index.html and its module preloads, plus the scripts
 * route-preloads.json names for the page (its lazily loaded route and what that imports; the
 * server announces them in the page's HTML). Sizes are each file gzipped here at zlib's default
 * level, the figure a bundler reports and `npm run bench:web` uses (issue 12 caps the lobby's
 * initial JS at 180 KB gzip).
 *
 * Deterministic, unlike a browser's measurement: it counts what the HTML announces, not what a
 * load happens to fetch later (sections drawn when idle, a drawer opened by the player).
 *
 * `--json` prints the figures as JSON instead of a table; `--files` lists each page's files;
 * `--dist <folder>` reads another build than apps/web/dist.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { print, printTable } from './bench-support.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const distFlag = args.indexOf('--dist');
/** The build to read: apps/web/dist, or the folder after `--dist` (a build made elsewhere). */
const DIST =
  distFlag === -1 ? path.join(ROOT, 'apps/web/dist') : path.resolve(args[distFlag + 1] ?? '.');
/** The pages issue 12 measures, with the route-preloads.json pattern each one matches. */
const PAGES = [
  { label: 'home /', pattern: '/' },
  { label: 'lobby /casino', pattern: '/casino' },
  { label: 'game /casino/dice', pattern: '/casino/*' },
];
const AIM_KB = 180;

function gzipSizeOf(url) {
  const file = path.join(DIST, url);
  if (!existsSync(file)) throw new Error(`${url} is named by the build but is not in ${DIST}`);
  return gzipSync(readFileSync(file)).length;
}

function entryScripts() {
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const urls = [
    ...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1]);
  if (urls.length === 0) throw new Error('index.html names no entry script');
  return [...new Set(urls)];
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

const entry = entryScripts();
const preloads = JSON.parse(readFileSync(path.join(DIST, 'route-preloads.json'), 'utf8'));
const entryBytes = entry.reduce((sum, url) => sum + gzipSizeOf(url), 0);
const pages = PAGES.map(({ label, pattern }) => {
  const route = (preloads.routes[pattern] ?? []).filter((url) => !entry.includes(url));
  const routeBytes = route.reduce((sum, url) => sum + gzipSizeOf(url), 0);
  return {
    label,
    files: entry.length + route.length,
    entryBytes,
    routeBytes,
    totalBytes: entryBytes + routeBytes,
    routeFiles: route,
  };
});

if (args.includes('--json')) {
  print(JSON.stringify({ entry, pages }, null, 2));
} else {
  const rows = [
    ['page', 'files', 'entry KB', 'route KB', 'total KB gzip'],
    ...pages.map((page) => [
      page.label,
      String(page.files),
      kb(page.entryBytes),
      kb(page.routeBytes),
      kb(page.totalBytes),
    ]),
  ];
  printTable(rows);
  print(`\nentry (${entry.length} files):`);
  for (const url of entry) print(`  ${kb(gzipSizeOf(url)).padStart(6)}  ${url}`);
  if (args.includes('--files')) {
    for (const page of pages) {
      print(`\n${page.label} route (${page.routeFiles.length} files):`);
      for (const url of page.routeFiles) print(`  ${kb(gzipSizeOf(url)).padStart(6)}  ${url}`);
    }
  }
  print(`\nAim (issue 12): the lobby's initial JS ≤ ${AIM_KB} KB gzip.`);
}
