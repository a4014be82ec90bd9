#!/usr/bin/env node
/*
 * The catalogue benchmark of issue 12 ("Fast where a casino is judged"), run with
 * `npm run bench:catalogue` after `npm run build`.
 *
 * On one PostgreSQL server (DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test) it makes a
 * scratch database and starts the built server on it with the demo data (16 games). With 50
 * clients on keep-alive connections it measures, for a few seconds each, `/api/health` (one
 * database round trip: the reference of the same run) and the lobby's catalogue calls: the first
 * page, a search, a search with a typo, a studio, a category, a sort by name, a deep page. Then it
 * adds games straight through SQL until the catalogue holds 5,000, each with ten translations and
 * a description, and measures everything again. It prints every figure, the ratio of each call's
 * requests/s to health's in the same run, and the ratio of its 5,000-game figures to its 16-game
 * ones; the server's memory before and after the big catalogue; how busy the machine was.
 *
 * Identical requests are answered from the server's memory after the first (the catalogue cache).
 * Two more rows show the cost without it: every request a query the cache has not seen (a new
 * window and locale, or a new search), so each one runs its SQL.
 *
 * `--feed sandbox` (issue 15) fills the big catalogue from a provider instead: it starts the built
 * provider sandbox (apps/provider-sandbox/dist/main.js) beside the server, connects it as an
 * integration through the operator's API (as an admin made for the run), imports its feed (3,000
 * games of twelve studios) through `POST /api/admin/providers/:id/import` and follows the import's
 * progress; then it measures the same calls, the studio filter on one of the sandbox's studios
 * (with the demo's sixteen games that studio has none: the same request, an empty answer).
 *
 * `--seconds N` changes how long each call is measured (default 5). The scratch database is
 * dropped and the sandbox stopped at the end, also when something fails.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import {
  loadLine,
  percentile,
  print,
  wholeNumberArgument,
  withBuiltServerOnScratchDatabase,
  withClient,
} from './bench-support.mjs';

const CLIENTS = 50;
const TOTAL_GAMES = 5_000;
const WARMUP_MS = 1_000;
const SLICE_MS = 500;
const PAGE = 48;
/** What the issue aims at. */
const AIM = { shareOfHealth: 0.3, p99Ms: 20, ofSmall: 1.5 };

const SANDBOX_MAIN = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'apps',
  'provider-sandbox',
  'dist',
  'main.js',
);
/** The integration's code, as `npm start` names the sandbox's. */
const SANDBOX_CODE = 'sandbox';
const SANDBOX_START_TIMEOUT_MS = 30_000;
const IMPORT_POLL_MS = 250;
/** How often the import's progress is printed while it runs. */
const IMPORT_PRINT_MS = 2_000;
const IMPORT_TIMEOUT_MS = 15 * 60_000;

/** The server process's resident memory in MB, as the kernel counts it. */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]);
  return kb / 1024;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });

/** One GET on a kept-alive connection; resolves with the status once the body is read. */
function request(url) {
  return new Promise((resolve, reject) => {
    const outgoing = http.get(url, { agent }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve({ status: response.statusCode, bytes }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
  });
}

/** A tally of one call's requests: how many, over how long, their latencies and answer sizes. */
const tally = () => ({ requests: 0, ms: 0, bytes: 0, latencies: [] });

/**
 * CLIENTS loops for `ms`, each sending its next request when the last one is answered;
 * `nextPath()` gives each request's path.
 */
async function runSlice(base, ms, nextPath, into) {
  const started = performance.now();
  const deadline = started + ms;
  const failures = [];
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < deadline) {
        const sent = performance.now();
        const { status, bytes } = await request(`${base}${nextPath()}`);
        into.latencies.push(performance.now() - sent);
        into.bytes += bytes;
        into.requests += 1;
        if (status !== 200) failures.push(status);
      }
    }),
  );
  into.ms += performance.now() - started;
  if (failures.length > 0) {
    throw new Error(`${failures.length} requests failed (statuses ${[...new Set(failures)]})`);
  }
}

