import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { RevealInTurn } from '../../ui/reveal-in-turn';
import { useHasBeenTrue } from '../../ui/use-has-been-true';
import { useSession } from '../session/session-context';
import { AppDrawer } from './app-drawer';
import { AppHeader } from './app-header';
import { BottomBar } from './bottom-bar';
import { SkipLink } from './skip-link';

// Fetched the first time they open: most visits never open them, and the first paint does not
// wait for their code (issue 12).
const AppDrawerOverlay = lazy(async () => ({
  default: (await import('./app-drawer-overlay')).AppDrawerOverlay,
}));
// Below the fold (the page is at least a screen tall), so it may come after the page's code.
const AppFooter = lazy(async () => ({ default: (await import('./app-footer')).AppFooter }));
/**
 * The footer's turn among the parts a page draws when the browser is idle (RevealInTurn): after
 * all of them, so that its code, its two catalogue calls and the providers' logos never compete
 * with the page's first screen (issue 12: LCP and blocking time).
 */
const FOOTER_REVEAL_ORDER = 1_000;
/** The session reminder a player may set (responsible gaming); its code loads once signed in. */
const SessionReminder = lazy(async () => ({
  default: (await import('../../features/limits/session-reminder')).SessionReminder,
}));
const SearchDrawer = lazy(async () => ({
  default: (await import('./search-drawer')).SearchDrawer,
}));

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
  const signedIn = useSession().status === 'authenticated';
  const [mobileDrawerOpen, setMobileDrawerOpen] = useState(false);
  const [drawerMini, setDrawerMini] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const mobileDrawerWanted = useHasBeenTrue(mobileDrawerOpen);
  const searchWanted = useHasBeenTrue(searchOpen);

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
          <AppDrawer mini={drawerMini} />
        ) : (
          mobileDrawerWanted && (
            <Suspense fallback={null}>
              <AppDrawerOverlay
                open={mobileDrawerOpen}
                onClose={() => setMobileDrawerOpen(false)}
              />
            </Suspense>
          )
        )}
        <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}>
          <Box
            component="main"
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            sx={{
              flex: 1,
              // At least a screen tall, so the footer starts below the fold and a page whose
              // content arrives late grows downwards instead of pushing the footer (CLS).
              minHeight: { xs: '100dvh', md: `calc(100dvh - ${theme.layout.headerHeightPx}px)` },
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
          <RevealInTurn order={FOOTER_REVEAL_ORDER}>
            <Suspense fallback={null}>
              <AppFooter />
            </Suspense>
          </RevealInTurn>
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
      {searchWanted && (
        <Suspense fallback={null}>
          <SearchDrawer open={searchOpen} onClose={() => setSearchOpen(false)} />
        </Suspense>
      )}
      {signedIn && (
        <Suspense fallback={null}>
          <SessionReminder />
        </Suspense>
      )}
    </Box>
  );
}
