import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { kenoPaytable } from '@satsino/fairness/keno';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import type { KenoRisk } from './keno-picks';

/** Its height stays the same with or without picks, so that picking moves nothing below. */
const ROW_HEIGHT = 64;

/**
 * What the current risk and number of picks pay, by hits (Stake's row under the board): one cell
 * per number of hits, the current count lit once numbers are drawn.
 */
export function KenoPaytableRow({
  risk,
  pickCount,
  hits,
}: {
  risk: KenoRisk;
  pickCount: number;
  /** The hits of the draw shown so far, or `undefined` before a draw. */
  hits: number | undefined;
}) {
  const { t } = useTranslation('games');
  const locale = useLocale();
  if (pickCount === 0) {
    return (
      <Box
        sx={{ height: ROW_HEIGHT, width: 1, display: 'flex', alignItems: 'center' }}
        data-testid="keno-paytable"
      >
        <Typography color="text.secondary" sx={{ width: 1, textAlign: 'center' }}>
          {t('keno.pickHint')}
        </Typography>
      </Box>
    );
  }
  const row = kenoPaytable(risk, pickCount);
  const multiplierOf = (multiplierX100: number) =>
    formatNumber(multiplierX100 / 100, locale, { maximumFractionDigits: 2, useGrouping: false });
  return (
    <Box sx={{ height: ROW_HEIGHT, width: 1 }}>
      <Typography variant="caption" color="text.secondary" component="h2" id="keno-paytable">
        {t('keno.paytable')}
      </Typography>
      <Box
        component="ol"
        aria-labelledby="keno-paytable"
        data-testid="keno-paytable"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: `repeat(${row.length}, minmax(0, 1fr))`,
          gap: 0.5,
        }}
      >
        {row.map((multiplierX100, count) => {
          const current = hits === count;
          const pays = multiplierX100 > 0;
          return (
            <Box
              component="li"
              // The row is fixed per risk and picks: the count of hits is each cell's identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={count}
              aria-label={t('keno.paysFor', {
                hits: count,
                multiplier: multiplierOf(multiplierX100),
              })}
              aria-current={current ? 'true' : undefined}
              data-testid={`keno-pays-${count}`}
              data-current={current}
              sx={{
                borderRadius: 1,
                py: 0.5,
                textAlign: 'center',
                fontVariantNumeric: 'tabular-nums',
                bgcolor: current ? (pays ? 'success.main' : 'action.selected') : 'action.hover',
                color: current && pays ? 'common.black' : 'text.primary',
                outline: current ? 2 : 0,
                outlineColor: current && !pays ? 'text.secondary' : 'transparent',
                transition: 'background-color 120ms',
              }}
            >
              <Box
                sx={{
                  fontSize: { xs: 10, sm: 13 },
                  fontWeight: 800,
                  lineHeight: 1.3,
                  whiteSpace: 'nowrap',
                  overflow: 'hidden',
                  color: pays || current ? undefined : 'text.secondary',
                }}
              >
                {multiplierOf(multiplierX100)}
                {/* A phone's eleven cells have no room for the sign; the heading says "×". */}
                <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                  ×
                </Box>
              </Box>
              <Box sx={{ fontSize: 11, lineHeight: 1.3, opacity: 0.8 }}>{count}</Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
