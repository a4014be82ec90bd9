import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type AdminKycCase,
  KYC_DOCUMENT_SLOTS,
  KYC_REJECTION_REASON_MAX_LENGTH,
  kycRejectRequest,
} from '@satsino/contract/kyc';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useNotify } from '../../../app/notifications/notifications-context';
import { isSessionFailure } from '../../../app/session/session-failure';
import { codedMessageOf } from '../../../i18n/error-text';
import { formatDate } from '../../../i18n/format';
import { TextsSuspense } from '../../../i18n/texts-suspense';
import { useLocale } from '../../../i18n/use-locale';
import { ApiError } from '../../../lib/api-error';
import { fieldMessagesOf } from '../../../ui/form/field-errors';
import { LoadErrorLine } from '../../../ui/load-error';
import { usePageTitle } from '../../../ui/use-page-title';
import { visuallyHidden } from '../../../ui/visually-hidden';
import {
  ADMIN_KYC_QUERY_KEY,
  adminKycCaseQueryOptions,
  approveCase,
  rejectCase,
} from '../api/kyc-api';
import { DocumentPreview } from '../components/document-preview';
import { useKycMessage } from '../use-kyc-message';

/** /admin/verifications/:caseId: one case's details and files, approved or rejected here. */
export function VerificationReviewPage() {
  return (
    <TextsSuspense namespace="kyc">
      <VerificationReview />
    </TextsSuspense>
  );
}

function VerificationReview() {
  const { t } = useTranslation('kyc');
  const caseId = Number(useParams().caseId);
  const valid = Number.isInteger(caseId) && caseId > 0;
  const kycCase = useQuery({ ...adminKycCaseQueryOptions(caseId), enabled: valid });
  usePageTitle(t('admin.title'));

  const back = (
    <Button component={RouterLink} to=".." relative="path" startIcon={<ArrowBack />} sx={{ mb: 2 }}>
      {t('admin.back')}
    </Button>
  );

  if (!valid || (kycCase.error instanceof ApiError && kycCase.error.status === 404)) {
    return (
      <Box>
        {back}
        <Alert severity="warning" variant="outlined">
          {t('admin.notFound')}
        </Alert>
      </Box>
    );
  }
  if (kycCase.isPending) {
    return (
      <Box>
        {back}
        <Box component="span" sx={visuallyHidden}>
          {t('loading')}
        </Box>
        <Stack spacing={2} aria-hidden>
          <Skeleton variant="rounded" height={48} />
          <Skeleton variant="rounded" height={200} />
          <Skeleton variant="rounded" height={320} />
        </Stack>
      </Box>
    );
  }
  if (kycCase.isError) {
    return (
      <Box>
        {back}
        <LoadErrorLine
          message={t('admin.loadError')}
          retrying={kycCase.isFetching}
          onRetry={() => void kycCase.refetch()}
        />
      </Box>
    );
  }
  return (
    <Box>
      {back}
      <CaseDetails kycCase={kycCase.data} />
    </Box>
  );
}

