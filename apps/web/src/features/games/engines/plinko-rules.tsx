import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, PLINKO_RISKS } from '@satsino/contract/games';
import { type PlinkoParams, plinkoRtpBps } from '@satsino/fairness/plinko';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { formatRtp } from '../host/format-rtp';

const ROWS = Array.from(
  { length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 },
  (_, index) => PLINKO_MIN_ROWS + index,
);

/**
 * Plinko's return for every board: rows × risk, each computed exactly by the engine from its
 * multiplier table and the binomial odds of each slot, rounded down. The board last played, if
 * any, is marked.
 */
export function PlinkoRules({ played }: { played?: PlinkoParams | undefined }) {
  const { t } = useTranslation('games');
  const locale = useLocale();
  const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
  return (
    <Stack spacing={1} data-testid="plinko-rules">
      <Typography variant="h6" component="h2">
        {t('info.plinkoTable')}
      </Typography>
      <Table size="small" aria-label={t('info.plinkoTable')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('info.rows')}</TableCell>
            {PLINKO_RISKS.map((risk) => (
              <TableCell key={risk} align="right">
                {t(`verify.risk_${risk}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {ROWS.map((rows) => (
            <TableRow
              key={rows}
              selected={rows === played?.rows}
              data-testid={`plinko-rtp-${rows}`}
            >
              <TableCell sx={{ fontWeight: 700 }}>{rows}</TableCell>
              {PLINKO_RISKS.map((risk) => (
                <TableCell
                  key={risk}
                  align="right"
                  sx={{
                    ...numeric,
                    fontWeight: rows === played?.rows && risk === played.risk ? 800 : 400,
                  }}
                  aria-current={rows === played?.rows && risk === played.risk ? 'true' : undefined}
                >
                  {formatRtp(plinkoRtpBps({ rows, risk }), locale)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
