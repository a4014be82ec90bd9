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
const MinesRules = lazy(async () => ({
  default: (await import('../engines/mines-rules')).MinesRules,
}));
const PlinkoRules = lazy(async () => ({
  default: (await import('../engines/plinko-rules')).PlinkoRules,
}));
const KenoRules = lazy(async () => ({
  default: (await import('../engines/keno-rules')).KenoRules,
}));
const HiloRules = lazy(async () => ({
  default: (await import('../engines/hilo-rules')).HiloRules,
}));

const RULES = {
  dice: 'info.dice',
  limbo: 'info.limbo',
  roulette: 'info.roulette',
  blackjack: 'info.blackjack',
  slots: 'info.slots',
  wheel: 'info.wheel',
  mines: 'info.mines',
  plinko: 'info.plinko',
  keno: 'info.keno',
  hilo: 'info.hilo',
} as const;

/**
 * The catalogue states the lowest return of these games' options: the wheel's bets, Plinko's
 * boards, Keno's risks and picks. Each option's own return is in the game's table.
 */
const RTP_AT_LEAST = {
  wheel: 'info.rtpAtLeast',
  plinko: 'info.rtpAtLeastOption',
  keno: 'info.rtpAtLeastOption',
} as const;

/** The "i" panel: how the game is played, its stated RTP and limits, and the paytable. */
export function GameInfoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('games');
  const { t: tCommon } = useTranslation();
  const phone = usePhoneDialog();
  const locale = useLocale();
  const { session, money, lastPlay } = useGameHost();
  const engine = session.game.engine;
  const rules = Object.hasOwn(RULES, engine) ? RULES[engine as keyof typeof RULES] : undefined;
  const rtpText = Object.hasOwn(RTP_AT_LEAST, engine)
    ? RTP_AT_LEAST[engine as keyof typeof RTP_AT_LEAST]
    : 'info.rtp';
  // Keno's paytable opens on the option last played, and Plinko's table marks its board.
  const keno = lastPlay?.params.engine === 'keno' ? lastPlay.params : undefined;
  const plinko = lastPlay?.params.engine === 'plinko' ? lastPlay.params : undefined;

  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" scroll="paper">
      <DialogTitle>
        {session.game.name} · {t('info.title')}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={1.5}>
          <Typography sx={{ fontWeight: 700 }} data-testid="game-rtp">
            {t(rtpText, { rtp: formatRtp(session.game.rtp_bps, locale) })}
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
          <Suspense fallback={null}>
            {engine === 'mines' && <MinesRules />}
            {engine === 'plinko' && <PlinkoRules played={plinko} />}
            {engine === 'keno' && <KenoRules risk={keno?.risk} picks={keno?.picks.length} />}
            {engine === 'hilo' && <HiloRules />}
          </Suspense>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{tCommon('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
