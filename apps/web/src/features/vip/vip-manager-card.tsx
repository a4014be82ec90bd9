import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorText } from '../../i18n/error-text';
import { localizedPath } from '../../i18n/locale-path';
import { useLocale } from '../../i18n/use-locale';
import { openManagerChat, vipManagerQueryOptions } from './api/vip-api';

/** The chat page's query parameter that selects a conversation by name. */
const GROUP_PARAM = 'group';

/**
 * Platinum's personal VIP manager: who it is, and a way to write to them in the support chat.
 * Players without a manager see nothing here (the card is a benefit, not a screen of its own).
 */
export function VipManagerCard() {
  const { t } = useTranslation('vip');
  const locale = useLocale();
  const navigate = useNavigate();
  const titleId = useId();
  const { failureText } = useErrorText();
  const query = useQuery(vipManagerQueryOptions());
  const open = useMutation({
    mutationFn: () => openManagerChat(t('manager.chatName')),
    onSuccess: (group) => {
      const search = new URLSearchParams({ [GROUP_PARAM]: group.name });
      void navigate(`${localizedPath('/customersupport', locale)}?${search.toString()}`);
    },
  });
  const manager = query.data?.manager;
  if (!manager) return null;

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="vip-manager"
      sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <SupportAgentOutlined color="primary" fontSize="large" aria-hidden />
          <div>
            <Typography id={titleId} component="h3" variant="h6">
              {t('manager.title')}
            </Typography>
            <Typography color="text.secondary">
              {t('manager.text', { name: manager.name })}
            </Typography>
          </div>
        </Stack>
        <Button
          variant="contained"
          onClick={() => open.mutate()}
          loading={open.isPending}
          sx={{ flexShrink: 0 }}
        >
          {t('manager.write', { name: manager.name })}
        </Button>
      </Stack>
      {open.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failureText(open.error)}
        </Alert>
      )}
    </Paper>
  );
}
