import CheckCircle from '@mui/icons-material/CheckCircle';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { KYC_FILE_TYPES, type KycDocument, type KycDocumentSlot } from '@satsino/contract/kyc';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DragEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import { isSessionFailure } from '../../../app/session/session-failure';
import { codedMessageOf } from '../../../i18n/error-text';
import { ApiError } from '../../../lib/api-error';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { kycCaseQueryOptions, uploadDocument } from '../api/kyc-api';
import { fileProblemOf, kilobytes } from '../kyc-steps';
import { useKycMessage } from '../use-kyc-message';
import { DocumentPreview } from './document-preview';

interface DocumentSlotProps {
  slot: KycDocumentSlot;
  document: KycDocument | undefined;
  editable: boolean;
  /** A message about this slot from elsewhere (submitting without it: 'File is Required.'). */
  error?: string | undefined;
}

/**
 * One upload of the verification: a drop zone with a file picker, the upload's progress, the
 * file kept so far (a preview of an image, a link to a PDF) and what went wrong. A new file
 * replaces the old one until the case is submitted.
 */
export function DocumentSlot({ slot, document, editable, error }: DocumentSlotProps) {
  const { t } = useTranslation('kyc');
  const translate = useKycMessage();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const titleId = useId();
  const rulesId = useId();
  const errorId = useId();
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string>();
  const slotName = t(`slots.${slot}`);

  const upload = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadDocument(slot, file, setProgress);
    },
    onSuccess: (kyc) => {
      queryClient.setQueryData(kycCaseQueryOptions().queryKey, kyc);
      setProblem(undefined);
      notify(t('upload.uploaded', { slot: slotName }), 'success');
    },
    onError: (failure) => {
      if (isSessionFailure(failure)) return;
      if (failure instanceof ApiError) {
        setProblem(translate(failure.firstFieldError(slot) ?? codedMessageOf(failure)));
      } else {
        setProblem(t('errors.uploadFailed'));
      }
    },
  });

  function send(file: File | undefined) {
    if (file === undefined || upload.isPending) return;
    const before = fileProblemOf(file);
    if (before !== undefined) {
      setProblem(translate(before));
      return;
    }
    upload.mutate(file);
  }

  function onDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setDragging(false);
    if (editable) send(event.dataTransfer.files[0]);
  }

  const shownError = problem ?? (document === undefined ? error : undefined);
  const uploadingName = upload.isPending ? upload.variables?.name : undefined;

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      onDragOver={(event) => {
        if (!editable) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid={`kyc-slot-${slot}`}
      sx={{
        p: 2,
        borderStyle: editable ? 'dashed' : 'solid',
        borderWidth: 2,
        borderColor: dragging ? 'primary.main' : shownError ? 'error.main' : 'divider',
        bgcolor: dragging ? 'action.hover' : 'background.paper',
        transition: (theme) => theme.transitions.create(['border-color', 'background-color']),
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
        <Typography id={titleId} component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {slotName}
        </Typography>
        {document !== undefined && (
          <CheckCircle color="success" fontSize="small" titleAccess={t('steps.completed')} />
        )}
      </Stack>

      {document === undefined ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('upload.missing')}
        </Typography>
      ) : (
        <Stack spacing={1} sx={{ mb: 1.5 }}>
          <DocumentPreview document={document} />
          <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {document.file_name} · {t('upload.size', { size: kilobytes(document.size_bytes) })}
          </Typography>
        </Stack>
      )}

      {upload.isPending && (
        <Box sx={{ mb: 1.5 }} role="status">
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {t('upload.uploading', { name: uploadingName ?? '' })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={Math.round(progress * 100)}
            aria-label={t('upload.progress', { name: uploadingName ?? '' })}
          />
        </Box>
      )}

      {editable && (
        <>
          {dragging ? (
            <Typography color="primary" sx={{ fontWeight: 600, py: 1 }}>
              {t('upload.dropping')}
            </Typography>
          ) : (
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ display: { xs: 'none', sm: 'block' } }}
              >
                {t('upload.drop')}
              </Typography>
              <Button
                component="label"
                variant={document === undefined ? 'contained' : 'outlined'}
                startIcon={<UploadFileOutlined />}
                loading={upload.isPending}
                aria-describedby={shownError === undefined ? rulesId : `${rulesId} ${errorId}`}
              >
                {document === undefined ? t('upload.choose') : t('upload.replace')}
                <Box
                  component="input"
                  type="file"
                  accept={KYC_FILE_TYPES.join(',')}
                  aria-label={`${slotName}: ${document === undefined ? t('upload.choose') : t('upload.replace')}`}
                  sx={visuallyHidden}
                  onChange={(event) => {
                    send(event.currentTarget.files?.[0]);
                    // The same file can be chosen again after a failure.
                    event.currentTarget.value = '';
                  }}
                />
              </Button>
            </Stack>
          )}
          <Typography
            id={rulesId}
            variant="caption"
            color="text.secondary"
            component="p"
            sx={{ mt: 1 }}
          >
            {t('upload.rules')}
          </Typography>
        </>
      )}
      {shownError !== undefined && (
        <FormHelperText id={errorId} error role="alert" sx={{ mx: 0 }}>
          {shownError}
        </FormHelperText>
      )}
    </Paper>
  );
}
