import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_STATISTICS_PERIOD,
  type HouseStatistics,
  type PlayerStatistics,
  STATISTICS_PERIODS,
  type StatisticsGame,
  type StatisticsPeriod,
  type StatisticsWin,
} from '@satsino/contract/statistics';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useSession } from '../../app/session/session-context';
import { formatDate, formatMoney, formatNumber } from '../../i18n/format';
import { localizedPath } from '../../i18n/locale-path';
import { TextsSuspense } from '../../i18n/texts-suspense';
import { useLocale } from '../../i18n/use-locale';
import { usePageTitle } from '../../ui/use-page-title';
import { visuallyHidden } from '../../ui/visually-hidden';
import { houseStatisticsQueryOptions, playerStatisticsQueryOptions } from './api/statistics-api';

const PERIOD_PARAM = 'period';
/** Columns a phone leaves out of the per-game table (the totals above still show them). */
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;
const periodOf = (value: string | null): StatisticsPeriod =>
  (STATISTICS_PERIODS as readonly string[]).includes(value ?? '')
    ? (value as StatisticsPeriod)
    : DEFAULT_STATISTICS_PERIOD;

/** SPEC §2 "statistics": the house's figures of today and, signed in, the player's own. */
export function StatisticsPage() {
  return (
    <TextsSuspense namespace="statistics">
      <Statistics />
    </TextsSuspense>
  );
}

function Statistics() {
  const { t } = useTranslation('statistics');
  const titleId = useId();
  usePageTitle(t('title'));
  return (
    <Stack component="section" aria-labelledby={titleId} spacing={4} sx={{ maxWidth: 1080 }}>
      <Box>
        <Typography id={titleId} component="h1" variant="h4">
          {t('title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: '75ch' }}>
          {t('intro')}
        </Typography>
      </Box>
      <PlayerSection />
      <HouseSection />
    </Stack>
  );
}

/** A game's name linking to its page (a crash table has a page of its own). */
function GameLink({ game }: { game: StatisticsGame }) {
  const locale = useLocale();
  const path = game.kind === 'crash' ? `/games/${game.game_id}` : `/casino/${game.game_id}`;
  return (
    <Link component={RouterLink} to={localizedPath(path, locale)} underline="hover">
      {game.name}
    </Link>
  );
}

function Figure({ label, value, tone }: { label: string; value: string; tone?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: '1 1 160px', minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" sx={{ color: tone, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Paper>
  );
}

function Loading({ label, height = 96 }: { label: string; height?: number }) {
  return (
    <>
      <Box component="span" role="status" sx={visuallyHidden}>
        {label}
      </Box>
      <Stack direction="row" spacing={2} aria-hidden>
        {['a', 'b', 'c', 'd'].map((key) => (
          <Skeleton key={key} variant="rounded" height={height} sx={{ flex: 1 }} />
        ))}
      </Stack>
    </>
  );
}

function LoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('statistics');
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        <Button color="inherit" onClick={onRetry} loading={retrying}>
          {t('retry')}
        </Button>
      }
    >
      <AlertTitle>{t('loadErrorTitle')}</AlertTitle>
      {t('loadError')}
    </Alert>
  );
}

function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Typography id={id} component="h2" variant="h5" sx={{ mb: 2 }}>
      {children}
    </Typography>
  );
}

function PlayerSection() {
  const { t } = useTranslation('statistics');
  const { status } = useSession();
  const titleId = useId();
  const locale = useLocale();

  return (
    <Box component="section" aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('player.title')}</SectionTitle>
      {status === 'authenticated' ? (
        <PlayerFigures />
      ) : status === 'guest' ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography sx={{ mb: 2 }}>{t('player.guest')}</Typography>
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              component={RouterLink}
              to={localizedPath('/auth/login', locale)}
            >
              {t('player.login')}
            </Button>
            <Button
              variant="outlined"
              component={RouterLink}
              to={localizedPath('/auth/register', locale)}
            >
              {t('player.register')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <Loading label={t('player.loading')} />
      )}
    </Box>
  );
}

