import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { WalletTransaction } from '@satsino/contract/wallet';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { StatusChip } from './status-chip';

/** A signed amount: credits with a plus, so a glance tells money in from money out. */
function signedMoney(transaction: WalletTransaction, locale: string): string {
  const formatted = formatMoney(transaction.amount, transaction.currency, locale);
  return transaction.amount > 0 ? `+${formatted}` : formatted;
}

function amountColor(transaction: WalletTransaction): string {
  return transaction.amount > 0 ? 'success.main' : 'text.primary';
}

function useTransactionText() {
  const { t } = useTranslation();
  const locale = useLocale();
  return {
    locale,
    type: (transaction: WalletTransaction) => t(`wallet.transactionTypes.${transaction.type}`),
    coin: (transaction: WalletTransaction) =>
      transaction.coin === null
        ? '—'
        : transaction.sent_amount === null
          ? transaction.coin
          : `${transaction.sent_amount} ${transaction.coin}`,
  };
}

/**
 * The player's transactions (SPEC §3 table columns): a table where there is room, a list of
 * cards on phones. Both are in the page; the container's width decides which one shows.
 */
export function TransactionsList({ transactions }: { transactions: WalletTransaction[] }) {
  return (
    <>
      <Box sx={{ display: { '@': 'none', '@md': 'block' } }}>
        <TransactionsTable transactions={transactions} />
      </Box>
      <Box sx={{ display: { '@': 'block', '@md': 'none' } }}>
        <TransactionCards transactions={transactions} />
      </Box>
    </>
  );
}

function BonusChip() {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color="warning"
      variant="outlined"
      label={t('wallet.transactions.bonusBalance')}
      sx={{ height: 20, fontSize: '0.7rem' }}
    />
  );
}

/** Which balance a movement changed, beside the balance it left (issue 17: cash and bonus differ). */
function BalanceAfter({ transaction, locale }: { transaction: WalletTransaction; locale: string }) {
  const { t } = useTranslation();
  return (
    <>
      {formatMoney(transaction.balance_after, transaction.currency, locale)}
      <Typography
        component="span"
        variant="caption"
        color={transaction.balance_type === 'bonus' ? 'warning.main' : 'text.secondary'}
        sx={{ display: 'block' }}
        data-testid="transaction-balance-kind"
      >
        {t(`wallet.transactions.balanceOf.${transaction.balance_type}`)}
      </Typography>
    </>
  );
}

const DATE_ONLY: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
const TIME_ONLY: Intl.DateTimeFormatOptions = { timeStyle: 'short' };

function TransactionsTable({ transactions }: { transactions: WalletTransaction[] }) {
  const { t } = useTranslation();
  const text = useTransactionText();
  return (
    <TableContainer component={Paper} variant="outlined">
      {/* Fits the settings column at 1440 px (issue 17): dates take two lines, coins may wrap. */}
      <Table size="small" aria-label={t('wallet.transactions.title')}>
        <TableHead>
          <TableRow sx={{ '& th': { whiteSpace: 'nowrap' } }}>
            <TableCell>{t('wallet.transactions.date')}</TableCell>
            <TableCell>{t('wallet.transactions.type')}</TableCell>
            <TableCell align="right">{t('wallet.transactions.amount')}</TableCell>
            <TableCell align="right">{t('wallet.transactions.balanceAfter')}</TableCell>
            <TableCell>{t('wallet.transactions.status')}</TableCell>
            <TableCell>{t('wallet.transactions.reference')}</TableCell>
            <TableCell>{t('wallet.transactions.coin')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {transactions.map((transaction) => (
            <TableRow key={transaction.id} hover data-testid="transaction-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDate(transaction.created_at, text.locale, DATE_ONLY)}
                <Typography
                  component="span"
                  variant="caption"
                  color="text.secondary"
                  sx={{ display: 'block' }}
                >
                  {formatDate(transaction.created_at, text.locale, TIME_ONLY)}
                </Typography>
              </TableCell>
              <TableCell>{text.type(transaction)}</TableCell>
              <TableCell
                align="right"
                sx={{
                  whiteSpace: 'nowrap',
                  fontWeight: 600,
                  fontVariantNumeric: 'tabular-nums',
                  color: amountColor(transaction),
                }}
              >
                {signedMoney(transaction, text.locale)}
              </TableCell>
              <TableCell
                align="right"
                sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
              >
                <BalanceAfter transaction={transaction} locale={text.locale} />
              </TableCell>
              <TableCell>
                <StatusChip status={transaction.status} />
              </TableCell>
              <TableCell
                title={transaction.reference_number ?? undefined}
                sx={{
                  maxWidth: 120,
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                  fontFamily: 'monospace',
                  fontSize: '0.8rem',
                }}
              >
                {transaction.reference_number ?? '—'}
              </TableCell>
              <TableCell sx={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
                {text.coin(transaction)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function TransactionCards({ transactions }: { transactions: WalletTransaction[] }) {
  const { t } = useTranslation();
  const text = useTransactionText();
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {transactions.map((transaction) => (
        <Paper
          key={transaction.id}
          component="li"
          variant="outlined"
          data-testid="transaction-card"
          sx={{ p: 1.5, display: 'grid', gap: 0.5 }}
        >
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }} noWrap>
                {text.type(transaction)}
              </Typography>
              {transaction.balance_type === 'bonus' && <BonusChip />}
            </Stack>
            <Typography
              sx={{
                fontWeight: 700,
                fontVariantNumeric: 'tabular-nums',
                whiteSpace: 'nowrap',
                color: amountColor(transaction),
              }}
            >
              {signedMoney(transaction, text.locale)}
            </Typography>
          </Box>
          <Box
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'center',
              gap: 1,
            }}
          >
            <Typography variant="caption" color="text.secondary">
              {formatDate(transaction.created_at, text.locale)}
            </Typography>
            <StatusChip status={transaction.status} />
          </Box>
          <Typography variant="caption" color="text.secondary">
            {t(`wallet.transactions.balanceAfterOf.${transaction.balance_type}`, {
              amount: formatMoney(transaction.balance_after, transaction.currency, text.locale),
            })}
            {transaction.coin !== null && ` · ${text.coin(transaction)}`}
          </Typography>
          {transaction.reference_number !== null && (
            <Typography
              variant="caption"
              color="text.secondary"
              noWrap
              title={transaction.reference_number}
              sx={{ fontFamily: 'monospace' }}
            >
              {t('wallet.pending.reference', { reference: transaction.reference_number })}
            </Typography>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
