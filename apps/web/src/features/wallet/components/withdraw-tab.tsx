import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { User } from '@satsino/contract/account';
import type { EntityWallet, WalletConfig } from '@satsino/contract/wallet';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CoinPicker } from './coin-picker';
import { EmailVerificationNotice } from './email-verification-notice';
import { ChosenLightning, LightningOption } from './lightning-option';
import { LightningWithdrawalForm } from './lightning-withdrawal-form';
import { PendingWithdrawals } from './pending-withdrawals';
import { ChosenCoin, WalletStepper } from './wallet-stepper';
import { useBlockingBonus, WithdrawalBonusNotice } from './withdrawal-bonus-notice';
import { WithdrawalForm } from './withdrawal-form';

interface WithdrawTabProps {
  user: User;
  config: WalletConfig | undefined;
  onDone: () => void;
  onNavigate: () => void;
}

/**
 * SPEC §2 withdrawal stepper: pick one of the coins that allow withdrawals, then address and
 * amount. A withdrawal already under way shows first, with its cancel button; then, before
 * anything is typed, the active bonus that keeps the withdrawal waiting (SPEC §5).
 */
export function WithdrawTab({ user, config, onDone, onNavigate }: WithdrawTabProps) {
  const { t } = useTranslation();
  const [wallet, setWallet] = useState<EntityWallet | undefined>(undefined);
  const [lightning, setLightning] = useState(false);
  const bonus = useBlockingBonus();
  // The sandbox node beside a real gateway pays nothing real: no Lightning then.
  const offersLightning =
    config !== undefined && !(config.lightning_sandbox && config.gateway !== 'sandbox');

  if (user.email_verified_at === null) {
    return <EmailVerificationNotice onNavigate={onNavigate} />;
  }

  return (
    <Stack spacing={2.5}>
      <PendingWithdrawals currency={user.currency} hideWhenEmpty />
      {bonus !== undefined && (
        <WithdrawalBonusNotice bonus={bonus} user={user} onNavigate={onNavigate} />
      )}
      <div>
        <WalletStepper
          step={wallet === undefined && !lightning ? 0 : 1}
          secondLabel={t('wallet.steps.withdraw')}
        />
        {lightning ? (
          <Stack spacing={2.5}>
            <ChosenLightning onChange={() => setLightning(false)} />
            <Divider />
            <LightningWithdrawalForm user={user} onDone={onDone} />
          </Stack>
        ) : wallet === undefined ? (
          <>
            {offersLightning && <LightningOption onPick={() => setLightning(true)} />}
            <CoinPicker purpose="withdrawal" onPick={setWallet} />
          </>
        ) : (
          <Stack spacing={2.5}>
            <ChosenCoin wallet={wallet} onChange={() => setWallet(undefined)} />
            <Divider />
            <WithdrawalForm
              key={wallet.id}
              wallet={wallet}
              user={user}
              config={config}
              bonusBlocked={bonus !== undefined}
              onDone={onDone}
            />
          </Stack>
        )}
      </div>
    </Stack>
  );
}
