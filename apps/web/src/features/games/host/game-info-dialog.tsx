import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { formatRtp } from './format-rtp';
import { useGameHost } from './game-host-context';
import { usePhoneDialog } from './use-phone-dialog';

const SlotPaytable = lazy(async () => ({
  default: (await import('../engines/slot-paytable')).SlotPaytable,
}));
const WheelRtpTable = lazy(async () => ({
  default: (await import('../engines/wheel-rtp-table')).WheelRtpTable,
}));

const RULES = {
  dice: 'info.dice',
  limbo: 'info.limbo',
  roulette: 'info.roulette',
  blackjack: 'info.blackjack',
  slots: 'info.slots',
  wheel: 'info.wheel',
} as const;

/** The "i" panel: how the game is played, its stated RTP and limits, and the paytable. */
export function GameInfoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('games');
  const { t: tCommon } = useTranslation();
  const phone = usePhoneDialog();
  const locale = useLocale();
  const { session, money } = useGameHost();
  const engine = session.game.engine;
  const rules = Object.hasOwn(RULES, engine) ? RULES[engine as keyof typeof RULES] : undefined;

  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" scroll="paper">
      <DialogTitle>
        {session.game.name} · {t('info.title')}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={1.5}>
          <Typography sx={{ fontWeight: 700 }} data-testid="game-rtp">
            {/* The wheel's return depends on the value backed: the catalogue states the lowest. */}
            {t(session.game.engine === 'wheel' ? 'info.rtpAtLeast' : 'info.rtp', {
              rtp: formatRtp(session.game.rtp_bps, locale),
            })}
          </Typography>
          {rules !== undefined && <Typography>{t(rules)}</Typography>}
          <Typography color="text.secondary">
            {t('info.limits', {
              min: money(session.limits.min_bet),
              max: money(session.limits.max_bet),
              maxPayout: money(session.limits.max_payout),
            })}
          </Typography>
          <Typography color="text.secondary">{t('info.fair')}</Typography>
          {engine === 'wheel' && (
            <Suspense fallback={null}>
              <WheelRtpTable />
            </Suspense>
          )}
          {engine === 'slots' && (
            <Suspense fallback={null}>
              <SlotPaytable variant={session.game.variant} />
            </Suspense>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{tCommon('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
