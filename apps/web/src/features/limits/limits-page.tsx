import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  COOL_OFF_DURATIONS,
  type CoolOffDuration,
  GAMBLING_LIMIT_KINDS,
  GAMBLING_LIMIT_PERIODS,
  type GamblingLimit,
  type GamblingLimitKind,
  type GamblingLimitPeriod,
  type PlayBreakRequest,
  REMINDER_MINUTES,
  type ResponsibleGaming,
  SELF_EXCLUSION_DURATIONS,
  type SelfExclusionDuration,
} from '@satsino/contract/responsible-gaming';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../app/notifications/notifications-context';
import { useSession } from '../../app/session/session-context';
import { useErrorText } from '../../i18n/error-text';
import { formatDate, formatMoney } from '../../i18n/format';
import { TextsSuspense } from '../../i18n/texts-suspense';
import { useLocale } from '../../i18n/use-locale';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { LoadErrorPanel } from '../../ui/load-error';
import { usePageTitle } from '../../ui/use-page-title';
import { visuallyHidden } from '../../ui/visually-hidden';
import { limitsQueryOptions, setLimit, setReminder, takeBreak } from './api/limits-api';
import { parseLimitAmount, usedPercent } from './limits-view';

/** /settings/limits: the player's responsible-gaming limits, session reminder and breaks. */
export function LimitsPage() {
  return (
    <TextsSuspense namespace="limits">
      <LimitsContent />
    </TextsSuspense>
  );
}

function LimitsContent() {
  const { t } = useTranslation('limits');
  const titleId = useId();
  const limits = useQuery(limitsQueryOptions());
  usePageTitle(t('title'));

  return (
    <Box component="section" aria-labelledby={titleId} data-testid="limits-page">
      <Typography id={titleId} component="h2" variant="h5">
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {t('intro')}
      </Typography>
      {limits.isPending ? (
        <>
          <Box component="span" sx={visuallyHidden}>
            {t('loading')}
          </Box>
          <Skeleton variant="rounded" height={220} aria-hidden />
        </>
      ) : limits.isError ? (
        <LoadErrorPanel
          message={t('loadError')}
          retrying={limits.isFetching}
          onRetry={() => void limits.refetch()}
        />
      ) : (
        <Stack spacing={3}>
          <BreakBanner rules={limits.data} />
          <LimitForm rules={limits.data} />
          <CurrentLimits rules={limits.data} />
          <ReminderCard rules={limits.data} />
          <BreakCard rules={limits.data} />
        </Stack>
      )}
    </Box>
  );
}

/** Saves the server's answer as the page's data, and says how it went. */
function useRulesMutation<Variables>(
  mutationFn: (variables: Variables) => Promise<ResponsibleGaming>,
  onSaved?: (answer: ResponsibleGaming, variables: Variables) => void,
) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { failureText } = useErrorText();
  return useMutation({
    mutationFn,
    onSuccess: (answer, variables) => {
      queryClient.setQueryData(limitsQueryOptions().queryKey, answer);
      onSaved?.(answer, variables);
    },
    onError: (error) => notify(failureText(error), 'error'),
  });
}

function useMoneyText(currency: string) {
  const locale = useLocale();
  return (amountMinor: number) => formatMoney(amountMinor, currency, locale);
}

function BreakBanner({ rules }: { rules: ResponsibleGaming }) {
  const { t } = useTranslation('limits');
  const locale = useLocale();
  if (!rules.break) return null;
  const text =
    rules.break.type === 'cool_off'
      ? t('break.activeCoolOff', { date: formatDate(rules.break.ends_at ?? '', locale) })
      : rules.break.ends_at === null
        ? t('break.activeExclusionPermanent')
        : t('break.activeExclusion', { date: formatDate(rules.break.ends_at, locale) });
  return (
    <Alert severity="warning" data-testid="limits-break-active">
      {text}
    </Alert>
  );
}

