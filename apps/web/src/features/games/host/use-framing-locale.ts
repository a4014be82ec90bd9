import { isLocale, type Locale } from '@satsino/contract/locales';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { localizedPath, stripLocale } from '../../../i18n/locale-path';

/**
 * The page framing the game host when it is ours (same origin) and can be read: the casino's game
 * page. A host opened on its own, or framed by another site, has none.
 */
function framingRoot(): HTMLElement | undefined {
  if (window.parent === window) return undefined;
  try {
    return window.parent.document.documentElement;
  } catch {
    // Another origin frames the host: its page is not ours to read.
    return undefined;
  }
}

/**
 * Where the host goes to speak `locale`: the same page under that locale's prefix. The fragment
 * goes along: while the games' texts load, the launch token may still be in it, unread.
 */
export function hostPathIn(pathname: string, search: string, hash: string, locale: Locale): string {
  return `${localizedPath(stripLocale(pathname).path, locale)}${search}${hash}`;
}

/**
 * Keeps the game host in the language of the casino page that frames it. The launch URL is the
 * host's English address and the host has its own copy of the app, so without this the game
 * stayed English in a German page, and a language switch in the site's header (which tells the
 * browser by the page's `lang`) never reached it. The host follows by opening its own page under
 * the locale's prefix: its locale route loads that language's texts and switches to it, and the
 * game stays mounted (the same route components render), so the session and the round go on.
 */
export function useFramingLocale(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const root = framingRoot();
    if (root === undefined) return;
    const follow = () => {
      const wanted = root.lang;
      if (!isLocale(wanted)) return;
      const { pathname, search, hash } = window.location;
      if (stripLocale(pathname).locale === wanted) return;
      void navigate(hostPathIn(pathname, search, hash, wanted), { replace: true });
    };
    follow();
    const observer = new MutationObserver(follow);
    observer.observe(root, { attributes: true, attributeFilter: ['lang'] });
    return () => observer.disconnect();
  }, [navigate]);
}
