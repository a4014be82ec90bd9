import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CrashPublicBet } from '@satsino/contract/crash';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { betStatusColor, formatMultiplier } from '../crash-format';

/**
 * This round's bets, everyone's, as the room's events bring them: the nickname as the server
 * shows it to the public (partly hidden), stake, cash-out and payout (or lost / playing).
 */
export function PlayersList({
  bets,
  ownBetIds = [],
}: {
  bets: CrashPublicBet[];
  /** The viewer's own bets: the room shows every name partly hidden, so these read "You". */
  ownBetIds?: number[];
}) {
  const { t } = useTranslation('crash');
  const locale = useLocale();
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('players.title')}
      </Typography>
      {bets.length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          {t('players.empty')}
        </Typography>
      ) : (
        <Table
          size="small"
          aria-labelledby={titleId}
          data-testid="crash-players"
          sx={{ '& td, & th': { px: { xs: 0.75, sm: 2 } } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>{t('players.player')}</TableCell>
              <TableCell align="right">{t('players.bet')}</TableCell>
              <TableCell align="right">{t('players.cashout')}</TableCell>
              <TableCell align="right">{t('players.payout')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {bets.map((bet) => (
              <TableRow key={bet.id} data-testid="crash-player" data-status={bet.status}>
                <TableCell
                  sx={{
                    maxWidth: { xs: 88, sm: 160 },
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                  }}
                >
                  {ownBetIds.includes(bet.id) ? (
                    <Typography component="span" variant="inherit" sx={{ fontWeight: 700 }}>
                      {t('players.you')}
                    </Typography>
                  ) : (
                    bet.player
                  )}
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatMoney(bet.amount, bet.currency, locale)}
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {bet.cashout_x100 !== null
                    ? `${formatMultiplier(bet.cashout_x100, locale)}×`
                    : '–'}
                </TableCell>
                <TableCell
                  align="right"
                  sx={{
                    fontVariantNumeric: 'tabular-nums',
                    color: betStatusColor(bet.status),
                  }}
                >
                  {bet.payout !== null
                    ? formatMoney(bet.payout, bet.currency, locale)
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