function CaseDetails({ kycCase }: { kycCase: AdminKycCase }) {
  const { t } = useTranslation('kyc');
  const locale = useLocale();
  const titleId = useId();
  const [dialog, setDialog] = useState<'approve' | 'reject'>();
  const { information } = kycCase;
  const fullName = [information.first_name, information.last_name].filter(Boolean).join(' ');
  const country =
    information.country === null
      ? null
      : (new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(
          information.country,
        ) ?? information.country);

  const rows: Array<[string, string | null]> = [
    [t('admin.player'), `${kycCase.user_name} · ${kycCase.user_email}`],
    [t('admin.name'), fullName || null],
    [t('information.dateOfBirth'), information.date_of_birth],
    [t('information.address'), information.address],
    [t('information.postCode'), information.post_code],
    [t('information.city'), information.city],
    [t('information.country'), country],
    [
      t('admin.submittedAt'),
      kycCase.submitted_at === null ? null : formatDate(kycCase.submitted_at, locale),
    ],
  ];

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id={titleId} component="h2" variant="h5">
            {t('admin.caseTitle', { name: kycCase.user_name })}
          </Typography>
          <Chip label={t(`admin.statuses.${kycCase.status}`)} size="small" variant="outlined" />
        </Stack>
        {kycCase.status === 'submitted' && (
          <Stack direction="row" spacing={1}>
            <Button variant="contained" color="success" onClick={() => setDialog('approve')}>
              {t('admin.approve')}
            </Button>
            <Button variant="outlined" color="error" onClick={() => setDialog('reject')}>
              {t('admin.reject')}
            </Button>
          </Stack>
        )}
      </Stack>

      {kycCase.reviewed_at !== null && kycCase.reviewed_by !== null && (
        <Alert
          severity={kycCase.status === 'rejected' ? 'error' : 'info'}
          variant="outlined"
          sx={{ mb: 2 }}
        >
          {t('admin.reviewedBy', {
            name: kycCase.reviewed_by,
            date: formatDate(kycCase.reviewed_at, locale),
          })}
          {kycCase.rejection_reason !== null && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {t('admin.rejectionReason', { reason: kycCase.rejection_reason })}
            </Typography>
          )}
        </Alert>
      )}

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography component="h3" variant="h6" sx={{ mb: 1.5 }}>
          {t('admin.information')}
        </Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(9rem, max-content) 1fr' },
            columnGap: 3,
            rowGap: { xs: 0.25, sm: 1 },
          }}
        >
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography
                component="dt"
                variant="body2"
                color="text.secondary"
                sx={{ mt: { xs: 1, sm: 0 } }}
              >
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
                {value ?? '—'}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>

      <Typography component="h3" variant="h6" sx={{ mb: 1.5 }}>
        {t('admin.documents')}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { '@': '1fr', '@md': 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {KYC_DOCUMENT_SLOTS.map((slot) => {
          const document = kycCase.documents.find((candidate) => candidate.slot === slot);
          return (
            <Paper component="li" key={slot} variant="outlined" sx={{ p: 2 }}>
              <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
                {t(`slots.${slot}`)}
              </Typography>
              {document === undefined ? (
                <Typography color="text.secondary">{t('admin.missingDocument')}</Typography>
              ) : (
                <DocumentPreview document={document} height={360} />
              )}
            </Paper>
          );
        })}
      </Box>

      <ApproveDialog
        kycCase={kycCase}
        open={dialog === 'approve'}
        onClose={() => setDialog(undefined)}
      />
      <RejectDialog
        kycCase={kycCase}
        open={dialog === 'reject'}
        onClose={() => setDialog(undefined)}
      />
    </Box>
  );
}

/** The decision calls' shared handling: refresh the lists and the case, tell the operator. */
function useDecision(kycCase: AdminKycCase, onClose: () => void, successText: string) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useKycMessage();
  const { t } = useTranslation('kyc');
  return {
    onSuccess: (answer: AdminKycCase) => {
      queryClient.setQueryData(adminKycCaseQueryOptions(kycCase.id).queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: [...ADMIN_KYC_QUERY_KEY, 'cases'] });
      notify(successText, 'success');
      onClose();
    },
    onError: (error: Error) => {
      if (isSessionFailure(error)) return;
      const message = translate(error instanceof ApiError ? codedMessageOf(error) : error.message);
      notify(t('admin.actionFailed', { message }), 'error');
      void queryClient.invalidateQueries({
        queryKey: adminKycCaseQueryOptions(kycCase.id).queryKey,
      });
    },
  };
}

interface DialogProps {
  kycCase: AdminKycCase;
  open: boolean;
  onClose: () => void;
}

function ApproveDialog({ kycCase, open, onClose }: DialogProps) {
  const { t } = useTranslation('kyc');
  const { t: tCommon } = useTranslation();
  const titleId = useId();
  const approve = useMutation({
    mutationFn: () => approveCase(kycCase.id),
    ...useDecision(kycCase, onClose, t('admin.approved')),
  });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('admin.approveTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('admin.approveText', { name: kycCase.user_name })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{tCommon('common.cancel')}</Button>
        <Button
          variant="contained"
          color="success"
          loading={approve.isPending}
          onClick={() => approve.mutate()}
        >
          {t('admin.approve')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function RejectDialog({ kycCase, open, onClose }: DialogProps) {
  const { t } = useTranslation('kyc');
  const { t: tCommon } = useTranslation();
  const translate = useKycMessage();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = fieldMessagesOf(kycRejectRequest.safeParse({ reason })).reason;
  const reject = useMutation({
    mutationFn: () => rejectCase(kycCase.id, reason),
    ...useDecision(kycCase, onClose, t('admin.rejected')),
  });
  const shown = touched ? problem : undefined;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (problem === undefined) reject.mutate();
        }}
      >
        <DialogTitle id={titleId}>{t('admin.rejectTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('admin.rejectText')}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            required
            label={t('admin.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => setTouched(true)}
            error={shown !== undefined}
            helperText={
              shown === undefined
                ? `${reason.length} / ${KYC_REJECTION_REASON_MAX_LENGTH}`
                : translate(shown)
            }
            slotProps={{ htmlInput: { maxLength: KYC_REJECTION_REASON_MAX_LENGTH } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{tCommon('common.cancel')}</Button>
          <Button type="submit" variant="contained" color="error" loading={reject.isPending}>
            {t('admin.reject')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
