import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface RecordField {
  label: string;
  value: ReactNode;
}

interface RecordCardProps {
  /** Names the card for assistive technology ("Withdrawal #12"). */
  label: string;
  /** The table's key columns, always in view: ID, player, amount, status. */
  keyFields: readonly RecordField[];
  /** The row's buttons, under the key fields. */
  actions?: ReactNode;
  /** The other columns, behind a "Details" toggle. */
  details: readonly RecordField[];
  testId?: string;
}

/**
 * One row of an operator table where the table's columns do not fit (phones, a narrow window):
 * the key columns and the actions stay in view, the rest opens below on demand, so nothing is
 * hidden behind a sideways scroll (issue 17).
 */
export function RecordCard({ label, keyFields, actions, details, testId }: RecordCardProps) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const detailsId = useId();

  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={label}
      data-testid={testId}
      sx={{ p: 1.5 }}
    >
      <FieldGrid fields={keyFields} />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mt: 1.5,
        }}
      >
        <Box>{actions}</Box>
        {details.length > 0 && (
          <Button
            size="small"
            color="inherit"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((was) => !was)}
            endIcon={
              <ExpandMoreIcon
                sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
              />
            }
          >
            {open ? t('common.hideDetails') : t('common.showDetails')}
          </Button>
        )}
      </Box>
      <Collapse in={open} id={detailsId}>
        <Box sx={{ borderTop: 1, borderColor: 'divider', mt: 1.5, pt: 1.5 }}>
          <FieldGrid fields={details} />
        </Box>
      </Collapse>
    </Paper>
  );
}

/** Label above value, two to a row. */
function FieldGrid({ fields }: { fields: readonly RecordField[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        columnGap: 2,
        rowGap: 1.25,
        m: 0,
      }}
    >
      {fields.map(({ label, value }) => (
        <Box key={label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The cards of a table that does not fit, side by side where there is room. */
export function RecordCardList({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
        '& > *': { minWidth: 0 },
      }}
    >
      {children}
    </Box>
  );
}
