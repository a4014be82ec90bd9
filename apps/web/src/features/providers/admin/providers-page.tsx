import AddIcon from '@mui/icons-material/Add';
import CloudDownloadOutlined from '@mui/icons-material/CloudDownloadOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ErrorCode } from '@satsino/contract/errors';
import type { ProviderSigning } from '@satsino/contract/provider';
import {
  type AdminProviderImport,
  type AdminProviderIntegration,
  PROVIDER_IMPORT_POLL_MS,
} from '@satsino/contract/provider-catalogue';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import { isSessionFailure } from '../../../app/session/session-failure';
import { useErrorText } from '../../../i18n/error-text';
import { formatDate, formatNumber } from '../../../i18n/format';
import { TextsSuspense } from '../../../i18n/texts-suspense';
import { useLocale } from '../../../i18n/use-locale';
import { ApiError } from '../../../lib/api-error';
import { AdminPageHeader } from '../../../ui/admin-page-header';
import { useForm } from '../../../ui/form/use-form';
import { usePageTitle } from '../../../ui/use-page-title';
import { visuallyHidden } from '../../../ui/visually-hidden';
import {
  ADMIN_PROVIDERS_QUERY_KEY,
  adminProvidersQueryOptions,
  createIntegration,
  importFeed,
  providerImportQueryOptions,
  updateIntegration,
  uploadFeed,
} from '../api/providers-admin-api';
import {
  createRequestOf,
  emptyProviderForm,
  providerFormMessages,
  providerFormOf,
  updateRequestOf,
} from './provider-form-values';

const SHORT_DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };
/** The rejected rows shown under an import; the rest are counted. */
const REJECTIONS_SHOWN = 5;

/** /admin/providers: the game providers, their settings and their feed imports. */
export function ProvidersPage() {
  return (
    <TextsSuspense namespace="providers">
      <Providers />
    </TextsSuspense>
  );
}

/** The form's dialog: closed, adding a provider, or editing one. */
type Editing =
  | { mode: 'closed' }
  | { mode: 'create' }
  | { mode: 'edit'; integration: AdminProviderIntegration };

function Providers() {
  const { t } = useTranslation('providers');
  const titleId = useId();
  const providers = useQuery(adminProvidersQueryOptions());
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  usePageTitle(t('admin.title'));

  return (
    <Box component="section" aria-labelledby={titleId}>
      <AdminPageHeader
        titleId={titleId}
        title={t('admin.title')}
        intro={t('admin.intro')}
        actions={
          <Stack direction="row" spacing={1}>
            <Button
              variant="outlined"
              startIcon={<RefreshIcon />}
              loading={providers.isFetching && !providers.isPending}
              onClick={() => void providers.refetch()}
            >
              {t('admin.refresh')}
            </Button>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setEditing({ mode: 'create' })}
            >
              {t('admin.add')}
            </Button>
          </Stack>
        }
      />
      {providers.isPending ? (
        <>
          <Box component="span" sx={visuallyHidden}>
            {t('admin.loading')}
          </Box>
          <Stack spacing={2} aria-hidden>
            {['a', 'b'].map((key) => (
              <Skeleton key={key} variant="rounded" height={160} />
            ))}
          </Stack>
        </>
      ) : providers.isError ? (
        <Alert
          severity="error"
          variant="outlined"
          action={
            <Button color="inherit" onClick={() => void providers.refetch()}>
              {t('admin.retry')}
            </Button>
          }
        >
          <AlertTitle>{t('admin.loadErrorTitle')}</AlertTitle>
          {t('admin.loadError')}
        </Alert>
      ) : providers.data.length === 0 ? (
        <Typography color="text.secondary">{t('admin.empty')}</Typography>
      ) : (
        <Stack spacing={2}>
          {providers.data.map((integration) => (
            <IntegrationCard
              key={integration.id}
              integration={integration}
              onEdit={() => setEditing({ mode: 'edit', integration })}
            />
          ))}
        </Stack>
      )}
      {editing.mode !== 'closed' && (
        <IntegrationDialog
          editing={editing.mode === 'edit' ? editing.integration : undefined}
          onClose={() => setEditing({ mode: 'closed' })}
        />
      )}
    </Box>
  );
}

