import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { localizedPath, stripLocale } from '../../i18n/locale-path';
import { useLocale } from '../../i18n/use-locale';
import { isActiveSettingsItem } from './settings-menu';

interface SettingsMenuItem {
  /** The page's path without a locale prefix. */
  path: string;
  label: string;
  icon: ReactNode;
}

/**
 * SPEC §2 settings layout: the title 'account_settings', a menu of the settings pages (the one
 * shown is marked), and the page. Side by side where there is room; on phones the menu is a
 * row of tabs above the page that scrolls sideways.
 */
export function SettingsLayout() {
  const { t } = useTranslation();
  const locale = useLocale();
  const currentPath = stripLocale(useLocation().pathname).path;
  const items: SettingsMenuItem[] = [
    { path: '/settings/profile', label: t('settings.profile'), icon: <PersonOutline /> },
    { path: '/settings/password', label: t('settings.password'), icon: <LockOutlined /> },
    { path: '/settings/sessions', label: t('settings.sessions'), icon: <DevicesOutlined /> },
  ];

  return (
    <Box>
      <Typography component="h1" sx={{ typography: { xs: 'h5', sm: 'h4' }, mb: { xs: 2, md: 3 } }}>
        {t('account_settings')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { '@': 'minmax(0, 1fr)', '@md': '15rem minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Paper
          component="nav"
          aria-label={t('settings.menu')}
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
              const active = isActiveSettingsItem(currentPath, path);
              return (
                <ListItemButton
                  key={path}
                  component={Link}
                  to={localizedPath(path, locale)}
                  selected={active}
                  aria-current={active ? 'page' : undefined}
                  sx={{
                    borderRadius: 1,
                    // Phones: equal tabs with the icon above the label, so all three fit.
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
