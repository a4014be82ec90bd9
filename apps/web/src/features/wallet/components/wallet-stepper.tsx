import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { EntityWallet } from '@satsino/contract/wallet';
import { useTranslation } from 'react-i18next';
import { networkName } from '../network-names';
import { CoinAvatar } from './coin-avatar';

/** The two steps of the deposit and withdrawal steppers: pick a coin, then act on it. */
export function WalletStepper({ step, secondLabel }: { step: 0 | 1; secondLabel: string }) {
  const { t } = useTranslation();
  return (
    <Stepper activeStep={step} sx={{ mb: 2.5 }}>
      <Step completed={step > 0}>
        <StepLabel>{t('wallet.steps.pick')}</StepLabel>
      </Step>
      <Step>
        <StepLabel>{secondLabel}</StepLabel>
      </Step>
    </Stepper>
  );
}

/** Step 2's header: the coin chosen and the way back to choose another. */
export function ChosenCoin({ wallet, onChange }: { wallet: EntityWallet; onChange: () => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <CoinAvatar wallet={wallet} size={36} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography sx={{ fontWeight: 700, lineHeight: 1.2 }}>{wallet.name}</Typography>
        <Typography variant="caption" color="text.secondary">
          {t('wallet.coins.network', { network: networkName(wallet.network) })}
        </Typography>
      </Box>
      <Button
        size="small"
        color="inherit"
        startIcon={<ArrowBackIcon />}
        onClick={onChange}
        data-testid="change-coin"
      >
        {t('wallet.coins.change')}
      </Button>
    </Box>
  );
}
