import InfoOutlined from '@mui/icons-material/InfoOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameHost } from './game-host-context';
import { GameInfoDialog } from './game-info-dialog';
import { SoundToggle } from './sound-toggle';

const FairnessDialog = lazy(async () => ({
  default: (await import('../fairness/fairness-dialog')).FairnessDialog,
}));

/** The strip above a game: its name, the balance it plays with, rules and fairness. */
export function GameHeader() {
  const { t } = useTranslation('games');
  const { session, balance, money } = useGameHost();
  const [open, setOpen] = useState<'info' | 'fairness'>();
  const demo = session.mode === 'demo';

  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        alignItems: 'center',
        // Phones give the game's name a row of its own: beside the balance and the buttons it
        // was cut to its first letter.
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        columnGap: 1,
        rowGap: 0.5,
        px: { xs: 1.5, md: 2 },
        py: 1,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        minHeight: 52,
      }}
    >
      <Typography
        variant="subtitle1"
        component="h1"
        noWrap
        sx={{ fontWeight: 700, flex: { xs: '1 1 100%', sm: '1 1 auto' }, minWidth: 0 }}
      >
        {session.game.name}
      </Typography>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexShrink: 0, flexGrow: { xs: 1, sm: 0 } }}
        aria-label={t('host.balance')}
        role="group"
        data-testid="game-balance"
      >
        {demo && (
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            label={t('host.playMoney')}
            data-testid="play-money-badge"
          />
        )}
        <Box sx={{ textAlign: 'right', lineHeight: 1.1, minWidth: '11ch' }}>
          <Typography
            component="div"
            variant="body2"
            sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
            aria-label={demo ? undefined : t('host.cash')}
            data-testid="game-balance-cash"
          >
            {money(balance.cash)}
          </Typography>
          {!demo && balance.bonus > 0 && (
            <Typography
              component="div"
              variant="caption"
              color="text.secondary"
              sx={{ fontVariantNumeric: 'tabular-nums' }}
              data-testid="game-balance-bonus"
            >
              {t('host.bonus')} {money(balance.bonus)}
            </Typography>
          )}
        </Box>
      </Stack>
      <SoundToggle />
      <Tooltip title={t('host.info')}>
        <IconButton
          size="small"
          aria-label={t('host.info')}
          onClick={() => setOpen('info')}
          data-testid="game-info-button"
        >
          <InfoOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        startIcon={<VerifiedUserOutlined fontSize="small" />}
        onClick={() => setOpen('fairness')}
        data-testid="fairness-button"
        sx={{ flexShrink: 0, minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
        aria-label={t('host.fairness')}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {t('host.fairness')}
        </Box>
      </Button>
      <GameInfoDialog open={open === 'info'} onClose={() => setOpen(undefined)} />
      {open === 'fairness' && (
        <Suspense fallback={null}>
          <FairnessDialog open onClose={() => setOpen(undefined)} />
        </Suspense>
      )}
    </Box>
  );
}
