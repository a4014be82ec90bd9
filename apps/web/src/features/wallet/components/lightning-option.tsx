import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LightningMark } from './lightning-mark';

/**
 * "Bitcoin (Lightning)", the rail the how-to-deposit page names, offered beside the coins in
 * step 1: instant, paid by a BOLT #11 invoice instead of to an address.
 */
export function LightningOption({ onPick }: { onPick: () => void }) {
  const { t } = useTranslation();
  return (
    <ButtonBase
      onClick={onPick}
      data-testid="coin-LIGHTNING"
      sx={{
        width: '100%',
        justifyContent: 'flex-start',
        gap: 1.25,
        p: 1.25,
        mb: 1.5,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        textAlign: 'left',
        transition: (theme) => theme.transitions.create(['border-color', 'background']),
        '&:hover': { borderColor: 'primary.main', bgcolor: 'action.hover' },
      }}
    >
      <LightningMark />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700, lineHeight: 1.2 }}>
          {t('wallet.lightning.name')}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {t('wallet.lightning.tagline')}
        </Typography>
      </Box>
    </ButtonBase>
  );
}

/** Step 2's header for Lightning, with the way back to the coins. */
export function ChosenLightning({ onChange }: { onChange: () => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <LightningMark size={36} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography sx={{ fontWeight: 700, lineHeight: 1.2 }}>
          {t('wallet.lightning.name')}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('wallet.lightning.tagline')}
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
