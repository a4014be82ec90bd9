import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { passwordUpdateRequest } from '@satsino/contract/account';
import { VALIDATION_MESSAGES } from '@satsino/contract/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../app/notifications/notifications-context';
import { useSession } from '../../app/session/session-context';
import { isSessionFailure } from '../../app/session/session-failure';
import { NOTICES } from '../../i18n/notices';
import { fieldCodesOf } from '../../lib/api-error';
import { fieldMessagesOf } from '../../ui/form/field-errors';
import { NewPasswordFields } from '../../ui/form/new-password-fields';
import { useForm } from '../../ui/form/use-form';
import { usePageTitle } from '../../ui/use-page-title';
import { passwordUpdateFailure } from './account-errors';
import { updatePassword } from './api/account-api';

const initialValues = { current_password: '', password: '', password_confirmation: '' };
type PasswordValues = typeof initialValues;

/**
 * Every contract rule except the match: a mismatch is told when the player submits, with the
 * spec's own notice (SPEC §8 'Password not match, please check it to continue').
 */
function validatePassword(values: PasswordValues) {
  const messages = fieldMessagesOf(passwordUpdateRequest.safeParse(values));
  if (messages.password_confirmation === VALIDATION_MESSAGES.passwordMatch) {
    delete messages.password_confirmation;
  }
  return messages;
}

/**
 * /settings/password: the current password and a new one; the server then ends every other
 * session. A wrong current password comes back as that field's message.
 */
export function PasswordPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const titleId = useId();
  const { user } = useSession();
  const form = useForm({ initialValues, validate: validatePassword });
  usePageTitle(t('passwordSettings.title'));

  const update = useMutation({
    mutationFn: (values: PasswordValues) => updatePassword(passwordUpdateRequest.parse(values)),
    onSuccess: () => {
      form.reset();
      notify(NOTICES.passwordUpdated, 'success');
      // The other sessions are gone: whatever is cached about them is stale.
      void queryClient.invalidateQueries();
    },
    onError: (error) => {
      if (isSessionFailure(error)) {
        return;
      }
      const failure = passwordUpdateFailure(error);
      form.showServerErrors(failure.fieldErrors, fieldCodesOf(error));
      notify(failure.notice, 'error');
    },
  });

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h2" variant="h5">
        {t('passwordSettings.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {t('passwordSettings.intro')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: '32rem' }}>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!form.submit()) {
              return;
            }
            if (form.values.password !== form.values.password_confirmation) {
              form.showServerErrors(
                { password_confirmation: [VALIDATION_MESSAGES.passwordMatch] },
                { password_confirmation: ['password_mismatch'] },
              );
              notify(NOTICES.passwordNotMatch, 'error');
              return;
            }
            update.mutate(form.values);
          }}
        >
          <Stack spacing={2.5}>
            {/* Tells password managers whose password this is (they key it by username). */}
            <input
              type="text"
              name="username"
              autoComplete="username"
              value={user?.email ?? ''}
              readOnly
              hidden
            />
            <TextField
              {...form.textField('current_password')}
              label={t('auth.fields.currentPassword')}
              type="password"
              autoComplete="current-password"
              fullWidth
            />
            <NewPasswordFields
              password={form.textField('password')}
              repeat={form.textField('password_confirmation')}
              passwordLabel={t('auth.fields.newPassword')}
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={!form.isValid}
              loading={update.isPending}
              sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
            >
              {t('passwordSettings.submit')}
            </Button>
          </Stack>
        </Box>
      </Paper>
    </Box>
  );
}
