import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Hides content on screen but keeps it for screen readers (text that a visual cue replaces).
 * Sizes are strings on purpose: in `sx`, `width: 1` means 100% and `margin: -1` one spacing step.
 */
export const visuallyHidden: SxProps<Theme> = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
