import VolumeOffOutlined from '@mui/icons-material/VolumeOffOutlined';
import VolumeUpOutlined from '@mui/icons-material/VolumeUpOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { setSoundOn, useSoundOn } from './sound';

/** The host's sound switch: a pressed button while sound is on; off until the player turns it on. */
export function SoundToggle() {
  const { t } = useTranslation('games');
  const on = useSoundOn();
  const label = t('host.sound');
  return (
    <Tooltip title={on ? t('host.soundOn') : t('host.soundOff')}>
      <IconButton
        size="small"
        aria-label={label}
        aria-pressed={on}
        onClick={() => setSoundOn(!on)}
        data-testid="sound-toggle"
      >
        {on ? <VolumeUpOutlined fontSize="small" /> : <VolumeOffOutlined fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}
