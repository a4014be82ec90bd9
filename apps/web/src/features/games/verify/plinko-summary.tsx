import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RoundOutcome } from '@satsino/contract/games';
import { plinkoTable } from '@satsino/fairness/plinko';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';

type PlinkoOutcome = Extract<RoundOutcome, { engine: 'plinko' }>;

/** The drawing's grid: pegs and slots this far apart, in the SVG's own units. */
const GAP = 20;
const TOP = 12;

/** Where the ball is after `row` rows with `rights` turns to the right (row 0: at the top). */
function ballX(center: number, row: number, rights: number): number {
  return center + (rights - row / 2) * GAP;
}

/**
 * A verified Plinko drop drawn small: the pegs (row r has r + 3, as on the board), the ball's
 * path row by row from the round's floats, and the slots with their multipliers, the one it
 * landed in lit.
 */
export function PlinkoSummary({ outcome }: { outcome: PlinkoOutcome }) {
  const { t } = useTranslation('games');
  const locale = useLocale();
  const table = plinkoTable({ rows: outcome.rows, risk: outcome.risk });
  const width = (outcome.rows + 3) * GAP;
  const center = width / 2;
  const rowY = (row: number) => TOP + row * GAP;
  const slotY = rowY(outcome.rows) + 4;

  const points = [`${center},${TOP - 8}`];
  let rights = 0;
  outcome.path.forEach((direction, row) => {
    if (direction === 'right') rights += 1;
    points.push(`${ballX(center, row + 1, rights)},${rowY(row) + GAP / 2}`);
  });
  const multiplierText = (x100: number) =>
    formatNumber(x100 / 100, locale, { maximumFractionDigits: 2 });

  return (
    <Stack spacing={1} data-testid="verify-summary">
      <Typography sx={{ fontWeight: 700 }} data-testid="verify-plinko-landed">
        {t('verify.plinkoLanded', {
          slot: outcome.slot,
          multiplier: formatNumber(outcome.multiplier, locale, { maximumFractionDigits: 2 }),
        })}
      </Typography>
      <Box
        component="svg"
        viewBox={`0 0 ${width} ${slotY + GAP}`}
        role="img"
        aria-label={t('verify.plinkoPath', {
          rows: outcome.rows,
          risk: t(`verify.risk_${outcome.risk}`),
        })}
        sx={{ width: 1, maxWidth: width * 1.5, height: 'auto', display: 'block' }}
      >
        {Array.from({ length: outcome.rows }, (_, row) =>
          Array.from({ length: row + 3 }, (_, peg) => (
            <Box
              component="circle"
              // Pegs never move: their place is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={`${row}:${peg}`}
              cx={center + (peg - (row + 2) / 2) * GAP}
              cy={rowY(row)}
              r={2.5}
              sx={{ fill: 'currentColor', opacity: 0.45 }}
            />
          )),
        )}
        <Box
          component="polyline"
          points={points.join(' ')}
          sx={{ fill: 'none', stroke: (theme) => theme.palette.warning.main, strokeWidth: 2.5 }}
        />
        {table.map((x100, slot) => {
          const landed = slot === outcome.slot;
          const x = ballX(center, outcome.rows, slot);
          return (
            <g
              // The slots never reorder: the position is the slot.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={slot}
              data-testid={`verify-plinko-slot-${slot}`}
              data-landed={landed}
            >
              <Box
                component="rect"
                x={x - GAP / 2 + 1}
                y={slotY}
                width={GAP - 2}
                height={GAP - 4}
                rx={3}
                sx={{
                  fill: (theme) =>
                    landed ? theme.palette.warning.main : theme.palette.action.selected,
                }}
              />
              <Box
                component="text"
                x={x}
                y={slotY + GAP / 2}
                textAnchor="middle"
                sx={{
                  fontSize: 6,
                  fontWeight: 700,
                  fill: (theme) =>
                    landed ? theme.palette.warning.contrastText : theme.palette.text.primary,
                }}
              >
                {multiplierText(x100)}
              </Box>
            </g>
          );
        })}
      </Box>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
      >
        {t('verify.plinkoDirections', {
          path: outcome.path.map((direction) => (direction === 'right' ? '→' : '←')).join(' '),
        })}
      </Typography>
    </Stack>
  );
}
