import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CRASH_TABLE_NAMES, CRASH_TABLES } from '@satsino/contract/crash';
import {
  CRASH_CHAIN_MAX_LENGTH,
  CRASH_PUBLISH_AHEAD_MAX_DAYS,
} from '@satsino/contract/crash-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import { isSessionFailure } from '../../../app/session/session-failure';
import { formatNumber } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { ApiError } from '../../../lib/api-error';
import type { FieldMessages } from '../../../ui/form/field-errors';
import { useForm } from '../../../ui/form/use-form';
import { OPERATOR_ACTIONS_QUERY_KEY } from '../api/admin-api';
import {
  EMPTY_PUBLISH_CHAIN,
  type PublishChainValues,
  publishChainBody,
} from './crash-chain-values';
import { CRASH_CHAINS_QUERY_KEY, publishCrashChain } from './crash-chains-api';
import { useCrashAdminMessage } from './use-crash-admin-message';

/**
 * Publishes a table's next chain: its terminating hash becomes public at once (or at the time
 * given) with the Bitcoin block promised as its salt. The table runs it once that salt is entered.
 */
export function PublishChainForm({ defaultLength }: { defaultLength: number }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const titleId = useId();
  const message = useCrashAdminMessage();
  const validate = useCallback(
    (values: PublishChainValues): FieldMessages => {
      const parsed = publishChainBody(values);
      return parsed.ok
        ? {}
        : Object.fromEntries(
            Object.entries(parsed.problems).map(([field, name]) => [field, message(name)]),
          );
    },
    [message],
  );
  const form = useForm({ initialValues: EMPTY_PUBLISH_CHAIN, validate });

  const publish = useMutation({
    mutationFn: publishCrashChain,
    onSuccess: (chain) => {
      form.reset();
      notify(
        t('crashChains.publish.done', {
          id: chain.id,
          table: CRASH_TABLE_NAMES[chain.table],
          height: formatNumber(chain.promised_block_height ?? 0, locale),
        }),
        'success',
      );
      void queryClient.invalidateQueries({ queryKey: CRASH_CHAINS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: OPERATOR_ACTIONS_QUERY_KEY });
    },
    onError: (error) => {
      if (isSessionFailure(error)) return;
      if (error instanceof ApiError) form.showServerErrors(error.errors, error.codes);
      notify(message(error), 'error');
    },
  });

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
    >
      <Typography id={titleId} component="h3" variant="h6">
        {t('crashChains.publish.title')}
      </Typography>
      <Typography
        color="text.secondary"
        variant="body2"
        sx={{ mt: 0.5, mb: 2.5, maxWidth: '75ch' }}
      >
        {t('crashChains.publish.intro')}
      </Typography>
      <Box
        component="form"
        noValidate
        data-testid="publish-chain-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!form.submit()) return;
          const parsed = publishChainBody(form.values);
          if (parsed.ok) publish.mutate(parsed.body);
        }}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { '@': 'minmax(0, 1fr)', '@md': 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <TextField {...form.textField('table')} select label={t('crashChains.publish.table')}>
          {CRASH_TABLES.map((table) => (
            <MenuItem key={table} value={table}>
              {CRASH_TABLE_NAMES[table]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...form.textField('promised_block_height', {
            hint: t('crashChains.publish.blockHint'),
          })}
          label={t('crashChains.publish.block')}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          {...form.textField('length', {
            hint: t('crashChains.publish.lengthHint', {
              length: formatNumber(defaultLength, locale),
              max: formatNumber(CRASH_CHAIN_MAX_LENGTH, locale),
            }),
          })}
          label={t('crashChains.publish.length')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          {...form.textField('publish_at', {
            hint: t('crashChains.publish.publishAtHint', { days: CRASH_PUBLISH_AHEAD_MAX_DAYS }),
          })}
          type="datetime-local"
          label={t('crashChains.publish.publishAt')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={!form.isValid}
          loading={publish.isPending}
          sx={{ justifySelf: 'start' }}
        >
          {t('crashChains.publish.submit')}
        </Button>
      </Box>
    </Paper>
  );
}
