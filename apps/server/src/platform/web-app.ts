import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import { tokenFromCookies } from '@satsino/contract/auth-constants';
import { LOBBY_PAGE_SIZE } from '@satsino/contract/catalogue';
import { ERROR_MESSAGES, type ErrorResponse } from '@satsino/contract/errors';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@satsino/contract/locales';
import { isSitePage } from '@satsino/contract/site-pages';
import type { SiteInfo } from '@satsino/contract/site-settings';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Vite writes content-hashed files under `assets/`: their name changes whenever they do. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
const REVALIDATE_CACHE = 'no-cache';
const API_PREFIXES = ['/api', '/socket.io'];
const NOT_FOUND: ErrorResponse = { message: ERROR_MESSAGES.notFound, code: 'not_found' };
/** Written by the web build (apps/web/vite-build-plugins.ts): the scripts each page needs. */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';
/** Written by the web build too: per locale, the texts the loading screen may say. */
const SHELL_TEXTS_FILE = 'shell-texts.json';
/** Where index.html's loading screen may show the home page's largest picture. */
const PRELOADER_HERO_MARK = '<!--satsino:preloader-hero-->';
/** Where index.html's loading screen may show the lobby's prompt to guests. */
const PRELOADER_PROMPT_MARK = '<!--satsino:preloader-prompt-->';
/** The loading screen's page skeleton in index.html, which the server sets for each page. */
const PRELOADER_PAGE_ATTRIBUTE = 'data-page="page"';
/** The element the web app reads its boot answers from (apps/web/src/lib/boot-answers.ts). */
const BOOT_ANSWERS_ELEMENT_ID = 'boot-answers';
/** Every page's first render waits for the site's state (maintenance, name). */
const SITE_PATH = '/api/site';
/** The lobby's, the home page's and a game page's first calls, written as the web app writes them. */
const imageSliderPath = (locale: Locale) => `/api/games/imageslider?locale=${locale}`;
/**
 * The home page's first calls: its slider, promotions and banners. Its game rows are drawn after
 * the first paint, one at a time, so their call can wait for the app.
 */
const homeCallsOf = (locale: Locale) => [
  imageSliderPath(locale),
  `/api/promotion-sliders?locale=${locale}`,
  `/api/banners?locale=${locale}`,
];
const lobbyFirstPagePath = (locale: Locale) =>
  `/api/games/list?limitfrom=0&limitto=${LOBBY_PAGE_SIZE}&locale=${locale}`;
const gameInfoPath = (gameId: string, locale: Locale) =>
  `/api/games/info/${encodeURIComponent(gameId)}?locale=${locale}`;
/** The lobby's first tiles, whose pictures the page announces: a phone's first row and more. */
const LOBBY_TILES_PRELOADED = 4;
/** Paths under /casino/ that are pages of their own, not games. */
const CASINO_PAGES = new Set(['index1', 'index2']);

/** Per locale, the app's own texts of the lobby's prompt to guests (`{{siteName}}` in the title). */
type ShellTexts = Record<string, { guestPromptTitle: string; guestPromptText: string }>;

/** What the web build wrote for the server beside index.html. */
interface WebBuild {
  indexHtml: string;
  preloads: RoutePreloads;
  shellTexts: ShellTexts;
}

interface RoutePreloads {
  /** Per page (a path without locale prefix, `*` standing for one segment), its scripts. */
  routes: Record<string, string[]>;
  /** Per locale, the scripts of its translations. */
  locales: Record<string, string[]>;
}