function keysLabel(integration: AdminProviderIntegration): 'secretSet' | 'keysSet' | 'missing' {
  if (integration.signing === 'hmac-sha256')
    return integration.secret_set ? 'secretSet' : 'missing';
  return integration.provider_public_key_set && integration.operator_private_key_set
    ? 'keysSet'
    : 'missing';
}

function IntegrationCard({
  integration,
  onEdit,
}: {
  integration: AdminProviderIntegration;
  onEdit: () => void;
}) {
  const { t } = useTranslation('providers');
  const locale = useLocale();
  const notify = useNotify();
  const { failureText } = useErrorText();
  const queryClient = useQueryClient();
  const titleId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  /** The import this page started, as last polled: followed until it ends. */
  const [followed, setFollowed] = useState<AdminProviderImport | null>(null);
  const refreshList = () => queryClient.invalidateQueries({ queryKey: ADMIN_PROVIDERS_QUERY_KEY });

  const onFailure = (error: unknown) => {
    if (!isSessionFailure(error)) notify(failureText(error), 'error');
  };
  const toggle = useMutation({
    mutationFn: (enabled: boolean) => updateIntegration(integration.id, { enabled }),
    onSuccess: (saved) => {
      notify(
        t(saved.enabled ? 'admin.enabledNotice' : 'admin.disabledNotice', { name: saved.name }),
        'success',
      );
      void refreshList();
    },
    onError: onFailure,
  });

  /** Polls an import the page started until it ends, showing its progress meanwhile. */
  async function follow(job: AdminProviderImport): Promise<AdminProviderImport> {
    notify(t('admin.import.started', { name: integration.name }), 'info');
    let current = job;
    setFollowed(current);
    while (current.status === 'running') {
      await new Promise((resolve) => setTimeout(resolve, PROVIDER_IMPORT_POLL_MS));
      current = await queryClient.fetchQuery({
        ...providerImportQueryOptions(integration.id, job.id),
        staleTime: 0,
      });
      setFollowed(current);
    }
    return current;
  }
  const ended = (job: AdminProviderImport) => {
    if (job.status === 'done') {
      notify(
        t('admin.import.finished', {
          name: integration.name,
          created: formatNumber(job.created, locale),
          updated: formatNumber(job.updated, locale),
        }),
        'success',
      );
    }
    void refreshList();
  };
  const fromFeed = useMutation({
    mutationFn: async () => follow(await importFeed(integration.id)),
    onSuccess: ended,
    onError: onFailure,
  });
  const fromFile = useMutation({
    mutationFn: async (file: File) => follow(await uploadFeed(integration.id, file)),
    onSuccess: ended,
    onError: onFailure,
  });
  const shown = followed ?? integration.last_import;
  const importing = fromFeed.isPending || fromFile.isPending || shown?.status === 'running';
  const keys = keysLabel(integration);

  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid={`provider-${integration.code}`}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} component="h3" variant="h6">
            {integration.name}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 0.5, flexWrap: 'wrap' }}>
            <Chip size="small" label={integration.code} sx={{ fontFamily: 'monospace' }} />
            <Chip size="small" variant="outlined" label={integration.signing.toUpperCase()} />
            <Chip
              size="small"
              variant="outlined"
              color={keys === 'missing' ? 'warning' : 'default'}
              label={t(`admin.keys.${keys}`)}
            />
          </Stack>
        </Box>
        <FormControlLabel
          control={
            <Switch
              checked={integration.enabled}
              disabled={toggle.isPending}
              onChange={(_event, enabled) => toggle.mutate(enabled)}
              slotProps={{
                input: { 'aria-label': t('admin.enabledLabel', { name: integration.name }) },
              }}
            />
          }
          label={t('admin.form.enabled')}
          sx={{ m: 0 }}
        />
      </Stack>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
          columnGap: 2,
          rowGap: 0.5,
          my: 2,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, overflowWrap: 'anywhere', fontFamily: 'monospace', fontSize: '0.875rem' },
        }}
      >
        <dt>{t('admin.fields.launchUrl')}</dt>
        <dd>{integration.launch_url}</dd>
        <dt>{t('admin.fields.feedUrl')}</dt>
        <dd>{integration.feed_url ?? '—'}</dd>
      </Box>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('admin.games', {
          published: formatNumber(integration.games_published, locale),
          total: formatNumber(integration.games_total, locale),
        })}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<EditOutlined />} onClick={onEdit}>
          {t('admin.edit')}
        </Button>
        <Button
          variant="contained"
          startIcon={<CloudDownloadOutlined />}
          disabled={integration.feed_url === null || importing}
          loading={fromFeed.isPending}
          onClick={() => fromFeed.mutate()}
        >
          {t('admin.importFeed')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<UploadFileOutlined />}
          disabled={importing}
          loading={fromFile.isPending}
          onClick={() => fileInput.current?.click()}
        >
          {t('admin.uploadFile')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".json,.csv,application/json,text/csv"
          aria-label={t('admin.uploadLabel', { name: integration.name })}
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) fromFile.mutate(file);
          }}
        />
      </Stack>
      {integration.feed_url === null && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('admin.noFeedUrl')}
        </Typography>
      )}
      {shown && <ImportSummary job={shown} />}
    </Paper>
  );
}

