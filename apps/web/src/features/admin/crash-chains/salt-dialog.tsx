import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CrashChain } from '@satsino/contract/crash';
import { normalizeBlockHash } from '@satsino/contract/crash-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import { isSessionFailure } from '../../../app/session/session-failure';
import { formatNumber } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import type { FieldMessages } from '../../../ui/form/field-errors';
import { useForm } from '../../../ui/form/use-form';
import { OPERATOR_ACTIONS_QUERY_KEY } from '../api/admin-api';
import { saltProblem } from './crash-chain-values';
import { CRASH_CHAINS_QUERY_KEY, enterCrashChainSalt } from './crash-chains-api';
import { useCrashAdminMessage } from './use-crash-admin-message';

/**
 * Enters the promised block's hash as a chain's salt. It is final: the dialog says so, and the
 * table starts running the chain right after.
 */
export function SaltDialog({ chain, onClose }: { chain: CrashChain; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const titleId = useId();
  const message = useCrashAdminMessage();
  const validate = useCallback(
    (values: { salt: string }): FieldMessages => {
      const problem = saltProblem(values.salt);
      return problem === undefined ? {} : { salt: message(problem) };
    },
    [message],
  );
  const form = useForm({ initialValues: { salt: '' }, validate });
  const height = formatNumber(chain.promised_block_height ?? 0, locale);

  const enter = useMutation({
    mutationFn: (salt: string) => enterCrashChainSalt(chain.id, salt),
    onSuccess: (salted) => {
      notify(t('crashChains.salt.done', { id: salted.id, height }), 'success');
      void queryClient.invalidateQueries({ queryKey: CRASH_CHAINS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: OPERATOR_ACTIONS_QUERY_KEY });
      onClose();
    },
    onError: (error) => {
      if (isSessionFailure(error)) return;
      notify(message(error), 'error');
      void queryClient.invalidateQueries({ queryKey: CRASH_CHAINS_QUERY_KEY });
    },
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (form.submit()) enter.mutate(normalizeBlockHash(form.values.salt));
        }}
      >
        <DialogTitle id={titleId}>{t('crashChains.salt.title', { id: chain.id })}</DialogTitle>
        <DialogContent>
          <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
            {t('crashChains.salt.intro', { height })}
          </Typography>
          <TextField
            {...form.textField('salt', { hint: t('crashChains.salt.hint') })}
            label={t('crashChains.salt.label', { height })}
            required
            fullWidth
            autoFocus
            slotProps={{
              htmlInput: {
                spellCheck: false,
                autoComplete: 'off',
                sx: { fontFamily: 'monospace' },
                'data-testid': 'crash-salt-input',
              },
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!form.isValid}
            loading={enter.isPending}
          >
            {t('crashChains.salt.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