function isApiPath(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? url;
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** The locale, the locale-free path and the query of a page's address, as the web app reads them. */
function pageOf(url: string): { locale: Locale; path: string; query: string } {
  const [pathname = '/', query = ''] = (url.split('#', 1)[0] ?? '').split('?', 2);
  const [, first, ...rest] = pathname.split('/');
  const prefixed = LOCALES.find((locale) => locale !== DEFAULT_LOCALE && locale === first);
  if (prefixed === undefined) return { locale: DEFAULT_LOCALE, path: pathname || '/', query };
  return { locale: prefixed, path: `/${rest.join('/')}`, query };
}

/** Whether `path` is the page `pattern` names; `*` matches one segment, a final slash is optional. */
function matchesPage(pattern: string, path: string): boolean {
  const segments = (value: string) => value.split('/').filter((segment) => segment !== '');
  const wanted = segments(pattern);
  const actual = segments(path);
  return (
    wanted.length === actual.length &&
    wanted.every((segment, index) => segment === '*' || segment === actual[index])
  );
}

/**
 * Which skeleton index.html's loading screen draws for `path` (issue 17: on a slow connection the
 * layout shows at once): the home page's slide and rows, a lobby's title, tabs and grid, a game's
 * frame, or a page's title and lines.
 */
function shellOf(path: string): 'home' | 'lobby' | 'game' | 'page' {
  if (['/', '/casino/index1', '/casino/index2'].some((home) => matchesPage(home, path))) {
    return 'home';
  }
  if (['/casino', '/category/*', '/providers/*'].some((lobby) => matchesPage(lobby, path))) {
    return 'lobby';
  }
  return matchesPage('/casino/*', path) ? 'game' : 'page';
}

const SHELL_TILE = '<div class="preloader__tile"></div>';
const SHELL_ART = '<div class="preloader__block preloader__art"></div>';

/**
 * index.html with the loading screen of `path`: its kind of skeleton, and the pictures the page
 * opens with where the page will show them (the home page's slide, the lobby's first tiles, a
 * game's art), so that they appear as soon as they have loaded rather than after the app's code.
 */
function withShell(indexHtml: string, path: string, hints: PageHints): string {
  let html = indexHtml
    .replace(PRELOADER_PAGE_ATTRIBUTE, `data-page="${shellOf(path)}"`)
    .replace(PRELOADER_HERO_MARK, () => hints.hero)
    .replace(PRELOADER_PROMPT_MARK, () => hints.guestPrompt);
  const picture = (className: string, src: string) =>
    `<img class="${className}" src="${escapeAttribute(src)}" alt="">`;
  if (gameIdOf(path) !== undefined && hints.pictures[0] !== undefined) {
    const art = picture('preloader__block preloader__art', hints.pictures[0]);
    html = html.replace(SHELL_ART, () => art);
  }
  if (matchesPage('/casino', path)) {
    for (const tile of hints.pictures) {
      html = html.replace(SHELL_TILE, () => picture('preloader__tile', tile));
    }
  }
  return html;
}

/** The id of the game whose page `path` is (`/casino/dice`), if it is one. */
function gameIdOf(path: string): string | undefined {
  const segment = /^\/casino\/([^/]+)\/?$/.exec(path)?.[1];
  if (segment === undefined || CASINO_PAGES.has(segment)) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * The content pages of one subject (a post, a promotion, a policy), each with the call that reads
 * it, written as the web app writes it (features/content/api): a subject the API does not know
 * makes the page not found. `/blog/test` is a page of its own (the newest post's preview).
 */
const CONTENT_SUBJECTS = [
  { page: /^\/blog\/([^/]+)\/?$/, api: '/api/blog', except: 'test' },
  { page: /^\/promotions\/([^/]+)\/?$/, api: '/api/promotions' },
  { page: /^\/policies\/([^/]+)\/?$/, api: '/api/pages' },
] as const;

function contentSubjectPath(path: string, locale: Locale): string | undefined {
  for (const subject of CONTENT_SUBJECTS) {
    const segment = subject.page.exec(path)?.[1];
    if (segment === undefined || ('except' in subject && segment === subject.except)) continue;
    try {
      const id = encodeURIComponent(decodeURIComponent(segment));
      return `${subject.api}/${id}?locale=${locale}`;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The catalogue pages of one category or studio, found among the list the page reads (POST, as
 * SPEC §3 has it) by its slug in any case, as the web app finds it (catalogue/game-links.ts).
 */
const CATALOGUE_SUBJECTS = [
  { page: /^\/category\/([^/]+)\/?$/, api: '/api/games/categories', list: 'categories' },
  { page: /^\/providers\/([^/]+)\/?$/, api: '/api/games/providers', list: 'providers' },
] as const;

async function isUnknownCatalogueSubject(
  app: FastifyInstance,
  path: string,
  locale: Locale,
): Promise<boolean> {
  for (const subject of CATALOGUE_SUBJECTS) {
    const segment = subject.page.exec(path)?.[1];
    if (segment === undefined) continue;
    const response = await app.inject({ method: 'POST', url: `${subject.api}?locale=${locale}` });
    // A list that cannot be read (maintenance) is the app's to explain: not a 404.
    if (response.statusCode !== 200) return false;
    const items = (response.json()[subject.list] ?? []) as { slug: string }[];
    let wanted: string;
    try {
      // A studio's address may name it with spaces; the app moves it to hyphens (path-aliases).
      wanted = decodeURIComponent(segment).replaceAll(' ', '-').toLowerCase();
    } catch {
      return true;
    }
    return !items.some((item) => item.slug.toLowerCase() === wanted);
  }
  return false;
}

/**
 * The public API calls a page's first render waits for. Should the web app ever ask differently,
 * it finds no answer here and asks the server itself, as it always could.
 */
function firstCallsOf(page: string, query: string, locale: Locale): string[] {
  const calls = [SITE_PATH];
  if (matchesPage('/', page)) calls.push(...homeCallsOf(locale));
  // The lobby's first page, when the address names no tab, filter or sort.
  if (matchesPage('/casino', page) && query === '') calls.push(lobbyFirstPagePath(locale));
  const gameId = gameIdOf(page);
  if (gameId !== undefined) calls.push(gameInfoPath(gameId, locale));
  const subject = contentSubjectPath(page, locale);
  if (subject !== undefined) calls.push(subject);
  return calls;
}

/** Our own media only: an address of another origin is the CSP's to refuse. */
const isOwnPath = (image: unknown): image is string =>
  typeof image === 'string' && image.startsWith('/') && !image.startsWith('//');

/**
 * The pictures a page shows largest and first (its LCP element is among them), when its answers
 * name them: the home page's first slide, a game's art, the lobby's first tiles.
 */
function largestPicturesOf(
  answers: Record<string, unknown>,
  page: string,
  locale: Locale,
): string[] {
  let images: unknown[] = [];
  if (matchesPage('/', page)) {
    const slider = answers[imageSliderPath(locale)] as { imagesliders?: unknown[] } | undefined;
    images = [(slider?.imagesliders?.[0] as { image_url?: unknown } | undefined)?.image_url];
  }
  const lobby = answers[lobbyFirstPagePath(locale)] as { games?: unknown[] } | undefined;
  if (matchesPage('/casino', page) && Array.isArray(lobby?.games)) {
    images = lobby.games
      .slice(0, LOBBY_TILES_PRELOADED)
      .map((game) => (game as { url_thumb?: unknown }).url_thumb);
  }
  const gameId = gameIdOf(page);
  if (gameId !== undefined) {
    images = [
      (answers[gameInfoPath(gameId, locale)] as { url_thumb?: unknown } | undefined)?.url_thumb,
    ];
  }
  return images.filter(isOwnPath);
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

const escapeText = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The lobby's prompt to guests (SPEC §6) for its loading screen, in the page's words: on a phone
 * it is the lobby's largest paint, and drawn by the browser from the HTML it shows about a second
 * before the app's code can draw it. Only for a visitor without a session, as the app shows it
 * only to guests (a stored session may have expired: the app then shows the prompt itself, late,
 * never wrongly); never while the site is in maintenance, where the app shows no lobby. The
 * buttons are skeleton blocks, like the header's.
 *
 * The title and the text are one paragraph (ADR 0027): painted at once in whatever font the
 * phone has until Inter arrives, it is still larger than the app's paragraph later drawn in
 * Inter, so the largest paint stays the first one.
 */
function guestPromptOf(site: SiteInfo | undefined, texts: ShellTexts[string] | undefined): string {
  if (site === undefined || site.maintenance || texts === undefined) return '';
  // A function, so that a `$&` in the name is not read as a replacement pattern.
  const title = texts.guestPromptTitle.replaceAll('{{siteName}}', () => site.site_name);
  return (
    '<section class="preloader__prompt" aria-hidden="true">' +
    '<p class="preloader__prompt-words">' +
    `<span class="preloader__prompt-title">${escapeText(title)}</span><br>` +
    `<span class="preloader__prompt-text">${escapeText(texts.guestPromptText)}</span></p>` +
    '<span class="preloader__prompt-actions">' +
    '<span class="preloader__block"></span><span class="preloader__block"></span></span></section>'
  );
}

/** JSON inside a <script> element: `<` escaped, so no text can close the element. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** A JSON file of the web build, or `fallback` when the build wrote none. */
function readBuildFile<T>(webDistDir: string, name: string, fallback: T): T {
  const file = path.join(webDistDir, name);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : fallback;
}

function readWebBuild(webDistDir: string): WebBuild | undefined {
  const indexFile = path.join(webDistDir, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  return {
    indexHtml: readFileSync(indexFile, 'utf8'),
    preloads: readBuildFile(webDistDir, ROUTE_PRELOADS_FILE, { routes: {}, locales: {} }),
    shellTexts: readBuildFile(webDistDir, SHELL_TEXTS_FILE, {}),
  };
}

interface PageHints {
  /** What goes at the end of the head: preloads and the boot answers. */
  head: string;
  /** The home page's slide in the loading screen, or nothing. */
  hero: string;
  /** The lobby's prompt to guests in the loading screen, or nothing. */
  guestPrompt: string;
  /** The page's largest and first pictures (`largestPicturesOf`). */
  pictures: string[];
  /** The page's subject (a game, a post…) does not exist. */
  missing: boolean;
}

/**
 * What the server adds to index.html for one page, so that the browser need not wait for the
 * app's code to learn what the page will ask for (issue 12: a phone paints the lobby in 2.5 s):
 * module preloads of the page's own code and of its translations; the answers of the public API
 * calls its first render waits for (the site's state; the home page's slider, promotions and
 * banners; the lobby's first games; a game's details), which the app reads instead of asking
 * again; and preloads of the page's largest pictures.
 */
async function pageHints(
  app: FastifyInstance,
  { preloads, shellTexts }: WebBuild,
  request: FastifyRequest,
): Promise<PageHints> {
  const { locale, path: page, query } = pageOf(request.url);
  const scripts = new Set<string>(preloads.locales[locale] ?? []);
  for (const [pattern, files] of Object.entries(preloads.routes)) {
    if (matchesPage(pattern, page)) for (const file of files) scripts.add(file);
  }
  // Below the entry's own scripts (Vite's module preloads, high priority): the page's code is
  // needed right after them, and must not hold back the app's first paint.
  const tags = [...scripts].map(
    (script) =>
      `<link rel="modulepreload" crossorigin fetchpriority="low" href="${escapeAttribute(script)}">`,
  );

  const answers: Record<string, unknown> = {};
  // A page whose subject does not exist (an unknown game, post, promotion, policy, category or
  // studio) is not found.
  let missing = false;
  await Promise.all(
    firstCallsOf(page, query, locale).map(async (apiPath) => {
      // Through the app itself, as a guest: the same answer the browser would get. A failure
      // (maintenance, an unknown game) is left for the app to meet when it asks.
      const response = await app.inject({ method: 'GET', url: apiPath });
      if (response.statusCode === 200) answers[apiPath] = response.json();
      else if (response.statusCode === 404 && apiPath !== SITE_PATH) missing = true;
    }),
  );
  if (await isUnknownCatalogueSubject(app, page, locale)) missing = true;
  const pictures = largestPicturesOf(answers, page, locale);
  for (const picture of pictures) {
    tags.push(
      `<link rel="preload" as="image" href="${escapeAttribute(picture)}" fetchpriority="high">`,
    );
  }
  // The home page's slide also shows in the loading screen, where the page will have it.
  const slide = matchesPage('/', page) ? pictures[0] : undefined;
  const hero =
    slide === undefined
      ? ''
      : `<img class="preloader__hero" src="${escapeAttribute(slide)}" alt="" fetchpriority="high">`;
  const guestPrompt =
    matchesPage('/casino', page) && tokenFromCookies(request.headers.cookie ?? '') === undefined
      ? guestPromptOf(answers[SITE_PATH] as SiteInfo | undefined, shellTexts[locale])
      : '';
  // A data block is never run, so the CSP (no inline scripts) does not stand in its way.
  tags.push(
    `<script type="application/json" id="${BOOT_ANSWERS_ELEMENT_ID}">${jsonForScript(answers)}</script>`,
  );
  return { head: tags.join('\n    '), hero, guestPrompt, pictures, missing };
}

/**
 * Serves the built single-page app: hashed assets cached for a year (and sent as the build
 * compressed them when the browser accepts Brotli or gzip), `index.html` revalidated on every
 * load, and every unknown path outside `/api` and `/socket.io` answered with `index.html`, with
 * the page's hints added, so the client router can show the page (or its own not-found page,
 * then with the status 404).
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  // Read once: a new build comes with a restart.
  const build = readWebBuild(webDistDir);
  if (build !== undefined) {
    const served = { index: false as const, preCompressed: true, cacheControl: false };
    // The hashed assets (about 1,600 files with their .br and .gz): one wildcard route. A route
    // per file (`wildcard: false`) made every start glob the folder and register them all, which
    // was most of the start of a server and of every test's app. A missing one reaches the
    // not-found handler below, which answers 404.
    await app.register(fastifyStatic, {
      root: path.join(webDistDir, 'assets'),
      prefix: '/assets/',
      wildcard: true,
      ...served,
      setHeaders(reply) {
        reply.header('cache-control', IMMUTABLE_CACHE);
      },
    });
    // The few files at the top (favicon, coin marks): a route each, so any other address falls
    // through to the page handler.
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      globIgnore: ['assets/**'],
      decorateReply: false,
      ...served,
      setHeaders(reply) {
        reply.header('cache-control', REVALIDATE_CACHE);
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'web app is not built; only the API is served');
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (build === undefined || !wantsPage || isApiPath(request.url)) {
      return reply.status(404).send(NOT_FOUND);
    }
    // A missing hashed asset is a real 404, not a page: answering HTML there breaks the browser.
    if (request.url.startsWith('/assets/')) {
      return reply.status(404).send(NOT_FOUND);
    }
    const hints = await pageHints(app, build, request);
    reply.header('cache-control', REVALIDATE_CACHE);
    // An address that is no page, or a page of nothing, is a 404 (for crawlers and links
    // checkers), still with the app, which shows its not-found page.
    const found = isSitePage(pageOf(request.url).path) && !hints.missing;
    const html = withShell(build.indexHtml, pageOf(request.url).path, hints).replace(
      '</head>',
      // A function, so that a `$&` in an answer is not read as a replacement pattern.
      () => `  ${hints.head}\n  </head>`,
    );
    return reply
      .status(found ? 200 : 404)
      .type('text/html; charset=utf-8')
      .send(await encodedPage(request, reply, html));
  });
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Brotli's quality for a page made per request: most of the best ratio at a fraction of its time. */
const PAGE_BROTLI_QUALITY = 5;

/**
 * A page in the best encoding the browser accepts. security.ts's compression hooks into routes,
 * and pages are answered here, by the not-found handler: uncompressed, the lobby's HTML with its
 * boot answers is about 40 KB, and Brotli makes it 7 KB, which on a phone's slow network is
 * about a round trip of its first paint (issue 12). The page also differs by session cookie (the
 * lobby's prompt to guests), which caches are told.
 */
async function encodedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
): Promise<string | Buffer> {
  reply.header('vary', 'Cookie, Accept-Encoding');
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
  if (encoding === null) return html;
  reply.header('content-encoding', encoding);
  return encoding === 'br'
    ? brotli(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY } })
    : gzipAsync(html);
}
