import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { depositBonusTerms } from '@satsino/contract/bonuses';
import type { Currency } from '@satsino/contract/money';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../i18n/format';
import { TextsSuspense } from '../../../i18n/texts-suspense';
import { useLocale } from '../../../i18n/use-locale';
import { bonusesQueryOptions } from '../api/bonuses-api';
import { bonusMessage, depositBonusChoices, runningBonus } from '../bonus-view';
import { useBonusAction } from '../use-bonus-action';

/** The selector's value for "no bonus", always offered (SPEC §2). */
export const NO_BONUS = 'none';

/**
 * SPEC §2 deposit step: the bonus banner list and the bonus type selector, "no bonus" included.
 * Choosing a deposit bonus claims it (SPEC §4, active 1) so the deposit that arrives next is
 * rewarded; choosing "no bonus" again declines the claimed one (active -1).
 */
export function DepositBonusPicker({ currency }: { currency: Currency }) {
  return (
    <TextsSuspense namespace="bonuses" fallback={<Skeleton variant="rounded" height={120} />}>
      <DepositBonusPickerContent currency={currency} />
    </TextsSuspense>
  );
}

function DepositBonusPickerContent({ currency }: { currency: Currency }) {
  const main = useTranslation().t;
  const { t } = useTranslation('bonuses');
  const locale = useLocale();
  const titleId = useId();
  const bonuses = useQuery(bonusesQueryOptions());
  const action = useBonusAction();
  const list = bonuses.data ?? [];
  const choices = depositBonusChoices(list, new Date());
  const running = runningBonus(list);
  const claimed = choices.find((bonus) => bonus.state === 'claimed');
  const value = claimed === undefined ? NO_BONUS : String(claimed.id);
  const minDeposit = formatMoney(depositBonusTerms(0)?.minDepositMinor ?? 0, currency, locale);
  const money = (minor: number | null) => formatMoney(minor ?? 0, currency, locale);

  function choose(next: string) {
    if (next === value) return;
    if (next === NO_BONUS) {
      if (claimed !== undefined) action.mutate({ id: claimed.id, active: -1 });
      return;
    }
    action.mutate({ id: Number(next), active: 1 });
  }

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      aria-busy={bonuses.isPending || action.isPending}
      sx={{ p: 2, bgcolor: 'transparent' }}
    >
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CardGiftcardOutlined fontSize="small" color="primary" aria-hidden />
          <Typography id={titleId} variant="subtitle2">
            {main('wallet.bonus.title')}
          </Typography>
        </Stack>
        <Box data-testid="deposit-bonus-banner">
          {bonuses.isPending ? (
            <Skeleton variant="rounded" height={48} />
          ) : bonuses.isError ? (
            <Alert severity="error" variant="outlined">
              {t('page.loadFailed')}
            </Alert>
          ) : (
            <Stack spacing={1}>
              {running !== undefined && (
                <Alert severity="warning" variant="outlined" icon={false}>
                  {t('deposit.runningNote', {
                    progress: money(running.wagering_progress),
                    required: money(running.wagering_required),
                  })}
                </Alert>
              )}
              {choices.length === 0 && running === undefined && (
                <Typography variant="body2" color="text.secondary">
                  {main('wallet.bonus.none')}
                </Typography>
              )}
              {running === undefined &&
                choices.map((bonus) => (
                  <Box
                    key={bonus.id}
                    data-testid="deposit-bonus-offer"
                    sx={{
                      p: 1.5,
                      borderRadius: 1,
                      border: 1,
                      borderColor: bonus.state === 'claimed' ? 'primary.main' : 'divider',
                      bgcolor: bonus.state === 'claimed' ? 'action.selected' : 'transparent',
                    }}
                  >
                    <Typography variant="body2">{bonusMessage(bonus, locale)}</Typography>
                    {bonus.state === 'claimed' && (
                      <Typography variant="caption" color="primary.main">
                        {t('deposit.claimedNote', { min: minDeposit })}
                      </Typography>
                    )}
                  </Box>
                ))}
            </Stack>
          )}
        </Box>
        {choices.length > 0 && running === undefined && (
          <Typography variant="body2" color="text.secondary">
            {t('deposit.choose')}
          </Typography>
        )}
        <TextField
          select
          size="small"
          label={main('wallet.bonus.typeLabel')}
          value={value}
          onChange={(event) => choose(event.target.value)}
          disabled={bonuses.isPending || action.isPending || running !== undefined}
          data-testid="deposit-bonus-type"
        >
          <MenuItem value={NO_BONUS}>{main('wallet.bonus.noBonus')}</MenuItem>
          {choices.map((bonus) => (
            <MenuItem key={bonus.id} value={String(bonus.id)}>
              {bonus.percent !== null && bonus.max_bonus !== null
                ? t('card.upTo', { percent: bonus.percent, max: money(bonus.max_bonus) })
                : bonusMessage(bonus, locale)}
            </MenuItem>
          ))}
        </TextField>
        {action.isPending && <LinearProgress aria-label={main('common.loading')} />}
      </Stack>
    </Paper>
  );
}
