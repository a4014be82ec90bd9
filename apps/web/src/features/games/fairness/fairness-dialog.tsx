import ContentCopy from '@mui/icons-material/ContentCopy';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  CLIENT_SEED_MAX_LENGTH,
  CLIENT_SEED_PATTERN,
  type SeedRotation,
} from '@satsino/contract/games';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../i18n/error-text';
import { localizedPath } from '../../../i18n/locale-path';
import { useLocale } from '../../../i18n/use-locale';
import { changeClientSeed, fetchFairness, rotateSeeds } from '../api/games-api';
import { useGameHost } from '../host/game-host-context';
import { usePhoneDialog } from '../host/use-phone-dialog';
import { SEED_HISTORY_ANCHOR } from '../verify/seed-history';
import { buildVerifyQuery } from '../verify/verify-query';

export const VERIFY_PAGE_PATH = '/provably-fair';

const isClientSeed = (seed: string) =>
  seed.length >= 1 && seed.length <= CLIENT_SEED_MAX_LENGTH && CLIENT_SEED_PATTERN.test(seed);

/** A value players copy: monospace, wrapping anywhere, with a copy button. */
function SeedValue({ label, value, testId }: { label: string; value: string; testId?: string }) {
  const { t } = useTranslation('games');
  const [copied, setCopied] = useState(false);
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <Typography
          variant="body2"
          sx={{ fontFamily: 'monospace', wordBreak: 'break-all', flex: 1, py: 0.5 }}
          data-testid={testId}
        >
          {value}
        </Typography>
        <Tooltip title={copied ? t('fairness.copied') : t('fairness.copy')}>
          <IconButton
            size="small"
            aria-label={`${t('fairness.copy')}: ${label}`}
            onClick={() => {
              void navigator.clipboard?.writeText(value).then(() => setCopied(true));
            }}
          >
            <ContentCopy fontSize="inherit" />
          </IconButton>
        </Tooltip>
      </Stack>
    </Box>
  );
}

/**
 * The fairness panel: the hash of the server seed in play and of the next one (committed before
 * the player picks a client seed), the client seed (the player may change it, which moves to that
 * next seed), the next nonce, and an explicit rotation that reveals the seed pair just used, with
 * links to verify the last round and to every revealed pair on the verify page.
 */
