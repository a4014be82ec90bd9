import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { HILO_ACTIONS } from '@satsino/contract/games';
import { SLOT_VARIANTS } from '@satsino/fairness/slot-variants';
import { type VerifiedRound, verifyRound } from '@satsino/fairness/verify';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useSession } from '../../../app/session/session-context';
import { formatNumber } from '../../../i18n/format';
import { localizedPath } from '../../../i18n/locale-path';
import { TextsSuspense } from '../../../i18n/texts-suspense';
import { useLocale } from '../../../i18n/use-locale';
import { CRASH_CHAINS_PATH } from '../../../lib/crash-paths';
import { usePageTitle } from '../../../ui/use-page-title';
import { LiveFeed } from '../live-feed';
import { RecentRounds } from '../recent-rounds';
import { OriginalsFields } from './originals-fields';
import { OutcomeSummary } from './outcome-summary';
import { SeedHistory } from './seed-history';
import {
  parseVerifyQuery,
  VERIFY_ENGINES,
  type VerifyEngine,
  type VerifyFieldProblem,
  type VerifyForm,
  verifyInputOf,
} from './verify-query';

/** The variants each engine is played in (the house's catalogue). */
const VARIANTS: Record<VerifyEngine, readonly string[]> = {
  dice: ['classic'],
  limbo: ['classic'],
  roulette: ['classic', 'royale'],
  blackjack: ['classic', 'vip'],
  slots: [...SLOT_VARIANTS.keys()],
  wheel: ['money-wheel'],
  mines: ['classic'],
  plinko: ['classic'],
  keno: ['classic'],
  hilo: ['classic'],
};

const ENGINE_NAMES: Record<VerifyEngine, string> = {
  dice: 'Dice',
  limbo: 'Limbo',
  roulette: 'Roulette',
  blackjack: 'Blackjack',
  slots: 'Slots',
  wheel: 'Money Wheel',
  mines: 'Mines',
  plinko: 'Plinko',
  keno: 'Keno',
  hilo: 'HiLo',
};

type Verification = { ok: true; round: VerifiedRound } | { ok: false; message: string };

/** Checks the form and, when it is complete, recomputes the round. */
function checkAndVerify(values: VerifyForm): {
  problems: Partial<Record<keyof VerifyForm, VerifyFieldProblem>>;
  verification: Verification | undefined;
} {
  const check = verifyInputOf(values);
  if (!check.ok) return { problems: check.problems, verification: undefined };
  try {
    return { problems: {}, verification: { ok: true, round: verifyRound(check.input) } };
  } catch (error) {
    return {
      problems: {},
      verification: { ok: false, message: error instanceof Error ? error.message : String(error) },
    };
  }
}

/**
 * `/provably-fair`: explains the scheme and recomputes any round in the browser with the same
 * code the server settles with (packages/fairness), prefilled from the fairness panel's link.
 */
export function VerifyPage() {
  return (
    <TextsSuspense namespace="games">
      <VerifyScreen />
    </TextsSuspense>
  );
}

