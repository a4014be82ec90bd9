import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import CallMadeOutlined from '@mui/icons-material/CallMadeOutlined';
import CallReceivedOutlined from '@mui/icons-material/CallReceivedOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { localizedPath, stripLocale } from '../../i18n/locale-path';
import { useLocale } from '../../i18n/use-locale';
import { ADMIN_PATHS, isActiveAdminPage } from './admin-pages';
import { AdminTexts } from './i18n/admin-texts-gate';
import { useAdminTranslation } from './i18n/use-admin-translation';

interface AdminMenuItem {
  /** The page's path without a locale prefix. */
  path: string;
  label: string;
  icon: ReactNode;
}

/** The frame of the operator pages, once their texts are loaded. */
export function AdminLayout() {
  return (
    <AdminTexts>
      <AdminFrame />
    </AdminTexts>
  );
}

/**
 * Laid out like the settings pages: the title, a menu of the operator pages on the left (a row
 * of tabs above the page on narrow screens) and the page, which gets the rest of the width for
 * its tables.
 */
function AdminFrame() {
  const { t } = useAdminTranslation();
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
  ];

  return (
    <Box>
      <Typography component="h1" sx={{ typography: { xs: 'h5', sm: 'h4' }, mb: { xs: 2, md: 3 } }}>
        {t('layout.title')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { '@': 'minmax(0, 1fr)', '@md': '14rem minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Paper
          component="nav"
          aria-label={t('layout.menu')}
          variant="outlined"
          sx={{
            position: { '@md': 'sticky' },
            top: (theme) => theme.spacing(10),
            overflow: 'hidden',
          }}
        >
          <List
            disablePadding
            sx={{
              display: 'flex',
              flexDirection: { '@': 'row', '@md': 'column' },
              p: 1,
              gap: 0.5,
            }}
          >
            {items.map(({ path, label, icon }) => {
              const active = isActiveAdminPage(currentPath, path);
              return (
                <ListItemButton
                  key={path}
                  component={Link}
                  to={localizedPath(path, locale)}
                  selected={active}
                  aria-current={active ? 'page' : undefined}
                  sx={{
                    borderRadius: 1,
                    // Narrow screens: equal tabs with the icon above the label, so all four fit.
                    flex: { '@': '1 1 0', '@md': '0 0 auto' },
                    flexDirection: { '@': 'column', '@md': 'row' },
                    gap: { '@': 0.5, '@md': 0 },
                    px: { '@': 0.5, '@md': 2 },
                    minWidth: 0,
                  }}
                >
                  <ListItemIcon
                    sx={{
                      minWidth: { '@': 0, '@md': 40 },
                      color: active ? 'primary.main' : 'inherit',
                    }}
                  >
                    {icon}
                  </ListItemIcon>
                  <ListItemText
                    primary={label}
                    sx={{ flex: { '@': '0 0 auto', '@md': '1 1 auto' }, m: 0, maxWidth: '100%' }}
                    slotProps={{
                      primary: {
                        noWrap: true,
                        sx: {
                          typography: { '@': 'body2', '@md': 'body1' },
                          textAlign: { '@': 'center', '@md': 'left' },
                        },
                      },
                    }}
                  />
                </ListItemButton>
              );
            })}
          </List>
        </Paper>
        <Box sx={{ minWidth: 0 }}>
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
