import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MINES_TILES, type RoundOutcome } from '@satsino/contract/games';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';

type MinesOutcome = Extract<RoundOutcome, { engine: 'mines' }>;
/** What a tile of the verified board shows. */
type TileState = 'hit' | 'mine' | 'gem' | 'safe';

const BOARD_COLUMNS = 5;
const TILE_PX = 36;

const TILE_COLOURS: Record<TileState, { bgcolor: string; color: string }> = {
  hit: { bgcolor: 'error.main', color: 'error.contrastText' },
  mine: { bgcolor: 'action.selected', color: 'error.main' },
  gem: { bgcolor: 'success.main', color: 'success.contrastText' },
  safe: { bgcolor: 'background.default', color: 'text.disabled' },
};

function tileState(outcome: MinesOutcome, tile: number, mines: ReadonlySet<number>): TileState {
  const revealed = outcome.revealed.includes(tile);
  if (mines.has(tile)) return revealed ? 'hit' : 'mine';
  return revealed ? 'gem' : 'safe';
}

/** A mine as a dot with spikes, a gem as a diamond: drawn here, no font needs them. */
function TileMark({ state }: { state: TileState }) {
  if (state === 'safe') return null;
  return (
    <Box component="svg" viewBox="0 0 24 24" aria-hidden sx={{ width: 18, height: 18 }}>
      {state === 'gem' ? (
        <path d="M12 3 20 10 12 21 4 10z" fill="currentColor" />
      ) : (
        <g fill="currentColor" stroke="currentColor" strokeWidth={2}>
          <circle cx={12} cy={12} r={6} />
          <path d="M12 2v4M12 18v4M2 12h4M18 12h4M5 5l3 3M16 16l3 3M5 19l3-3M16 8l3-3" />
        </g>
      )}
    </Box>
  );
}

/**
 * A verified Mines round as a small board: every mine (the seeds place them all), the tiles the
 * player revealed numbered in the order they were turned, and the mine that ended a lost round.
 */
export function MinesSummary({ outcome }: { outcome: MinesOutcome }) {
  const { t } = useTranslation('games');
  const locale = useLocale();
  const mines = new Set(outcome.mine_tiles);
  const gems = outcome.revealed.filter((tile) => !mines.has(tile)).length;
  const multiplier = formatNumber(outcome.multiplier, locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  });

  return (
    <Stack spacing={1.5} data-testid="verify-summary">
      <Typography sx={{ fontWeight: 700 }} data-testid="verify-mines-status">
        {t(`verify.mines_${outcome.status}`, { gems, multiplier })}
      </Typography>
      <Box
        role="list"
        aria-label={t('verify.minesBoard', { mines: outcome.mines })}
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(${BOARD_COLUMNS}, ${TILE_PX}px)`,
          gap: 0.5,
        }}
      >
        {Array.from({ length: MINES_TILES }, (_, tile) => {
          const state = tileState(outcome, tile, mines);
          const order = outcome.revealed.indexOf(tile);
          return (
            <Box
              // The board never reorders: the number is the tile.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={tile}
              role="listitem"
              aria-label={t(`verify.minesTile_${state}`, { tile })}
              data-testid={`verify-mines-tile-${tile}`}
              data-state={state}
              sx={{
                ...TILE_COLOURS[state],
                width: TILE_PX,
                height: TILE_PX,
                borderRadius: 1,
                position: 'relative',
                display: 'grid',
                placeItems: 'center',
              }}
            >
              <TileMark state={state} />
              {order >= 0 && (
                <Typography
                  component="span"
                  aria-hidden
                  sx={{ position: 'absolute', top: 0, left: 3, fontSize: 10, fontWeight: 700 }}
                >
                  {order + 1}
                </Typography>
              )}
            </Box>
          );
        })}
      </Box>
    </Stack>
  );
}