function summary(measured) {
  const latencies = [...measured.latencies].sort((a, b) => a - b);
  return {
    perSecond: measured.requests / (measured.ms / 1_000),
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    answerKb: measured.bytes / measured.requests / 1_024,
  };
}

/**
 * One call beside `/api/health`, in alternating slices of SLICE_MS each until each has had
 * `seconds`: the machine is shared, and a slice of health next to every slice of the call keeps
 * their ratio true while the load around them changes.
 */
async function measureBesideHealth(base, seconds, nextPath, healthTally) {
  let sent = 0;
  const path = () => nextPath(sent++);
  await runSlice(base, WARMUP_MS, path, tally());
  const call = tally();
  const health = tally();
  for (let slice = 0; slice < (seconds * 1_000) / SLICE_MS; slice++) {
    await runSlice(base, SLICE_MS, () => '/api/health', health);
    await runSlice(base, SLICE_MS, path, call);
  }
  healthTally.requests += health.requests;
  healthTally.ms += health.ms;
  healthTally.bytes += health.bytes;
  healthTally.latencies.push(...health.latencies);
  return { ...summary(call), healthPerSecond: summary(health).perSecond };
}

const list = (query) => `/api/games/list?${query}`;
/** The searched word, and it misspelled: names of both big catalogues hold it. */
const SEARCHED = 'dragon';
const TYPO = 'draggon';
const LOCALES = ['en', 'de', 'es', 'fi', 'fr', 'it', 'ja', 'nb', 'pt', 'tr'];
const SORTS = ['default', 'popular', 'asc', 'desc'];
const ADJECTIVES = ['Golden', 'Lucky', 'Wild', 'Mega', 'Royal', 'Mystic', 'Blazing', 'Frozen'];
const NOUNS = ['Dragon', 'Pharaoh', 'Viking', 'Tiger', 'Phoenix', 'Treasure', 'Gems', 'Wolf'];

/**
 * The lobby's last full page: games 4,800 to 4,847 of 4,900 published; with the demo's sixteen
 * games that is the first page.
 */
const deepPageStart = (published) => Math.max(0, Math.floor(published / PAGE) * PAGE - PAGE);

/**
 * What differs between the two big catalogues: the studio filtered on, and how far the uncached
 * windows reach (the generated catalogue's size, or the sandbox's feed's).
 */
const GENERATED_CALLS = { provider: 'reelforge', span: TOTAL_GAMES };

/** The calls measured: what the lobby asks most, as the same request again and again. */
function workloads(published, calls) {
  const deep = deepPageStart(published);
  return [
    ['list, first page', () => list(`limitfrom=0&limitto=${PAGE}&locale=en`)],
    [
      `search "${SEARCHED}"`,
      () => list(`limitfrom=0&limitto=${PAGE}&search=${SEARCHED}&locale=en`),
    ],
    [`search, typo "${TYPO}"`, () => list(`limitfrom=0&limitto=${PAGE}&search=${TYPO}&locale=en`)],
    [
      'provider filter',
      () => list(`limitfrom=0&limitto=${PAGE}&provider=${calls.provider}&locale=en`),
    ],
    ['category filter', () => list(`limitfrom=0&limitto=${PAGE}&category=slots&locale=en`)],
    ['sort by name (de)', () => list(`limitfrom=0&limitto=${PAGE}&sort=asc&locale=de`)],
    [
      'deep page (last full page)',
      () => list(`limitfrom=${deep}&limitto=${deep + PAGE}&locale=en`),
    ],
    [
      'uncached: new window each',
      (i) => {
        // Beyond the catalogue's end with the demo's sixteen games: an empty page, its SQL run.
        const from = i % calls.span;
        const sort = SORTS[Math.floor(i / 7) % SORTS.length];
        const locale = LOCALES[i % LOCALES.length];
        return list(`limitfrom=${from}&limitto=${from + PAGE}&sort=${sort}&locale=${locale}`);
      },
    ],
    [
      'uncached: new search each',
      (i) => {
        const words = `${ADJECTIVES[i % 8]} ${NOUNS[Math.floor(i / 8) % 8]}`;
        const locale = LOCALES[Math.floor(i / 64) % LOCALES.length];
        const sort = SORTS[Math.floor(i / 640) % SORTS.length];
        // The cut makes each request a text of its own: a longer or shorter part of the name.
        const text = words.slice(0, 3 + (Math.floor(i / 2560) % (words.length - 2)));
        return list(
          `limitfrom=0&limitto=${PAGE}&search=${encodeURIComponent(text)}&sort=${sort}&locale=${locale}`,
        );
      },
    ],
  ];
}

