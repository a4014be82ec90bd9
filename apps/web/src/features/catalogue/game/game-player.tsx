import CloseIcon from '@mui/icons-material/Close';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { GameMode } from '@satsino/contract/games';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFullscreen } from '../lobby/use-fullscreen';

interface GamePlayerProps {
  name: string;
  url: string;
  mode: GameMode;
  onClose: () => void;
}

/**
 * The running game: the game host's page in a frame, 16:9 from tablets up and as tall as the
 * screen allows on phones, with a fullscreen and a close button.
 */
export function GamePlayer({ name, url, mode, onClose }: GamePlayerProps) {
  const { t } = useTranslation('catalogue');
  const frameBoxRef = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(frameBoxRef);
  const canFullscreen = typeof document !== 'undefined' && document.fullscreenEnabled;
  const fullscreenLabel = fullscreen.active ? t('game.exitFullscreen') : t('game.fullscreen');

  // The game opens where the art was: bring all of it into view, below the sticky header.
  useEffect(() => {
    frameBoxRef.current?.scrollIntoView({ block: 'start' });
  }, []);

  return (
    <Box
      ref={frameBoxRef}
      sx={{
        borderRadius: 2,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        display: 'flex',
        flexDirection: 'column',
        scrollMarginTop: (theme) => theme.spacing(9),
        '&:fullscreen': { borderRadius: 0, border: 0 },
      }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', px: 1.5, py: 0.75, borderBottom: 1, borderColor: 'divider' }}
      >
        <Chip
          size="small"
          label={mode === 'demo' ? t('game.demoMode') : t('game.realMode')}
          color={mode === 'demo' ? 'default' : 'primary'}
          variant={mode === 'demo' ? 'outlined' : 'filled'}
        />
        <Box sx={{ flex: 1 }} />
        {canFullscreen && (
          <IconButton
            size="small"
            aria-label={fullscreenLabel}
            title={fullscreenLabel}
            onClick={() => void (fullscreen.active ? fullscreen.exit() : fullscreen.enter())}
          >
            {fullscreen.active ? <FullscreenExitIcon /> : <FullscreenIcon />}
          </IconButton>
        )}
        <IconButton
          size="small"
          aria-label={t('game.close')}
          title={t('game.close')}
          onClick={() => {
            void fullscreen.exit();
            onClose();
          }}
        >
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box
        component="iframe"
        src={url}
        title={t('game.frameTitle', { name })}
        allow="fullscreen; autoplay; clipboard-write"
        sx={(theme) => ({
          display: 'block',
          width: '100%',
          border: 0,
          bgcolor: 'background.default',
          // Phones: the whole screen below the header and above the bottom bar.
          height: `calc(100dvh - ${theme.layout.headerHeightPx + theme.layout.bottomBarHeightPx + 48}px)`,
          minHeight: 420,
          [theme.breakpoints.up('md')]: { height: 'auto', minHeight: 0, aspectRatio: '16 / 9' },
          '*:fullscreen > &': { flex: 1, height: 'auto', aspectRatio: 'auto' },
        })}
      />
    </Box>
  );
}
