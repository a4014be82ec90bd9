import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { findSlotVariant } from '@satsino/fairness/slot-variants';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { useSymbolName } from './slot-names';
import { SlotSymbol } from './slot-symbols';
import { slotThemeOf } from './slot-themes';

/** The paytable of a slot variant: each symbol's pay for 3, 4 and 5 in a row, in line bets. */
export function SlotPaytable({ variant }: { variant: string }) {
  const { t } = useTranslation('games');
  const locale = useLocale();
  const symbolName = useSymbolName();
  const slot = findSlotVariant(variant);
  if (slot === undefined) return null;
  const theme = slotThemeOf(slot.id);
  const symbols = Object.keys(slot.paytable);
  const hitRate = formatNumber(slot.hitFrequency, locale, {
    style: 'percent',
    maximumFractionDigits: 1,
  });

  return (
    <Stack spacing={1} data-testid="slot-paytable">
      <Typography variant="h6" component="h2">
        {t('slots.paytable')} · {t('slots.lines', { count: slot.paylines.length })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('slots.lineBet')} {t('slots.hitFrequency', { rate: hitRate })}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell />
            {[3, 4, 5].map((count) => (
              <TableCell key={count} align="right" sx={{ px: 1 }}>
                {t('slots.pays', { count })}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {symbols.map((symbol, index) => (
            <TableRow key={symbol}>
              <TableCell>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Box sx={{ width: 32, height: 32, flexShrink: 0 }}>
                    <SlotSymbol
                      symbol={symbol}
                      index={index}
                      theme={theme}
                      wild={symbol === slot.wild}
                      label={symbolName(symbol)}
                    />
                  </Box>
                  <Typography
                    variant="body2"
                    aria-hidden
                    sx={{ display: { xs: 'none', sm: 'block' } }}
                  >
                    {symbolName(symbol)}
                  </Typography>
                </Stack>
              </TableCell>
              {(slot.paytable[symbol] ?? []).map((pay, column) => (
                // Three fixed columns: 3, 4 and 5 in a row.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <TableCell key={column} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {pay > 0 ? `${formatNumber(pay, locale)}×` : '–'}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="body2" color="text.secondary">
        {t('slots.wild', { symbol: symbolName(slot.wild) })}
      </Typography>
      {slot.feature !== undefined && (
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center' }}
          data-testid="slot-paytable-scatter"
        >
          <Box sx={{ width: 32, height: 32, flexShrink: 0 }}>
            <SlotSymbol
              symbol={slot.feature.scatter}
              index={symbols.length}
              theme={theme}
              scatter
              label={symbolName(slot.feature.scatter)}
            />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('slots.scatter', {
              symbol: symbolName(slot.feature.scatter),
              spins: new Intl.ListFormat(locale, { type: 'disjunction' }).format(
                slot.feature.spins.map((count) => formatNumber(count, locale)),
              ),
            })}
          </Typography>
        </Stack>
      )}
    </Stack>
  );
}