async function measureAll(base, seconds, published, calls) {
  await runSlice(base, WARMUP_MS, () => '/api/health', tally());
  const health = tally();
  const results = new Map();
  for (const [label, nextPath] of workloads(published, calls)) {
    results.set(label, await measureBesideHealth(base, seconds, nextPath, health));
  }
  const all = summary(health);
  results.set('/api/health', { ...all, healthPerSecond: all.perSecond });
  return results;
}

/**
 * Games 17 to 5,000, straight into the tables: names from a small vocabulary (so searches find
 * many), spread over 36 more studios and the demo's categories, most of them published, each with
 * ten translations and a description, as an aggregator's feed would bring them.
 */
const IMPORT_SQL = `
INSERT INTO catalogue_providers (slug, name, art_style, position)
SELECT 'bench-studio-' || n, 'Bench Studio ' || n,
       (ARRAY['originals', 'velvet', 'reelforge', 'spotlight'])[1 + n % 4], 100 + n
  FROM generate_series(1, 36) AS n;

WITH words AS (
  SELECT ARRAY['Golden','Lucky','Wild','Mega','Royal','Mystic','Blazing','Frozen','Ancient','Cosmic',
               'Electric','Hidden','Sacred','Savage','Silver','Crystal','Thunder','Jungle','Pirate',
               'Neon','Midnight','Sunny','Diamond','Fortune'] AS adjectives,
         ARRAY['Dragon','Pharaoh','Viking','Tiger','Phoenix','Treasure','Gems','Fruits','Wolf',
               'Buffalo','Panda','Samurai','Joker','Bonanza','Riches','Temple','Kingdom','Empire',
               'Reels','Spins','Wheel','Roulette','Blackjack','Dice'] AS nouns,
         ARRAY['Deluxe','Megaways','Hold and Win','Rising','Quest','Party','Legends','Xtreme','Gold',
               'Blitz'] AS suffixes
), named AS (
  SELECT n, adjectives[1 + n % 24] || ' ' || nouns[1 + (n / 24) % 24] || ' '
            || suffixes[1 + (n / 576) % 10] AS name,
         nouns[1 + (n / 24) % 24] AS noun
    FROM words, generate_series(1, $1::int) AS n
), kinds AS (
  SELECT n, name,
         CASE noun WHEN 'Roulette' THEN 'roulette' WHEN 'Blackjack' THEN 'blackjack'
                   WHEN 'Wheel' THEN 'wheel' WHEN 'Dice' THEN 'dice' ELSE 'slots' END AS engine,
         CASE noun WHEN 'Roulette' THEN 4 WHEN 'Blackjack' THEN 5 WHEN 'Wheel' THEN 6
                   WHEN 'Dice' THEN 1 ELSE 8 END AS category_id
    FROM named
), studios AS (
  SELECT array_agg(id ORDER BY id) AS ids FROM catalogue_providers
), games AS (
  INSERT INTO catalogue_games (slug, provider_id, category_id, engine, variant, supports_demo,
                               position, popular, featured, is_new, published, rtp_bps, image_key)
  SELECT lower(regexp_replace(k.name, '[^A-Za-z0-9]+', '-', 'g')) || '-' || k.n,
         studios.ids[1 + k.n % array_length(studios.ids, 1)], k.category_id, k.engine,
         CASE k.engine WHEN 'slots' THEN (ARRAY['fruit-fiesta','pharaoh-gold','viking-voyage',
              'neon-nights','dragon-pearls','cosmic-cash'])[1 + k.n % 6]
              WHEN 'wheel' THEN 'money-wheel' ELSE 'classic' END,
         k.n % 9 <> 0, 1000 + k.n * 10, k.n % 10 = 0, k.n % 20 = 3, k.n % 15 = 1, k.n % 50 <> 7,
         9600, (ARRAY['dice','roulette','crown','cards','diamond','wheel','fruit','pyramid',
                      'longship','neon','dragon','planet'])[1 + k.n % 12]
    FROM kinds k, studios
  RETURNING id, category_id, position
), listed AS (
  INSERT INTO catalogue_game_categories (game_id, category_id, position)
  SELECT id, category_id, position FROM games
  UNION ALL SELECT id, 3, position FROM games WHERE position % 100 = 0
  UNION ALL SELECT id, 7, position FROM games WHERE position % 200 = 30
  UNION ALL SELECT id, 9, position FROM games WHERE category_id IN (4, 5)
)
INSERT INTO catalogue_game_translations (game_id, locale, name, description)
SELECT g.id, l.locale,
       CASE WHEN l.locale = 'de' AND g.id % 4 = 0 THEN 'Der ' || k.name ELSE k.name END,
       repeat('A description as long as a real one: its paylines, its features, the **return to '
              || 'player** and the rules, in a few paragraphs of Markdown. ', 5)
  FROM games g
  JOIN kinds k ON 1000 + k.n * 10 = g.position
 CROSS JOIN unnest(ARRAY['en','de','es','fi','fr','it','ja','nb','pt','tr']) AS l(locale);
`;

