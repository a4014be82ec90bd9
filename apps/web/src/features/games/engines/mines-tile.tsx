import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { Theme } from '@mui/material/styles';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type MinesOutcome, minesTiles, type MinesTile as Tile } from './mines-board';

/** A cut gem, drawn in a 48 × 48 box: a crown of facets over a pavilion. */
export function GemIcon() {
  return (
    <Box component="svg" viewBox="0 0 48 48" aria-hidden sx={{ width: '62%', height: '62%' }}>
      <path d="M14 8h20l10 12-20 22L4 20z" fill="#1fd07a" />
      <path d="M4 20h40L24 42z" fill="#0fa35c" />
      <path d="M14 8l4 12h12l4-12z" fill="#6ff0ad" />
      <path d="M18 20l6 22 6-22z" fill="#17bb6b" />
      <path d="M4 20l10-12 4 12zM44 20L34 8l-4 12z" fill="#3fe08f" />
      <path d="M16 11l3 7" stroke="#e9fff3" strokeWidth="2" strokeLinecap="round" />
    </Box>
  );
}

/** A round mine with spikes and a fuse glint, drawn in a 48 × 48 box. */
export function MineIcon() {
  // Each board shows many mines at once: the gradient's id must be unique in the page.
  const shadeId = useId();
  const spikes = [0, 45, 90, 135, 180, 225, 270, 315];
  return (
    <Box component="svg" viewBox="0 0 48 48" aria-hidden sx={{ width: '62%', height: '62%' }}>
      {spikes.map((angle) => (
        <rect
          key={angle}
          x="22"
          y="3"
          width="4"
          height="10"
          rx="2"
          fill="#3b1f2b"
          transform={`rotate(${angle} 24 24)`}
        />
      ))}
      <circle cx="24" cy="24" r="14" fill="#e5354f" />
      <circle cx="24" cy="24" r="14" fill={`url(#${shadeId})`} />
      <circle cx="19" cy="19" r="4" fill="#ffd6dd" opacity="0.85" />
      <defs>
        <radialGradient id={shadeId} cx="0.35" cy="0.35" r="0.75">
          <stop offset="0.5" stopColor="#000" stopOpacity="0" />
          <stop offset="1" stopColor="#000" stopOpacity="0.45" />
        </radialGradient>
      </defs>
    </Box>
  );
}

/**
 * One tile of the board, a button. A hidden tile is raised and can be picked while a round
 * plays; a turned one flips to its face (the theme stops the flip under reduced motion). Tiles
 * the player did not pick show faded once the round is over, as on Stake. `selected` (auto-play's
 * choice of tiles) makes it a toggle, ringed while chosen.
 */
export function MinesTileButton({
  tile,
  label,
  disabled,
  selected,
  onPick,
  testId,
}: {
  tile: Tile;
  label: string;
  disabled: boolean;
  selected: boolean | undefined;
  onPick: () => void;
  testId: string;
}) {
  const hidden = tile.kind === 'hidden';
  const faded = !hidden && !tile.picked;
  return (
    // Turned tiles stay focusable (aria-disabled, not disabled): a keyboard player's focus stays
    // on the tile just picked instead of falling back to the page.
    <ButtonBase
      aria-label={label}
      aria-disabled={disabled}
      aria-pressed={selected}
      onClick={() => {
        if (!disabled) onPick();
      }}
      data-testid={testId}
      data-tile={tile.kind}
      sx={(theme: Theme) => ({
        width: 1,
        height: 1,
        borderRadius: { xs: 1.5, md: 2 },
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        // A hidden tile is raised (a darker bottom edge); a turned one lies flat.
        bgcolor: hidden ? 'action.selected' : 'background.default',
        boxShadow: hidden
          ? `inset 0 -5px 0 ${theme.vars.palette.action.disabledBackground}`
          : 'none',
        border: 2,
        borderColor:
          tile.kind === 'hit' ? 'error.main' : selected === true ? 'primary.main' : 'transparent',
        opacity: faded ? 0.45 : 1,
        // What the player did not pick is drawn smaller too, as on Stake.
        '& svg': { transform: faded ? 'scale(0.8)' : 'none' },
        transition: 'transform 120ms, background-color 120ms',
        cursor: disabled ? 'default' : 'pointer',
        ...(disabled
          ? {}
          : { '&:hover': { transform: 'translateY(-2px)', bgcolor: 'action.focus' } }),
        ...(hidden
          ? {}
          : {
              animation: tile.picked ? 'mines-flip 260ms ease-out both' : 'none',
              '@keyframes mines-flip': {
                from: { transform: 'rotateY(90deg) scale(0.9)' },
                to: { transform: 'none' },
              },
            }),
      })}
    >
      {tile.kind === 'gem' && <GemIcon />}
      {(tile.kind === 'mine' || tile.kind === 'hit') && <MineIcon />}
    </ButtonBase>
  );
}

/**
 * The 5 × 5 board, row by row (tile 0 top left), as a group of tile buttons labelled for screen
 * readers ("Tile 7, hidden"). It is square at any width, so it keeps its size whatever it shows.
 * `selected` is given in auto-play, where the tiles are toggles choosing what each round reveals.
 */
export function MinesGrid({
  outcome,
  busy,
  canPick,
  selected,
  onPick,
}: {
  outcome: MinesOutcome | undefined;
  busy: boolean;
  canPick: (tile: number, shown: Tile) => boolean;
  selected?: ReadonlySet<number> | undefined;
  onPick: (tile: number) => void;
}) {
  const { t } = useTranslation('games');
  return (
    <Box
      role="group"
      aria-label={t('mines.board')}
      aria-busy={busy}
      sx={{
        aspectRatio: '1',
        display: 'grid',
        gridTemplateColumns: 'repeat(5, 1fr)',
        gridTemplateRows: 'repeat(5, 1fr)',
        gap: { xs: 1, md: 1.5 },
        p: { xs: 1, md: 1.5 },
        borderRadius: 3,
        bgcolor: 'background.paper',
        perspective: '600px',
      }}
      data-testid="mines-board"
      data-status={outcome?.status ?? 'idle'}
    >
      {minesTiles(outcome).map((tile, index) => (
        <MinesTileButton
          // The board's tiles never move: the position is the identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          tile={tile}
          label={t(`mines.tile_${tile.kind}`, { number: index + 1 })}
          disabled={!canPick(index, tile)}
          selected={selected?.has(index)}
          onPick={() => onPick(index)}
          testId={`mines-tile-${index}`}
        />
      ))}
    </Box>
  );
}
