/** The fragment key the launch URL carries the token in: `/play/{game_id}#launch={token}`. */
export const LAUNCH_FRAGMENT_KEY = 'launch';

/**
 * The launch token of a game host address's fragment (`#launch=…`), or `undefined` when there is
 * none. The token travels in the fragment so that it never reaches a server log or a Referer.
 */
export function readLaunchToken(hash: string): string | undefined {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  const token = new URLSearchParams(fragment).get(LAUNCH_FRAGMENT_KEY)?.trim();
  return token === undefined || token === '' ? undefined : token;
}

/**
 * The address without the token, for `history.replaceState`: a reload or a copied address must
 * not offer a used token again (the token is single use anyway).
 */
export function addressWithoutToken(location: { pathname: string; search: string }): string {
  return `${location.pathname}${location.search}`;
}
