import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Card, RoundOutcome } from '@satsino/contract/games';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { PlayingCard } from '../engines/playing-card';

type HiloOutcome = Extract<RoundOutcome, { engine: 'hilo' }>;

/**
 * A verified HiLo round: the start card, then each card turned with the move that turned it and
 * whether the guess won, as the round's floats dealt them.
 */
export function HiloSummary({ outcome }: { outcome: HiloOutcome }) {
  const { t } = useTranslation('games');
  const locale = useLocale();
  const cardLabel = (card: Card) =>
    t('blackjack.card', { rank: card.rank, suit: t(`blackjack.${card.suit}`) });
  const cards = [
    { card: outcome.start, caption: t('verify.hiloStart'), won: undefined },
    ...outcome.steps.map((step) => ({
      card: step.card,
      caption: t(`verify.hiloAction_${step.action}`),
      // A skip bets nothing: no mark.
      won: step.action === 'skip' ? undefined : step.won,
    })),
  ];

  return (
    <Stack spacing={1.5} data-testid="verify-summary">
      <Typography sx={{ fontWeight: 700 }} data-testid="verify-hilo-status">
        {t(`verify.hilo_${outcome.status}`, {
          multiplier: formatNumber(outcome.multiplier, locale, {
            minimumFractionDigits: 2,
            maximumFractionDigits: 4,
          }),
        })}
      </Typography>
      <Box component="ol" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, m: 0, p: 0 }}>
        {cards.map((entry, index) => (
          <Stack
            component="li"
            // A round's cards never reorder: the position is the card.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            spacing={0.5}
            sx={{ listStyle: 'none', alignItems: 'center', width: { xs: 64, md: 88 } }}
            data-testid="verify-hilo-card"
            data-won={entry.won === undefined ? undefined : String(entry.won)}
          >
            <PlayingCard card={entry.card} label={cardLabel(entry.card)} />
            <Typography
              variant="caption"
              sx={{
                textAlign: 'center',
                lineHeight: 1.2,
                fontWeight: entry.won === undefined ? 400 : 700,
                color:
                  entry.won === undefined
                    ? 'text.secondary'
                    : entry.won
                      ? 'success.main'
                      : 'error.main',
              }}
            >
              {entry.caption}
              {entry.won !== undefined && (
                <>
                  <span aria-hidden> {entry.won ? '✓' : '✗'}</span>
                  <Box component="span" sx={visuallyHidden}>
                    {t(entry.won ? 'verify.hiloWon' : 'verify.hiloLost')}
                  </Box>
                </>
              )}
            </Typography>
          </Stack>
        ))}
      </Box>
    </Stack>
  );
}