async function importGames(url) {
  return withClient(url, async (client) => {
    const { rows } = await client.query('SELECT count(*)::int AS games FROM catalogue_games');
    const missing = TOTAL_GAMES - rows[0].games;
    const started = performance.now();
    await client.query('BEGIN');
    for (const statement of IMPORT_SQL.split(';\n').filter((text) => text.trim())) {
      await client.query(statement, statement.includes('$1') ? [missing] : []);
    }
    await client.query('COMMIT');
    const importMs = performance.now() - started;
    return { ...(await analyzeAndCount(client)), importMs };
  });
}

/** After an import: what autovacuum would soon do on its own, then the catalogue's size. */
async function analyzeAndCount(client) {
  // Fresh statistics and a visibility map.
  await client.query('VACUUM ANALYZE');
  const { rows } = await client.query(
    'SELECT count(*)::int AS games, count(*) FILTER (WHERE published)::int AS published FROM catalogue_games',
  );
  return rows[0];
}

/**
 * The built provider sandbox on a free port, signing with a secret made for this run; `ready`
 * resolves with its address once it listens. `stop()` ends it (nothing when it has ended).
 */
function startSandbox(casino) {
  if (!existsSync(SANDBOX_MAIN)) {
    throw new Error('--feed sandbox starts the built provider sandbox: run `npm run build` first');
  }
  const secret = randomBytes(32).toString('base64url');
  const child = spawn(
    process.execPath,
    [
      SANDBOX_MAIN,
      'serve',
      '--port',
      '0',
      '--code',
      SANDBOX_CODE,
      '--secret',
      secret,
      '--casino',
      casino,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let output = '';
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the provider sandbox did not listen within 30 s:\n${output}`)),
      SANDBOX_START_TIMEOUT_MS,
    );
    const read = (chunk) => {
      output += chunk;
      const listening = /listening at (http:\/\/\S+)/.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve(listening[1]);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the provider sandbox exited (${code}):\n${output}`));
    });
  });
  return {
    secret,
    ready,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** One JSON call to the server under test (setup, not measured). */
async function call(base, method, route, { token, body } = {}) {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = { unparsed: text.slice(0, 200) };
  }
  return { status: response.status, body: json };
}

