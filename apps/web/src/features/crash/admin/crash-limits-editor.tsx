import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CRASH_TABLE_NAMES,
  type CrashTable,
  type CrashTableLimits,
  type CrashTableLimitsUpdate,
} from '@satsino/contract/crash';
import { MINOR_UNITS_PER_MAJOR } from '@satsino/contract/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import { isSessionFailure } from '../../../app/session/session-failure';
import { codedMessageOf } from '../../../i18n/error-text';
import { formatNumber } from '../../../i18n/format';
import { NOTICES } from '../../../i18n/notices';
import { TextsSuspense } from '../../../i18n/texts-suspense';
import { useLocale } from '../../../i18n/use-locale';
import { ApiError } from '../../../lib/api-error';
import { useCanActOnMoney } from '../../../lib/operator-role';
import type { FieldMessages } from '../../../ui/form/field-errors';
import { useForm } from '../../../ui/form/use-form';
import { ConfirmActionDialog } from '../../../ui/operator/confirm-action-dialog';
import { CRASH_QUERY_KEY } from '../api/crash-api';
import { formatMultiplier } from '../crash-format';
import { updateCrashTableLimits } from './crash-limits-api';
import {
  type LimitsFormValues,
  limitsChanges,
  limitsFormValuesOf,
  limitsProblems,
} from './crash-limits-values';

const FIELDS = ['min_bet', 'max_bet', 'min_auto_cashout_x100', 'max_auto_cashout_x100'] as const;

/**
 * A crash table's limits on the operator's crash tables page: admins edit them (and confirm the
 * change before it applies to the next bet), support agents read that only admins may.
 */
export function CrashLimitsEditor(props: { table: CrashTable; limits: CrashTableLimits }) {
  return (
    <TextsSuspense namespace="crash" fallback={null}>
      <LimitsEditor {...props} />
    </TextsSuspense>
  );
}

function LimitsEditor({ table, limits }: { table: CrashTable; limits: CrashTableLimits }) {
  const { t } = useTranslation('crash');
  const canEdit = useCanActOnMoney();
  const [editing, setEditing] = useState(false);
  if (!canEdit) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid={`crash-limits-${table}`}>
        {t('tablesAdmin.readOnly')}
      </Typography>
    );
  }
  if (!editing) {
    return (
      <Box>
        <Button
          variant="outlined"
          size="small"
          startIcon={<EditIcon />}
          onClick={() => setEditing(true)}
          data-testid={`crash-limits-edit-${table}`}
        >
          {t('tablesAdmin.edit')}
        </Button>
      </Box>
    );
  }
  return <LimitsForm table={table} limits={limits} onDone={() => setEditing(false)} />;
}

function LimitsForm({
  table,
  limits,
  onDone,
}: {
  table: CrashTable;
  limits: CrashTableLimits;
  onDone: () => void;
}) {
  const { t } = useTranslation('crash');
  const locale = useLocale();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [pending, setPending] = useState<CrashTableLimitsUpdate>();
  const validate = useCallback(
    (values: LimitsFormValues): FieldMessages =>
      Object.fromEntries(
        Object.entries(limitsProblems(values)).map(([field, problem]) => [
          field,
          t(`tablesAdmin.problems.${problem}`),
        ]),
      ),
    [t],
  );
  const form = useForm({ initialValues: limitsFormValuesOf(limits), validate });
  const changes = limitsChanges(limits, form.values);
  const changed = changes !== undefined && Object.keys(changes).length > 0;

  // The dialog keeps the body it was opened with while it closes: one element per change asked.
  const confirmBody = useMemo(() => {
    const figure = (field: (typeof FIELDS)[number], value: number) =>
      field === 'min_bet' || field === 'max_bet'
        ? formatNumber(value / MINOR_UNITS_PER_MAJOR, locale, {
            minimumFractionDigits: 2,
            maximumFractionDigits: 2,
          })
        : `${formatMultiplier(value, locale)}×`;
    return (
      <>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {FIELDS.filter((field) => pending?.[field] !== undefined).map((field) => (
            <li key={field}>
              {t('tablesAdmin.change', {
                field: t(`tablesAdmin.fields.${field}`),
                from: figure(field, limits[field]),
                to: figure(field, pending?.[field] ?? limits[field]),
              })}
            </li>
          ))}
        </Box>
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          {t('tablesAdmin.confirmNote')}
        </Typography>
      </>
    );
  }, [pending, limits, locale, t]);

  const save = useMutation({
    mutationFn: (body: CrashTableLimitsUpdate) => updateCrashTableLimits(table, body),
    onSuccess: (saved) => {
      setPending(undefined);
      notify(t('tablesAdmin.done', { table: CRASH_TABLE_NAMES[table] }), 'success');
      void queryClient.invalidateQueries({ queryKey: [...CRASH_QUERY_KEY, table, 'state'] });
      // The operator log lists the change too.
      void queryClient.invalidateQueries({ queryKey: ['admin', 'actions'] });
      form.reset(limitsFormValuesOf(saved));
      onDone();
    },
    onError: (error) => {
      setPending(undefined);
      if (isSessionFailure(error)) return;
      if (error instanceof ApiError) form.showServerErrors(error.errors, error.codes);
      notify(
        error instanceof ApiError && error.hasMessage
          ? codedMessageOf(error)
          : NOTICES.unexpectedError,
        'error',
      );
    },
  });

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={titleId}
      data-testid={`crash-limits-form-${table}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (form.submit() && changed) setPending(changes);
      }}
    >
      <Typography id={titleId} component="h4" variant="subtitle2" sx={{ mb: 1.5 }}>
        {t('tablesAdmin.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
        {FIELDS.map((field) => (
          <TextField
            key={field}
            {...form.textField(field)}
            label={t(`tablesAdmin.fields.${field}`)}
            size="small"
            // The auto cash-out labels are long: those fields take the card's whole width.
            sx={field.includes('auto') ? { gridColumn: '1 / -1' } : undefined}
            required
            slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
          />
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'flex-end' }}>
        <Button color="inherit" onClick={onDone}>
          {t('tablesAdmin.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={!form.isValid || !changed}>
          {t('tablesAdmin.save')}
        </Button>
      </Stack>
      <ConfirmActionDialog
        open={pending !== undefined}
        busy={save.isPending}
        title={t('tablesAdmin.confirmTitle', { table: CRASH_TABLE_NAMES[table] })}
        body={confirmBody}
        confirmLabel={t('tablesAdmin.confirm')}
        onConfirm={() => {
          if (pending) save.mutate(pending);
        }}
        onClose={() => setPending(undefined)}
      />
    </Box>
  );
}
