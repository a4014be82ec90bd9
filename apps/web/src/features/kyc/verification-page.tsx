import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { KYC_STEP_DOCUMENTS, type KycCase, type KycStatus } from '@satsino/contract/kyc';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../app/notifications/notifications-context';
import { useSession } from '../../app/session/session-context';
import { isSessionFailure } from '../../app/session/session-failure';
import { USER_QUERY_KEY } from '../../app/session/user-query';
import { codedMessageOf } from '../../i18n/error-text';
import { TextsSuspense } from '../../i18n/texts-suspense';
import { ApiError, type FieldErrorCodes, type FieldErrors } from '../../lib/api-error';
import { LoadErrorPanel } from '../../ui/load-error';
import { usePageTitle } from '../../ui/use-page-title';
import { visuallyHidden } from '../../ui/visually-hidden';
import { kycCaseQueryOptions, submitVerification } from './api/kyc-api';
import { DocumentSlot } from './components/document-slot';
import { InformationStep } from './components/information-step';
import { StatusBanner } from './components/status-banner';
import { documentOf, firstOpenStep, isStepComplete, KYC_STEPS, stepOfField } from './kyc-steps';
import { useKycMessage } from './use-kyc-message';

const STATUS_COLOR: Record<KycStatus, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  not_started: 'default',
  in_progress: 'warning',
  submitted: 'info',
  approved: 'success',
  rejected: 'error',
};

const NO_ERRORS: FieldErrors = {};

/** /settings/verification: account verification in three steps (SPEC §2). */
export function VerificationPage() {
  return (
    <TextsSuspense namespace="kyc">
      <VerificationContent />
    </TextsSuspense>
  );
}

function VerificationContent() {
  const { t } = useTranslation('kyc');
  const titleId = useId();
  const kyc = useQuery(kycCaseQueryOptions());
  usePageTitle(t('title'));

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography id={titleId} component="h2" variant="h5">
          {t('title')}
        </Typography>
        {kyc.data !== undefined && (
          <Chip
            label={t(`status.${kyc.data.status}`)}
            color={STATUS_COLOR[kyc.data.status]}
            variant="outlined"
            size="small"
          />
        )}
      </Stack>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {t('intro')}
      </Typography>

      {kyc.isPending ? (
        <>
          <Box component="span" sx={visuallyHidden}>
            {t('loading')}
          </Box>
          <Stack spacing={2} aria-hidden>
            <Skeleton variant="rounded" height={72} />
            <Skeleton variant="rounded" height={48} />
            <Skeleton variant="rounded" height={320} />
          </Stack>
        </>
      ) : kyc.isError ? (
        <LoadErrorPanel
          title={t('loadErrorTitle')}
          message={t('loadError')}
          retrying={kyc.isFetching}
          onRetry={() => void kyc.refetch()}
        />
      ) : (
        <VerificationSteps kyc={kyc.data} />
      )}
    </Box>
  );
}