function LimitForm({ rules }: { rules: ResponsibleGaming }) {
  const { t } = useTranslation('limits');
  const notify = useNotify();
  const titleId = useId();
  const [kind, setKind] = useState<GamblingLimitKind>('loss');
  const [period, setPeriod] = useState<GamblingLimitPeriod>('day');
  const [amountText, setAmountText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const save = useRulesMutation(setLimit, (answer, request) => {
    const saved = answer.limits.find((l) => l.kind === request.kind && l.period === request.period);
    notify(saved?.pending_at ? t('notices.pending') : t('notices.saved'), 'success');
    setAmountText('');
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseLimitAmount(amountText);
    setInvalid(amount === undefined);
    if (amount !== undefined) save.mutate({ kind, period, amount });
  };

  return (
    <Paper variant="outlined" sx={{ p: { '@': 2, '@sm': 3 } }}>
      <Typography id={titleId} component="h3" variant="h6">
        {t('form.title')}
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
        {t('form.help')}
      </Typography>
      <Box
        component="form"
        aria-labelledby={titleId}
        noValidate
        onSubmit={submit}
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { '@': '1fr', '@md': '1fr 1fr 1fr auto' },
        }}
      >
        <TextField
          select
          label={t('form.kind')}
          value={kind}
          onChange={(event) => setKind(event.target.value as GamblingLimitKind)}
          slotProps={{ htmlInput: { 'data-testid': 'limit-kind' } }}
        >
          {GAMBLING_LIMIT_KINDS.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`kinds.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('form.period')}
          value={period}
          onChange={(event) => setPeriod(event.target.value as GamblingLimitPeriod)}
          slotProps={{ htmlInput: { 'data-testid': 'limit-period' } }}
        >
          {GAMBLING_LIMIT_PERIODS.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`periods.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('form.amount', { currency: rules.currency })}
          value={amountText}
          onChange={(event) => {
            setAmountText(event.target.value);
            setInvalid(false);
          }}
          error={invalid}
          helperText={invalid ? t('form.amountInvalid') : t(`kindHelp.${kind}`)}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'limit-amount' } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={save.isPending}
          sx={{ minHeight: 56 }}
          data-testid="limit-save"
        >
          {t('form.save')}
        </Button>
      </Box>
    </Paper>
  );
}

