import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { APP_DRAWER_ID } from './layout-ids';

// The panel's code (its lists, the category icons) comes after the page's: the drawer keeps its
// width meanwhile, so nothing beside it moves when the panel appears.
const ControlPanel = lazy(async () => ({
  default: (await import('./control-panel')).ControlPanel,
}));

interface AppDrawerProps {
  /** Folds the drawer to its icons. */
  mini: boolean;
}

/**
 * The left drawer, SPEC §2 'Control Panel', as it sits beside the page on wider screens. Phones
 * get the same panel in a drawer that slides over the page (app-drawer-overlay.tsx), loaded the
 * first time it opens.
 */
export function AppDrawer({ mini }: AppDrawerProps) {
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
        <Suspense fallback={null}>
          <ControlPanel mini={mini} />
        </Suspense>
      </Box>
    </Box>
  );
}
