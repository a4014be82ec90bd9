import DownloadIcon from '@mui/icons-material/Download';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CURRENCIES, type Currency } from '@satsino/contract/money';
import {
  type OperatorReport,
  REPORT_MAX_DAYS,
  REPORT_MESSAGES,
  type ReportCsvTable,
  type ReportDayRow,
  type ReportGameRow,
  type ReportQuery,
  type ReportTotal,
  reportRangeProblem,
} from '@satsino/contract/reports';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import { isSessionFailure } from '../../../app/session/session-failure';
import { formatDate, formatMoney, formatNumber } from '../../../i18n/format';
import { TextsSuspense } from '../../../i18n/texts-suspense';
import { useLocale } from '../../../i18n/use-locale';
import { AdminPageHeader } from '../../../ui/admin-page-header';
import { LoadErrorPanel } from '../../../ui/load-error';
import { usePageTitle } from '../../../ui/use-page-title';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { adminReportQueryOptions, fetchReportCsv } from '../api/reports-api';
import { RevenueChart } from './revenue-chart';

/** The period the page opens with: the last 30 UTC days, today included. */
export function defaultReportFilters(now: Date): ReportQuery {
  const to = now.toISOString().slice(0, 10);
  const from = new Date(now.getTime() - 29 * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}

const DAY: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };

/** /admin/reports: the house's figures per day and currency, a chart, RTP per game, CSV. */
export function ReportsPage() {
  return (
    <TextsSuspense namespace="reports">
      <Reports />
    </TextsSuspense>
  );
}

