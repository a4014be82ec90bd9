import type { Locale } from '@satsino/contract/locales';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { PageHead } from './head/page-head';
import { removePreloader } from './preloader';
import { MaintenanceGate } from './site/maintenance-gate';

interface LocaleRouteProps {
  locale: Locale;
}

/**
 * The root of one locale's route tree. Its loader has already switched i18next to `locale`;
 * this tells the browser and assistive technology which language the page is in, keeps the
 * page's <head> current, sends every page to the maintenance page while maintenance is on,
 * and takes the preloader away once the first page is drawn.
 */
export function LocaleRoute({ locale }: LocaleRouteProps) {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  useEffect(removePreloader, []);

  return (
    <PageHead>
      <MaintenanceGate>
        <Outlet />
      </MaintenanceGate>
    </PageHead>
  );
}
