import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { Outlet } from 'react-router';
import { Logo } from '../../ui/logo';
import { LanguageSwitcher } from './language-switcher';
import { ThemeToggle } from './theme-toggle';

/**
 * SPEC §2 'simple' layout, for pages that stand alone (the maintenance page): the brand, the
 * language and theme switches, and the page; no menus that lead nowhere.
 */
export function SimpleLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      <AppBar
        position="static"
        sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar
          disableGutters
          sx={(theme) => ({
            gap: 1,
            px: { xs: 2, md: 3 },
            minHeight: { md: theme.layout.headerHeightPx },
          })}
        >
          <Logo />
          <Box sx={{ flex: 1 }} />
          <LanguageSwitcher />
          <ThemeToggle />
        </Toolbar>
      </AppBar>
      <Box
        component="main"
        sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', px: 2 }}
      >
        <Outlet />
      </Box>
    </Box>
  );
}