function Reports() {
  const { t } = useTranslation('reports');
  const titleId = useId();
  const [filters, setFilters] = useState<ReportQuery>(() => defaultReportFilters(new Date()));
  const problem = reportRangeProblem(filters.from, filters.to);
  const report = useQuery({
    ...adminReportQueryOptions(filters),
    enabled: problem === undefined,
    // A new period keeps the last figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
  usePageTitle(t('title'));

  return (
    <Box component="section" aria-labelledby={titleId}>
      <AdminPageHeader
        titleId={titleId}
        title={t('title')}
        intro={t('intro')}
        actions={
          <Button
            variant="outlined"
            startIcon={<RefreshIcon />}
            loading={report.isFetching && !report.isPending}
            disabled={problem !== undefined}
            onClick={() => void report.refetch()}
          >
            {t('refresh')}
          </Button>
        }
      />
      <Filters filters={filters} onChange={setFilters} problem={problem} />
      {problem !== undefined ? null : report.isPending ? (
        <>
          <Box component="span" sx={visuallyHidden}>
            {t('loading')}
          </Box>
          <Stack spacing={2} aria-hidden>
            <Skeleton variant="rounded" height={120} />
            <Skeleton variant="rounded" height={260} />
            <Skeleton variant="rounded" height={240} />
          </Stack>
        </>
      ) : report.isError ? (
        <LoadErrorPanel
          title={t('loadErrorTitle')}
          message={t('loadError')}
          onRetry={() => void report.refetch()}
          retrying={report.isFetching}
        />
      ) : (
        <ReportView report={report.data} />
      )}
    </Box>
  );
}

function Filters({
  filters,
  onChange,
  problem,
}: {
  filters: ReportQuery;
  onChange: (filters: ReportQuery) => void;
  problem: ReturnType<typeof reportRangeProblem>;
}) {
  const { t } = useTranslation('reports');
  const notify = useNotify();
  const titleId = useId();
  const problemText = (message: string) =>
    message === REPORT_MESSAGES.rangeReversed
      ? t('filters.rangeReversed')
      : message === REPORT_MESSAGES.rangeTooLong
        ? t('filters.rangeTooLong', { days: REPORT_MAX_DAYS })
        : t('filters.dateInvalid');
  const download = useMutation({
    mutationFn: (table: ReportCsvTable) => fetchReportCsv(filters, table),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
    onError: (error) => {
      if (!isSessionFailure(error)) notify(t('download.failed'), 'error');
    },
  });

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 2.5 }, mb: 3 }}
    >
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ mb: 2 }}>
        {t('filters.title')}
      </Typography>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'flex-start' } }}
      >
        <TextField
          type="date"
          label={t('filters.from')}
          value={filters.from}
          onChange={(event) => onChange({ ...filters, from: event.target.value })}
          error={problem?.field === 'from'}
          helperText={problem?.field === 'from' ? problemText(problem.message) : ' '}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ minWidth: 180 }}
        />
        <TextField
          type="date"
          label={t('filters.to')}
          value={filters.to}
          onChange={(event) => onChange({ ...filters, to: event.target.value })}
          error={problem?.field === 'to'}
          helperText={problem?.field === 'to' ? problemText(problem.message) : ' '}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ minWidth: 180 }}
        />
        <TextField
          select
          label={t('filters.currency')}
          value={filters.currency ?? 'all'}
          onChange={(event) => {
            const value = event.target.value;
            const { currency: _dropped, ...rest } = filters;
            onChange(value === 'all' ? rest : { ...rest, currency: value as Currency });
          }}
          helperText=" "
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="all">{t('filters.allCurrencies')}</MenuItem>
          {CURRENCIES.map((currency) => (
            <MenuItem key={currency} value={currency}>
              {currency}
            </MenuItem>
          ))}
        </TextField>
        <Stack
          direction="row"
          spacing={1}
          sx={{ pt: { md: 1 }, flexWrap: 'wrap', rowGap: 1, marginLeft: { md: 'auto !important' } }}
        >
          {(['days', 'games'] as const).map((table) => (
            <Button
              key={table}
              variant="outlined"
              startIcon={<DownloadIcon />}
              disabled={problem !== undefined}
              loading={download.isPending && download.variables === table}
              onClick={() => download.mutate(table)}
            >
              {t(`download.${table}`)}
            </Button>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

/** Hands a downloaded file to the browser as if a link to it had been followed. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function ReportView({ report }: { report: OperatorReport }) {
  const { t } = useTranslation('reports');
  const currencies = report.totals.map((total) => total.currency);
  return (
    <Stack spacing={3}>
      <Totals totals={report.totals} />
      <Section title={t('chart.heading')}>
        <Stack spacing={3}>
          {currencies.map((currency) => (
            <RevenueChart
              key={currency}
              currency={currency}
              days={report.days.filter((day) => day.currency === currency)}
            />
          ))}
        </Stack>
      </Section>
      <Section title={t('days.title')} intro={t('days.intro')}>
        <DaysTable days={report.days} showCurrency={currencies.length > 1} />
      </Section>
      <Section title={t('games.title')} intro={t('games.intro')}>
        <GamesTable games={report.games} />
      </Section>
    </Stack>
  );
}

function Section({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 2.5 } }}
    >
      <Typography id={titleId} component="h3" variant="h6">
        {title}
      </Typography>
      {intro !== undefined && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, maxWidth: '80ch' }}>
          {intro}
        </Typography>
      )}
      <Box sx={{ mt: 2 }}>{children}</Box>
    </Paper>
  );
}

/** A signed amount: a loss of the house reads in the error colour. */
function Money({ minor, currency }: { minor: number; currency: Currency }) {
  const locale = useLocale();
  return (
    <Box
      component="span"
      sx={{ color: minor < 0 ? 'error.main' : undefined, whiteSpace: 'nowrap' }}
    >
      {formatMoney(minor, currency, locale)}
    </Box>
  );
}

function Totals({ totals }: { totals: ReportTotal[] }) {
  const { t } = useTranslation('reports');
  const locale = useLocale();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: `repeat(${totals.length}, 1fr)` },
      }}
    >
      {totals.map((total) => (
        <Paper
          key={total.currency}
          variant="outlined"
          component="section"
          aria-label={t('totals.title', { currency: total.currency })}
          sx={{ p: { xs: 2, sm: 2.5 } }}
        >
          <Typography component="h3" variant="subtitle1" sx={{ mb: 1.5 }}>
            {t('totals.title', { currency: total.currency })}
          </Typography>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' },
            }}
          >
            {(
              [
                ['ggr', <Money key="ggr" minor={total.ggr} currency={total.currency} />],
                ['ngr', <Money key="ngr" minor={total.ngr} currency={total.currency} />],
                [
                  'deposits',
                  <Money key="deposits" minor={total.deposits} currency={total.currency} />,
                ],
                [
                  'withdrawals',
                  <Money key="withdrawals" minor={total.withdrawals} currency={total.currency} />,
                ],
                [
                  'bonusCost',
                  <Money key="bonusCost" minor={total.bonus_cost} currency={total.currency} />,
                ],
                ['activePlayers', formatNumber(total.active_players, locale)],
              ] as const
            ).map(([key, value]) => (
              <Box key={key} data-testid={`total-${total.currency}-${key}`}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {t(`columns.${key}`)}
                </Typography>
                <Typography component="dd" variant="h6" sx={{ m: 0, fontWeight: 600 }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        </Paper>
      ))}
    </Box>
  );
}

/** The first column stays in view while a narrow screen scrolls the table sideways. */
const STICKY_FIRST = {
  position: 'sticky',
  left: 0,
  bgcolor: 'background.paper',
  zIndex: 1,
  whiteSpace: 'nowrap',
} as const;
/** The first header cell: sticky both ways, on the header's own background. */
const STICKY_CORNER = { position: 'sticky', left: 0, zIndex: 3, whiteSpace: 'nowrap' } as const;

function DaysTable({ days, showCurrency }: { days: ReportDayRow[]; showCurrency: boolean }) {
  const { t } = useTranslation('reports');
  const locale = useLocale();
  // Newest first: the day an operator asks about most is the last one; its currencies together.
  const rows = [...days].sort(
    (a, b) => b.day.localeCompare(a.day) || a.currency.localeCompare(b.currency),
  );
  return (
    <TableContainer sx={{ maxHeight: 520 }}>
      <Table size="small" stickyHeader aria-label={t('days.title')}>
        <TableHead>
          <TableRow>
            <TableCell sx={STICKY_CORNER}>{t('columns.day')}</TableCell>
            {showCurrency && <TableCell>{t('columns.currency')}</TableCell>}
            <TableCell align="right">{t('columns.ggr')}</TableCell>
            <TableCell align="right">{t('columns.ngr')}</TableCell>
            <TableCell align="right">{t('columns.deposits')}</TableCell>
            <TableCell align="right">{t('columns.withdrawals')}</TableCell>
            <TableCell align="right">{t('columns.bonusCost')}</TableCell>
            <TableCell align="right">{t('columns.activePlayers')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={`${row.day}:${row.currency}`} hover>
              <TableCell component="th" scope="row" sx={STICKY_FIRST}>
                {formatDate(`${row.day}T00:00:00Z`, locale, DAY)}
              </TableCell>
              {showCurrency && <TableCell>{row.currency}</TableCell>}
              <TableCell align="right">
                <Money minor={row.ggr} currency={row.currency} />
              </TableCell>
              <TableCell align="right">
                <Money minor={row.ngr} currency={row.currency} />
              </TableCell>
              <TableCell align="right">
                <Money minor={row.deposits} currency={row.currency} />
              </TableCell>
              <TableCell align="right">
                <Money minor={row.withdrawals} currency={row.currency} />
              </TableCell>
              <TableCell align="right">
                <Money minor={row.bonus_cost} currency={row.currency} />
              </TableCell>
              <TableCell align="right">{formatNumber(row.active_players, locale)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function percent(bps: number, locale: string): string {
  return formatNumber(bps / 10_000, locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

function GamesTable({ games }: { games: ReportGameRow[] }) {
  const { t } = useTranslation('reports');
  const locale = useLocale();
  if (games.length === 0) {
    return <Typography color="text.secondary">{t('games.empty')}</Typography>;
  }
  return (
    <TableContainer sx={{ maxHeight: 520 }}>
      <Table size="small" stickyHeader aria-label={t('games.title')}>
        <TableHead>
          <TableRow>
            <TableCell sx={STICKY_CORNER}>{t('columns.game')}</TableCell>
            <TableCell>{t('columns.currency')}</TableCell>
            <TableCell align="right">{t('columns.rounds')}</TableCell>
            <TableCell align="right">{t('columns.stakes')}</TableCell>
            <TableCell align="right">{t('columns.wins')}</TableCell>
            <TableCell align="right">{t('columns.measured')}</TableCell>
            <TableCell align="right">{t('columns.stated')}</TableCell>
            <TableCell align="right">{t('columns.difference')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {games.map((game) => {
            const difference =
              game.measured_rtp_bps === null || game.stated_rtp_bps === null
                ? null
                : game.measured_rtp_bps - game.stated_rtp_bps;
            return (
              <TableRow key={`${game.kind}:${game.game_id}:${game.currency}`} hover>
                <TableCell component="th" scope="row" sx={{ ...STICKY_FIRST, maxWidth: 220 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Box
                      component="span"
                      sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}
                      title={game.game_id}
                    >
                      {game.name}
                    </Box>
                    <Chip size="small" variant="outlined" label={t(`kinds.${game.kind}`)} />
                  </Stack>
                </TableCell>
                <TableCell>{game.currency}</TableCell>
                <TableCell align="right">{formatNumber(game.rounds, locale)}</TableCell>
                <TableCell align="right">
                  <Money minor={game.stakes} currency={game.currency} />
                </TableCell>
                <TableCell align="right">
                  <Money minor={game.wins} currency={game.currency} />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {game.measured_rtp_bps === null ? '—' : percent(game.measured_rtp_bps, locale)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {game.stated_rtp_bps === null ? '—' : percent(game.stated_rtp_bps, locale)}
                </TableCell>
                <TableCell
                  align="right"
                  sx={{
                    whiteSpace: 'nowrap',
                    color: difference !== null && difference > 0 ? 'error.main' : undefined,
                  }}
                >
                  {difference === null
                    ? '—'
                    : `${difference > 0 ? '+' : ''}${formatNumber(difference / 100, locale, {
                        minimumFractionDigits: 2,
                        maximumFractionDigits: 2,
                      })} ${t('games.points')}`}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
