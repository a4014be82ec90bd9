import DeleteOutline from '@mui/icons-material/DeleteOutline';
import RedoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { chipFace } from './chips';
import { useGameHost } from './game-host-context';

/** The chip values to bet with, one selected. */
export function ChipSelector({
  values,
  value,
  onChange,
}: {
  values: readonly number[];
  value: number;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation('games');
  const { money } = useGameHost();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" id="chip-value-label">
        {t('chips.value')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={value}
        aria-labelledby="chip-value-label"
        onChange={(_, next: number | null) => {
          if (next !== null) onChange(next);
        }}
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 0.75,
          '& .MuiToggleButtonGroup-grouped': { border: 0 },
        }}
      >
        {values.map((chip) => (
          <ToggleButton
            key={chip}
            value={chip}
            aria-label={money(chip)}
            sx={{
              width: 40,
              height: 40,
              borderRadius: '50% !important',
              fontWeight: 800,
              fontSize: 12,
              border: 3,
              borderStyle: 'dashed',
              borderColor: 'primary.main',
              bgcolor: 'background.default',
              '&.Mui-selected': {
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                borderColor: 'primary.light',
              },
              '&.Mui-selected:hover': { bgcolor: 'primary.dark' },
            }}
          >
            {chipFace(chip)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}

/** The stake on the table, with undo and clear. */
export function ChipActions({
  totalMinor,
  onUndo,
  onClear,
  disabled,
}: {
  totalMinor: number;
  onUndo: () => void;
  onClear: () => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('games');
  const { money } = useGameHost();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box sx={{ flex: 1 }}>
        <Typography variant="caption" color="text.secondary" component="div">
          {t('bet.total')}
        </Typography>
        <Typography
          sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}
          data-testid="bet-total"
        >
          {money(totalMinor)}
        </Typography>
      </Box>
      <Button
        size="small"
        startIcon={<RedoIcon />}
        onClick={onUndo}
        disabled={disabled || totalMinor === 0}
      >
        {t('chips.undo')}
      </Button>
      <Button
        size="small"
        color="inherit"
        startIcon={<DeleteOutline />}
        onClick={onClear}
        disabled={disabled || totalMinor === 0}
      >
        {t('chips.clear')}
      </Button>
    </Stack>
  );
}

/** A chip on a spot of the table: its amount, briefly. */
export function PlacedChip({ amountMinor }: { amountMinor: number }) {
  return (
    <Box
      aria-hidden
      sx={{
        position: 'absolute',
        top: '50%',
        right: 2,
        transform: 'translateY(-50%)',
        minWidth: 22,
        height: 22,
        px: 0.5,
        borderRadius: '11px',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        border: 2,
        borderColor: 'primary.light',
        fontSize: 11,
        fontWeight: 800,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        pointerEvents: 'none',
        boxShadow: 2,
      }}
    >
      {chipFace(amountMinor)}
    </Box>
  );
}
