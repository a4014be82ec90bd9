import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { RecordCard, RecordCardList } from '../../../ui/operator/record-card';
import { useFitsWidth } from '../../../ui/operator/use-fits-width';

export interface RecordColumn<Row> {
  label: string;
  value: (row: Row) => ReactNode;
  align?: 'right';
  /** Dates and amounts stay on one line in the table. */
  nowrap?: boolean;
  /** A key column stays in view on a card; the others open under "Details". */
  key?: boolean;
}

interface RecordListProps<Row> {
  rows: readonly Row[];
  columns: readonly RecordColumn<Row>[];
  rowId: (row: Row) => number | string;
  /** Names the table, and each card ("Transaction #12"). */
  label: string;
  rowLabel: (row: Row) => string;
  /** The width under which the table turns into cards. */
  minWidthPx: number;
  testId?: (row: Row) => string;
}

/**
 * A table of the player page where it fits, else a card per row that keeps the key columns in
 * view (issue 17: no table hides its key columns behind a sideways scroll).
 */
export function RecordList<Row>(props: RecordListProps<Row>) {
  const [ref, fits] = useFitsWidth<HTMLDivElement>(props.minWidthPx);
  return <Box ref={ref}>{fits ? <RecordTable {...props} /> : <RecordCards {...props} />}</Box>;
}

function RecordTable<Row>({ rows, columns, rowId, label, testId }: RecordListProps<Row>) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label} align={column.align}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowId(row)} data-testid={testId?.(row)}>
              {columns.map((column) => (
                <TableCell
                  key={column.label}
                  align={column.align}
                  sx={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                >
                  {column.value(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function RecordCards<Row>({ rows, columns, rowId, rowLabel, testId }: RecordListProps<Row>) {
  const field = (row: Row) => (column: RecordColumn<Row>) => ({
    label: column.label,
    value: column.value(row),
  });
  return (
    <RecordCardList>
      {rows.map((row) => (
        <RecordCard
          key={rowId(row)}
          label={rowLabel(row)}
          testId={testId?.(row)}
          keyFields={columns.filter((column) => column.key).map(field(row))}
          details={columns.filter((column) => !column.key).map(field(row))}
        />
      ))}
    </RecordCardList>
  );
}
