import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CrashMyBet, CrashRoundProof, CrashTable } from '@satsino/contract/crash';
import {
  chainsToTerminatingHash,
  crashPayoutMinor,
  crashPointX100,
  isNextInChain,
} from '@satsino/fairness/crash';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/session-context';
import { formatMoney } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { crashRoundProofQueryOptions, myCrashBetsQueryOptions } from '../api/crash-api';
import { formatMultiplier } from '../crash-format';

const hashSx = { fontFamily: 'monospace', wordBreak: 'break-all', fontSize: '0.8rem' } as const;

interface Checks {
  computedX100: number;
  links: boolean;
  terminates: boolean;
  /** The viewer's own cash-out in this round, recomputed: whole cents and the fraction's cent. */
  payout?: { computedMinor: number; paidMinor: number; currency: CrashMyBet['currency'] };
}

/** Everything is recomputed here, in the browser, with the same code the server settles with. */
function verify(proof: CrashRoundProof, mine: { bet: CrashMyBet; userId: number } | undefined) {
  const checks: Checks = {
    computedX100: crashPointX100(proof.hash, proof.chain.salt ?? ''),
    links: isNextInChain(proof.hash, proof.previous_hash),
    terminates: chainsToTerminatingHash(proof.hash, proof.position, proof.chain.terminating_hash),
  };
  const { bet } = mine ?? {};
  if (mine && bet?.cashout_x100 != null && bet.payout !== null) {
    checks.payout = {
      computedMinor: Number(
        crashPayoutMinor({
          stakeMinor: BigInt(bet.amount),
          cashoutX100: bet.cashout_x100,
          gameHash: proof.hash,
          userId: mine.userId,
        }),
      ),
      paidMinor: bet.payout,
      currency: bet.currency,
    };
  }
  return checks;
}

function Verdict({ ok, label }: { ok: boolean; label: string }) {
  const { t } = useTranslation('crash');
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {ok ? (
        <CheckCircleIcon color="success" fontSize="small" aria-hidden />
      ) : (
        <ErrorIcon color="error" fontSize="small" aria-hidden />
      )}
      <Typography variant="body2">
        {label}: <strong>{ok ? t('verify.ok') : t('verify.failed')}</strong>
      </Typography>
    </Stack>
  );
}

export function VerifyDialog({
  table,
  roundId,
  onClose,
}: {
  table: CrashTable;
  roundId: number | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('crash');
  const locale = useLocale();
  const proof = useQuery({
    ...crashRoundProofQueryOptions(table, roundId ?? 0),
    enabled: roundId !== undefined,
  });
  const session = useSession();
  const userId = session.status === 'authenticated' ? session.user?.id : undefined;
  const myBets = useQuery({
    ...myCrashBetsQueryOptions(table),
    enabled: roundId !== undefined && userId !== undefined,
  });
  const myBet = myBets.data?.find((bet) => bet.round_id === roundId && bet.status === 'cashed_out');
  const [checks, setChecks] = useState<Checks>();

  useEffect(() => {
    setChecks(undefined);
    if (!proof.data) return;
    const data = proof.data;
    const mine = myBet && userId !== undefined ? { bet: myBet, userId } : undefined;
    // Walking a long chain takes a moment: let the dialog paint "checking" first.
    const timer = setTimeout(() => setChecks(verify(data, mine)), 30);
    return () => clearTimeout(timer);
  }, [proof.data, myBet, userId]);

  return (
    <Dialog
      open={roundId !== undefined}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="crash-verify-title"
    >
      <DialogTitle id="crash-verify-title">{t('verify.title', { id: roundId ?? '' })}</DialogTitle>
      <DialogContent dividers>
        {proof.isPending ? (
          <CircularProgress aria-label={t('verify.checking')} />
        ) : proof.isError ? (
          <Alert severity="error">{t('verify.loadError')}</Alert>
        ) : (
          <Stack spacing={1.5} data-testid="crash-verify">
            <Typography variant="body2" color="text.secondary">
              {t('verify.intro')}
            </Typography>
            <div>
              <Typography variant="subtitle2">{t('verify.hash')}</Typography>
              <Typography sx={hashSx}>{proof.data.hash}</Typography>
            </div>
            <div>
              <Typography variant="subtitle2">{t('verify.previousHash')}</Typography>
              <Typography sx={hashSx}>{proof.data.previous_hash}</Typography>
            </div>
            <div>
              <Typography variant="subtitle2">{t('verify.salt')}</Typography>
              <Typography sx={hashSx}>{proof.data.chain.salt}</Typography>
            </div>
            <Typography variant="body2">
              {t('verify.position', { position: proof.data.position })}
            </Typography>
            <Typography variant="body2">
              {t('verify.announced')}:{' '}
              <strong>{formatMultiplier(proof.data.crash_point_x100, locale)}×</strong>
            </Typography>
            {checks === undefined ? (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
                <CircularProgress size={16} aria-hidden />
                <Typography variant="body2">{t('verify.checking')}</Typography>
              </Stack>
            ) : (
              <Stack spacing={1} role="status">
                <Typography variant="body2">
                  {t('verify.computed')}:{' '}
                  <strong>{formatMultiplier(checks.computedX100, locale)}×</strong>
                </Typography>
                <Verdict
                  ok={checks.computedX100 === proof.data.crash_point_x100}
                  label={t('verify.matches')}
                />
                <Verdict ok={checks.links} label={t('verify.links')} />
                <Verdict
                  ok={checks.terminates}
                  label={t('verify.terminates', { position: proof.data.position })}
                />
                {checks.payout && (
                  <>
                    <Typography variant="body2" sx={{ pt: 1 }}>
                      {t('verify.payoutComputed')}:{' '}
                      <strong>
                        {formatMoney(checks.payout.computedMinor, checks.payout.currency, locale)}
                      </strong>
                    </Typography>
                    <Verdict
                      ok={checks.payout.computedMinor === checks.payout.paidMinor}
                      label={t('verify.payoutMatches')}
                    />
                  </>
                )}
              </Stack>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('verify.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
