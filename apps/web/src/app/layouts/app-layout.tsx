import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { AppDrawer } from './app-drawer';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { SkipLink } from './skip-link';

/** Target of the skip link; focusable so keyboard users land in the page, not on the menu. */
const MAIN_CONTENT_ID = 'main-content';

/**
 * The default frame: header, the 'Control Panel' drawer, the page and the footer. On mobile
 * (SPEC §9: ≤ 768 px) the drawer slides over the page and starts closed; wider, it sits beside
 * the page, starts open and the menu button folds it away.
 */
export function AppLayout() {
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [mobileDrawerOpen, setMobileDrawerOpen] = useState(false);
  const [desktopDrawerOpen, setDesktopDrawerOpen] = useState(true);
  const drawerOpen = isDesktop ? desktopDrawerOpen : mobileDrawerOpen;

  function toggleDrawer() {
    if (isDesktop) {
      setDesktopDrawerOpen((open) => !open);
    } else {
      setMobileDrawerOpen((open) => !open);
    }
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <AppHeader drawerOpen={drawerOpen} onToggleDrawer={toggleDrawer} />
      <Box sx={{ display: 'flex', flex: 1 }}>
        <AppDrawer
          variant={isDesktop ? 'docked' : 'overlay'}
          open={drawerOpen}
          onClose={() => setMobileDrawerOpen(false)}
        />
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
    </Box>
  );
}
