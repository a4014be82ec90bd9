import EditOutlined from '@mui/icons-material/EditOutlined';
import ExtensionOutlined from '@mui/icons-material/ExtensionOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { AdminCategory, AdminGame } from '@satsino/contract/catalogue';
import { GAME_SEARCH_MAX_LENGTH } from '@satsino/contract/catalogue';
import { LOCALES } from '@satsino/contract/locales';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useNotify } from '../../../app/notifications/notifications-context';
import { isSessionFailure } from '../../../app/session/session-failure';
import { useErrorText } from '../../../i18n/error-text';
import { formatNumber } from '../../../i18n/format';
import { localizedPath } from '../../../i18n/locale-path';
import { TextsSuspense } from '../../../i18n/texts-suspense';
import { useLocale } from '../../../i18n/use-locale';
import { ADMIN_PATHS } from '../../../lib/admin-pages';
import { AdminPageHeader } from '../../../ui/admin-page-header';
import { LoadErrorPanel } from '../../../ui/load-error';
import { usePageTitle } from '../../../ui/use-page-title';
import { visuallyHidden } from '../../../ui/visually-hidden';
import {
  ADMIN_CATALOGUE_QUERY_KEY,
  adminCategoriesQueryOptions,
  adminGamesQueryOptions,
  setGamePublished,
} from './catalogue-admin-api';
import { missingOf, searchGames } from './catalogue-admin-values';
import { CategoryDialog } from './category-dialog';
import { GameDialog } from './game-dialog';

const TABS = ['games', 'categories'] as const;
type CatalogueTab = (typeof TABS)[number];
const WIDE_ENOUGH = '@container (min-width: 760px)';
const PLACEHOLDER_ROWS = ['first', 'second', 'third'] as const;

/**
 * /admin/catalogue: the lobby's games (search, publish, texts, variant and RTP, art) and its
 * categories (names, order, games). Studios and the feed import have their own page.
 */
export function CatalogueAdminPage() {
  return (
    <TextsSuspense namespace="content">
      <CatalogueAdmin />
    </TextsSuspense>
  );
}

function CatalogueAdmin() {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const [search] = useSearchParams();
  const tab: CatalogueTab = search.get('tab') === 'categories' ? 'categories' : 'games';
  const titleId = useId();
  const games = useQuery(adminGamesQueryOptions());
  const categories = useQuery(adminCategoriesQueryOptions());
  usePageTitle(t('catalogue.title'));

  return (
    <Box component="section" aria-labelledby={titleId}>
      <AdminPageHeader
        titleId={titleId}
        title={t('catalogue.title')}
        intro={t('catalogue.intro')}
        actions={
          <>
            <Button
              variant="outlined"
              color="inherit"
              startIcon={<RefreshIcon />}
              loading={
                (games.isFetching && !games.isPending) ||
                (categories.isFetching && !categories.isPending)
              }
              loadingPosition="start"
              onClick={() => {
                void games.refetch();
                void categories.refetch();
              }}
            >
              {t('admin.refresh')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<ExtensionOutlined />}
              component={RouterLink}
              to={localizedPath(ADMIN_PATHS.providers, locale)}
            >
              {t('catalogue.providersLink')}
            </Button>
          </>
        }
      />
      <Tabs
        value={tab}
        aria-label={t('catalogue.tabsLabel')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((code) => (
          <Tab
            key={code}
            value={code}
            label={t(`catalogue.tabs.${code}`)}
            component={RouterLink}
            to={{ pathname: localizedPath(ADMIN_PATHS.catalogue, locale), search: `?tab=${code}` }}
          />
        ))}
      </Tabs>

      {games.isPending || categories.isPending ? (
        <>
          <Box component="span" sx={visuallyHidden}>
            {t('catalogue.loading')}
          </Box>
          <Stack spacing={1} aria-hidden>
            {PLACEHOLDER_ROWS.map((row) => (
              <Skeleton key={row} variant="rounded" height={52} />
            ))}
          </Stack>
        </>
      ) : games.isError || categories.isError ? (
        <LoadErrorPanel
          title={t('catalogue.loadErrorTitle')}
          message={t('admin.loadError')}
          retrying={games.isFetching || categories.isFetching}
          onRetry={() => {
            void games.refetch();
            void categories.refetch();
          }}
        />
      ) : tab === 'games' ? (
        <GamesPanel games={games.data} categories={categories.data} />
      ) : (
        <CategoriesPanel games={games.data} categories={categories.data} />
      )}
    </Box>
  );
}

