import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdminCoupon, CouponStatus } from '@satsino/contract/coupons';
import { MINOR_UNITS_PER_MAJOR } from '@satsino/contract/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import { isSessionFailure } from '../../../app/session/session-failure';
import { useErrorText } from '../../../i18n/error-text';
import { formatDate, formatNumber } from '../../../i18n/format';
import { TextsSuspense } from '../../../i18n/texts-suspense';
import { useLocale } from '../../../i18n/use-locale';
import { ApiError } from '../../../lib/api-error';
import { AdminPageHeader } from '../../../ui/admin-page-header';
import { useForm } from '../../../ui/form/use-form';
import { usePageTitle } from '../../../ui/use-page-title';
import { visuallyHidden } from '../../../ui/visually-hidden';
import {
  ADMIN_COUPONS_QUERY_KEY,
  adminCouponsQueryOptions,
  createCoupon,
  updateCoupon,
} from '../api/coupons-admin-api';
import { couponFormMessages, couponRequestOf, emptyCouponForm } from './coupon-form-values';

const STATUS_COLOURS: Record<CouponStatus, 'success' | 'default' | 'warning' | 'info'> = {
  live: 'success',
  scheduled: 'info',
  exhausted: 'warning',
  ended: 'default',
  disabled: 'default',
};

/** The window's ends, short enough for the table: `3/5/26, 2:07 PM`. */
const SHORT_DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };

/** /admin/coupons: the registration coupon codes, and a form to define one. */
export function CouponsPage() {
  return (
    <TextsSuspense namespace="coupons">
      <Coupons />
    </TextsSuspense>
  );
}

function Coupons() {
  const { t } = useTranslation('coupons');
  const titleId = useId();
  const coupons = useQuery(adminCouponsQueryOptions());
  usePageTitle(t('admin.title'));

  return (
    <Box component="section" aria-labelledby={titleId}>
      <AdminPageHeader
        titleId={titleId}
        title={t('admin.title')}
        intro={t('admin.intro')}
        actions={
          <Button
            variant="outlined"
            startIcon={<RefreshIcon />}
            loading={coupons.isFetching && !coupons.isPending}
            onClick={() => void coupons.refetch()}
          >
            {t('admin.refresh')}
          </Button>
        }
      />
      <CouponForm />
      {coupons.isPending ? (
        <>
          <Box component="span" sx={visuallyHidden}>
            {t('admin.loading')}
          </Box>
          <Stack spacing={1} aria-hidden>
            {['a', 'b', 'c'].map((key) => (
              <Skeleton key={key} variant="rounded" height={48} />
            ))}
          </Stack>
        </>
      ) : coupons.isError ? (
        <Alert
          severity="error"
          variant="outlined"
          action={
            <Button color="inherit" onClick={() => void coupons.refetch()}>
              {t('admin.retry')}
            </Button>
          }
        >
          <AlertTitle>{t('admin.loadErrorTitle')}</AlertTitle>
          {t('admin.loadError')}
        </Alert>
      ) : coupons.data.length === 0 ? (
        <Typography color="text.secondary">{t('admin.empty')}</Typography>
      ) : (
        <CouponTable coupons={coupons.data} />
      )}
    </Box>
  );
}

