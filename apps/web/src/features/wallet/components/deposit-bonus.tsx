import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** "No bonus" is always offered; the bonus issue adds the deposit bonuses beside it. */
const NO_BONUS = 'none';

/**
 * SPEC §2 bonus banner and bonus type selector of the deposit step. Until the bonus module
 * lists deposit bonuses, the banner says 'no bonuses available' and "No bonus" is the choice.
 */
export function DepositBonus() {
  const { t } = useTranslation();
  const titleId = useId();
  const [bonusType, setBonusType] = useState(NO_BONUS);

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: 2, bgcolor: 'transparent' }}
    >
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CardGiftcardOutlined fontSize="small" color="primary" aria-hidden />
          <Typography id={titleId} variant="subtitle2">
            {t('wallet.bonus.title')}
          </Typography>
        </Stack>
        <Box data-testid="deposit-bonus-banner">
          <Typography variant="body2" color="text.secondary">
            {t('wallet.bonus.none')}
          </Typography>
        </Box>
        <TextField
          select
          size="small"
          label={t('wallet.bonus.typeLabel')}
          value={bonusType}
          onChange={(event) => setBonusType(event.target.value)}
          data-testid="deposit-bonus-type"
        >
          <MenuItem value={NO_BONUS}>{t('wallet.bonus.noBonus')}</MenuItem>
        </TextField>
      </Stack>
    </Paper>
  );
}
