import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import CasinoOutlined from '@mui/icons-material/CasinoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type AccountBonus, type BonusState, depositBonusTerms } from '@satsino/contract/bonuses';
import { findSlotVariant } from '@satsino/fairness/slot-variants';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate, formatMoney } from '../../../i18n/format';
import { localizedPath } from '../../../i18n/locale-path';
import { useLocale } from '../../../i18n/use-locale';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { bonusMessage, settledToPlayer, wageringPercent } from '../bonus-view';
import { isPendingAction, type useBonusAction } from '../use-bonus-action';

const STATE_COLOURS: Record<BonusState, ChipProps['color']> = {
  available: 'primary',
  claimed: 'info',
  running: 'warning',
  completed: 'success',
  declined: 'default',
  expired: 'default',
  forfeited: 'default',
  cancelled: 'default',
  lapsed: 'default',
};

const DATE_ONLY: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

interface BonusCardProps {
  bonus: AccountBonus;
  action: ReturnType<typeof useBonusAction>;
  /** Another bonus is claimed or running: only one at a time, so this one waits. */
  claimBlocked?: boolean;
  /**
   * The player's bonus balance: forfeiting a running bonus gives all of it back to the house
   * (only one bonus runs at a time), so the confirmation names that amount.
   */
  bonusBalanceMinor?: number | undefined;
}

/**
 * One bonus (SPEC §3/§4): its message and terms, its state, the wagering progress while it runs,
 * the days left, and the buttons that claim, decline or forfeit it, each with its own loading state.
 */