function CurrentLimits({ rules }: { rules: ResponsibleGaming }) {
  const { t } = useTranslation('limits');
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h3" variant="h6" sx={{ mb: 1.5 }}>
        {t('current.title')}
      </Typography>
      {rules.limits.length === 0 ? (
        <Typography color="text.secondary">{t('current.empty')}</Typography>
      ) : (
        <Box
          component="ul"
          data-testid="limits-list"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { '@': '1fr', '@sm': 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {rules.limits.map((limit) => (
            <LimitCard
              key={`${limit.kind}-${limit.period}`}
              limit={limit}
              currency={rules.currency}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}

function LimitCard({ limit, currency }: { limit: GamblingLimit; currency: string }) {
  const { t } = useTranslation('limits');
  const locale = useLocale();
  const money = useMoneyText(currency);
  const notify = useNotify();
  const name = t(`limitNames.${limit.kind}.${limit.period}`);
  const remove = useRulesMutation(setLimit, () => notify(t('notices.pending'), 'success'));
  const percent = usedPercent(limit.used, limit.amount);

  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
      data-testid={`limit-${limit.kind}-${limit.period}`}
    >
      <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {name}
      </Typography>
      {limit.amount === null ? (
        <Typography color="text.secondary">{t('current.none')}</Typography>
      ) : (
        <>
          <Typography>
            {t('current.used', { used: money(limit.used), limit: money(limit.amount) })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={percent}
            color={percent >= 100 ? 'error' : percent >= 80 ? 'warning' : 'primary'}
            aria-label={t('current.usedLabel', { name })}
          />
          <Typography variant="body2" color="text.secondary">
            {t('current.resets', { date: formatDate(limit.period_ends_at, locale) })}
          </Typography>
        </>
      )}
      {limit.pending_at !== null ? (
        <Alert severity="info" data-testid="limit-pending">
          {limit.pending_amount === null
            ? t('current.pendingRemoval', { date: formatDate(limit.pending_at, locale) })
            : t('current.pendingRaise', {
                amount: money(limit.pending_amount),
                date: formatDate(limit.pending_at, locale),
              })}
        </Alert>
      ) : null}
      {limit.amount !== null && limit.pending_at === null ? (
        <Box>
          <Button
            size="small"
            disabled={remove.isPending}
            onClick={() => remove.mutate({ kind: limit.kind, period: limit.period, amount: null })}
            aria-label={t('current.removeLabel', { name })}
          >
            {t('current.remove')}
          </Button>
        </Box>
      ) : null}
    </Paper>
  );
}

function ReminderCard({ rules }: { rules: ResponsibleGaming }) {
  const { t } = useTranslation('limits');
  const notify = useNotify();
  const titleId = useId();
  const save = useRulesMutation(setReminder, () => notify(t('notices.reminderSaved'), 'success'));
  return (
    <Paper variant="outlined" sx={{ p: { '@': 2, '@sm': 3 } }} aria-labelledby={titleId}>
      <Typography id={titleId} component="h3" variant="h6">
        {t('reminder.title')}
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
        {t('reminder.help')}
      </Typography>
      <TextField
        select
        label={t('reminder.label')}
        value={rules.reminder_minutes === null ? 'off' : String(rules.reminder_minutes)}
        disabled={save.isPending}
        onChange={(event) => {
          const value = event.target.value;
          const minutes =
            value === 'off' ? null : (Number(value) as (typeof REMINDER_MINUTES)[number]);
          save.mutate({ minutes });
        }}
        sx={{ minWidth: 220 }}
      >
        <MenuItem value="off">{t('reminder.off')}</MenuItem>
        {REMINDER_MINUTES.map((minutes) => (
          <MenuItem key={minutes} value={String(minutes)}>
            {t('reminder.minutes', { count: minutes })}
          </MenuItem>
        ))}
      </TextField>
    </Paper>
  );
}

type BreakChoice =
  | { type: 'cool_off'; duration: CoolOffDuration }
  | { type: 'self_exclusion'; duration: SelfExclusionDuration };

const DAY_MS = 86_400_000;
const COOL_OFF_MS: Record<CoolOffDuration, number> = {
  '24h': DAY_MS,
  '7d': 7 * DAY_MS,
  '30d': 30 * DAY_MS,
};
const EXCLUSION_MONTHS: Record<Exclude<SelfExclusionDuration, 'permanent'>, number> = {
  '6m': 6,
  '1y': 12,
  '5y': 60,
};

/** When a break chosen now would end, for the confirmation to state (the server decides). */
function expectedEnd(choice: BreakChoice, now: Date): Date | null {
  if (choice.type === 'cool_off') return new Date(now.getTime() + COOL_OFF_MS[choice.duration]);
  if (choice.duration === 'permanent') return null;
  const end = new Date(now.getTime());
  end.setMonth(end.getMonth() + EXCLUSION_MONTHS[choice.duration]);
  return end;
}

function BreakCard({ rules }: { rules: ResponsibleGaming }) {
  const { t } = useTranslation('limits');
  const locale = useLocale();
  const notify = useNotify();
  const session = useSession();
  const titleId = useId();
  const [choice, setChoice] = useState<BreakChoice | null>(null);
  const start = useRulesMutation(
    (request: PlayBreakRequest) => takeBreak(request),
    (_answer, request) => {
      notify(t('notices.breakTaken'), 'success');
      // A self-exclusion ended every session, this one too.
      if (request.type === 'self_exclusion') session.end();
    },
  );
  const excluded = rules.break?.type === 'self_exclusion';
  const end = choice ? expectedEnd(choice, new Date()) : null;
  const durationText = choice ? t(`break.durations.${choice.duration}`) : '';

  return (
    <Paper variant="outlined" sx={{ p: { '@': 2, '@sm': 3 } }} aria-labelledby={titleId}>
      <Typography id={titleId} component="h3" variant="h6">
        {t('break.title')}
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
        {t('break.help')}
      </Typography>
      <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('break.coolOffTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('break.coolOffHelp')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 3 }}>
        {COOL_OFF_DURATIONS.map((duration) => (
          <Button
            key={duration}
            variant="outlined"
            disabled={start.isPending || excluded}
            onClick={() => setChoice({ type: 'cool_off', duration })}
            data-testid={`cool-off-${duration}`}
          >
            {t(`break.durations.${duration}`)}
          </Button>
        ))}
      </Stack>
      <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('break.exclusionTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('break.exclusionHelp')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {SELF_EXCLUSION_DURATIONS.map((duration) => (
          <Button
            key={duration}
            variant="outlined"
            color="error"
            disabled={start.isPending || excluded}
            onClick={() => setChoice({ type: 'self_exclusion', duration })}
            data-testid={`self-exclusion-${duration}`}
          >
            {t(`break.durations.${duration}`)}
          </Button>
        ))}
      </Stack>
      <ConfirmDialog
        open={choice !== null}
        title={
          choice?.type === 'self_exclusion'
            ? t('break.confirmExclusionTitle', { duration: durationText })
            : t('break.confirmCoolOffTitle', { duration: durationText })
        }
        message={
          choice?.type === 'self_exclusion'
            ? end === null
              ? t('break.confirmExclusionPermanent')
              : t('break.confirmExclusion', { date: formatDate(end, locale) })
            : t('break.confirmCoolOff', { date: end ? formatDate(end, locale) : '' })
        }
        confirmLabel={t('break.confirm')}
        cancelLabel={t('break.cancel')}
        onConfirm={() => {
          if (choice) start.mutate(choice);
        }}
        onClose={() => setChoice(null)}
        testId="break-confirm"
      />
    </Paper>
  );
}
