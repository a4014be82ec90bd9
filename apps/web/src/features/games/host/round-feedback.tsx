import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { RoundResult } from '@satsino/contract/games';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { useGameHost } from './game-host-context';

/** How many past results a strip keeps. */
export const RECENT_RESULTS_SIZE = 12;

/** Adds a result at the front of a strip, keeping its size bounded. */
export function withRecent<Item>(items: readonly Item[], item: Item): Item[] {
  return [item, ...items].slice(0, RECENT_RESULTS_SIZE);
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the player asked for less motion: animations then jump to their end. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/** A multiplier as players read it: two decimals and "×". */
export function useMultiplierText() {
  const locale = useLocale();
  return useCallback(
    (multiplier: number) =>
      `${formatNumber(multiplier, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}×`,
    [locale],
  );
}

/** One sentence for a settled round: what it paid, or that it did not. */
export function useResultText() {
  const { t } = useTranslation('games');
  const { money } = useGameHost();
  const multiplierText = useMultiplierText();
  return useCallback(
    (round: Pick<RoundResult, 'payout' | 'bet' | 'multiplier'>) => {
      if (round.payout <= 0) return t('result.loss');
      if (round.payout === round.bet && round.multiplier === 1) {
        return t('result.push', { amount: money(round.payout) });
      }
      const figures = {
        amount: money(round.payout),
        multiplier: multiplierText(round.multiplier).replace('×', ''),
      };
      // Less than the stake came back (a roulette table with chips on several spots): not a win.
      return round.payout < round.bet ? t('result.partial', figures) : t('result.win', figures);
    },
    [t, money, multiplierText],
  );
}

export interface RecentItem {
  id: number;
  label: string;
  win: boolean;
}

const CHIP_WIDTH_PX = 84;
const CHIP_GAP_PX = 6;
const STRIP_HEIGHT_PX = 26;

/**
 * The last results of the session, newest first, laid out so that a new result moves nothing:
 * the strip keeps its room before the first result, every chip has one width, and the older chips
 * slide aside by a transform, which is not a layout shift (a Plinko ball's result arrives seconds
 * after the click, when a shift would count against the page).
 */
export function RecentResults({ items, label }: { items: readonly RecentItem[]; label?: string }) {
  const { t } = useTranslation('games');
  return (
    <Box sx={{ width: 1, maxWidth: 720 }}>
      <Typography
        variant="caption"
        color="text.secondary"
        component="h2"
        sx={{ visibility: items.length === 0 ? 'hidden' : 'visible' }}
      >
        {label ?? t('result.lastRounds')}
      </Typography>
      <Box
        component="ol"
        data-testid="recent-results"
        sx={{
          position: 'relative',
          listStyle: 'none',
          p: 0,
          m: 0,
          mt: 0.5,
          height: STRIP_HEIGHT_PX,
          overflow: 'hidden',
        }}
      >
        {items.map((item, index) => (
          <Box
            component="li"
            key={item.id}
            sx={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: CHIP_WIDTH_PX,
              transform: `translateX(${index * (CHIP_WIDTH_PX + CHIP_GAP_PX)}px)`,
              transition: 'transform 200ms ease-out',
              '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
            }}
          >
            <Chip
              size="small"
              label={item.label}
              color={item.win ? 'success' : 'default'}
              variant={item.win ? 'filled' : 'outlined'}
              sx={{
                width: 1,
                fontVariantNumeric: 'tabular-nums',
                fontWeight: 700,
                '& .MuiChip-label': { px: 0.5 },
              }}
            />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** The big line under a board: the last result in words, coloured by win or loss. */
export function ResultLine({ round }: { round: RoundResult | undefined }) {
  const resultText = useResultText();
  if (round === undefined || round.status !== 'settled') {
    // The line's own height (an h6 is 32 px): the first result does not push the page down.
    return <Box sx={{ minHeight: 32 }} />;
  }
  // A win looks like one only when it returns more than the stake (issue 16).
  const win = round.payout > round.bet;
  return (
    <Typography
      variant="h6"
      component="p"
      sx={{ minHeight: 32, color: win ? 'success.main' : 'text.secondary', textAlign: 'center' }}
      data-testid="round-result"
    >
      {resultText(round)}
    </Typography>
  );
}
