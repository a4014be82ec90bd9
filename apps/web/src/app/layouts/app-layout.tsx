import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { AppDrawer } from './app-drawer';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { BottomBar } from './bottom-bar';
import { SearchDrawer } from './search-drawer';
import { SkipLink } from './skip-link';

/** Target of the skip link; focusable so keyboard users land in the page, not on the menu. */
const MAIN_CONTENT_ID = 'main-content';

/**
 * The default frame: header, the 'Control Panel' drawer, the page, the footer and the search
 * drawer. On mobile (SPEC §9: ≤ 768 px) the drawer slides over the page and a bottom bar holds
 * the menu, the search and the main pages; wider, the drawer sits beside the page and the menu
 * button folds it to its icons ('mini', SPEC §3 interface state).
 */
export function AppLayout() {
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [mobileDrawerOpen, setMobileDrawerOpen] = useState(false);
  const [drawerMini, setDrawerMini] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);

  const openSearch = () => {
    setMobileDrawerOpen(false);
    setSearchOpen(true);
  };

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100dvh',
        // Room for the bottom bar, so it never covers the end of the page.
        pb: isDesktop
          ? 0
          : `calc(${theme.layout.bottomBarHeightPx}px + env(safe-area-inset-bottom))`,
      }}
    >
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <AppHeader
        desktop={isDesktop}
        drawerExpanded={!drawerMini}
        onToggleDrawer={() => setDrawerMini((mini) => !mini)}
        searchOpen={searchOpen}
        onOpenSearch={openSearch}
      />
      <Box sx={{ display: 'flex', flex: 1 }}>
        {isDesktop ? (
          <AppDrawer variant="docked" mini={drawerMini} />
        ) : (
          <AppDrawer
            variant="overlay"
            open={mobileDrawerOpen}
            onClose={() => setMobileDrawerOpen(false)}
          />
        )}
        <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}>
          <Box
            component="main"
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            sx={{
              flex: 1,
              width: '100%',
              maxWidth: theme.layout.contentMaxWidthPx,
              mx: 'auto',
              px: { xs: 2, md: 3 },
              py: { xs: 2, md: 4 },
              // Pages lay out by the room they get (`@sm` keys in sx), which the docked drawer
              // changes, rather than by the window's width.
              containerType: 'inline-size',
              '&:focus': { outline: 'none' },
            }}
          >
            <Outlet />
          </Box>
          <AppFooter />
        </Box>
      </Box>
      {!isDesktop && (
        <BottomBar
          menuOpen={mobileDrawerOpen}
          onToggleMenu={() => setMobileDrawerOpen((open) => !open)}
          searchOpen={searchOpen}
          onOpenSearch={openSearch}
        />
      )}
      <SearchDrawer open={searchOpen} onClose={() => setSearchOpen(false)} />
    </Box>
  );
}
