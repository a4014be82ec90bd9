import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { SessionSummary } from '@satsino/contract/responsible-gaming';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../app/session/session-context';
import { formatMoney } from '../../i18n/format';
import { localizedPath } from '../../i18n/locale-path';
import { TextsSuspense } from '../../i18n/texts-suspense';
import { useLocale } from '../../i18n/use-locale';
import { sessionSummaryQueryOptions } from './api/limits-api';
import { minutesPlayed, reminderSchedule } from './session-reminder-schedule';

/**
 * The session reminder the player chose on the responsible-gaming page (the policy page's "loss
 * and session reminders"): every N minutes since sign-in, a dialog with the time played and what
 * was staked and won since then. Mounted once in the app's layout; renders nothing for guests or
 * without a reminder.
 */
export function SessionReminder() {
  const { status } = useSession();
  if (status !== 'authenticated') return null;
  return (
    <TextsSuspense namespace="limits" fallback={null}>
      <SessionReminderDialog />
    </TextsSuspense>
  );
}

function SessionReminderDialog() {
  const summary = useQuery(sessionSummaryQueryOptions());
  const minutes = summary.data?.reminder_minutes ?? null;
  const startedAtIso = summary.data?.started_at ?? null;
  const { refetch } = summary;
  const [seen, setSeen] = useState<number | null>(null);
  const [due, setDue] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `due` re-arms the timer for the next reminder.
  useEffect(() => {
    if (minutes === null || startedAtIso === null) return;
    const startedAt = new Date(startedAtIso);
    const schedule = reminderSchedule(startedAt, minutes, new Date());
    setDue(schedule.due);
    // The reminders already due when the page opened are not shown again after a reload.
    setSeen((current) => current ?? schedule.due);
    const timer = window.setTimeout(
      () => {
        setDue(reminderSchedule(startedAt, minutes, new Date()).due);
        void refetch();
      },
      Math.max(1_000, schedule.nextAt.getTime() - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [minutes, startedAtIso, due, refetch]);

  const open = seen !== null && due > seen && summary.data !== undefined;
  if (!open || !summary.data) return null;
  return <ReminderDialog summary={summary.data} onClose={() => setSeen(due)} />;
}

function ReminderDialog({ summary, onClose }: { summary: SessionSummary; onClose: () => void }) {
  const { t } = useTranslation('limits');
  const locale = useLocale();
  const titleId = useId();
  const money = (amountMinor: number) => formatMoney(amountMinor, summary.currency, locale);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} data-testid="session-reminder">
      <DialogTitle id={titleId}>{t('sessionReminder.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('sessionReminder.played', {
            minutes: minutesPlayed(new Date(summary.started_at), new Date()),
          })}
        </DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>
          {t('sessionReminder.money', {
            wagered: money(summary.wagered),
            won: money(summary.won),
          })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button
          component={RouterLink}
          to={localizedPath('/settings/limits', locale)}
          onClick={onClose}
        >
          {t('sessionReminder.limits')}
        </Button>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('sessionReminder.continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
