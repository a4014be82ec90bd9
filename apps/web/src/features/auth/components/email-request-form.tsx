import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { emailRequest } from '@satsino/contract/auth';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import { useTranslateMessage } from '../../../i18n/messages';
import { fieldCodesOf } from '../../../lib/api-error';
import { fieldMessagesOf } from '../../../ui/form/field-errors';
import { useForm } from '../../../ui/form/use-form';
import type { AuthFailure } from '../auth-errors';

type EmailValues = { email: string };

function validateEmail(values: EmailValues) {
  return fieldMessagesOf(emailRequest.safeParse(values));
}

interface EmailRequestFormProps {
  initialEmail: string;
  /** Sends the e-mail; the server answers `{status}` whether or not an account exists. */
  send: (email: string) => Promise<{ status: string }>;
  /** The notice of a sent request (SPEC §8 wording where the spec has one). */
  successNotice: (answer: { status: string }) => string;
  failure: (error: unknown) => AuthFailure;
  submitLabel: string;
  /** Links under the button. */
  children?: ReactNode;
}

/**
 * The one-field form of the pages that e-mail a link (password reset, verification resend):
 * validates the address with the contract, shows the server's status once sent, and field
 * errors and notices when it fails.
 */
export function EmailRequestForm({
  initialEmail,
  send,
  successNotice,
  failure,
  submitLabel,
  children,
}: EmailRequestFormProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const notify = useNotify();
  const form = useForm({ initialValues: { email: initialEmail }, validate: validateEmail });

  const sending = useMutation({
    mutationFn: (values: EmailValues) => send(emailRequest.parse(values).email),
    onSuccess: (answer) => notify(successNotice(answer), 'success'),
    onError: (error) => {
      const failed = failure(error);
      form.showServerErrors(failed.fieldErrors, fieldCodesOf(error));
      notify(failed.notice, 'error');
    },
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (form.submit()) {
          sending.mutate(form.values);
        }
      }}
    >
      <Stack spacing={2.5}>
        {sending.isSuccess && (
          <Alert severity="success" variant="outlined" role="status">
            {translateMessage(sending.data.status)}
          </Alert>
        )}
        <TextField
          {...form.textField('email')}
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          fullWidth
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={!form.isValid}
          loading={sending.isPending}
        >
          {submitLabel}
        </Button>
        {children}
      </Stack>
    </Box>
  );
}
