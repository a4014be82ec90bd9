import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { APP_DRAWER_ID } from './app-drawer';
import { HeaderAccountArea } from './header-account-area';
import { HomeLogoLink } from './home-logo-link';
import { LanguageSwitcher } from './language-switcher';
import { ThemeToggle } from './theme-toggle';

interface AppHeaderProps {
  drawerOpen: boolean;
  onToggleDrawer: () => void;
}

/**
 * SPEC §2 header: menu toggle, logo, language switcher (and the theme toggle), then Login and
 * Register for guests or the account menu for players.
 */
export function AppHeader({ drawerOpen, onToggleDrawer }: AppHeaderProps) {
  const { t } = useTranslation();

  return (
    <AppBar
      position="sticky"
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar
        disableGutters
        sx={(theme) => ({
          gap: { xs: 0.5, sm: 1 },
          px: { xs: 1, md: 2 },
          minHeight: { md: theme.layout.headerHeightPx },
        })}
      >
        <IconButton
          color="inherit"
          aria-label={drawerOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          aria-controls={APP_DRAWER_ID}
          aria-expanded={drawerOpen}
          onClick={onToggleDrawer}
        >
          {drawerOpen ? <MenuOpenIcon /> : <MenuIcon />}
        </IconButton>
        <HomeLogoLink />
        <Box sx={{ flex: 1 }} />
        <LanguageSwitcher />
        <ThemeToggle />
        <HeaderAccountArea />
      </Toolbar>
    </AppBar>
  );
}
