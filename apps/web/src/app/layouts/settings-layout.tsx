import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useWalletUiActions } from '../../features/wallet/wallet-ui-context';
import { localizedPath, stripLocale } from '../../i18n/locale-path';
import { useLocale } from '../../i18n/use-locale';
import { type SideMenuItem, SideMenuLayout } from '../../ui/side-menu-layout';
import { isActiveSettingsItem, SETTINGS_MENU_ITEMS } from './settings-menu';

/**
 * SPEC §2 settings layout: the title 'account_settings', a menu of the settings pages (the one
 * shown is marked), and the page. Side by side where there is room; on phones the menu is a
 * row of tabs above the page that scrolls sideways.
 */
export function SettingsLayout() {
  const { t } = useTranslation();
  const locale = useLocale();
  const walletUi = useWalletUiActions();
  const currentPath = stripLocale(useLocation().pathname).path;
  const items: SideMenuItem[] = SETTINGS_MENU_ITEMS.map(
    ({ slug, path, titleKey, icon: Icon, walletTab }) => ({
      key: slug,
      to: localizedPath(path, locale),
      label: t(titleKey),
      icon: <Icon />,
      active: isActiveSettingsItem(currentPath, path),
      onClick: walletTab === undefined ? undefined : () => walletUi.setTab(walletTab),
      testId: `settings-menu-${slug}`,
    }),
  );

  return (
    <SideMenuLayout title={t('account_settings')} menuLabel={t('settings.menu')} items={items}>
      <Outlet />
    </SideMenuLayout>
  );
}
