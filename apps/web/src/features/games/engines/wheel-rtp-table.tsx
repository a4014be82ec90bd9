import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { WHEEL_MULTIPLIER_STOPS, WHEEL_SEGMENTS } from '@satsino/contract/games';
import {
  WHEEL_LAYOUT,
  WHEEL_MULTIPLIERS,
  WHEEL_SEGMENT_COUNTS,
  WHEEL_SIZE,
  wheelRtpBps,
} from '@satsino/fairness/wheel';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { formatRtp } from '../host/format-rtp';
import { wheelStopLabel } from './wheel-colors';

/**
 * The money wheel's rules in numbers: every bet with its pay, its segments and its own return
 * (computed exactly by the engine, rounded down), then the multiplier segments.
 */
export function WheelRtpTable() {
  const { t } = useTranslation('games');
  const locale = useLocale();
  const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
  return (
    <Table size="small" aria-label={t('info.wheelTable')} data-testid="wheel-rtp">
      <TableHead>
        <TableRow>
          <TableCell>{t('info.wheelBet')}</TableCell>
          <TableCell>{t('info.wheelPays')}</TableCell>
          <TableCell align="right">{t('info.wheelSegments')}</TableCell>
          <TableCell align="right">{t('info.wheelReturn')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {WHEEL_SEGMENTS.map((value) => (
          <TableRow key={value} data-testid={`wheel-rtp-${value}`}>
            <TableCell sx={{ fontWeight: 800 }}>{value}</TableCell>
            <TableCell sx={numeric}>{t('info.wheelPaysValue', { value })}</TableCell>
            <TableCell align="right" sx={numeric}>
              {t('info.wheelSegmentCount', {
                count: WHEEL_SEGMENT_COUNTS[value],
                size: WHEEL_SIZE,
              })}
            </TableCell>
            <TableCell align="right" sx={{ ...numeric, fontWeight: 700 }}>
              {formatRtp(wheelRtpBps(value), locale)}
            </TableCell>
          </TableRow>
        ))}
        {WHEEL_MULTIPLIER_STOPS.map((stop) => (
          <TableRow key={stop} data-testid={`wheel-rtp-${stop}`}>
            <TableCell sx={{ fontWeight: 800, color: 'primary.main' }}>
              {wheelStopLabel(stop)}
            </TableCell>
            <TableCell>
              {t('info.wheelSpinsAgain', { multiplier: WHEEL_MULTIPLIERS[stop] })}
            </TableCell>
            <TableCell align="right" sx={numeric}>
              {t('info.wheelSegmentCount', {
                count: WHEEL_LAYOUT.filter((entry) => entry === stop).length,
                size: WHEEL_SIZE,
              })}
            </TableCell>
            <TableCell align="right">–</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