async function expectStatus(answer, status, what) {
  const { status: got, body } = await answer;
  if (got !== status) throw new Error(`${what}: ${got} ${JSON.stringify(body)}`);
  return body;
}

/** The contract's `providerSlugOf`: the address of the studio an import names. */
const studioSlug = (name) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * What the sandbox-fed run measures, read from the sandbox's own feed: its studio with the most
 * games (the provider filter), and how many of its names hold the searched word.
 */
async function sandboxCalls(sandboxUrl) {
  const response = await fetch(`${sandboxUrl}/feed.json`);
  if (response.status !== 200) throw new Error(`the sandbox's feed: ${response.status}`);
  const { games } = await response.json();
  const perStudio = new Map();
  for (const game of games) perStudio.set(game.studio, (perStudio.get(game.studio) ?? 0) + 1);
  const [studio, studioGames] = [...perStudio].sort((a, b) => b[1] - a[1])[0];
  const named = games.filter((game) => game.name.toLowerCase().includes(SEARCHED));
  if (named.length === 0) throw new Error(`no name of the sandbox's feed holds "${SEARCHED}"`);
  return {
    provider: studioSlug(studio),
    span: games.length,
    feed: { games: games.length, studios: perStudio.size, studio, studioGames, named },
  };
}

/**
 * The sandbox's feed into the catalogue as an operator would import it: sign in as the run's
 * admin, connect the sandbox as an integration, start the import and follow it until it is done.
 */
async function importSandboxFeed(base, url, sandbox, admin) {
  const { token } = await expectStatus(
    call(base, 'POST', '/api/login', { body: admin }),
    200,
    'admin login',
  );
  const integration = await expectStatus(
    call(base, 'POST', '/api/admin/providers', {
      token,
      body: {
        code: SANDBOX_CODE,
        name: 'Provider sandbox',
        signing: 'hmac-sha256',
        secret: sandbox.secret,
        launch_url: `${sandbox.url}/launch`,
        feed_url: `${sandbox.url}/feed.json`,
        enabled: true,
      },
    }),
    201,
    'connecting the sandbox',
  );
  const started = performance.now();
  let progress = await expectStatus(
    call(base, 'POST', `/api/admin/providers/${integration.id}/import`, { token }),
    202,
    'starting the import',
  );
  let printed = started;
  while (progress.status === 'running') {
    if (performance.now() - started > IMPORT_TIMEOUT_MS) {
      throw new Error(`the import was still running after ${IMPORT_TIMEOUT_MS / 60_000} minutes`);
    }
    await sleep(IMPORT_POLL_MS);
    progress = await expectStatus(
      call(base, 'GET', `/api/admin/providers/${integration.id}/imports/${progress.id}`, {
        token,
      }),
      200,
      "the import's progress",
    );
    if (progress.status === 'running' && performance.now() - printed >= IMPORT_PRINT_MS) {
      printed = performance.now();
      print(
        `import: ${progress.status}, ${progress.processed} of ${progress.total} rows, ` +
          `${progress.thumbnails_fetched} thumbnails kept, ${((printed - started) / 1_000).toFixed(0)} s`,
      );
    }
  }
  const importMs = performance.now() - started;
  if (progress.status !== 'done') {
    throw new Error(`the import failed: ${progress.error_code} ${progress.error}`);
  }
  const rejected = progress.rejections.slice(0, 3).map((row) => `row ${row.row}: ${row.reason}`);
  print(
    `import: done, ${progress.total} rows: ${progress.created} created, ${progress.rejected} ` +
      `rejected${rejected.length > 0 ? ` (${rejected.join('; ')})` : ''}, ` +
      `${progress.thumbnails_fetched} thumbnails kept (${progress.thumbnails_failed} failed)`,
  );
  const counts = await withClient(url, analyzeAndCount);
  return { ...counts, importMs };
}

