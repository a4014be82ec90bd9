import { DEFAULT_SITE_NAME, defaultPageTitle } from '@satsino/contract/site';
import { useEffect } from 'react';

/** SPEC §9: a page that names no title of its own is '{product} casino'. */
const DEFAULT_TITLE = defaultPageTitle(DEFAULT_SITE_NAME);

/**
 * Sets the browser tab's title while the calling page is shown. When the page goes, the
 * default title comes back, so a next page without a title never keeps the last one's.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
    return () => {
      document.title = DEFAULT_TITLE;
    };
  }, [title]);
}
