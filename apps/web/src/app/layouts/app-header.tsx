import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import SearchIcon from '@mui/icons-material/Search';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { HeaderAccountArea } from './header-account-area';
import { HomeLogoLink } from './home-logo-link';
import { LanguageSwitcher } from './language-switcher';
import { APP_DRAWER_ID, SEARCH_DRAWER_ID } from './layout-ids';
import { ThemeToggle } from './theme-toggle';

interface AppHeaderProps {
  /** Wider screens: the menu toggle and the search button live here (phones: the bottom bar). */
  desktop: boolean;
  /** Whether the docked drawer shows its labels (false: folded to icons). */
  drawerExpanded: boolean;
  onToggleDrawer: () => void;
  searchOpen: boolean;
  onOpenSearch: () => void;
}

/**
 * SPEC §2 header: menu toggle on desktop, logo, search, language switcher (and the theme
 * toggle), then Login and Register for guests or the account menu for players.
 */
export function AppHeader({
  desktop,
  drawerExpanded,
  onToggleDrawer,
  searchOpen,
  onOpenSearch,
}: AppHeaderProps) {
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
        {desktop && (
          <IconButton
            color="inherit"
            aria-label={drawerExpanded ? t('nav.collapseMenu') : t('nav.expandMenu')}
            aria-controls={APP_DRAWER_ID}
            aria-expanded={drawerExpanded}
            onClick={onToggleDrawer}
          >
            {drawerExpanded ? <MenuOpenIcon /> : <MenuIcon />}
          </IconButton>
        )}
        <HomeLogoLink />
        <Box sx={{ flex: 1 }} />
        {desktop && (
          <IconButton
            color="inherit"
            aria-label={t('nav.search')}
            aria-haspopup="dialog"
            aria-controls={searchOpen ? SEARCH_DRAWER_ID : undefined}
            aria-expanded={searchOpen}
            onClick={onOpenSearch}
          >
            <SearchIcon />
          </IconButton>
        )}
        <LanguageSwitcher />
        <ThemeToggle />
        <HeaderAccountArea />
      </Toolbar>
    </AppBar>
  );
}
