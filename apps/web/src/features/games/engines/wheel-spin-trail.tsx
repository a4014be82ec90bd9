import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { isWheelMultiplier, WHEEL_MULTIPLIERS, type WheelSpin } from '@satsino/fairness/wheel';
import { useTranslation } from 'react-i18next';
import { WHEEL_STOP_FILL, wheelStopInk, wheelStopLabel } from './wheel-colors';

/**
 * The stops of a money wheel round in order, as chips in the wheel's colours: the multipliers
 * it landed on, then the deciding value (or a third multiplier, which voided the round).
 */
export function WheelSpinTrail({ spins }: { spins: readonly WheelSpin[] }) {
  const { t } = useTranslation('games');
  return (
    <Box
      component="ol"
      aria-label={t('wheel.spins')}
      data-testid="wheel-spins"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 0.5,
        listStyle: 'none',
        m: 0,
        p: 0,
      }}
    >
      {spins.map((spin, position) => (
        <Box
          component="li"
          // A round's spins never change order.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={position}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
        >
          {position > 0 && (
            <ArrowForwardIcon aria-hidden fontSize="small" sx={{ color: 'text.secondary' }} />
          )}
          <Box
            component="span"
            aria-label={
              isWheelMultiplier(spin.stop)
                ? t('wheel.multiplierSegment', { multiplier: WHEEL_MULTIPLIERS[spin.stop] })
                : undefined
            }
            sx={(theme: Theme) => ({
              minWidth: 36,
              px: 1,
              py: 0.25,
              borderRadius: 1,
              textAlign: 'center',
              fontWeight: 800,
              fontVariantNumeric: 'tabular-nums',
              bgcolor: WHEEL_STOP_FILL[spin.stop](theme),
              color: wheelStopInk(spin.stop, theme),
              boxShadow: `inset 0 0 0 1px ${theme.vars.palette.divider}`,
            })}
          >
            {wheelStopLabel(spin.stop)}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
