import { menuResponse } from '@satsino/contract/content';
import type { Locale } from '@satsino/contract/locales';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useWalletUiActions } from '../../features/wallet/wallet-ui-context';
import { localizedPath, stripLocale } from '../../i18n/locale-path';
import { useLocale } from '../../i18n/use-locale';
import { apiGet } from '../../lib/api-client';
import { type SideMenuItem, SideMenuLayout } from '../../ui/side-menu-layout';
import {
  builtInSettingsMenu,
  isActiveSettingsItem,
  settingsMenuFromConfiguration,
} from './settings-menu';

/** Menus change when an operator edits them: a visit keeps them a few minutes. */
const MENU_STALE_TIME_MS = 5 * 60_000;

/** `GET /api/menu`: the site configuration's menus, titled in the locale. */
function menuQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['content', 'menu', locale],
    queryFn: ({ signal }) => apiGet(`/menu?locale=${locale}`, menuResponse, { signal }),
    staleTime: MENU_STALE_TIME_MS,
  });
}

/**
 * SPEC §2 settings layout: the title 'account_settings', the left menu from the site
 * configuration (target path, icon, title, slug; the built-in menu while it loads or if it
 * cannot be had, so the menu never disappears), the entry of the page shown marked by prefix,
 * and the page. Side by side where there is room; on phones the menu is a row of tabs above
 * the page that scrolls sideways.
 */
export function SettingsLayout() {
  const { t } = useTranslation();
  const locale = useLocale();
  const walletUi = useWalletUiActions();
  const currentPath = stripLocale(useLocation().pathname).path;
  const menu = useQuery(menuQueryOptions(locale));
  const entries =
    settingsMenuFromConfiguration(menu.data?.menus.settings) ??
    builtInSettingsMenu((key) => t(key));
  const items: SideMenuItem[] = entries.map(({ slug, path, title, icon: Icon, walletTab }) => ({
    key: slug,
    to: localizedPath(path, locale),
    label: title,
    icon: <Icon />,
    active: isActiveSettingsItem(currentPath, path),
    onClick: walletTab === undefined ? undefined : () => walletUi.setTab(walletTab),
    testId: `settings-menu-${slug}`,
  }));

  return (
    <SideMenuLayout title={t('account_settings')} menuLabel={t('settings.menu')} items={items}>
      <Outlet />
    </SideMenuLayout>
  );
}