/**
 * That the sandbox-fed catalogue answers what is measured with the feed's games: its studio, and
 * the searched word with and without the typo finding names of the feed.
 */
async function checkSandboxAnswers(base, calls) {
  const { providers } = await expectStatus(
    call(base, 'GET', '/api/games/providers'),
    200,
    'studios',
  );
  const studio = providers.find((each) => each.slug === calls.provider);
  if (!studio || studio.games_count !== calls.feed.studioGames) {
    throw new Error(
      `the studio ${calls.provider} lists ${studio?.games_count ?? 'no'} games, not the feed's ${calls.feed.studioGames}`,
    );
  }
  const feedNames = new Set(calls.feed.named.map((game) => game.name));
  const found = [];
  for (const search of [SEARCHED, TYPO]) {
    const answer = await expectStatus(
      call(base, 'GET', list(`limitfrom=0&limitto=${PAGE}&search=${search}&locale=en`)),
      200,
      `search "${search}"`,
    );
    const ofFeed = answer.games.filter((entry) => feedNames.has(entry.game.name)).length;
    if (ofFeed === 0) throw new Error(`search "${search}" finds none of the feed's names`);
    found.push(`"${search}" ${answer.totalcount} (${ofFeed} of its first page from the feed)`);
  }
  print(
    `checked: studio ${calls.provider} lists ${studio.games_count} games; search ${found.join(', ')}`,
  );
}

function report({ seconds, small, big, memory, imported }) {
  // The big catalogue's size as the columns name it.
  const size = imported.label;
  const rows = [
    [
      'call (50 clients)',
      'KB',
      '16: req/s',
      'p50',
      'p99',
      '÷health',
      'KB',
      `${size}: req/s`,
      'p50',
      'p99',
      '÷health',
      `${size}÷16`,
      'same, ÷health',
      `aims at ${size}`,
    ],
  ];
  let met = 0;
  let judged = 0;
  for (const [label, large] of big) {
    const little = small.get(label);
    const shareSmall = little.perSecond / little.healthPerSecond;
    const shareBig = large.perSecond / large.healthPerSecond;
    const ofSmall = large.perSecond / little.perSecond;
    // The same ratio with each figure taken against the health measured beside it: the machine
    // is shared, and minutes pass between the two catalogues.
    const ofSmallBesideHealth = shareBig / shareSmall;
    const judge = label !== '/api/health' && !label.startsWith('uncached');
    const missed = [
      shareBig < AIM.shareOfHealth ? '÷health' : '',
      large.p99Ms > AIM.p99Ms ? 'p99' : '',
      ofSmallBesideHealth < 1 / AIM.ofSmall ? `${size}÷16` : '',
    ].filter(Boolean);
    if (judge) {
      judged += 1;
      if (missed.length === 0) met += 1;
    }
    rows.push([
      label,
      little.answerKb.toFixed(1),
      little.perSecond.toFixed(0),
      little.p50Ms.toFixed(1),
      little.p99Ms.toFixed(1),
      shareSmall.toFixed(2),
      large.answerKb.toFixed(1),
      large.perSecond.toFixed(0),
      large.p50Ms.toFixed(1),
      large.p99Ms.toFixed(1),
      shareBig.toFixed(2),
      `${ofSmall.toFixed(2)}×`,
      `${ofSmallBesideHealth.toFixed(2)}×`,
      judge ? (missed.length === 0 ? 'met' : `missed ${missed.join(', ')}`) : '',
    ]);
  }
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row) =>
    row
      .map((cell, column) =>
        (column === 0 || column === row.length - 1 ? cell.padEnd : cell.padStart).call(
          cell,
          widths[column],
        ),
      )
      .join('  ');
  print(
    `\nCatalogue benchmark: ${CLIENTS} clients, each call ${seconds} s in ${SLICE_MS} ms slices ` +
      'alternating with /api/health; times in ms, answers in KB',
  );
  print(line(rows[0]));
  for (const row of rows.slice(1)) print(line(row));
  print(
    `aims: req/s ≥ ${AIM.shareOfHealth}× health's, p99 ≤ ${AIM.p99Ms} ms, and at ${size} games at ` +
      `least 1/${AIM.ofSmall} of the 16-game figure (≥ ${(1 / AIM.ofSmall).toFixed(2)}×, each against ` +
      `its own health); ${met} of ${judged} calls meet all three`,
  );
  const deep = deepPageStart(imported.published);
  print(
    `deep page: games ${deep} to ${deep + PAGE - 1} of the ${imported.published} published ` +
      `(page ${deep / PAGE + 1}, ${PAGE} games a page); with 16 games the last full page is the first`,
  );
  print(
    `import: ${imported.source ? `${imported.source}, ` : ''}${imported.games} games ` +
      `(${imported.published} published) in ${(imported.importMs / 1_000).toFixed(1)} s`,
  );
  print(
    `server memory (RSS): ${memory.atStart.toFixed(0)} MB at start, ` +
      `${memory.before.toFixed(0)} MB after the 16-game runs, ` +
      `${memory.imported.toFixed(0)} MB after the import, ${memory.after.toFixed(0)} MB after the ${size}-game runs`,
  );
}