function PlayerFigures() {
  const { t } = useTranslation('statistics');
  const [searchParams, setSearchParams] = useSearchParams();
  const period = periodOf(searchParams.get(PERIOD_PARAM));
  const stats = useQuery(playerStatisticsQueryOptions(period));
  const filterId = useId();

  return (
    <>
      <Typography id={filterId} component="span" sx={visuallyHidden}>
        {t('period.label')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={period}
        aria-labelledby={filterId}
        onChange={(_event, next: StatisticsPeriod | null) => {
          if (next !== null) setSearchParams({ [PERIOD_PARAM]: next }, { replace: true });
        }}
        sx={{ mb: 2, flexWrap: 'wrap' }}
      >
        {STATISTICS_PERIODS.map((option) => (
          <ToggleButton key={option} value={option} data-testid={`statistics-period-${option}`}>
            {t(`period.${option}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {stats.isPending ? (
        <Loading label={t('player.loading')} />
      ) : stats.isError ? (
        <LoadFailed retrying={stats.isFetching} onRetry={() => void stats.refetch()} />
      ) : (
        <PlayerResult stats={stats.data} />
      )}
    </>
  );
}

function PlayerResult({ stats }: { stats: PlayerStatistics }) {
  const { t } = useTranslation('statistics');
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, stats.currency, locale);
  const net = stats.totals.net;

  if (stats.totals.rounds === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3 }} data-testid="statistics-player-empty">
        <Typography sx={{ mb: 2 }}>{t('player.empty')}</Typography>
        <Button variant="outlined" component={RouterLink} to={localizedPath('/casino', locale)}>
          {t('player.play')}
        </Button>
      </Paper>
    );
  }
  return (
    <Stack spacing={3}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
        <Figure label={t('figures.rounds')} value={formatNumber(stats.totals.rounds, locale)} />
        <Figure label={t('figures.wagered')} value={money(stats.totals.wagered)} />
        <Figure label={t('figures.won')} value={money(stats.totals.won)} />
        <Figure
          label={t('figures.net')}
          value={money(net)}
          tone={net > 0 ? 'success.main' : net < 0 ? 'error.main' : undefined}
        />
      </Stack>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t('player.gamesLabel')} data-testid="statistics-games">
          <TableHead>
            <TableRow>
              <TableCell>{t('columns.game')}</TableCell>
              <TableCell align="right">{t('figures.rounds')}</TableCell>
              <TableCell align="right">{t('figures.wagered')}</TableCell>
              <TableCell align="right" sx={wideOnly}>
                {t('figures.won')}
              </TableCell>
              <TableCell align="right">{t('figures.net')}</TableCell>
              <TableCell align="right" sx={wideOnly}>
                {t('columns.biggestWin')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {stats.games.map((row) => (
              <TableRow key={`${row.game.kind}:${row.game.game_id}`}>
                <TableCell>
                  <GameLink game={row.game} />
                </TableCell>
                <TableCell align="right">{formatNumber(row.rounds, locale)}</TableCell>
                <TableCell align="right">{money(row.wagered)}</TableCell>
                <TableCell align="right" sx={wideOnly}>
                  {money(row.won)}
                </TableCell>
                <TableCell
                  align="right"
                  sx={{
                    color: row.net > 0 ? 'success.main' : row.net < 0 ? 'error.main' : undefined,
                  }}
                >
                  {money(row.net)}
                </TableCell>
                <TableCell align="right" sx={wideOnly}>
                  {money(row.biggest_win)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Box>
        <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
          {t('player.biggestWins')}
        </Typography>
        {stats.biggest_wins.length === 0 ? (
          <Typography color="text.secondary">{t('player.noWins')}</Typography>
        ) : (
          <WinList wins={stats.biggest_wins} />
        )}
      </Box>
    </Stack>
  );
}

function WinList({ wins }: { wins: (StatisticsWin & { user?: string })[] }) {
  const { t } = useTranslation('statistics');
  const locale = useLocale();
  return (
    <Paper variant="outlined">
      <List dense disablePadding>
        {wins.map((win, index) => (
          <ListItem key={win.id} divider={index < wins.length - 1}>
            <ListItemText
              primary={
                <>
                  <GameLink game={win.game} />
                  {' · '}
                  <Box component="strong">{formatMoney(win.payout, win.currency, locale)}</Box>
                </>
              }
              secondary={[
                win.user,
                t('win.bet', { amount: formatMoney(win.bet, win.currency, locale) }),
                formatDate(win.time, locale),
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

function HouseSection() {
  const { t } = useTranslation('statistics');
  const locale = useLocale();
  const titleId = useId();
  const house = useQuery(houseStatisticsQueryOptions(locale));

  return (
    <Box component="section" aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('house.title')}</SectionTitle>
      <Typography color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        {t('house.intro')}
      </Typography>
      {house.isPending ? (
        <Loading label={t('house.loading')} />
      ) : house.isError ? (
        <LoadFailed retrying={house.isFetching} onRetry={() => void house.refetch()} />
      ) : (
        <HouseResult house={house.data} />
      )}
    </Box>
  );
}

function HouseResult({ house }: { house: HouseStatistics }) {
  const { t } = useTranslation('statistics');
  const locale = useLocale();
  return (
    <Stack spacing={3}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
        <Figure label={t('house.rounds')} value={formatNumber(house.rounds, locale)} />
        <Figure label={t('house.players')} value={formatNumber(house.players, locale)} />
        <Figure
          label={t('house.wagered')}
          value={
            house.wagered.length === 0
              ? formatMoney(0, 'USD', locale)
              : house.wagered
                  .map((row) => formatMoney(row.amount, row.currency, locale))
                  .join(' + ')
          }
        />
      </Stack>
      <Box>
        <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
          {t('house.biggestWins')}
        </Typography>
        {house.biggest_wins.length === 0 ? (
          <Typography color="text.secondary">{t('house.noWins')}</Typography>
        ) : (
          <WinList wins={house.biggest_wins} />
        )}
      </Box>
    </Stack>
  );
}