export function FairnessDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('games');
  const { t: tCommon } = useTranslation();
  const { failureText } = useErrorText();
  const locale = useLocale();
  const phone = usePhoneDialog();
  const host = useGameHost();
  const { fairness, setFairness, session, lastRound, lastPlay } = host;
  const [clientSeed, setClientSeed] = useState(fairness.client_seed);
  const [revealed, setRevealed] = useState<SeedRotation['revealed']>();
  const [pending, setPending] = useState<'seed' | 'rotate'>();
  const [failure, setFailure] = useState<string>();

  // The panel shows the pair in play now, even if another tab rotated it.
  useEffect(() => {
    const controller = new AbortController();
    fetchFairness(session.session, controller.signal).then(
      (state) => {
        setFairness(state);
        setClientSeed(state.client_seed);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [session.session, setFairness]);

  const seedValid = isClientSeed(clientSeed);

  const apply = async (kind: 'seed' | 'rotate') => {
    setPending(kind);
    setFailure(undefined);
    try {
      const rotation =
        kind === 'seed'
          ? await changeClientSeed(session.session, clientSeed)
          : await rotateSeeds(session.session);
      setRevealed(rotation.revealed);
      setFairness(rotation.current);
      setClientSeed(rotation.current.client_seed);
    } catch (error) {
      setFailure(failureText(error, t('messages.unexpected')));
    } finally {
      setPending(undefined);
    }
  };

  // The last round can be checked once its pair is revealed; before that the link still opens
  // the verify page with everything but the server seed.
  const lastWasRevealed =
    lastRound !== undefined &&
    revealed !== undefined &&
    lastRound.fairness.server_seed_hash === revealed.server_seed_hash;
  const verifyHref =
    lastRound === undefined
      ? localizedPath(VERIFY_PAGE_PATH, locale)
      : `${localizedPath(VERIFY_PAGE_PATH, locale)}?${buildVerifyQuery({
          gameId: session.game.game_id,
          engine: session.game.engine,
          variant: session.game.variant,
          serverSeed: lastWasRevealed ? revealed.server_seed : undefined,
          serverSeedHash: lastRound.fairness.server_seed_hash,
          clientSeed: lastRound.fairness.client_seed,
          nonce: lastRound.fairness.round_nonce,
          bet: lastPlay?.bet,
          params: lastPlay?.params,
          actions: lastPlay?.actions,
        })}`;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      scroll="paper"
      data-testid="fairness-dialog"
    >
      <DialogTitle>{t('fairness.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {t('fairness.intro')}
          </Typography>
          <SeedValue
            label={t('fairness.serverSeedHash')}
            value={fairness.server_seed_hash}
            testId="fairness-hash"
          />
          <Box>
            <SeedValue
              label={t('fairness.nextServerSeedHash')}
              value={fairness.next_server_seed_hash}
              testId="fairness-next-hash"
            />
            <Typography variant="caption" color="text.secondary">
              {t('fairness.nextCommitted')}
            </Typography>
          </Box>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <TextField
              size="small"
              fullWidth
              label={t('fairness.clientSeed')}
              value={clientSeed}
              onChange={(event) => setClientSeed(event.target.value)}
              error={!seedValid}
              helperText={seedValid ? undefined : t('fairness.clientSeedInvalid')}
              slotProps={{
                htmlInput: { maxLength: CLIENT_SEED_MAX_LENGTH, 'data-testid': 'client-seed' },
              }}
            />
            <Button
              variant="outlined"
              onClick={() => void apply('seed')}
              loading={pending === 'seed'}
              disabled={!seedValid || clientSeed === fairness.client_seed || pending !== undefined}
              sx={{ flexShrink: 0 }}
            >
              {t('fairness.saveClientSeed')}
            </Button>
          </Stack>
          <Box>
            <Typography variant="caption" color="text.secondary" component="div">
              {t('fairness.nonce')}
            </Typography>
            <Typography sx={{ fontFamily: 'monospace' }} data-testid="fairness-nonce">
              {fairness.nonce}
            </Typography>
          </Box>
          <Button
            variant="contained"
            onClick={() => void apply('rotate')}
            loading={pending === 'rotate'}
            disabled={pending !== undefined}
            data-testid="rotate-seeds"
          >
            {t('fairness.rotate')}
          </Button>
          {failure !== undefined && (
            <Alert severity="error" variant="outlined">
              {failure}
            </Alert>
          )}
          {revealed !== undefined && (
            <Stack
              spacing={1}
              sx={{ p: 1.5, borderRadius: 1, border: 1, borderColor: 'divider' }}
              data-testid="revealed-seeds"
            >
              <Alert severity="success" variant="outlined">
                {t('fairness.changed')}
              </Alert>
              <Typography variant="subtitle2" component="h3">
                {t('fairness.revealed')}
              </Typography>
              <SeedValue
                label={t('fairness.serverSeed')}
                value={revealed.server_seed}
                testId="revealed-server-seed"
              />
              <SeedValue label={t('fairness.serverSeedHash')} value={revealed.server_seed_hash} />
              <SeedValue label={t('fairness.clientSeed')} value={revealed.client_seed} />
              <Typography variant="body2">
                {t('fairness.rounds')}: {revealed.rounds}
              </Typography>
            </Stack>
          )}
          <Link
            href={verifyHref}
            target="_blank"
            rel="noopener"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            data-testid="verify-link"
          >
            {lastRound === undefined ? t('fairness.verifyPage') : t('fairness.verifyLast')}
            <OpenInNew fontSize="inherit" />
          </Link>
          {session.mode === 'real' && (
            <Link
              href={`${localizedPath(VERIFY_PAGE_PATH, locale)}#${SEED_HISTORY_ANCHOR}`}
              target="_blank"
              rel="noopener"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
              data-testid="seed-history-link"
            >
              {t('fairness.seedHistory')}
              <OpenInNew fontSize="inherit" />
            </Link>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{tCommon('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
