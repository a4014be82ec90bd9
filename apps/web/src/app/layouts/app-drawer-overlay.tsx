import Drawer from '@mui/material/Drawer';
import { ControlPanel } from './control-panel';
import { APP_DRAWER_ID } from './layout-ids';

interface AppDrawerOverlayProps {
  open: boolean;
  onClose: () => void;
}

/** The left drawer, SPEC §2 'Control Panel', sliding over the page (phones), with a close button. */
export function AppDrawerOverlay({ open, onClose }: AppDrawerOverlayProps) {
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
