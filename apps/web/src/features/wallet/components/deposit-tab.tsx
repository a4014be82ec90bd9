import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { User } from '@satsino/contract/account';
import { DEPOSIT_MIN_MINOR, type EntityWallet, type WalletConfig } from '@satsino/contract/wallet';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CoinPicker } from './coin-picker';
import { ConversionCalculator } from './conversion-calculator';
import { DepositAddress } from './deposit-address';
import { DepositRequestForm } from './deposit-request-form';
import { EmailVerificationNotice } from './email-verification-notice';
import { LightningDeposit } from './lightning-deposit';
import { ChosenLightning, LightningOption } from './lightning-option';
import { PendingDeposits } from './pending-deposits';
import { ChosenCoin, WalletStepper } from './wallet-stepper';

/**
 * SPEC §2 bonus banner and bonus type selector of the deposit step, in the player's currency.
 * The bonus programme owns them (its offers, its texts, claim and decline); the app hands them
 * to the cashier, which imports no other feature.
 */
export type DepositBonusSlot = (currency: User['currency']) => ReactNode;

interface DepositTabProps {
  user: User;
  config: WalletConfig | undefined;
  onNavigate: () => void;
  depositBonus?: DepositBonusSlot;
}

/** SPEC §2 deposit stepper: pick a coin, then its address, calculator, bonus and request. */
export function DepositTab({ user, config, onNavigate, depositBonus }: DepositTabProps) {
  const { t } = useTranslation();
  const [wallet, setWallet] = useState<EntityWallet | undefined>(undefined);
  const [lightning, setLightning] = useState(false);

  if (user.email_verified_at === null) {
    return <EmailVerificationNotice onNavigate={onNavigate} />;
  }
  const minMinor = config?.deposit_min ?? DEPOSIT_MIN_MINOR;
  const chosen = wallet !== undefined || lightning;
  // The sandbox node beside a real gateway could never be paid: no Lightning then.
  const offersLightning =
    config !== undefined && !(config.lightning_sandbox && config.gateway !== 'sandbox');

  return (
    <>
      <WalletStepper step={chosen ? 1 : 0} secondLabel={t('wallet.steps.deposit')} />
      {lightning ? (
        <Stack spacing={2.5}>
          <ChosenLightning onChange={() => setLightning(false)} />
          <LightningDeposit currency={user.currency} minMinor={minMinor} />
        </Stack>
      ) : wallet === undefined ? (
        <>
          {offersLightning && <LightningOption onPick={() => setLightning(true)} />}
          <CoinPicker purpose="deposit" onPick={setWallet} />
        </>
      ) : (
        <Stack spacing={2.5}>
          <ChosenCoin wallet={wallet} onChange={() => setWallet(undefined)} />
          <DepositAddress wallet={wallet} sandbox={config?.gateway === 'sandbox'} />
          {depositBonus?.(user.currency)}
          <ConversionCalculator wallet={wallet} currency={user.currency} minMinor={minMinor} />
          <Divider />
          <DepositRequestForm
            key={wallet.id}
            wallet={wallet}
            currency={user.currency}
            minMinor={minMinor}
          />
          <PendingDeposits currency={user.currency} />
        </Stack>
      )}
    </>
  );
}
