import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import CallMadeOutlined from '@mui/icons-material/CallMadeOutlined';
import CallReceivedOutlined from '@mui/icons-material/CallReceivedOutlined';
import ExtensionOutlined from '@mui/icons-material/ExtensionOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { localizedPath, stripLocale } from '../../i18n/locale-path';
import { TextsSuspense } from '../../i18n/texts-suspense';
import { useLocale } from '../../i18n/use-locale';
import { SideMenuLayout } from '../../ui/side-menu-layout';
import { ADMIN_PATHS, isActiveAdminPage } from './admin-pages';

interface AdminMenuItem {
  /** The page's path without a locale prefix. */
  path: string;
  label: string;
  icon: ReactNode;
}

/** The frame of the operator pages, once their texts are loaded. */
export function AdminLayout() {
  return (
    <TextsSuspense namespace="admin">
      <AdminFrame />
    </TextsSuspense>
  );
}

/**
 * Laid out like the settings pages: the title, a menu of the operator pages on the left (a row
 * of tabs above the page on narrow screens) and the page, which gets the rest of the width for
 * its tables.
 */
function AdminFrame() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const currentPath = stripLocale(useLocation().pathname).path;
  const items: AdminMenuItem[] = [
    {
      path: ADMIN_PATHS.withdrawals,
      label: t('layout.withdrawals'),
      icon: <CallMadeOutlined />,
    },
    { path: ADMIN_PATHS.deposits, label: t('layout.deposits'), icon: <CallReceivedOutlined /> },
    { path: ADMIN_PATHS.audit, label: t('layout.audit'), icon: <AccountBalanceOutlined /> },
    { path: ADMIN_PATHS.log, label: t('layout.log'), icon: <HistoryOutlined /> },
    { path: ADMIN_PATHS.chat, label: t('layout.chat'), icon: <ForumOutlined /> },
    {
      path: ADMIN_PATHS.verifications,
      label: t('layout.verifications'),
      icon: <VerifiedUserOutlined />,
    },
    {
      path: ADMIN_PATHS.notifications,
      label: t('layout.notifications'),
      icon: <NotificationsOutlined />,
    },
    {
      path: ADMIN_PATHS.vipLevels,
      label: t('layout.vipLevels'),
      icon: <WorkspacePremiumOutlined />,
    },
    { path: ADMIN_PATHS.crashChains, label: t('layout.crashChains'), icon: <LinkOutlined /> },
    { path: ADMIN_PATHS.coupons, label: t('layout.coupons'), icon: <LocalOfferOutlined /> },
    { path: ADMIN_PATHS.providers, label: t('layout.providers'), icon: <ExtensionOutlined /> },
  ];

  return (
    <SideMenuLayout
      title={t('layout.title')}
      menuLabel={t('layout.menu')}
      items={items.map(({ path, label, icon }) => ({
        key: path,
        to: localizedPath(path, locale),
        label,
        icon,
        active: isActiveAdminPage(currentPath, path),
      }))}
    >
      <Outlet />
    </SideMenuLayout>
  );
}
