import VolumeOffOutlined from '@mui/icons-material/VolumeOffOutlined';
import VolumeUpOutlined from '@mui/icons-material/VolumeUpOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { setSoundOn, useSoundOn } from './game-sound';

/**
 * The games' sound switch: a pressed button while sound is on; off until the player turns it on.
 * One choice for every game; the feature showing it gives the texts in its own namespace.
 */
export function SoundToggle({
  label,
  onHint,
  offHint,
}: {
  label: string;
  /** The tooltip while sound is on (what a click does). */
  onHint: string;
  offHint: string;
}) {
  const on = useSoundOn();
  return (
    <Tooltip title={on ? onHint : offHint}>
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
