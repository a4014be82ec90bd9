import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { WHEEL_SEGMENTS } from '@satsino/contract/games';
import { WHEEL_SEGMENT_COUNTS, wheelRtp } from '@satsino/fairness/wheel';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeatureTranslation } from '../../../i18n/feature-texts/use-feature-translation';
import { formatNumber } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { gamesTexts } from '../games-texts';
import { useGameHost } from './game-host-context';
import { usePhoneDialog } from './use-phone-dialog';

const SlotPaytable = lazy(async () => ({
  default: (await import('../engines/slot-paytable')).SlotPaytable,
}));

const RULES = {
  dice: 'info.dice',
  limbo: 'info.limbo',
  roulette: 'info.roulette',
  blackjack: 'info.blackjack',
  slots: 'info.slots',
  wheel: 'info.wheel',
} as const;

/** A stated RTP in basis points as a percentage: 9_900 → "99.00%". */
export function formatRtp(rtpBps: number, locale: string): string {
  return formatNumber(rtpBps / 10_000, locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

/** The "i" panel: how the game is played, its stated RTP and limits, and the paytable. */
export function GameInfoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useFeatureTranslation(gamesTexts);
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
            {t(session.game.engine === 'wheel' ? 'info.rtpUpTo' : 'info.rtp', {
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
            <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }} data-testid="wheel-rtp">
              {WHEEL_SEGMENTS.map((value) => (
                <Typography component="li" variant="body2" key={value}>
                  {t('info.wheelRtp', {
                    value,
                    count: WHEEL_SEGMENT_COUNTS[value],
                    rtp: formatRtp(Math.round(wheelRtp(value) * 10_000), locale),
                  })}
                </Typography>
              ))}
            </Stack>
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
