import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import MailOutline from '@mui/icons-material/MailOutline';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { User } from '@satsino/contract/account';
import { AUTH_MESSAGES } from '@satsino/contract/auth';
import { CURRENCY_SYMBOLS } from '@satsino/contract/money';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import { isSessionFailure } from '../../../app/session/session-failure';
import { codedMessageOf } from '../../../i18n/error-text';
import { useTranslateMessage } from '../../../i18n/messages';
import { NOTICES } from '../../../i18n/notices';
import { ApiError } from '../../../lib/api-error';
import { resendVerificationEmail } from '../api/account-api';

/** Who the player is: nickname, e-mail and its state, and the fixed account currency. */
export function AccountSummary({ user }: { user: User }) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const notify = useNotify();
  const titleId = useId();
  const currencyId = useId();
  const emailVerified = user.email_verified_at !== null;

  const resend = useMutation({
    mutationFn: () => resendVerificationEmail(user.email),
    onSuccess: (answer) => notify(answer.status, 'success'),
    onError: (error) => {
      if (!isSessionFailure(error)) {
        notify(
          error instanceof ApiError && error.hasMessage
            ? codedMessageOf(error)
            : NOTICES.unexpectedError,
          'error',
        );
      }
    },
  });

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id={titleId} component="h3" variant="h6" sx={{ mb: 2 }}>
        {t('profile.accountTitle')}
      </Typography>
      <Stack spacing={2.5}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Avatar
            src={user.photo_url ?? undefined}
            alt=""
            sx={{ width: 56, height: 56, bgcolor: 'primary.main', color: 'primary.contrastText' }}
          >
            {user.name.slice(0, 1).toUpperCase()}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary" component="p">
              {t('profile.nickname')}
            </Typography>
            <Typography sx={{ fontWeight: 700, fontSize: '1.125rem', overflowWrap: 'anywhere' }}>
              {user.name}
            </Typography>
          </Box>
        </Stack>
        <Box>
          <Typography variant="caption" color="text.secondary" component="p">
            {t('profile.email')}
          </Typography>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Typography sx={{ overflowWrap: 'anywhere' }}>{user.email}</Typography>
            <Chip
              size="small"
              variant="outlined"
              color={emailVerified ? 'success' : 'warning'}
              icon={emailVerified ? <CheckCircleOutline /> : <ErrorOutline />}
              label={emailVerified ? t('profile.verified') : t('profile.unverified')}
            />
          </Stack>
        </Box>
        {!emailVerified && (
          <Alert
            severity="warning"
            variant="outlined"
            action={
              <Button
                color="inherit"
                size="small"
                startIcon={<MailOutline />}
                loading={resend.isPending}
                onClick={() => resend.mutate()}
              >
                {t('profile.resend')}
              </Button>
            }
            sx={{
              flexWrap: { xs: 'wrap', sm: 'nowrap' },
              '& .MuiAlert-action': { pl: { xs: 0, sm: 2 }, ml: { xs: 0, sm: 'auto' } },
            }}
          >
            {translateMessage(AUTH_MESSAGES.emailNotVerified)}
          </Alert>
        )}
        <TextField
          id={currencyId}
          label={t('profile.currency')}
          value={`${user.currency} (${CURRENCY_SYMBOLS[user.currency]})`}
          helperText={t('profile.currencyHint')}
          slotProps={{ input: { readOnly: true } }}
          sx={{ maxWidth: { sm: '20rem' } }}
        />
      </Stack>
    </Paper>
  );
}