function VerifyScreen() {
  const { t } = useTranslation('games');
  const locale = useLocale();
  const location = useLocation();
  usePageTitle(t('verify.title'));
  const signedIn = useSession().status === 'authenticated';
  const prefilled = useMemo(() => parseVerifyQuery(location.search), [location.search]);
  const [form, setForm] = useState<VerifyForm>(prefilled);
  const [problems, setProblems] = useState<Partial<Record<keyof VerifyForm, VerifyFieldProblem>>>(
    {},
  );
  const [verification, setVerification] = useState<Verification>();

  const verify = (values: VerifyForm) => {
    const checked = checkAndVerify(values);
    setProblems(checked.problems);
    setVerification(checked.verification);
  };

  // A link from the fairness panel with a revealed seed shows its result straight away.
  useEffect(() => {
    setForm(prefilled);
    const checked = prefilled.serverSeed === '' ? undefined : checkAndVerify(prefilled);
    setProblems(checked?.problems ?? {});
    setVerification(checked?.verification);
  }, [prefilled]);

  const set = <Key extends keyof VerifyForm>(key: Key, value: VerifyForm[Key]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const problemText = (key: keyof VerifyForm) => {
    const problem = problems[key];
    if (problem === undefined) return undefined;
    return t(
      problem === 'required'
        ? 'verify.required'
        : problem === 'invalidJson'
          ? 'verify.invalidJson'
          : 'verify.invalidNumber',
    );
  };
  const field = (key: keyof VerifyForm) => ({
    error: problems[key] !== undefined,
    helperText: problemText(key),
  });
  const variants = VARIANTS[form.engine].includes(form.variant)
    ? VARIANTS[form.engine]
    : [...VARIANTS[form.engine], form.variant];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    verify(form);
  };

  const round = verification?.ok === true ? verification.round : undefined;
  const hashMatches =
    round !== undefined && form.serverSeedHash !== ''
      ? round.serverSeedHash === form.serverSeedHash.toLowerCase()
      : undefined;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack spacing={3}>
        <Box>
          <Typography variant="h4" component="h1" gutterBottom>
            {t('verify.title')}
          </Typography>
          <Typography sx={{ mb: 1 }}>{t('verify.scheme')}</Typography>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {t('verify.steps')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1 }} data-testid="verify-payout-rule">
            {t('verify.payoutRule')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            <Link component={RouterLink} to={localizedPath(CRASH_CHAINS_PATH, locale)}>
              {t('verify.crashChains')}
            </Link>
          </Typography>
          <Typography
            color="text.secondary"
            variant="body2"
            sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
          >
            {t('verify.offline')}
          </Typography>
        </Box>

        <Paper
          variant="outlined"
          component="form"
          noValidate
          onSubmit={onSubmit}
          sx={{ p: { xs: 2, md: 3 } }}
          aria-labelledby="verify-heading"
        >
          <Typography id="verify-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('verify.heading')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              select
              label={t('verify.engine')}
              value={form.engine}
              onChange={(event) => {
                const engine = event.target.value as VerifyEngine;
                setForm((current) => ({
                  ...current,
                  engine,
                  variant: VARIANTS[engine][0] ?? 'classic',
                }));
              }}
              slotProps={{ htmlInput: { 'data-testid': 'verify-engine' } }}
            >
              {VERIFY_ENGINES.map((engine) => (
                <MenuItem key={engine} value={engine}>
                  {ENGINE_NAMES[engine]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('verify.variant')}
              value={form.variant}
              onChange={(event) => set('variant', event.target.value)}
              {...field('variant')}
            >
              {variants.map((variant) => (
                <MenuItem key={variant} value={variant}>
                  {SLOT_VARIANTS.get(variant)?.name ?? variant}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('verify.serverSeed')}
              value={form.serverSeed}
              onChange={(event) => set('serverSeed', event.target.value)}
              sx={{ gridColumn: { sm: '1 / -1' } }}
              slotProps={{
                htmlInput: {
                  spellCheck: false,
                  autoComplete: 'off',
                  'data-testid': 'verify-server-seed',
                },
              }}
              {...field('serverSeed')}
            />
            <TextField
              label={t('verify.clientSeed')}
              value={form.clientSeed}
              onChange={(event) => set('clientSeed', event.target.value)}
              slotProps={{
                htmlInput: {
                  spellCheck: false,
                  autoComplete: 'off',
                  'data-testid': 'verify-client-seed',
                },
              }}
              {...field('clientSeed')}
            />
            <TextField
              label={t('verify.nonce')}
              value={form.nonce}
              onChange={(event) => set('nonce', event.target.value)}
              slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'verify-nonce' } }}
              {...field('nonce')}
            />
            {form.engine === 'dice' && (
              <>
                <TextField
                  label={t('verify.diceTarget')}
                  value={form.diceTarget}
                  onChange={(event) => set('diceTarget', event.target.value)}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  {...field('diceTarget')}
                />
                <TextField
                  select
                  label={t('verify.diceCondition')}
                  value={form.diceCondition}
                  onChange={(event) => set('diceCondition', event.target.value as 'over' | 'under')}
                >
                  <MenuItem value="over">{t('dice.over')}</MenuItem>
                  <MenuItem value="under">{t('dice.under')}</MenuItem>
                </TextField>
              </>
            )}
            {form.engine === 'limbo' && (
              <TextField
                label={t('verify.limboTarget')}
                value={form.limboTarget}
                onChange={(event) => set('limboTarget', event.target.value)}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                {...field('limboTarget')}
              />
            )}
            {(form.engine === 'roulette' || form.engine === 'wheel') && (
              <TextField
                label={t(form.engine === 'roulette' ? 'verify.rouletteBets' : 'verify.wheelBets')}
                value={form.paramsJson}
                onChange={(event) => set('paramsJson', event.target.value)}
                multiline
                minRows={2}
                sx={{ gridColumn: { sm: '1 / -1' } }}
                slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
                {...field('paramsJson')}
              />
            )}
            {(form.engine === 'blackjack' || form.engine === 'hilo') && (
              <TextField
                label={t(form.engine === 'hilo' ? 'verify.hiloActions' : 'verify.actions')}
                value={form.actions}
                onChange={(event) => set('actions', event.target.value)}
                sx={{ gridColumn: { sm: '1 / -1' } }}
                helperText={
                  form.engine === 'hilo'
                    ? t('verify.hiloActionsHint', { actions: HILO_ACTIONS.join(', ') })
                    : undefined
                }
                slotProps={{
                  htmlInput: {
                    spellCheck: false,
                    autoComplete: 'off',
                    'data-testid': 'verify-actions',
                  },
                }}
              />
            )}
            <OriginalsFields form={form} set={set} field={field} problemText={problemText} />
          </Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            sx={{ mt: 2 }}
            data-testid="verify-submit"
          >
            {t('verify.verify')}
          </Button>
        </Paper>

        {verification?.ok === false && (
          <Alert severity="error" variant="outlined" role="alert">
            {t('verify.failed', { message: verification.message })}
          </Alert>
        )}
        {round !== undefined && (
          <Paper
            variant="outlined"
            sx={{ p: { xs: 2, md: 3 } }}
            role="region"
            aria-live="polite"
            aria-label={t('verify.result')}
            data-testid="verify-result"
          >
            <Stack spacing={2}>
              <Typography variant="h6" component="h2">
                {t('verify.result')}
              </Typography>
              <OutcomeSummary round={round} variant={form.variant} />
              <Typography>
                {t('verify.multiplier')}:{' '}
                <Box component="strong" data-testid="verify-multiplier">
                  {formatNumber(round.payoutMultiplier, locale, {
                    minimumFractionDigits: 2,
                    maximumFractionDigits: 4,
                  })}
                  ×
                </Box>
              </Typography>
              <Box>
                <Typography variant="caption" color="text.secondary" component="div">
                  {t('verify.serverSeedHash')}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  {hashMatches === true && (
                    <CheckCircleOutline color="success" fontSize="small" aria-hidden />
                  )}
                  {hashMatches === false && (
                    <ErrorOutline color="error" fontSize="small" aria-hidden />
                  )}
                  <Typography
                    sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
                    data-testid="verify-hash"
                  >
                    {round.serverSeedHash}
                  </Typography>
                </Stack>
                <Typography
                  variant="body2"
                  color={hashMatches === false ? 'error.main' : 'text.secondary'}
                >
                  {t('verify.hashHint')}
                </Typography>
              </Box>
              <Box
                component="pre"
                sx={{
                  m: 0,
                  p: 1.5,
                  borderRadius: 1,
                  bgcolor: 'background.default',
                  overflowX: 'auto',
                  fontSize: 12,
                }}
                data-testid="verify-outcome"
              >
                {JSON.stringify(round.outcome, null, 2)}
              </Box>
            </Stack>
          </Paper>
        )}

        {signedIn && <RecentRounds />}
        {signedIn && (
          <SeedHistory
            onUse={(pair) => {
              setForm((current) => ({
                ...current,
                serverSeed: pair.server_seed,
                serverSeedHash: pair.server_seed_hash,
                clientSeed: pair.client_seed,
              }));
              setVerification(undefined);
              setProblems({});
              document.getElementById('verify-heading')?.scrollIntoView({ block: 'start' });
            }}
          />
        )}
        <LiveFeed title={t('verify.liveFeed')} />
      </Stack>
    </Container>
  );
}
