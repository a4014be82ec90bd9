/*
 * The old and alternative addresses of SPEC §2 and the page each one stands for. Paths here have
 * no locale prefix; the router adds the reader's. Each function answers the canonical path, or
 * `undefined` when the address is already canonical (or is no alias at all).
 */

/** `/category/OLD/{slug}`: the old category slugs and today's (SPEC §2). */
const LEGACY_CATEGORY_SLUGS: Readonly<Record<string, string>> = {
  blackjack: 'blackjack',
  gameshow: 'game-show',
  livecasino: 'live-casino',
  roulette: 'roulette',
  slots: 'slots',
};

/** `/policies/OLD/{slug}`: the policies that had an old address (SPEC §2). */
const LEGACY_POLICY_SLUGS: ReadonlySet<string> = new Set([
  'about-us',
  'privacy-policy',
  'terms-and-conditions',
]);

/** Simple aliases: `/home`, `/lobby` and `/register/` (SPEC §2). */
export const ALIAS_PATHS = {
  home: '/',
  lobby: '/casino',
  register: '/auth/register',
} as const;

/** `/category/OLD/livecasino` → `/category/live-casino`; unknown old slugs have no page. */
export function legacyCategoryPath(slug: string | undefined): string | undefined {
  const current = slug === undefined ? undefined : LEGACY_CATEGORY_SLUGS[slug.toLowerCase()];
  return current === undefined ? undefined : `/category/${current}`;
}

/** `/policies/OLD/about-us` → `/policies/about-us`; other old slugs have no page. */
export function legacyPolicyPath(slug: string | undefined): string | undefined {
  const current = slug?.toLowerCase();
  return current !== undefined && LEGACY_POLICY_SLUGS.has(current)
    ? `/policies/${current}`
    : undefined;
}

/** Category ids are lower case (SPEC §2): `/category/Live-Casino` → `/category/live-casino`. */
export function canonicalCategoryPath(id: string | undefined): string | undefined {
  if (id === undefined || id === id.toLowerCase()) {
    return undefined;
  }
  return `/category/${encodeURIComponent(id.toLowerCase())}`;
}

/**
 * Provider ids have hyphens where links once had spaces (SPEC §2): each space becomes a
 * hyphen and nothing else changes, so `/providers/Big Time Gaming` → `/providers/Big-Time-Gaming`.
 */
export function canonicalProviderPath(id: string | undefined): string | undefined {
  if (id === undefined || !id.includes(' ')) {
    return undefined;
  }
  return `/providers/${encodeURIComponent(id.replaceAll(' ', '-'))}`;
}
