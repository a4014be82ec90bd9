import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useWalletUiActions } from '../../features/wallet/wallet-ui-context';
import { localizedPath, stripLocale } from '../../i18n/locale-path';
import { useLocale } from '../../i18n/use-locale';
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
              // Phones: more entries than fit side by side, so the row scrolls.
              overflowX: { '@': 'auto', '@md': 'visible' },
              scrollbarWidth: 'none',
              p: 1,
              gap: 0.5,
            }}
          >
            {SETTINGS_MENU_ITEMS.map(({ slug, path, titleKey, icon: Icon, walletTab }) => {
              const active = isActiveSettingsItem(currentPath, path);
              return (
                <ListItemButton
                  key={slug}
                  component={Link}
                  to={localizedPath(path, locale)}
                  onClick={walletTab === undefined ? undefined : () => walletUi.setTab(walletTab)}
                  selected={active}
                  aria-current={active ? 'page' : undefined}
                  data-testid={`settings-menu-${slug}`}
                  sx={{
                    borderRadius: 1,
                    // Phones: tabs with the icon above the label, sharing the row while they
                    // fit and scrolling sideways once they do not.
                    flex: { '@': '1 0 auto', '@md': '0 0 auto' },
                    flexDirection: { '@': 'column', '@md': 'row' },
                    gap: { '@': 0.5, '@md': 0 },
                    px: { '@': 1, '@md': 2 },
                    minWidth: { '@': '4.5rem', '@md': 0 },
                  }}
                >
                  <ListItemIcon
                    sx={{
                      minWidth: { '@': 0, '@md': 40 },
                      color: active ? 'primary.main' : 'inherit',
                    }}
                  >
                    <Icon />
                  </ListItemIcon>
                  <ListItemText
                    primary={t(titleKey)}
                    sx={{
                      flex: { '@': '0 0 auto', '@md': '1 1 auto' },
                      m: 0,
                      maxWidth: '100%',
                      textAlign: { '@': 'center', '@md': 'left' },
                    }}
                    slotProps={{
                      primary: {
                        noWrap: true,
                        // Alone in this sx on purpose: MUI merges other responsive styles into
                        // the theme's own typography object, which then changed every body2
                        // text of the app (centred alerts).
                        sx: { typography: { '@': 'body2', '@md': 'body1' } },
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
