import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { KENO_NUMBERS, type RoundOutcome } from '@satsino/contract/games';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';

type KenoOutcome = Extract<RoundOutcome, { engine: 'keno' }>;
/** A number of the verified board: a pick drawn, a pick missed, drawn but not picked, or none. */
type NumberState = 'hit' | 'miss' | 'drawn' | 'none';

const BOARD_COLUMNS = 8;
const CELL_PX = 32;

const CELL_STYLES: Record<NumberState, object> = {
  hit: { bgcolor: 'success.main', color: 'success.contrastText', fontWeight: 800 },
  miss: {
    bgcolor: 'action.selected',
    color: 'text.primary',
    outline: '2px solid',
    outlineColor: 'primary.main',
    outlineOffset: -2,
  },
  drawn: { bgcolor: 'warning.main', color: 'warning.contrastText', fontWeight: 700 },
  none: { bgcolor: 'background.default', color: 'text.disabled' },
};

function numberState(outcome: KenoOutcome, number: number): NumberState {
  const picked = outcome.picks.includes(number);
  const drawn = outcome.drawn.includes(number);
  if (picked) return drawn ? 'hit' : 'miss';
  return drawn ? 'drawn' : 'none';
}

/**
 * A verified Keno round: the 40 numbers with the picks, the numbers drawn and the hits marked
 * apart, then the draw in its order (the order the floats gave).
 */
export function KenoSummary({ outcome }: { outcome: KenoOutcome }) {
  const { t } = useTranslation('games');
  const locale = useLocale();

  return (
    <Stack spacing={1.5} data-testid="verify-summary">
      <Typography sx={{ fontWeight: 700 }} data-testid="verify-keno-hits">
        {t('verify.kenoHits', {
          hits: outcome.hits.length,
          picks: outcome.picks.length,
          risk: t(`verify.risk_${outcome.risk}`),
          multiplier: formatNumber(outcome.multiplier, locale, { maximumFractionDigits: 2 }),
        })}
      </Typography>
      <Box
        role="list"
        aria-label={t('verify.kenoBoard')}
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(${BOARD_COLUMNS}, ${CELL_PX}px)`,
          gap: 0.5,
        }}
      >
        {Array.from({ length: KENO_NUMBERS }, (_, index) => {
          const number = index + 1;
          const state = numberState(outcome, number);
          return (
            <Box
              key={number}
              role="listitem"
              aria-label={t(`verify.kenoNumber_${state}`, { number })}
              data-testid={`verify-keno-number-${number}`}
              data-state={state}
              sx={{
                ...CELL_STYLES[state],
                width: CELL_PX,
                height: CELL_PX,
                borderRadius: 1,
                display: 'grid',
                placeItems: 'center',
                fontSize: 13,
                fontVariantNumeric: 'tabular-nums',
              }}
            >
              {number}
            </Box>
          );
        })}
      </Box>
      <Typography variant="body2" color="text.secondary" data-testid="verify-keno-drawn">
        {t('verify.kenoDrawn', { numbers: outcome.drawn.join(', ') })}
      </Typography>
    </Stack>
  );
}