function CouponForm() {
  const { t } = useTranslation('coupons');
  const notify = useNotify();
  const { failureText } = useErrorText();
  const queryClient = useQueryClient();
  const titleId = useId();
  const form = useForm({
    initialValues: emptyCouponForm(new Date()),
    validate: couponFormMessages,
  });

  const create = useMutation({
    mutationFn: createCoupon,
    onSuccess: (coupon) => {
      form.reset(emptyCouponForm(new Date()));
      notify(t('admin.created', { code: coupon.code }), 'success');
      void queryClient.invalidateQueries({ queryKey: ADMIN_COUPONS_QUERY_KEY });
    },
    onError: (error) => {
      if (isSessionFailure(error)) return;
      if (error instanceof ApiError) form.showServerErrors(error.errors, error.codes);
      notify(failureText(error), 'error');
    },
  });

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
    >
      <Typography id={titleId} component="h3" variant="h6" sx={{ mb: 2 }}>
        {t('admin.form.title')}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (form.submit()) create.mutate(couponRequestOf(form.values));
        }}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <TextField
          {...form.textField('code', { hint: t('admin.form.codeHint') })}
          label={t('admin.form.code')}
          required
          slotProps={{
            htmlInput: {
              spellCheck: false,
              sx: { fontFamily: 'monospace', textTransform: 'uppercase' },
            },
          }}
        />
        <TextField
          {...form.textField('amount', { hint: t('admin.form.amountHint') })}
          label={t('admin.form.amount')}
          required
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          {...form.textField('max_redemptions')}
          label={t('admin.form.maxRedemptions')}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          {...form.textField('wagering_multiplier')}
          label={t('admin.form.wagering')}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          {...form.textField('valid_days')}
          label={t('admin.form.validDays')}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <Box />
        <TextField
          {...form.textField('starts_at')}
          label={t('admin.form.startsAt')}
          type="datetime-local"
          required
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          {...form.textField('ends_at')}
          label={t('admin.form.endsAt')}
          type="datetime-local"
          required
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={!form.isValid}
          loading={create.isPending}
          sx={{ justifySelf: 'start', mt: 1 }}
        >
          {t('admin.form.submit')}
        </Button>
      </Box>
    </Paper>
  );
}

function CouponTable({ coupons }: { coupons: AdminCoupon[] }) {
  const { t } = useTranslation('coupons');
  const locale = useLocale();
  const notify = useNotify();
  const { failureText } = useErrorText();
  const queryClient = useQueryClient();
  const [changing, setChanging] = useState<number | null>(null);

  const toggle = useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => updateCoupon(id, { active }),
    onMutate: ({ id }) => setChanging(id),
    onSettled: () => setChanging(null),
    onSuccess: (coupon) => {
      notify(
        t(coupon.active ? 'admin.switchedOn' : 'admin.switchedOff', { code: coupon.code }),
        'success',
      );
      void queryClient.invalidateQueries({ queryKey: ADMIN_COUPONS_QUERY_KEY });
    },
    onError: (error) => {
      if (!isSessionFailure(error)) notify(failureText(error), 'error');
    },
  });
  const amount = (minor: number) =>
    formatNumber(minor / MINOR_UNITS_PER_MAJOR, locale, { minimumFractionDigits: 2 });

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('admin.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('admin.columns.code')}</TableCell>
            <TableCell align="right">{t('admin.columns.amount')}</TableCell>
            <TableCell>{t('admin.columns.terms')}</TableCell>
            <TableCell align="right">{t('admin.columns.redemptions')}</TableCell>
            <TableCell>{t('admin.columns.window')}</TableCell>
            <TableCell>{t('admin.columns.status')}</TableCell>
            <TableCell>{t('admin.columns.active')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {coupons.map((coupon) => (
            <TableRow key={coupon.id} data-testid={`coupon-${coupon.code}`}>
              <TableCell sx={{ fontFamily: 'monospace', fontWeight: 600 }}>{coupon.code}</TableCell>
              <TableCell align="right">{amount(coupon.amount)}</TableCell>
              <TableCell sx={{ minWidth: 120 }}>
                {t('admin.termsValue', {
                  multiplier: coupon.wagering_multiplier,
                  days: coupon.valid_days,
                })}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {t('admin.redemptionsValue', {
                  used: formatNumber(coupon.redemptions, locale),
                  max: formatNumber(coupon.max_redemptions, locale),
                })}
              </TableCell>
              <TableCell>
                <Box component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
                  {formatDate(coupon.starts_at, locale, SHORT_DATE_TIME)} –
                </Box>
                <Box component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
                  {formatDate(coupon.ends_at, locale, SHORT_DATE_TIME)}
                </Box>
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={STATUS_COLOURS[coupon.status]}
                  label={t(`admin.statuses.${coupon.status}`)}
                />
              </TableCell>
              <TableCell>
                <Switch
                  checked={coupon.active}
                  disabled={changing === coupon.id}
                  onChange={(_event, active) => toggle.mutate({ id: coupon.id, active })}
                  slotProps={{
                    input: { 'aria-label': t('admin.toggleLabel', { code: coupon.code }) },
                  }}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
