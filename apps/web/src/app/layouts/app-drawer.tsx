import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { ControlPanel } from './control-panel';

/** The header's and the bottom bar's menu buttons control this element. */
export const APP_DRAWER_ID = 'app-drawer';

type AppDrawerProps =
  /** Slides over the page (mobile), with a close button. */
  | { variant: 'overlay'; open: boolean; onClose: () => void }
  /** Sits beside the page (wider screens); `mini` folds it to its icons. */
  | { variant: 'docked'; mini: boolean };

/** The left drawer, SPEC §2 'Control Panel'. */
export function AppDrawer(props: AppDrawerProps) {
  if (props.variant === 'overlay') {
    const { open, onClose } = props;
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

  const { mini } = props;
  return (
    <Box
      component="aside"
      id={APP_DRAWER_ID}
      sx={(theme) => ({
        width: mini ? theme.layout.drawerMiniWidthPx : theme.layout.drawerWidthPx,
        flexShrink: 0,
        bgcolor: 'background.paper',
        borderRight: 1,
        borderColor: 'divider',
        transition: theme.transitions.create('width', {
          duration: theme.transitions.duration.shorter,
        }),
      })}
    >
      {/* The panel stays in view below the sticky header while the page scrolls. */}
      <Box
        sx={(theme) => ({
          position: 'sticky',
          top: theme.layout.headerHeightPx,
          maxHeight: `calc(100dvh - ${theme.layout.headerHeightPx}px)`,
          overflowX: 'hidden',
          overflowY: 'auto',
        })}
      >
        <ControlPanel mini={mini} />
      </Box>
    </Box>
  );
}
