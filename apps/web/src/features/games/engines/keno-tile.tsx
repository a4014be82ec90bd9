import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { KenoTileState } from './keno-picks';

/** The look of each state: a hit stands out by colour and by its gem, not by colour alone. */
const TILE_LOOK: Record<KenoTileState, (theme: Theme) => { bg: string; ink: string }> = {
  idle: (theme) => ({
    bg: theme.vars.palette.action.selected,
    ink: theme.vars.palette.text.primary,
  }),
  picked: (theme) => ({
    bg: theme.vars.palette.primary.main,
    ink: theme.vars.palette.primary.contrastText,
  }),
  miss: (theme) => ({
    bg: theme.vars.palette.action.disabledBackground,
    ink: theme.vars.palette.primary.main,
  }),
  hit: (theme) => ({ bg: theme.vars.palette.success.main, ink: theme.vars.palette.common.black }),
  drawn: (theme) => ({
    bg: theme.vars.palette.background.default,
    ink: theme.vars.palette.error.main,
  }),
};

/** One number of the Keno board: a toggle before the round, then what the draw made of it. */
export function KenoTile({
  number,
  state,
  disabled,
  onToggle,
}: {
  number: number;
  state: KenoTileState;
  disabled: boolean;
  onToggle: (number: number) => void;
}) {
  const { t } = useTranslation('games');
  const revealed = state === 'hit' || state === 'drawn';
  return (
    <ButtonBase
      focusRipple
      disabled={disabled}
      onClick={() => onToggle(number)}
      aria-pressed={state !== 'idle' && state !== 'drawn'}
      aria-label={
        state === 'idle'
          ? String(number)
          : t('keno.tile', { number, state: t(`keno.state_${state}`) })
      }
      data-testid={`keno-tile-${number}`}
      data-state={state}
      sx={(theme) => {
        const look = TILE_LOOK[state](theme);
        return {
          position: 'relative',
          aspectRatio: '1',
          borderRadius: 1,
          fontWeight: 800,
          fontSize: { xs: 14, md: 18 },
          fontVariantNumeric: 'tabular-nums',
          bgcolor: look.bg,
          color: look.ink,
          // Disabled while the draw runs, but the board must still read at full strength.
          '&.Mui-disabled': { color: look.ink },
          outline: state === 'miss' ? `2px solid ${theme.vars.palette.primary.main}` : 'none',
          outlineOffset: -2,
          boxShadow:
            state === 'drawn' ? `inset 0 0 0 2px ${theme.vars.palette.error.main}` : 'none',
          transition: 'background-color 120ms',
          animation: revealed ? 'keno-reveal 220ms ease-out' : 'none',
          '@keyframes keno-reveal': {
            from: { transform: 'scale(0.7)' },
            to: { transform: 'scale(1)' },
          },
          '&:hover': disabled ? {} : { filter: 'brightness(1.12)' },
        };
      }}
    >
      {state === 'hit' && <Gem />}
      <Box component="span" sx={{ position: 'relative' }}>
        {number}
      </Box>
    </ButtonBase>
  );
}

/** The hit's gem, behind the number. */
function Gem() {
  return (
    <Box
      component="svg"
      viewBox="0 0 24 24"
      aria-hidden
      sx={{ position: 'absolute', inset: '12%', width: '76%', height: '76%', opacity: 0.22 }}
    >
      <path d="M6 3h12l4 6-10 12L2 9z" fill="currentColor" />
    </Box>
  );
}
