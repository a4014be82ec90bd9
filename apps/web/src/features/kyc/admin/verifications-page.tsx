import ChevronRight from '@mui/icons-material/ChevronRight';
import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { KYC_CASE_STATUSES, type KycCaseStatus } from '@satsino/contract/kyc';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { formatDate } from '../../../i18n/format';
import { TextsSuspense } from '../../../i18n/texts-suspense';
import { useLocale } from '../../../i18n/use-locale';
import { AdminPageHeader } from '../../../ui/admin-page-header';
import { usePageTitle } from '../../../ui/use-page-title';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { adminKycCasesQueryOptions } from '../api/kyc-api';

const STATUS_PARAM = 'status';
const statusOf = (value: string | null): KycCaseStatus =>
  (KYC_CASE_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as KycCaseStatus)
    : 'submitted';

/** /admin/verifications: the queue of submitted verifications, and the decided ones. */
export function VerificationsPage() {
  return (
    <TextsSuspense namespace="kyc">
      <Verifications />
    </TextsSuspense>
  );
}

function Verifications() {
  const { t } = useTranslation('kyc');
  const locale = useLocale();
  const titleId = useId();
  const filterId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const status = statusOf(searchParams.get(STATUS_PARAM));
  const cases = useQuery(adminKycCasesQueryOptions(status));
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
            loading={cases.isFetching && !cases.isPending}
            onClick={() => void cases.refetch()}
          >
            {t('admin.refresh')}
          </Button>
        }
      />

      <Typography id={filterId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('admin.filter')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={status}
        aria-labelledby={filterId}
        onChange={(_event, next: KycCaseStatus | null) => {
          if (next !== null) setSearchParams({ [STATUS_PARAM]: next }, { replace: true });
        }}
        sx={{ mb: 2, flexWrap: 'wrap' }}
      >
        {KYC_CASE_STATUSES.map((option) => (
          <ToggleButton key={option} value={option}>
            {t(`admin.statuses.${option}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>

      {cases.isPending ? (
        <>
          <Box component="span" sx={visuallyHidden}>
            {t('loading')}
          </Box>
          <Stack spacing={1} aria-hidden>
            {['a', 'b', 'c'].map((key) => (
              <Skeleton key={key} variant="rounded" height={64} />
            ))}
          </Stack>
        </>
      ) : cases.isError ? (
        <Alert severity="error" variant="outlined">
          <AlertTitle>{t('admin.loadErrorTitle')}</AlertTitle>
          {t('admin.loadError')}
        </Alert>
      ) : cases.data.length === 0 ? (
        <Typography color="text.secondary">{t('admin.empty')}</Typography>
      ) : (
        <Paper variant="outlined">
          <List disablePadding>
            {cases.data.map((entry) => {
              const when = entry.submitted_at ?? entry.reviewed_at;
              const fullName = [entry.first_name, entry.last_name].filter(Boolean).join(' ');
              return (
                <ListItemButton
                  key={entry.id}
                  component={RouterLink}
                  to={String(entry.id)}
                  divider
                  aria-label={`${t('admin.open')}: ${entry.user_name}`}
                >
                  <ListItemText
                    primary={`${entry.user_name}${fullName ? ` · ${fullName}` : ''}`}
                    secondary={[
                      entry.user_email,
                      entry.country,
                      t('admin.documentCount', { count: entry.document_count }),
                      when === null ? null : formatDate(when, locale),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                    slotProps={{ secondary: { sx: { wordBreak: 'break-word' } } }}
                  />
                  <ChevronRight aria-hidden color="action" />
                </ListItemButton>
              );
            })}
          </List>
        </Paper>
      )}
    </Box>
  );
}
