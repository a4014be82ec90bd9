import Box from '@mui/material/Box';
import { chipFace } from '../host/chips';

/**
 * The chips on a roulette cell, drawn small in the cell's top right corner, clear of the centred
 * number, so the number stays readable: a small stack (one disc per chip placed, three at most) showing the total, and the
 * number of chips when there are several.
 */
export function RouletteChip({ amountMinor, count }: { amountMinor: number; count: number }) {
  const layers = Math.min(count, 3);
  return (
    <Box
      aria-hidden
      data-testid="roulette-chip"
      sx={{
        position: 'absolute',
        top: 1,
        right: 1,
        width: 16,
        height: 16 + (layers - 1) * 2,
        pointerEvents: 'none',
        zIndex: 2,
      }}
    >
      {Array.from({ length: layers }, (_, layer) => (
        <Box
          // Discs of one stack, bottom first.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={layer}
          sx={{
            position: 'absolute',
            left: 0,
            bottom: layer * 2,
            width: 16,
            height: 16,
            borderRadius: '50%',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            border: '2px dashed',
            borderColor: 'primary.light',
            boxShadow: 2,
            fontSize: 8,
            fontWeight: 800,
            lineHeight: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          {layer === layers - 1 ? chipFace(amountMinor) : null}
        </Box>
      ))}
      {count > 1 && (
        <Box
          sx={{
            position: 'absolute',
            bottom: -7,
            left: -7,
            minWidth: 12,
            height: 12,
            px: 0.25,
            borderRadius: '6px',
            bgcolor: 'warning.main',
            color: 'warning.contrastText',
            fontSize: 9,
            fontWeight: 800,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
          data-testid="roulette-chip-count"
        >
          {count}
        </Box>
      )}
    </Box>
  );
}
