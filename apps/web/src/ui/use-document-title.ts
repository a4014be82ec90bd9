import { defaultPageTitle } from '@satsino/contract/site';
import { useEffect } from 'react';
import { useSiteName } from '../app/site/use-site-name';

/**
 * Sets the browser tab's title while the calling page is shown. When the page goes, the
 * default title comes back, so a next page without a title never keeps the last one's.
 */
export function useDocumentTitle(title: string): void {
  // SPEC §9: a page that names no title of its own is '{product} casino'.
  const defaultTitle = defaultPageTitle(useSiteName());
  useEffect(() => {
    document.title = title;
    return () => {
      document.title = defaultTitle;
    };
  }, [title, defaultTitle]);
}
