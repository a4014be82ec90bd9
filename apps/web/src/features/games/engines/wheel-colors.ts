import type { Theme } from '@mui/material/styles';
import type { WheelStop } from '@satsino/fairness/wheel';

/**
 * One colour per stop of the money wheel, from the theme's palette: a colour per value, and the
 * multipliers light with the accent's ink so they stand out from every value on the wheel.
 */
export const WHEEL_STOP_FILL: Record<WheelStop, (theme: Theme) => string> = {
  '1': (theme) => theme.vars.palette.grey[600],
  '2': (theme) => theme.vars.palette.info.dark,
  '5': (theme) => theme.vars.palette.secondary.dark,
  '10': (theme) => theme.vars.palette.success.dark,
  '20': (theme) => theme.vars.palette.warning.dark,
  '40': (theme) => theme.vars.palette.error.dark,
  x3: (theme) => theme.vars.palette.common.white,
  x7: (theme) => theme.vars.palette.common.white,
};

/** The text on a stop's colour. */
export function wheelStopInk(stop: WheelStop, theme: Theme): string {
  return stop === 'x3' || stop === 'x7'
    ? theme.vars.palette.primary.dark
    : theme.vars.palette.common.white;
}

/** A stop as the wheel prints it: the value, or the multiplier with its sign (×3). */
export function wheelStopLabel(stop: WheelStop): string {
  return stop === 'x3' || stop === 'x7' ? `×${stop.slice(1)}` : stop;
}
