import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { ControlPanel } from './control-panel';

/** The header's menu button controls this element. */
export const APP_DRAWER_ID = 'app-drawer';

interface AppDrawerProps {
  /** `overlay` slides over the page (mobile); `docked` sits beside it (wider screens). */
  variant: 'docked' | 'overlay';
  open: boolean;
  onClose: () => void;
}

/** The left drawer, SPEC §2 'Control Panel'. */
export function AppDrawer({ variant, open, onClose }: AppDrawerProps) {
  if (variant === 'overlay') {
    return (
      <Drawer
        id={APP_DRAWER_ID}
        variant="temporary"
        open={open}
        onClose={onClose}
        slotProps={{
          paper: { sx: (theme) => ({ width: theme.layout.drawerWidthPx, maxWidth: '85vw' }) },
        }}
      >
        <ControlPanel onClose={onClose} onNavigate={onClose} />
      </Drawer>
    );
  }

  return (
    <Box
      component="aside"
      id={APP_DRAWER_ID}
      sx={(theme) => ({
        display: open ? 'block' : 'none',
        width: theme.layout.drawerWidthPx,
        flexShrink: 0,
        bgcolor: 'background.paper',
        borderRight: 1,
        borderColor: 'divider',
      })}
    >
      {/* The panel stays in view below the sticky header while the page scrolls. */}
      <Box
        sx={(theme) => ({
          position: 'sticky',
          top: theme.layout.headerHeightPx,
          maxHeight: `calc(100dvh - ${theme.layout.headerHeightPx}px)`,
          overflowY: 'auto',
        })}
      >
        <ControlPanel />
      </Box>
    </Box>
  );
}
