import Drawer from '@mui/material/Drawer';
import { SEARCH_DRAWER_ID } from './layout-ids';
import { SearchPanel } from './search-panel';

interface SearchDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** SPEC §2: the right drawer, with the game search. */
export function SearchDrawer({ open, onClose }: SearchDrawerProps) {
  return (
    <Drawer
      id={SEARCH_DRAWER_ID}
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: (theme) => ({ width: theme.layout.searchDrawerWidthPx, maxWidth: '100vw' }),
        },
      }}
    >
      <SearchPanel onClose={onClose} />
    </Drawer>
  );
}
