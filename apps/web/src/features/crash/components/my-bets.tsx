import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CrashTable } from '@satsino/contract/crash';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { myCrashBetsQueryOptions } from '../api/crash-api';
import { betStatusColor, formatMultiplier } from '../crash-format';

/** The player's last bets at this table (the API keeps the latest 50; ten are shown). */
export function MyBets({ table }: { table: CrashTable }) {
  const { t } = useTranslation('crash');
  const locale = useLocale();
  const titleId = useId();
  const mine = useQuery(myCrashBetsQueryOptions(table));
  const bets = (mine.data ?? []).slice(0, 10);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('myBets.title')}
      </Typography>
      {mine.isPending ? null : bets.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('myBets.empty')}
        </Typography>
      ) : (
        <Table size="small" aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              <TableCell>{t('myBets.round')}</TableCell>
              <TableCell align="right">{t('players.bet')}</TableCell>
              <TableCell align="right">{t('myBets.result')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {bets.map((bet) => (
              <TableRow key={bet.id}>
                <TableCell>#{bet.round_id}</TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatMoney(bet.amount, bet.currency, locale)}
                </TableCell>
                <TableCell
                  align="right"
                  sx={{
                    fontVariantNumeric: 'tabular-nums',
                    color: betStatusColor(bet.status),
                  }}
                >
                  {bet.status === 'cashed_out' && bet.payout !== null && bet.cashout_x100 !== null
                    ? `${formatMultiplier(bet.cashout_x100, locale)}× · ${formatMoney(bet.payout, bet.currency, locale)}`
                    : bet.status === 'lost'
                      ? t('players.lost')
                      : t('players.playing')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
