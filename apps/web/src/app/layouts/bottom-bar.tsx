import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import LiveTvOutlined from '@mui/icons-material/LiveTvOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { localizedPath, stripLocale } from '../../i18n/locale-path';
import { useLocale } from '../../i18n/use-locale';
import { APP_DRAWER_ID, SEARCH_DRAWER_ID } from './layout-ids';

const LOBBY_PATH = '/casino';
const LIVE_CASINO_PATH = '/category/live-casino';

interface BottomBarProps {
  menuOpen: boolean;
  onToggleMenu: () => void;
  searchOpen: boolean;
  onOpenSearch: () => void;
}

/**
 * SPEC §2 mobile bottom bar (≤ 768 px): the menu, the search, the lobby and the live casino,
 * in reach of the thumb. The page leaves room for it (see AppLayout).
 */
export function BottomBar({ menuOpen, onToggleMenu, searchOpen, onOpenSearch }: BottomBarProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const currentPath = stripLocale(useLocation().pathname).path;
  const pageLink = (path: string) => ({
    component: Link,
    to: localizedPath(path, locale),
    value: path,
    'aria-current': currentPath === path ? ('page' as const) : undefined,
  });
  let selected: string | null = null;
  if (searchOpen) {
    selected = 'search';
  } else if (menuOpen) {
    selected = 'menu';
  } else if (currentPath === LOBBY_PATH || currentPath === LIVE_CASINO_PATH) {
    selected = currentPath;
  }

  return (
    <Paper
      component="nav"
      aria-label={t('nav.quickLinks')}
      square
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 'appBar',
        borderTop: 1,
        borderColor: 'divider',
        pb: 'env(safe-area-inset-bottom)',
      }}
    >
      <BottomNavigation
        showLabels
        value={selected}
        sx={(theme) => ({ height: theme.layout.bottomBarHeightPx, bgcolor: 'transparent' })}
      >
        <BottomNavigationAction
          label={t('nav.menu')}
          icon={<MenuIcon />}
          value="menu"
          aria-controls={menuOpen ? APP_DRAWER_ID : undefined}
          aria-expanded={menuOpen}
          onClick={onToggleMenu}
        />
        <BottomNavigationAction
          label={t('nav.search')}
          icon={<SearchIcon />}
          value="search"
          aria-haspopup="dialog"
          aria-controls={searchOpen ? SEARCH_DRAWER_ID : undefined}
          aria-expanded={searchOpen}
          onClick={onOpenSearch}
        />
        <BottomNavigationAction
          label={t('nav.lobby')}
          icon={<GridViewOutlined />}
          {...pageLink(LOBBY_PATH)}
        />
        <BottomNavigationAction
          label={t('nav.liveCasino')}
          icon={<LiveTvOutlined />}
          {...pageLink(LIVE_CASINO_PATH)}
        />
      </BottomNavigation>
    </Paper>
  );
}
