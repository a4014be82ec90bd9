import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { Role } from '@satsino/contract/auth';
import { useTranslation } from 'react-i18next';

/** Role (when staff), locked and verified, as small chips beside a player's name. */
export function PlayerStateChips({
  player,
}: {
  player: { role: Role; locked: boolean; verified: boolean };
}) {
  const { t } = useTranslation('players');
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {player.role !== 'player' && (
        <Chip size="small" color="info" label={t(`roles.${player.role}`)} />
      )}
      {player.locked && <Chip size="small" color="error" label={t('state.locked')} />}
      <Chip
        size="small"
        variant="outlined"
        color={player.verified ? 'success' : 'default'}
        label={player.verified ? t('state.verified') : t('state.unverified')}
      />
    </Stack>
  );
}