/** A name in the reader's locale, else English. */
function nameIn(names: Record<string, string>, locale: string, fallback: string): string {
  return names[locale] ?? names.en ?? fallback;
}

function GamesPanel({ games, categories }: { games: AdminGame[]; categories: AdminCategory[] }) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<number>();
  const shown = searchGames(games, search);
  const game = games.find((candidate) => candidate.id === editing);
  const categoryName = (id: number) => {
    const category = categories.find((candidate) => candidate.id === id);
    return category === undefined ? String(id) : nameIn(category.names, locale, category.slug);
  };
  const percent = (bps: number) =>
    formatNumber(bps / 10_000, locale, { style: 'percent', maximumFractionDigits: 2 });

  return (
    <>
      <TextField
        type="search"
        label={t('catalogue.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ mb: 2, width: { xs: '100%', sm: 360 } }}
        slotProps={{ htmlInput: { maxLength: GAME_SEARCH_MAX_LENGTH } }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} role="status">
        {t('catalogue.gamesShown', { shown: shown.length, total: games.length })}
      </Typography>
      <Box sx={{ containerType: 'inline-size' }}>
        <TableContainer
          component={Paper}
          variant="outlined"
          sx={{ display: 'none', [WIDE_ENOUGH]: { display: 'block' } }}
        >
          <Table size="small" aria-label={t('catalogue.tabs.games')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('catalogue.columns.game')}</TableCell>
                <TableCell>{t('catalogue.columns.categories')}</TableCell>
                <TableCell align="right">{t('catalogue.columns.rtp')}</TableCell>
                <TableCell>{t('admin.columns.translations')}</TableCell>
                <TableCell>{t('catalogue.columns.published')}</TableCell>
                <TableCell align="right">
                  <Box component="span" sx={visuallyHidden}>
                    {t('admin.columns.actions')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((entry) => (
                <TableRow key={entry.id} hover>
                  <TableCell component="th" scope="row">
                    <GameName game={entry} />
                  </TableCell>
                  <TableCell sx={{ maxWidth: 220 }}>
                    {entry.category_ids.map(categoryName).join(', ')}
                  </TableCell>
                  <TableCell align="right">{percent(entry.rtp_bps)}</TableCell>
                  <TableCell>
                    <MissingNames names={entry.names} />
                  </TableCell>
                  <TableCell>
                    <PublishedSwitch game={entry} />
                  </TableCell>
                  <TableCell align="right">
                    <EditButton game={entry} onEdit={setEditing} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <Stack
          component="ul"
          spacing={1.5}
          aria-label={t('catalogue.tabs.games')}
          sx={{
            display: 'flex',
            [WIDE_ENOUGH]: { display: 'none' },
            listStyle: 'none',
            p: 0,
            m: 0,
          }}
        >
          {shown.map((entry) => (
            <Paper component="li" key={entry.id} variant="outlined" sx={{ p: 2 }}>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
                <GameName game={entry} />
                <EditButton game={entry} onEdit={setEditing} />
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {entry.category_ids.map(categoryName).join(', ')} ·{' '}
                {t('catalogue.rtpValue', { rtp: percent(entry.rtp_bps) })}
              </Typography>
              <Stack
                direction="row"
                sx={{ justifyContent: 'space-between', alignItems: 'center', mt: 1 }}
              >
                <MissingNames names={entry.names} />
                <PublishedSwitch game={entry} />
              </Stack>
            </Paper>
          ))}
        </Stack>
      </Box>
      {game !== undefined && (
        <GameDialog
          key={game.id}
          game={game}
          categories={categories}
          onClose={() => setEditing(undefined)}
        />
      )}
    </>
  );
}

function GameName({ game }: { game: AdminGame }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Box
        component="img"
        src={game.url_thumb}
        alt=""
        sx={{ width: 63, height: 48, borderRadius: 1, flexShrink: 0, objectFit: 'cover' }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {game.names.en ?? game.game_id}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {game.provided_by} · <code>{game.game_id}</code>
        </Typography>
      </Box>
    </Stack>
  );
}

function MissingNames({ names }: { names: Record<string, string> }) {
  const { t } = useTranslation('content');
  const missing = missingOf(names);
  return (
    <Typography variant="body2" color={missing.length > 0 ? 'warning.main' : 'text.secondary'}>
      {missing.length === 0
        ? t('admin.translatedCount', { translated: LOCALES.length, total: LOCALES.length })
        : t('admin.missing', { locales: missing.map((code) => code.toUpperCase()).join(' · ') })}
    </Typography>
  );
}

function EditButton({ game, onEdit }: { game: AdminGame; onEdit: (id: number) => void }) {
  const { t } = useTranslation('content');
  const name = game.names.en ?? game.game_id;
  return (
    <Tooltip title={t('admin.edit', { name })}>
      <IconButton aria-label={t('admin.edit', { name })} onClick={() => onEdit(game.id)}>
        <EditOutlined fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

/** Publishing is undone as easily as done, so it asks nothing first. */
function PublishedSwitch({ game }: { game: AdminGame }) {
  const { t } = useTranslation('content');
  const notify = useNotify();
  const { failureText } = useErrorText();
  const queryClient = useQueryClient();
  const name = game.names.en ?? game.game_id;
  const publication = useMutation({
    mutationFn: (published: boolean) => setGamePublished(game.id, published),
    onSuccess: (_answer, published) =>
      notify(t(published ? 'catalogue.published' : 'catalogue.unpublished', { name }), 'success'),
    onError: (error) => {
      if (!isSessionFailure(error)) {
        notify(t('admin.actionFailed', { message: failureText(error, error.message) }), 'error');
      }
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ADMIN_CATALOGUE_QUERY_KEY }),
  });
  const checked = publication.isPending ? publication.variables : game.published;
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      <Switch
        checked={checked}
        disabled={publication.isPending}
        onChange={(event) => publication.mutate(event.target.checked)}
        slotProps={{ input: { 'aria-label': t('catalogue.publishedSwitch', { name }) } }}
      />
      <Typography variant="body2">
        {checked ? t('admin.status.published') : t('catalogue.hidden')}
      </Typography>
    </Stack>
  );
}

function CategoriesPanel({
  games,
  categories,
}: {
  games: AdminGame[];
  categories: AdminCategory[];
}) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const [editing, setEditing] = useState<number>();
  const category = categories.find((candidate) => candidate.id === editing);
  const sorted = [...categories].sort((a, b) => a.position - b.position);
  return (
    <>
      <Stack
        component="ul"
        spacing={1.5}
        aria-label={t('catalogue.tabs.categories')}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {sorted.map((entry) => {
          const name = entry.names.en ?? entry.slug;
          return (
            <Paper component="li" key={entry.id} variant="outlined" sx={{ p: 2 }}>
              <Stack
                direction="row"
                spacing={1}
                sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {nameIn(entry.names, locale, entry.slug)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('catalogue.categoryFacts', {
                      position: formatNumber(entry.position, locale),
                      games: formatNumber(entry.games_count, locale),
                    })}
                  </Typography>
                </Box>
                <Tooltip title={t('admin.edit', { name })}>
                  <IconButton
                    aria-label={t('admin.edit', { name })}
                    onClick={() => setEditing(entry.id)}
                    sx={{ mt: -0.5, mr: -1 }}
                  >
                    <EditOutlined fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Stack>
              <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 1 }}>
                {entry.in_menu && <Chip size="small" label={t('catalogue.inMenu')} />}
                {entry.in_footer && <Chip size="small" label={t('catalogue.inFooter')} />}
                <MissingNames names={entry.names} />
              </Stack>
            </Paper>
          );
        })}
      </Stack>
      {category !== undefined && (
        <CategoryDialog
          key={category.id}
          category={category}
          games={games}
          onClose={() => setEditing(undefined)}
        />
      )}
    </>
  );
}
