import type { Locale } from '@satsino/contract/locales';
import { useEffect } from 'react';
import { Outlet } from 'react-router';

interface LocaleRouteProps {
  locale: Locale;
}

/**
 * The root of one locale's route tree. Its loader has already switched i18next to `locale`;
 * this tells the browser and assistive technology which language the page is in.
 */
export function LocaleRoute({ locale }: LocaleRouteProps) {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  return <Outlet />;
}
