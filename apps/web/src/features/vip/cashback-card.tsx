import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CashbackStatus } from '@satsino/contract/cashback';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, formatNumber } from '../../i18n/format';
import { useLocale } from '../../i18n/use-locale';
import { LoadErrorPanel } from '../../ui/load-error';
import { visuallyHidden } from '../../ui/visually-hidden';
import { cashbackQueryOptions } from './api/vip-api';

/**
 * The player's cashback before it is paid (docs/decisions/0014): today's and this week's net
 * loss, the rate that applies and what has accrued, as the job will pay it after the period.
 */
export function CashbackCard() {
  const { t } = useTranslation('vip');
  const locale = useLocale();
  const titleId = useId();
  const query = useQuery(cashbackQueryOptions(locale));

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="cashback-card"
      sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
        <SavingsOutlined color="primary" aria-hidden />
        <Typography id={titleId} component="h3" variant="h6">
          {t('cashbackCard.title')}
        </Typography>
      </Stack>
      {query.isPending ? (
        <>
          <Box component="span" sx={visuallyHidden}>
            {t('cashbackCard.loading')}
          </Box>
          <Skeleton variant="rounded" height={180} aria-hidden />
        </>
      ) : query.isError ? (
        <LoadErrorPanel
          title={t('cashbackCard.errorTitle')}
          message={t('cashbackCard.error')}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <CashbackDetails status={query.data} />
      )}
    </Paper>
  );
}

function CashbackDetails({ status }: { status: CashbackStatus }) {
  const { t } = useTranslation('vip');
  const locale = useLocale();
  const money = (minor: number) => formatMoney(minor, status.currency, locale);
  const rate = (bps: number) =>
    formatNumber(bps / 10_000, locale, { style: 'percent', maximumFractionDigits: 2 });
  const paidAt = (iso: string) =>
    formatDate(iso, locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const { daily, weekly, vip } = status;

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { '@': '1fr', '@md': 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      <Period
        testId="cashback-daily"
        title={t('cashbackCard.daily')}
        netLoss={money(daily.net_loss)}
        rate={rate(daily.rate_bps)}
        accrued={money(daily.accrued)}
        notes={[
          t('cashbackCard.dailyMinimum', { amount: money(daily.min_net_loss) }),
          t('cashbackCard.bonusTerms', {
            multiplier: daily.wagering_multiplier,
            date: paidAt(daily.period_end),
          }),
        ]}
      />
      <Period
        testId="cashback-weekly"
        title={t('cashbackCard.weekly')}
        netLoss={money(weekly.net_loss)}
        rate={weekly.rate_bps > 0 ? rate(weekly.rate_bps) : t('cashbackCard.noBand')}
        accrued={money(weekly.accrued)}
        notes={[
          weekly.next_tier
            ? t('cashbackCard.nextBand', {
                rate: rate(weekly.next_tier.rate_bps),
                amount: money(weekly.next_tier.min_net_loss),
              })
            : t('cashbackCard.topBand'),
          t('cashbackCard.dailyDeducted', { amount: money(weekly.daily_deducted) }),
          t('cashbackCard.bonusTerms', {
            multiplier: weekly.wagering_multiplier,
            date: paidAt(weekly.period_end),
          }),
        ]}
      />
      <Period
        testId="cashback-vip"
        title={t('cashbackCard.vip')}
        netLoss={money(vip.net_loss)}
        rate={rate(vip.rate_bps)}
        rateTestId="cashback-vip-rate"
        accrued={money(vip.accrued)}
        notes={[
          vip.rate_bps > 0
            ? t('cashbackCard.vipLevel', { level: vip.level_name ?? '' })
            : t('cashbackCard.vipNone'),
          t('cashbackCard.cashTerms', { date: paidAt(vip.period_end) }),
        ]}
      />
      {status.waiting > 0 && (
        <Alert severity="info" sx={{ gridColumn: '1 / -1' }}>
          {t('cashbackCard.waiting', { amount: money(status.waiting) })}
        </Alert>
      )}
    </Box>
  );
}

function Period(props: {
  testId: string;
  title: string;
  netLoss: string;
  rate: string;
  rateTestId?: string;
  accrued: string;
  notes: string[];
}) {
  const { t } = useTranslation('vip');
  const titleId = useId();
  const rows = [
    { key: 'netLoss', label: t('cashbackCard.netLoss'), value: props.netLoss },
    { key: 'rate', label: t('cashbackCard.rate'), value: props.rate, testId: props.rateTestId },
    { key: 'accrued', label: t('cashbackCard.accrued'), value: props.accrued, strong: true },
  ];
  return (
    <Box
      aria-labelledby={titleId}
      role="group"
      data-testid={props.testId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, minWidth: 0 }}
    >
      <Typography id={titleId} component="h4" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {props.title}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', gap: 0.5 }}>
        {rows.map((row) => (
          <Box key={row.key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {row.label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              data-testid={row.testId}
              sx={{ m: 0, textAlign: 'end', fontWeight: row.strong ? 700 : 600 }}
            >
              {row.value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box component="ul" sx={{ m: 0, mt: 1.5, pl: 2.5 }}>
        {props.notes.map((note) => (
          <Typography component="li" variant="caption" color="text.secondary" key={note}>
            {note}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
