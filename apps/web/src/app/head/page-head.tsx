import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSiteName } from '../site/use-site-name';
import { writeHeadLinks, writeMetaDescription } from './document-head';
import { headLinksFor } from './head-links';

type SetDescription = (description: string | undefined) => void;

const PageDescriptionContext = createContext<SetDescription | undefined>(undefined);

interface PageHeadProps {
  children: ReactNode;
}

/**
 * Keeps <head> in step with the page on every navigation: the meta description (the site's
 * own, unless the page gives one), the canonical address and the hreflang alternates of the
 * ten locales. The title is each page's (`usePageTitle`); `<html lang>` is the locale route's.
 */
export function PageHead({ children }: PageHeadProps) {
  const { t } = useTranslation();
  const siteName = useSiteName();
  const { pathname } = useLocation();
  const [pageDescription, setPageDescription] = useState<string | undefined>();
  const description = pageDescription ?? t('meta.description', { siteName });

  useEffect(() => {
    writeMetaDescription(description);
  }, [description]);

  useEffect(() => {
    writeHeadLinks(headLinksFor(pathname, window.location.origin));
  }, [pathname]);

  return <PageDescriptionContext value={setPageDescription}>{children}</PageDescriptionContext>;
}

/**
 * Gives the page shown its own meta description (a blog post's summary, a promotion's
 * teaser); the site's description comes back when the page goes.
 */
export function usePageDescription(description: string): void {
  const setDescription = useContext(PageDescriptionContext);
  useEffect(() => {
    setDescription?.(description);
    return () => setDescription?.(undefined);
  }, [description, setDescription]);
}
