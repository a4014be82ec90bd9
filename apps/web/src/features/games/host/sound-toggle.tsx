import { useTranslation } from 'react-i18next';
import { SoundToggle as SharedSoundToggle } from '../../../ui/sound-toggle';

/** The host's sound switch, in the game host's texts. */
export function SoundToggle() {
  const { t } = useTranslation('games');
  return (
    <SharedSoundToggle
      label={t('host.sound')}
      onHint={t('host.soundOn')}
      offHint={t('host.soundOff')}
    />
  );
}
