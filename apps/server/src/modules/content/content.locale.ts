import { DEFAULT_LOCALE, isLocale, type Locale } from '@satsino/contract/locales';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Norwegian browsers often say `no` or `nn`; the site's Norwegian is Bokmål. */
const ALIASES: Record<string, Locale> = { no: 'nb', nn: 'nb' };

function supported(tag: string): Locale | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/, 1)[0] ?? '';
  if (isLocale(primary)) return primary;
  return ALIASES[primary];
}

/** The supported locales of an Accept-Language header, most preferred first. */
export function localesOfAcceptLanguage(header: string | undefined): Locale[] {
  if (!header) return [];
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && Number.isFinite(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const locales: Locale[] = [];
  for (const { tag } of ranked) {
    const locale = supported(tag);
    if (locale && !locales.includes(locale)) locales.push(locale);
  }
  return locales;
}

/** `?locale=xx` when it names a supported locale, else the browser's first supported one, else en. */
export function resolveLocale(
  query: string | undefined,
  acceptLanguage: string | undefined,
): Locale {
  const fromQuery = query ? supported(query) : undefined;
  return fromQuery ?? localesOfAcceptLanguage(acceptLanguage)[0] ?? DEFAULT_LOCALE;
}

/**
 * The locale of a public content call. The answer depends on Accept-Language, so caches must key
 * on it; Content-Language tells the client which locale it asked for got resolved to.
 */
export function requestLocale(request: FastifyRequest, reply: FastifyReply): Locale {
  const query = (request.query as { locale?: unknown } | undefined)?.locale;
  const locale = resolveLocale(
    typeof query === 'string' ? query : undefined,
    request.headers['accept-language'],
  );
  reply.header('vary', 'Accept-Language');
  reply.header('content-language', locale);
  return locale;
}

/** A translation in the wanted locale, else the English one (every item has English). */
export function pickTranslation<T extends { locale: string }>(
  rows: readonly T[],
  locale: Locale,
): T | undefined {
  return (
    rows.find((row) => row.locale === locale) ??
    rows.find((row) => row.locale === DEFAULT_LOCALE) ??
    rows[0]
  );
}

/** Groups translation rows by the item they belong to. */
export function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const id = key(row);
    const group = groups.get(id);
    if (group) group.push(row);
    else groups.set(id, [row]);
  }
  return groups;
}

/**
 * Each row paired with its texts in the locale, else in English (the translations loaded are
 * those of `localesToLoad`); a row with neither is left out.
 */
export function withTranslations<Row extends { id: number }, Texts extends { locale: string }>(
  rows: readonly Row[],
  translations: readonly Texts[],
  ownerOf: (texts: Texts) => number,
  locale: Locale,
): [Row, Texts][] {
  const byOwner = groupBy(translations, ownerOf);
  return rows.flatMap((row): [Row, Texts][] => {
    const texts = pickTranslation(byOwner.get(row.id) ?? [], locale);
    return texts ? [[row, texts]] : [];
  });
}

/** The locales to load for a public answer: the wanted one and the English fallback. */
export const localesToLoad = (locale: Locale): Locale[] =>
  locale === DEFAULT_LOCALE ? [DEFAULT_LOCALE] : [locale, DEFAULT_LOCALE];

/** Short shared caching for public content: an operator's edit shows within a minute. */
export const PUBLIC_CONTENT_CACHE = 'public, max-age=60';

/**
 * Route hook for list calls whose window has defaults: a POST without a body arrives as `null`,
 * which means "the defaults", so it is validated as an empty object.
 */
export async function emptyBodyAsDefaults(request: FastifyRequest): Promise<void> {
  if (request.body === null || request.body === undefined) request.body = {};
}