/** `--feed sandbox`: the big catalogue is the provider sandbox's feed (else generated games). */
function feedArgument() {
  const index = process.argv.indexOf('--feed');
  if (index === -1) return null;
  if (process.argv[index + 1] !== 'sandbox') {
    throw new Error("--feed takes `sandbox` (the provider sandbox's feed)");
  }
  return 'sandbox';
}

async function main() {
  const seconds = wholeNumberArgument('--seconds', 5, 1, 600);
  const feed = feedArgument();
  // The sandbox-fed run's admin, made by the server at start (ADMIN_EMAIL) for this run only.
  const admin = {
    email: 'bench.admin@example.com',
    password: randomBytes(18).toString('base64url'),
  };
  let sandbox;
  let sandboxUrl;
  try {
    await withBuiltServerOnScratchDatabase(
      'catalogue',
      async ({ baseUrl, url, origin: base, start }) => {
        print(`catalogue: ${CLIENTS} clients, ${seconds} s per call, on ${new URL(baseUrl).host}`);
        print(`machine at the start: ${loadLine()}`);
        const server = await start(
          feed ? { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } : {},
        );
        const atStart = rssMb(server.pid);
        let calls = GENERATED_CALLS;
        if (feed) {
          // Started before the 16-game runs: the studio measured comes from its feed, and the
          // same requests are measured on both catalogues.
          sandbox = startSandbox(base);
          sandboxUrl = await sandbox.ready;
          calls = await sandboxCalls(sandboxUrl);
          print(
            `provider sandbox at ${sandboxUrl}: ${calls.feed.games} games of ${calls.feed.studios} ` +
              `studios; studio filter ${calls.provider} (${calls.feed.studioGames} games), ` +
              `${calls.feed.named.length} names hold "${SEARCHED}" (e.g. "${calls.feed.named[0].name}")`,
          );
        }

        const small = await measureAll(base, seconds, 16, calls);
        const before = rssMb(server.pid);
        const imported = feed
          ? {
              ...(await importSandboxFeed(
                base,
                url,
                { url: sandboxUrl, secret: sandbox.secret },
                admin,
              )),
              source: "the provider sandbox's feed through the operator's API, thumbnails included",
            }
          : await importGames(url);
        imported.label = feed ? imported.games.toLocaleString('en-US') : '5,000';
        const importedRss = rssMb(server.pid);
        if (feed) await checkSandboxAnswers(base, calls);
        const big = await measureAll(base, seconds, imported.published, calls);
        const after = rssMb(server.pid);
        report({
          seconds,
          small,
          big,
          memory: { atStart, before, imported: importedRss, after },
          imported,
        });
        print(`machine at the end: ${loadLine()}`);
      },
      async () => {
        await sandbox?.stop();
        sandbox = undefined;
      },
    );
  } finally {
    agent.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