function ImportSummary({ job }: { job: AdminProviderImport }) {
  const { t } = useTranslation('providers');
  const { codedText } = useErrorText();
  const locale = useLocale();
  const when = formatDate(job.finished_at ?? job.started_at, locale, SHORT_DATE_TIME);
  const counts = ['created', 'updated', 'unchanged', 'unpublished', 'rejected'] as const;

  return (
    <Box
      component="section"
      aria-label={t('admin.import.title')}
      sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}
    >
      <Box role="status" aria-live="polite">
        {job.status === 'running' ? (
          <>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {job.total === 0
                ? t('admin.import.reading')
                : t('admin.import.running', {
                    processed: formatNumber(job.processed, locale),
                    total: formatNumber(job.total, locale),
                  })}
            </Typography>
            <LinearProgress
              variant={job.total === 0 ? 'indeterminate' : 'determinate'}
              value={job.total === 0 ? undefined : (100 * job.processed) / job.total}
              aria-hidden
            />
          </>
        ) : job.status === 'failed' ? (
          <Alert severity="error" variant="outlined">
            {t('admin.import.failed', {
              when,
              reason: job.error_code
                ? codedText({ code: job.error_code as ErrorCode, message: job.error ?? '' })
                : '',
            })}
          </Alert>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('admin.import.done', { when })}
          </Typography>
        )}
      </Box>
      {job.status !== 'failed' && (
        <Box
          component="dl"
          data-testid="import-counts"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))',
            gap: 1,
            mt: 1.5,
            mb: 0,
            '& div': { bgcolor: 'action.hover', borderRadius: 1, px: 1.5, py: 1 },
            '& dt': { color: 'text.secondary', fontSize: '0.75rem' },
            '& dd': { m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' },
          }}
        >
          {counts.map((count) => (
            <div key={count} data-count={count}>
              <dt>{t(`admin.import.counts.${count}`)}</dt>
              <dd>{formatNumber(job[count], locale)}</dd>
            </div>
          ))}
        </Box>
      )}
      {(job.thumbnails_fetched > 0 || job.thumbnails_failed > 0) && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('admin.import.thumbnails', {
            fetched: formatNumber(job.thumbnails_fetched, locale),
            failed: formatNumber(job.thumbnails_failed, locale),
          })}
        </Typography>
      )}
      {job.rejections.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="subtitle2" component="h4">
            {t('admin.import.rejections')}
          </Typography>
          <Box
            component="ul"
            sx={{ m: 0, pl: 2.5, fontSize: '0.875rem', overflowWrap: 'anywhere' }}
          >
            {job.rejections.slice(0, REJECTIONS_SHOWN).map((rejection) => (
              <li key={rejection.row}>
                {t('admin.import.rejection', {
                  row: rejection.row,
                  code: rejection.game_code ?? '—',
                  reason: rejection.reason,
                })}
              </li>
            ))}
          </Box>
          {job.rejected > REJECTIONS_SHOWN && (
            <Typography variant="body2" color="text.secondary">
              {t('admin.import.moreRejections', {
                count: job.rejected - REJECTIONS_SHOWN,
              })}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}

function IntegrationDialog({
  editing,
  onClose,
}: {
  editing: AdminProviderIntegration | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('providers');
  const notify = useNotify();
  const { failureText } = useErrorText();
  const queryClient = useQueryClient();
  const titleId = useId();
  const form = useForm({
    initialValues: editing ? providerFormOf(editing) : emptyProviderForm(),
    validate: (values) => providerFormMessages(values, editing),
  });
  const save = useMutation({
    mutationFn: () =>
      editing
        ? updateIntegration(editing.id, updateRequestOf(form.values))
        : createIntegration(createRequestOf(form.values)),
    onSuccess: (saved) => {
      notify(t(editing ? 'admin.saved' : 'admin.created', { name: saved.name }), 'success');
      void queryClient.invalidateQueries({ queryKey: ADMIN_PROVIDERS_QUERY_KEY });
      onClose();
    },
    onError: (error) => {
      if (isSessionFailure(error)) return;
      if (error instanceof ApiError) form.showServerErrors(error.errors, error.codes);
      notify(failureText(error), 'error');
    },
  });
  const keyHint = (set: boolean | undefined) => (set ? t('admin.form.keySet') : undefined);
  const signing = form.values.signing;

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (form.submit()) save.mutate();
        }}
      >
        <DialogTitle id={titleId}>
          {editing
            ? t('admin.form.editTitle', { name: editing.name })
            : t('admin.form.createTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              {...form.textField('code', { hint: t('admin.form.codeHint') })}
              label={t('admin.form.code')}
              required
              disabled={editing !== undefined}
              slotProps={{ htmlInput: { spellCheck: false, sx: { fontFamily: 'monospace' } } }}
            />
            <TextField {...form.textField('name')} label={t('admin.form.name')} required />
            <TextField
              {...form.textField('signing')}
              onChange={(event) => form.setValue('signing', event.target.value as ProviderSigning)}
              select
              label={t('admin.form.signing')}
            >
              <MenuItem value="hmac-sha256">{t('admin.form.hmac')}</MenuItem>
              <MenuItem value="rsa-sha256">{t('admin.form.rsa')}</MenuItem>
            </TextField>
            {signing === 'hmac-sha256' ? (
              <TextField
                {...form.textField('secret', { hint: keyHint(editing?.secret_set) })}
                label={t('admin.form.secret')}
                type="password"
                autoComplete="new-password"
                required={!editing?.secret_set}
              />
            ) : (
              <>
                <TextField
                  {...form.textField('provider_public_key', {
                    hint: keyHint(editing?.provider_public_key_set),
                  })}
                  label={t('admin.form.publicKey')}
                  multiline
                  minRows={3}
                  required={!editing?.provider_public_key_set}
                  slotProps={{ htmlInput: { spellCheck: false, sx: { fontFamily: 'monospace' } } }}
                />
                <TextField
                  {...form.textField('operator_private_key', {
                    hint: keyHint(editing?.operator_private_key_set),
                  })}
                  label={t('admin.form.privateKey')}
                  multiline
                  minRows={3}
                  required={!editing?.operator_private_key_set}
                  slotProps={{ htmlInput: { spellCheck: false, sx: { fontFamily: 'monospace' } } }}
                />
              </>
            )}
            <TextField
              {...form.textField('launch_url', { hint: t('admin.form.launchUrlHint') })}
              label={t('admin.form.launchUrl')}
              type="url"
              required
            />
            <TextField
              {...form.textField('feed_url', { hint: t('admin.form.feedUrlHint') })}
              label={t('admin.form.feedUrl')}
              type="url"
            />
            <FormControlLabel
              control={<Switch {...form.checkbox('enabled')} />}
              label={t('admin.form.enabled')}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('admin.form.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!form.isValid}
            loading={save.isPending}
          >
            {editing ? t('admin.form.save') : t('admin.form.create')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
