import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  KENO_RISKS,
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
} from '@satsino/contract/games';
import { useTranslation } from 'react-i18next';
import type { KenoRisk, PlinkoRisk, VerifyForm } from './verify-query';

const PLINKO_ROWS = Array.from(
  { length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 },
  (_, index) => PLINKO_MIN_ROWS + index,
);

interface OriginalsFieldsProps {
  form: VerifyForm;
  set: <Key extends keyof VerifyForm>(key: Key, value: VerifyForm[Key]) => void;
  /** A field's error state and message, as the verify page marks them. */
  field: (key: keyof VerifyForm) => { error: boolean; helperText: string | undefined };
  problemText: (key: keyof VerifyForm) => string | undefined;
}

/**
 * The verify form's fields of Mines (its mines, the tiles in order, the cash-out), Plinko (rows
 * and risk) and Keno (risk and picks), in the page's grid. HiLo's moves share blackjack's field.
 */
export function OriginalsFields({ form, set, field, problemText }: OriginalsFieldsProps) {
  const { t } = useTranslation('games');
  return (
    <>
      {form.engine === 'mines' && (
        <>
          <TextField
            label={t('verify.minesCount')}
            value={form.minesCount}
            onChange={(event) => set('minesCount', event.target.value)}
            slotProps={{
              htmlInput: { inputMode: 'numeric', 'data-testid': 'verify-mines-count' },
            }}
            {...field('minesCount')}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={form.minesCashout}
                onChange={(event) => set('minesCashout', event.target.checked)}
                data-testid="verify-mines-cashout"
              />
            }
            label={t('verify.minesCashout')}
          />
          <TextField
            label={t('verify.minesTiles')}
            value={form.minesTiles}
            onChange={(event) => set('minesTiles', event.target.value)}
            sx={{ gridColumn: { sm: '1 / -1' } }}
            slotProps={{
              htmlInput: {
                spellCheck: false,
                autoComplete: 'off',
                'data-testid': 'verify-mines-tiles',
              },
            }}
            {...field('minesTiles')}
            helperText={problemText('minesTiles') ?? t('verify.minesTilesHint')}
          />
        </>
      )}
      {form.engine === 'plinko' && (
        <>
          <TextField
            select
            label={t('verify.plinkoRows')}
            value={form.plinkoRows}
            onChange={(event) => set('plinkoRows', event.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'verify-plinko-rows' } }}
            {...field('plinkoRows')}
          >
            {PLINKO_ROWS.map((rows) => (
              <MenuItem key={rows} value={String(rows)}>
                {rows}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('verify.risk')}
            value={form.plinkoRisk}
            onChange={(event) => set('plinkoRisk', event.target.value as PlinkoRisk)}
            slotProps={{ htmlInput: { 'data-testid': 'verify-plinko-risk' } }}
          >
            {PLINKO_RISKS.map((risk) => (
              <MenuItem key={risk} value={risk}>
                {t(`verify.risk_${risk}`)}
              </MenuItem>
            ))}
          </TextField>
        </>
      )}
      {form.engine === 'keno' && (
        <>
          <TextField
            select
            label={t('verify.risk')}
            value={form.kenoRisk}
            onChange={(event) => set('kenoRisk', event.target.value as KenoRisk)}
            slotProps={{ htmlInput: { 'data-testid': 'verify-keno-risk' } }}
          >
            {KENO_RISKS.map((risk) => (
              <MenuItem key={risk} value={risk}>
                {t(`verify.risk_${risk}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('verify.kenoPicks')}
            value={form.kenoPicks}
            onChange={(event) => set('kenoPicks', event.target.value)}
            slotProps={{
              htmlInput: {
                spellCheck: false,
                autoComplete: 'off',
                'data-testid': 'verify-keno-picks',
              },
            }}
            {...field('kenoPicks')}
          />
        </>
      )}
    </>
  );
}