function VerificationSteps({ kyc }: { kyc: KycCase }) {
  const { t } = useTranslation('kyc');
  const translate = useKycMessage();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [active, setActive] = useState(() => firstOpenStep(kyc));
  const [submitErrors, setSubmitErrors] = useState<FieldErrors>(NO_ERRORS);
  const [submitCodes, setSubmitCodes] = useState<FieldErrorCodes>({});
  const stepTitleRef = useRef<HTMLDivElement>(null);
  const steps = KYC_STEPS.length;

  // An approval seen here also unlocks the profile (SPEC §4), which reads the user.
  const verifiedHere = kyc.status === 'approved';
  const verifiedInSession = user?.account_verified_at != null;
  useEffect(() => {
    if (verifiedHere && !verifiedInSession) {
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    }
  }, [verifiedHere, verifiedInSession, queryClient]);

  function goTo(step: number) {
    setActive(step);
    // Keyboard and screen-reader users land on the new step, not at the bottom of the old one.
    requestAnimationFrame(() => stepTitleRef.current?.focus());
  }

  const submit = useMutation({
    mutationFn: submitVerification,
    onSuccess: (answer) => {
      queryClient.setQueryData(kycCaseQueryOptions().queryKey, answer);
      setSubmitErrors(NO_ERRORS);
      setSubmitCodes({});
      notify(t('actions.submitted'), 'success');
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    onError: (error) => {
      if (isSessionFailure(error)) return;
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) {
        setSubmitErrors(error.errors);
        setSubmitCodes(error.codes);
        const firstStep = Math.min(
          ...Object.keys(error.errors).map((field) => stepOfField(field) ?? steps - 1),
        );
        goTo(firstStep);
      }
      notify(translate(error instanceof ApiError ? codedMessageOf(error) : error.message), 'error');
    },
  });

  const slotError = (slot: string) => {
    const message = submitErrors[slot]?.[0];
    return message === undefined ? undefined : translate({ code: submitCodes[slot]?.[0], message });
  };
  const editable = kyc.editable;
  const documentsDone = isStepComplete(kyc, 'documents');
  const proofsDone = isStepComplete(kyc, 'proofs');
  const missingId = useId();

  return (
    <Stack spacing={3}>
      <StatusBanner kyc={kyc} />

      <Stepper
        nonLinear
        alternativeLabel
        activeStep={active}
        aria-label={t('steps.label')}
        component="ol"
        sx={{ p: 0, m: 0, listStyle: 'none' }}
      >
        {KYC_STEPS.map((step, index) => (
          <Step
            key={step}
            component="li"
            completed={isStepComplete(kyc, step) || kyc.status === 'approved'}
          >
            <StepButton
              onClick={() => goTo(index)}
              // A step opens once the ones before it are done (issue 17: step 2 went on without
              // its files); a case under review or verified can be read in any order.
              disabled={editable && index > firstOpenStep(kyc) && index !== active}
              aria-current={index === active ? 'step' : undefined}
            >
              {t(`steps.${step}`)}
            </StepButton>
          </Step>
        ))}
      </Stepper>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography
          ref={stepTitleRef}
          tabIndex={-1}
          variant="overline"
          color="text.secondary"
          component="div"
          sx={{ outline: 'none' }}
        >
          {t('steps.stepOf', { step: active + 1, total: steps })}
        </Typography>

        {active === 0 && (
          <InformationStep
            key={kyc.information_saved_at ?? 'new'}
            kyc={kyc}
            serverErrors={submitErrors}
            serverCodes={submitCodes}
            onDone={() => goTo(1)}
          />
        )}

        {active > 0 && (
          <>
            <Typography component="h3" variant="h6">
              {t(active === 1 ? 'documents.title' : 'proofs.title')}
            </Typography>
            <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5, mb: 2.5 }}>
              {t(active === 1 ? 'documents.hint' : 'proofs.hint')}
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { '@': '1fr', '@md': 'repeat(2, minmax(0, 1fr))' },
              }}
            >
              {KYC_STEP_DOCUMENTS[active === 1 ? 'documents' : 'proofs'].map((slot) => (
                <DocumentSlot
                  key={slot}
                  slot={slot}
                  document={documentOf(kyc, slot)}
                  editable={editable}
                  error={slotError(slot)}
                />
              ))}
            </Box>
            {editable && !(active === 1 ? documentsDone : proofsDone) && (
              <Typography
                id={missingId}
                variant="body2"
                color="text.secondary"
                sx={{ mt: 2.5, textAlign: { sm: 'right' } }}
                data-testid="kyc-files-missing"
              >
                {t(active === 1 ? 'documents.missingFiles' : 'proofs.missingFiles')}
              </Typography>
            )}
            <Stack
              direction={{ xs: 'column-reverse', sm: 'row' }}
              spacing={1.5}
              sx={{ justifyContent: 'space-between', mt: 2 }}
            >
              <Button variant="text" size="large" onClick={() => goTo(active - 1)}>
                {t('actions.back')}
              </Button>
              {active === 1 ? (
                <Button
                  variant="contained"
                  size="large"
                  disabled={editable && !documentsDone}
                  aria-describedby={editable && !documentsDone ? missingId : undefined}
                  onClick={() => goTo(2)}
                  data-testid="kyc-continue"
                >
                  {t('actions.continue')}
                </Button>
              ) : (
                editable && (
                  <Button
                    variant="contained"
                    size="large"
                    disabled={!proofsDone}
                    aria-describedby={proofsDone ? undefined : missingId}
                    loading={submit.isPending}
                    onClick={() => submit.mutate()}
                    data-testid="kyc-submit"
                  >
                    {t('actions.submit')}
                  </Button>
                )
              )}
            </Stack>
          </>
        )}
      </Paper>
    </Stack>
  );
}
