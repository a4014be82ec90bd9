import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Card } from '@satsino/contract/games';
import { CARD_RANKS } from '@satsino/fairness/cards';
import {
  HILO_RANKS,
  type HiloGuess,
  hiloGuessRtpFraction,
  hiloStepMultiplier,
  hiloWinningRanks,
} from '@satsino/fairness/hilo';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { formatRtp } from '../host/format-rtp';

/** The ranks in HiLo's order, ace low (rank 1) to king high (rank 13). */
const RANKS: readonly Card['rank'][] = ['A', ...CARD_RANKS.filter((rank) => rank !== 'A')];
/** The guesses in the order a card offers them, upward first. */
const GUESSES: readonly HiloGuess[] = [
  'higher_or_same',
  'higher',
  'same',
  'lower_or_same',
  'lower',
];

/**
 * HiLo in numbers: how a guess's multiplier follows from its chance (and the 99 % each guess
 * returns, from the engine's exact fraction), then every card with the two guesses it offers.
 */
export function HiloRules() {
  const { t } = useTranslation('games');
  const locale = useLocale();
  // Every card and guess returns the same 99 %: a 7's "higher or same" stands for all.
  const { numerator, denominator } = hiloGuessRtpFraction(7, 'higher_or_same');
  const rtp = formatRtp(Number((numerator * 10_000n) / denominator), locale);

  return (
    <Stack spacing={1} data-testid="hilo-rules">
      <Typography sx={{ fontWeight: 700 }} data-testid="hilo-rules-formula">
        {t('info.hiloFormula', { rtp })}
      </Typography>
      <Typography variant="h6" component="h2">
        {t('info.hiloTable')}
      </Typography>
      <Table size="small" aria-label={t('info.hiloTable')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ px: 1 }}>{t('info.hiloCard')}</TableCell>
            <TableCell colSpan={2} sx={{ px: 1 }}>
              {t('info.hiloGuesses')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {RANKS.map((rankName, index) => {
            const rank = index + 1;
            const offered = GUESSES.filter((guess) => hiloWinningRanks(rank, guess) > 0);
            return (
              <TableRow key={rankName} data-testid={`hilo-rules-${rankName}`}>
                <TableCell sx={{ fontWeight: 800, px: 1 }}>{rankName}</TableCell>
                {offered.map((guess) => (
                  <TableCell key={guess} sx={{ px: 1, fontVariantNumeric: 'tabular-nums' }}>
                    {t('info.hiloGuess', {
                      guess: t(`verify.hiloAction_${guess}`),
                      chance: formatNumber(hiloWinningRanks(rank, guess) / HILO_RANKS, locale, {
                        style: 'percent',
                        maximumFractionDigits: 2,
                      }),
                      multiplier: formatNumber(hiloStepMultiplier(rank, guess), locale, {
                        maximumFractionDigits: 4,
                      }),
                    })}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Stack>
  );
}
