import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MINES_MAX, MINES_MIN, MINES_TILES } from '@satsino/contract/games';
import { minesMultiplier, minesRtpFraction } from '@satsino/fairness/mines';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { formatRtp } from '../host/format-rtp';

/** The table's columns: the multiplier after this many safe tiles. */
const FIRST_TILES = [1, 2, 3, 4, 5] as const;
/** A phone has room for the first four columns; the fifth shows from the small breakpoint up. */
const PHONE_TILES = 4;
const columnDisplay = (tiles: number) =>
  tiles > PHONE_TILES ? { display: { xs: 'none', sm: 'table-cell' } } : {};
const MINE_COUNTS = Array.from(
  { length: MINES_MAX - MINES_MIN + 1 },
  (_, index) => MINES_MIN + index,
);

/**
 * Multipliers of 100× and more drop their decimals (rounded as the game shows its figures): the
 * table fits a phone. The payout uses the exact fraction either way.
 */
const WHOLE_FROM = 100;

function multiplierLabel(multiplier: number, locale: string): string {
  const digits = multiplier >= WHOLE_FROM ? 0 : 2;
  const shown = formatNumber(multiplier, locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `${shown}×`;
}

/**
 * Mines in numbers: the return of every cash-out (the engine's exact fraction, the same for every
 * board), then the multiplier after each of the first safe tiles for every number of mines.
 */
export function MinesRules() {
  const { t } = useTranslation('games');
  const locale = useLocale();
  const numeric = {
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    px: 0.75,
    fontSize: 13,
  } as const;
  // One mine, one tile stands for all: the engine's tests hold every board at the same 99 %.
  // Basis points rounded down, as the other games state theirs.
  const { numerator, denominator } = minesRtpFraction(MINES_MIN, 1);
  const rtp = formatRtp(Number((numerator * 10_000n) / denominator), locale);

  return (
    <Stack spacing={1} data-testid="mines-rules">
      <Typography sx={{ fontWeight: 700 }} data-testid="mines-rules-return">
        {t('info.minesReturn', { rtp })}
      </Typography>
      <Typography variant="h6" component="h2">
        {t('info.minesTable')}
      </Typography>
      {/* Should a narrow phone still lack the room, the table scrolls rather than spills. */}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('info.minesTable')}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ px: 0.75 }}>{t('info.minesCount')}</TableCell>
              <TableCell colSpan={FIRST_TILES.length} align="center" sx={{ px: 0.75 }}>
                {t('info.minesGems')}
              </TableCell>
            </TableRow>
            <TableRow>
              <TableCell />
              {FIRST_TILES.map((tiles) => (
                <TableCell key={tiles} align="right" sx={{ ...numeric, ...columnDisplay(tiles) }}>
                  {tiles}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {MINE_COUNTS.map((mines) => (
              <TableRow key={mines} data-testid={`mines-rules-${mines}`}>
                <TableCell sx={{ fontWeight: 700, px: 0.75 }}>{mines}</TableCell>
                {FIRST_TILES.map((tiles) => (
                  <TableCell key={tiles} align="right" sx={{ ...numeric, ...columnDisplay(tiles) }}>
                    {tiles > MINES_TILES - mines
                      ? '–'
                      : multiplierLabel(minesMultiplier(mines, tiles), locale)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Stack>
  );
}
