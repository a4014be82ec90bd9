import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { KENO_DRAWN, KENO_MAX_PICKS, KENO_NUMBERS, KENO_RISKS } from '@satsino/contract/games';
import { binomial } from '@satsino/fairness/exact-fractions';
import { type KenoRisk, kenoHitWeight, kenoPaytable, kenoRtpBps } from '@satsino/fairness/keno';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { formatRtp } from '../host/format-rtp';

const PICK_COUNTS = Array.from({ length: KENO_MAX_PICKS }, (_, index) => index + 1);
const TWO_DECIMALS = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;
/** Every way to draw 10 of 40: the denominator of each number of hits' chance. */
const DRAWS = Number(binomial(KENO_NUMBERS, KENO_DRAWN));

/**
 * Keno in numbers: the return of every risk and number of picks (exact, from the paytables and
 * the hypergeometric odds, rounded down), then one option's paytable — what each number of hits
 * pays and how likely it is — for the option last played, or one the player chooses here.
 */
export function KenoRules({
  risk: playedRisk,
  picks: playedPicks,
}: {
  risk?: KenoRisk;
  picks?: number;
}) {
  const { t } = useTranslation('games');
  const locale = useLocale();
  const [risk, setRisk] = useState<KenoRisk>(playedRisk ?? 'classic');
  const [picks, setPicks] = useState(playedPicks ?? KENO_MAX_PICKS);
  const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', px: 1 } as const;
  const paytable = kenoPaytable(risk, picks);

  return (
    <Stack spacing={1.5} data-testid="keno-rules">
      <Typography variant="h6" component="h2">
        {t('info.kenoTable')}
      </Typography>
      <Table size="small" aria-label={t('info.kenoTable')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ px: 1 }}>{t('info.picks')}</TableCell>
            {KENO_RISKS.map((option) => (
              <TableCell key={option} align="right" sx={{ px: 1 }}>
                {t(`verify.risk_${option}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {PICK_COUNTS.map((count) => (
            <TableRow key={count} data-testid={`keno-rtp-${count}`}>
              <TableCell sx={{ fontWeight: 700, px: 1 }}>{count}</TableCell>
              {KENO_RISKS.map((option) => (
                <TableCell key={option} align="right" sx={numeric}>
                  {formatRtp(kenoRtpBps(option, count), locale)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>

      <Typography variant="h6" component="h2">
        {t('info.kenoPaytable')}
      </Typography>
      <Stack direction="row" spacing={1.5}>
        <TextField
          select
          size="small"
          label={t('verify.risk')}
          value={risk}
          onChange={(event) => setRisk(event.target.value as KenoRisk)}
          sx={{ minWidth: 130 }}
          slotProps={{ htmlInput: { 'data-testid': 'keno-rules-risk' } }}
        >
          {KENO_RISKS.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`verify.risk_${option}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('info.picks')}
          value={picks}
          onChange={(event) => setPicks(Number(event.target.value))}
          sx={{ minWidth: 100 }}
          slotProps={{ htmlInput: { 'data-testid': 'keno-rules-picks' } }}
        >
          {PICK_COUNTS.map((count) => (
            <MenuItem key={count} value={count}>
              {count}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Table size="small" aria-label={t('info.kenoPaytable')} data-testid="keno-rules-paytable">
        <TableHead>
          <TableRow>
            <TableCell sx={{ px: 1 }}>{t('info.hits')}</TableCell>
            <TableCell align="right" sx={{ px: 1 }}>
              {t('info.multiplier')}
            </TableCell>
            <TableCell align="right" sx={{ px: 1 }}>
              {t('info.chance')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {paytable.map((x100, hits) => (
            // A paytable row's entries never reorder: the position is the number of hits.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <TableRow key={hits} data-testid={`keno-rules-hits-${hits}`}>
              <TableCell sx={{ fontWeight: 700, px: 1 }}>{hits}</TableCell>
              <TableCell align="right" sx={{ ...numeric, fontWeight: x100 > 0 ? 700 : 400 }}>
                {x100 > 0 ? `${formatNumber(x100 / 100, locale, TWO_DECIMALS)}×` : '–'}
              </TableCell>
              <TableCell align="right" sx={numeric}>
                {formatNumber(Number(kenoHitWeight(picks, hits)) / DRAWS, locale, {
                  style: 'percent',
                  maximumSignificantDigits: 3,
                })}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
