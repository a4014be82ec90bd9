import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { User } from '@satsino/contract/account';
import type { AccountBonus } from '@satsino/contract/bonuses';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatMoney } from '../../../i18n/format';
import { localizedPath } from '../../../i18n/locale-path';
import { useLocale } from '../../../i18n/use-locale';
import { playerBonusesQueryOptions } from '../api/wallet-api';
import { blockingBonus } from '../withdrawal-rules';

/** The bonus that blocks a withdrawal now, if any (undefined while the list loads). */
export function useBlockingBonus(): AccountBonus | undefined {
  return blockingBonus(useQuery(playerBonusesQueryOptions()).data);
}

interface WithdrawalBonusNoticeProps {
  bonus: AccountBonus;
  user: User;
  /** Following the link leaves the wallet dialog. */
  onNavigate?: () => void;
}

/**
 * What happens to the active bonus if the player wants to withdraw (issue 17), shown before
 * anything is typed: the withdrawal waits until the wagering is done, or until the bonus is
 * forfeited, which loses the bonus balance.
 */
export function WithdrawalBonusNotice({ bonus, user, onNavigate }: WithdrawalBonusNoticeProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (minor: number | null) => formatMoney(minor ?? 0, user.currency, locale);
  return (
    <Alert severity="warning" variant="outlined" data-testid="withdrawal-bonus-notice">
      <AlertTitle>{t('wallet.withdraw.bonus.title')}</AlertTitle>
      {bonus.state === 'running'
        ? t('wallet.withdraw.bonus.running', {
            progress: money(bonus.wagering_progress),
            required: money(bonus.wagering_required),
            bonusBalance: money(user.w_bonus_balance),
          })
        : t('wallet.withdraw.bonus.claimed')}
      <Box sx={{ mt: 1 }}>
        <Button
          color="inherit"
          size="small"
          variant="outlined"
          component={RouterLink}
          to={localizedPath('/settings/bonus', locale)}
          onClick={onNavigate}
        >
          {t('wallet.withdraw.bonus.manage')}
        </Button>
      </Box>
    </Alert>
  );
}
