import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { Currency } from '@satsino/contract/money';
import type { ReportDayRow } from '@satsino/contract/reports';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { chartScale, dayLabelIndexes } from './chart-scale';

const HEIGHT = 240;
const MARGIN = { top: 12, right: 12, bottom: 28, left: 72 };
/** Below this width the chart is not drawn yet (the first render, before the size is known). */
const MIN_WIDTH = 200;

/** The width the element is laid out at, followed as it changes. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

const DAY_LABEL: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', timeZone: 'UTC' };

/**
 * One currency's days as bars of GGR (the house's gain above the axis, its loss below) with NGR
 * as a line over them. Drawn in SVG at the width it gets; the per-day table below the chart
 * carries the same figures for screen readers and for reading exact values.
 */
export function RevenueChart({ currency, days }: { currency: Currency; days: ReportDayRow[] }) {
  const { t } = useTranslation('reports');
  const locale = useLocale();
  const theme = useTheme();
  const titleId = useId();
  const { ref, width } = useWidth<HTMLDivElement>();
  const money = (minor: number) => formatMoney(minor, currency, locale);

  const plotWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const scale = chartScale(days.flatMap((day) => [day.ggr, day.ngr]));
  const y = (value: number) =>
    MARGIN.top + ((scale.max - value) / (scale.max - scale.min)) * plotHeight;
  const slot = days.length === 0 ? 0 : plotWidth / days.length;
  const barWidth = Math.max(1, Math.min(32, slot * 0.7));
  const x = (index: number) => MARGIN.left + slot * index + slot / 2;
  const line = days.map((day, index) => `${x(index)},${y(day.ngr)}`).join(' ');
  const total = days.reduce((sum, day) => sum + day.ggr, 0);

  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography id={titleId} component="h4" variant="subtitle1">
          {t('chart.title', { currency })}
        </Typography>
        <Stack direction="row" spacing={2} aria-hidden sx={{ alignItems: 'center' }}>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: 'primary.main' }} />
            <Typography variant="body2">{t('columns.ggr')}</Typography>
          </Stack>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 16, height: 3, borderRadius: 1, bgcolor: 'warning.main' }} />
            <Typography variant="body2">{t('columns.ngr')}</Typography>
          </Stack>
        </Stack>
      </Stack>
      <Box ref={ref} sx={{ width: '100%', height: HEIGHT }}>
        {width >= MIN_WIDTH && (
          <svg
            width={width}
            height={HEIGHT}
            role="img"
            aria-labelledby={`${titleId}-svg`}
            aria-describedby={`${titleId}-summary`}
            style={{ display: 'block', fontFamily: theme.typography.fontFamily }}
          >
            <title id={`${titleId}-svg`}>{t('chart.title', { currency })}</title>
            <desc id={`${titleId}-summary`}>
              {t('chart.summary', { days: days.length, total: money(total) })}
            </desc>
            {scale.ticks.map((tick) => (
              <g key={tick}>
                <line
                  x1={MARGIN.left}
                  x2={MARGIN.left + plotWidth}
                  y1={y(tick)}
                  y2={y(tick)}
                  stroke={tick === 0 ? theme.palette.text.secondary : theme.palette.divider}
                  strokeWidth={1}
                />
                <text
                  x={MARGIN.left - 8}
                  y={y(tick)}
                  textAnchor="end"
                  dominantBaseline="middle"
                  fontSize={11}
                  fill={theme.palette.text.secondary}
                >
                  {money(tick)}
                </text>
              </g>
            ))}
            {days.map((day, index) => {
              const top = y(Math.max(0, day.ggr));
              const bottom = y(Math.min(0, day.ggr));
              return (
                <rect
                  key={day.day}
                  x={x(index) - barWidth / 2}
                  y={top}
                  width={barWidth}
                  height={Math.max(day.ggr === 0 ? 0 : 1, bottom - top)}
                  rx={Math.min(3, barWidth / 4)}
                  fill={day.ggr < 0 ? theme.palette.error.main : theme.palette.primary.main}
                >
                  <title>
                    {`${formatDate(`${day.day}T00:00:00Z`, locale, DAY_LABEL)}: ${t('columns.ggr')} ${money(day.ggr)}, ${t('columns.ngr')} ${money(day.ngr)}`}
                  </title>
                </rect>
              );
            })}
            {days.length > 1 && (
              <polyline
                points={line}
                fill="none"
                stroke={theme.palette.warning.main}
                strokeWidth={2}
                strokeLinejoin="round"
              />
            )}
            {days.length <= 62 &&
              days.map((day, index) => (
                <circle
                  key={day.day}
                  cx={x(index)}
                  cy={y(day.ngr)}
                  r={2.5}
                  fill={theme.palette.warning.main}
                />
              ))}
            {dayLabelIndexes(days.length, Math.max(2, Math.floor(plotWidth / 90))).map((index) => (
              <text
                key={index}
                // The last label ends at the plot's edge instead of running past it.
                x={index === days.length - 1 && index > 0 ? MARGIN.left + plotWidth : x(index)}
                y={HEIGHT - 8}
                textAnchor={index === days.length - 1 && index > 0 ? 'end' : 'middle'}
                fontSize={11}
                fill={theme.palette.text.secondary}
              >
                {formatDate(`${days[index]?.day}T00:00:00Z`, locale, DAY_LABEL)}
              </text>
            ))}
          </svg>
        )}
      </Box>
    </Box>
  );
}