export function BonusCard({
  bonus,
  action,
  claimBlocked = false,
  bonusBalanceMinor,
}: BonusCardProps) {
  const { t } = useTranslation('bonuses');
  const locale = useLocale();
  const titleId = useId();
  const progressId = useId();
  const money = (minor: number | null) =>
    minor === null ? '' : formatMoney(minor, bonus.currency, locale);
  const title =
    bonus.deposit_index === null
      ? t('card.manualBonus')
      : t('card.depositBonus', { number: bonus.deposit_index + 1 });
  const open = bonus.finished === 0;
  const minDeposit = depositBonusTerms(bonus.deposit_index ?? 0)?.minDepositMinor ?? 0;
  const busy = action.isPending;
  const act = (active: 1 | -1) => action.mutate({ id: bonus.id, active });
  // What declining gives up, in the card's own words.
  const offer =
    bonus.amount !== null
      ? t('card.amount', { amount: money(bonus.amount) })
      : bonus.percent !== null && bonus.max_bonus !== null
        ? t('card.upTo', { percent: bonus.percent, max: money(bonus.max_bonus) })
        : null;
  // Forfeiting or declining cannot be undone: the player confirms it first.
  const [confirming, setConfirming] = useState<'forfeit' | 'decline' | null>(null);

  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="bonus-card"
      data-state={bonus.state}
      sx={{
        p: { xs: 2, sm: 2.5 },
        borderColor: bonus.state === 'running' ? 'warning.main' : 'divider',
      }}
    >
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CardGiftcardOutlined color={open ? 'primary' : 'disabled'} aria-hidden />
          <Typography id={titleId} component="h3" variant="subtitle1" sx={{ flex: 1 }}>
            {title}
          </Typography>
          <Chip
            size="small"
            label={t(`state.${bonus.state}`)}
            color={STATE_COLOURS[bonus.state]}
            variant={open ? 'filled' : 'outlined'}
          />
        </Stack>
        <Typography variant="body2">{bonusMessage(bonus, locale)}</Typography>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', color: 'text.secondary' }}
        >
          {bonus.percent !== null && bonus.max_bonus !== null && (
            <Typography variant="caption">
              {t('card.upTo', { percent: bonus.percent, max: money(bonus.max_bonus) })}
            </Typography>
          )}
          {bonus.amount !== null && (
            <Typography variant="caption">
              {t('card.amount', { amount: money(bonus.amount) })}
            </Typography>
          )}
          <Typography variant="caption">
            {t('card.wagering', { multiplier: bonus.wagering_multiplier })}
          </Typography>
        </Stack>

        {bonus.free_spins !== null && <FreeSpinsBlock bonus={bonus} />}

        {bonus.state === 'claimed' && (
          <Typography variant="body2" color="info.main">
            {t('card.waitingDeposit', { min: money(minDeposit) })}
          </Typography>
        )}

        {bonus.wagering_required !== null && bonus.state !== 'claimed' && (
          <Box>
            <Typography id={progressId} variant="caption" color="text.secondary">
              {t('card.progressLabel')}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={wageringPercent(bonus)}
              color={bonus.state === 'completed' ? 'success' : 'warning'}
              aria-labelledby={progressId}
              sx={{ height: 8, borderRadius: 1, my: 0.5 }}
              data-testid="bonus-progress"
            />
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {t('card.progress', {
                progress: money(bonus.wagering_progress),
                required: money(bonus.wagering_required),
              })}
            </Typography>
          </Box>
        )}

        {open ? (
          <Typography variant="body2" color="text.secondary" data-testid="bonus-days-left">
            {t('card.daysLeft', { count: bonus.days_left })}
            {' · '}
            {t('card.expires', { date: formatDate(bonus.expireDateTime, locale, DATE_ONLY) })}
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {bonus.settled_amount !== null &&
              bonus.settled_amount > 0 &&
              `${t(settledToPlayer(bonus) ? 'card.settledCash' : 'card.settledHouse', {
                amount: money(bonus.settled_amount),
              })} · `}
            {bonus.finished_at !== null &&
              t('card.endedOn', { date: formatDate(bonus.finished_at, locale, DATE_ONLY) })}
          </Typography>
        )}

        {open && bonus.state === 'available' && claimBlocked && (
          <Typography variant="body2" color="text.secondary" data-testid="bonus-claim-blocked">
            {t('actions.claimBlocked')}
          </Typography>
        )}
        {open && (
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            {bonus.state === 'running' ? (
              <Button
                variant="outlined"
                color="warning"
                onClick={() => setConfirming('forfeit')}
                disabled={busy}
                loading={isPendingAction(action, bonus.id, -1)}
                data-testid="bonus-forfeit"
              >
                {t('actions.forfeit')}
              </Button>
            ) : (
              <Button
                color="inherit"
                onClick={() => setConfirming('decline')}
                disabled={busy}
                loading={isPendingAction(action, bonus.id, -1)}
                data-testid="bonus-decline"
              >
                {t('actions.decline')}
              </Button>
            )}
            {bonus.state === 'available' && (
              <Button
                variant="contained"
                onClick={() => act(1)}
                disabled={busy || claimBlocked}
                loading={isPendingAction(action, bonus.id, 1)}
                data-testid="bonus-claim"
              >
                {t('actions.claim')}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming !== null}
        title={t(confirming === 'forfeit' ? 'confirm.forfeitTitle' : 'confirm.declineTitle')}
        message={
          confirming === 'forfeit'
            ? t('confirm.forfeitMessage', {
                amount: money(bonusBalanceMinor ?? bonus.amount),
              })
            : offer === null
              ? t('confirm.declineMessage')
              : t('confirm.declineOfferMessage', { offer })
        }
        confirmLabel={t(confirming === 'forfeit' ? 'actions.forfeit' : 'actions.decline')}
        cancelLabel={t('confirm.keep')}
        onConfirm={() => act(-1)}
        onClose={() => setConfirming(null)}
        testId="bonus-confirm"
      />
    </Paper>
  );
}

/**
 * The bonus's free spins (issue 14): how many are left of how many, their stake and games, what
 * they won, until when they can be played, and a way into the first game while they can.
 */
function FreeSpinsBlock({ bonus }: { bonus: AccountBonus }) {
  const { t } = useTranslation('bonuses');
  const locale = useLocale();
  const spins = bonus.free_spins;
  if (spins === null) return null;
  const money = (minor: number) => formatMoney(minor, bonus.currency, locale);
  const games = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    bonus.fs_games.map((gameId) => findSlotVariant(gameId)?.name ?? gameId),
  );
  const [firstGame] = bonus.fs_games;
  const playable = bonus.state === 'running' && spins.left > 0 && firstGame !== undefined;
  return (
    <Box
      data-testid="bonus-free-spins"
      data-left={spins.left}
      sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}
    >
      <Stack spacing={0.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CasinoOutlined fontSize="small" color={playable ? 'primary' : 'disabled'} aria-hidden />
          <Typography variant="subtitle2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {t('card.freeSpins', { left: spins.left, total: spins.total })}
          </Typography>
        </Stack>
        <Typography variant="caption" color="text.secondary">
          {t('card.freeSpinsTerms', {
            stake: money(spins.stake),
            games,
            multiplier: spins.wagering_multiplier,
          })}
        </Typography>
        {spins.used > 0 && (
          <Typography variant="body2" data-testid="bonus-free-spins-won">
            {t('card.freeSpinsWon', { amount: money(spins.won) })}
          </Typography>
        )}
        {bonus.finished === 0 && (
          <Typography variant="caption" color="text.secondary">
            {spins.expires_at === null
              ? t('card.freeSpinsDays', { days: spins.valid_days })
              : t('card.freeSpinsUntil', {
                  date: formatDate(spins.expires_at, locale, DATE_TIME),
                })}
          </Typography>
        )}
        {playable && (
          <Box>
            <Button
              size="small"
              variant="contained"
              component={RouterLink}
              to={localizedPath(`/casino/${encodeURIComponent(firstGame)}`, locale)}
              data-testid="bonus-play-free-spins"
            >
              {t('card.playFreeSpins')}
            </Button>
          </Box>
        )}
      </Stack>
    </Box>
  );
}
