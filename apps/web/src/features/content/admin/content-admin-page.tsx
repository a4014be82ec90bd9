import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PublishOutlined from '@mui/icons-material/PublishOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import UnpublishedOutlined from '@mui/icons-material/UnpublishedOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { LOCALE_NAMES, LOCALES } from '@satsino/contract/locales';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useNotify } from '../../../app/notifications/notifications-context';
import { isSessionFailure } from '../../../app/session/session-failure';
import { useErrorText } from '../../../i18n/error-text';
import { formatDate, formatNumber } from '../../../i18n/format';
import { localizedPath } from '../../../i18n/locale-path';
import { TextsSuspense } from '../../../i18n/texts-suspense';
import { useLocale } from '../../../i18n/use-locale';
import { ADMIN_PATHS } from '../../../lib/admin-pages';
import { AdminPageHeader } from '../../../ui/admin-page-header';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { LoadErrorPanel } from '../../../ui/load-error';
import { usePageTitle } from '../../../ui/use-page-title';
import { visuallyHidden } from '../../../ui/visually-hidden';
import type en from '../locales/en.json';
import {
  ADMIN_CONTENT_QUERY_KEY,
  adminContentQueryOptions,
  deleteContentItem,
  setContentPublished,
} from './content-admin-api';
import { ContentItemDialog } from './content-item-dialog';
import {
  CONTENT_KINDS,
  type ContentKind,
  isContentKind,
  KIND_SPECS,
  type KindSpec,
} from './content-kinds';
import { type ContentItem, itemName, missingLocales } from './content-values';

/** The width from which the table's columns fit; below it each item is a card. */
const WIDE_ENOUGH = '@container (min-width: 720px)';
type AreaKey = keyof (typeof en)['admin']['options'];
const PLACEHOLDER_ROWS = ['first', 'second', 'third'] as const;

/**
 * /admin/content?kind=…: the site's promotions, blog posts, pages, slides, banners and menu links,
 * each with its ten translations: listed, created, edited, previewed, published and deleted.
 */
export function ContentAdminPage() {
  return (
    <TextsSuspense namespace="content">
      <ContentAdmin />
    </TextsSuspense>
  );
}

type OpenDialog =
  | { kind: 'create' }
  | { kind: 'edit'; id: number }
  | { kind: 'delete'; item: ContentItem };

function ContentAdmin() {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const [search] = useSearchParams();
  const requested = search.get('kind') ?? undefined;
  const kind: ContentKind = isContentKind(requested) ? requested : 'promotions';
  const spec = KIND_SPECS[kind];
  const titleId = useId();
  const items = useQuery(adminContentQueryOptions(spec));
  const [dialog, setDialog] = useState<OpenDialog>();
  usePageTitle(t('admin.title'));

  const editing =
    dialog?.kind === 'edit' ? items.data?.find((item) => item.id === dialog.id) : undefined;

  return (
    <Box component="section" aria-labelledby={titleId}>
      <AdminPageHeader
        titleId={titleId}
        title={t('admin.title')}
        intro={t('admin.intro')}
        actions={
          <>
            <Button
              variant="outlined"
              color="inherit"
              startIcon={<RefreshIcon />}
              loading={items.isFetching && !items.isPending}
              loadingPosition="start"
              onClick={() => void items.refetch()}
            >
              {t('admin.refresh')}
            </Button>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setDialog({ kind: 'create' })}
            >
              {t(`admin.kinds.${kind}.add`)}
            </Button>
          </>
        }
      />

      <Tabs
        value={kind}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('admin.kindsLabel')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {CONTENT_KINDS.map((code) => (
          <Tab
            key={code}
            value={code}
            label={t(`admin.kinds.${code}.tab`)}
            component={RouterLink}
            to={{ pathname: localizedPath(ADMIN_PATHS.content, locale), search: `?kind=${code}` }}
          />
        ))}
      </Tabs>

      {items.isPending ? (
        <>
          <Box component="span" sx={visuallyHidden}>
            {t('admin.loading')}
          </Box>
          <Stack spacing={1} aria-hidden>
            {PLACEHOLDER_ROWS.map((row) => (
              <Skeleton key={row} variant="rounded" height={52} />
            ))}
          </Stack>
        </>
      ) : items.isError ? (
        <LoadErrorPanel
          title={t('admin.loadErrorTitle')}
          message={t('admin.loadError')}
          retrying={items.isFetching}
          onRetry={() => void items.refetch()}
        />
      ) : items.data.length === 0 ? (
        <Typography color="text.secondary">{t(`admin.kinds.${kind}.empty`)}</Typography>
      ) : (
        <ItemList spec={spec} items={items.data} onOpen={setDialog} />
      )}

      {dialog?.kind === 'create' && (
        <ContentItemDialog spec={spec} item={undefined} onClose={() => setDialog(undefined)} />
      )}
      {editing !== undefined && (
        <ContentItemDialog
          key={editing.id}
          spec={spec}
          item={editing}
          onClose={() => setDialog(undefined)}
        />
      )}
      <DeleteConfirm
        spec={spec}
        item={dialog?.kind === 'delete' ? dialog.item : undefined}
        onClose={() => setDialog(undefined)}
      />
    </Box>
  );
}

function ItemList({
  spec,
  items,
  onOpen,
}: {
  spec: KindSpec;
  items: ContentItem[];
  onOpen: (dialog: OpenDialog) => void;
}) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const listLabel = t(`admin.kinds.${spec.kind}.tab`);
  return (
    // Its own container: the table needs the width of this column, not of the window.
    <Box sx={{ containerType: 'inline-size' }}>
      <TableContainer
        component={Paper}
        variant="outlined"
        sx={{ display: 'none', [WIDE_ENOUGH]: { display: 'block' } }}
      >
        <Table size="small" aria-label={listLabel}>
          <TableHead>
            <TableRow>
              <TableCell>{t('admin.columns.name')}</TableCell>
              <TableCell>
                {spec.draft ? t('admin.columns.status') : t('admin.columns.area')}
              </TableCell>
              <TableCell align="right">{t('admin.columns.position')}</TableCell>
              <TableCell>{t('admin.columns.translations')}</TableCell>
              <TableCell>{t('admin.columns.updated')}</TableCell>
              <TableCell align="right">
                <Box component="span" sx={visuallyHidden}>
                  {t('admin.columns.actions')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => (
              <TableRow key={item.id} hover>
                <TableCell component="th" scope="row" sx={{ maxWidth: 320 }}>
                  <ItemName spec={spec} item={item} />
                </TableCell>
                <TableCell>
                  <ItemState spec={spec} item={item} />
                </TableCell>
                <TableCell align="right">{formatNumber(Number(item.position), locale)}</TableCell>
                <TableCell>
                  <TranslationsSummary item={item} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDate(item.updated_at, locale, { dateStyle: 'medium' })}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <ItemActions spec={spec} item={item} onOpen={onOpen} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>

      {/* A phone has no room for the columns: one card per item, the same facts. */}
      <Stack
        component="ul"
        spacing={1.5}
        aria-label={listLabel}
        sx={{ display: 'flex', [WIDE_ENOUGH]: { display: 'none' }, listStyle: 'none', p: 0, m: 0 }}
      >
        {items.map((item) => (
          <Paper component="li" key={item.id} variant="outlined" sx={{ p: 2 }}>
            <Stack
              direction="row"
              spacing={1}
              sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
            >
              <ItemName spec={spec} item={item} />
              <ItemState spec={spec} item={item} />
            </Stack>
            <Box sx={{ my: 1.5 }}>
              <TranslationsSummary item={item} />
            </Box>
            <Stack
              direction="row"
              sx={{ justifyContent: 'space-between', alignItems: 'center', mx: -1, mb: -1 }}
            >
              <Typography variant="body2" color="text.secondary" sx={{ px: 1 }}>
                {t('admin.updatedOn', {
                  date: formatDate(item.updated_at, locale, { dateStyle: 'medium' }),
                })}
              </Typography>
              <Box sx={{ flexShrink: 0 }}>
                <ItemActions spec={spec} item={item} onOpen={onOpen} />
              </Box>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}

function ItemName({ spec, item }: { spec: KindSpec; item: ContentItem }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
        {itemName(spec, item)}
      </Typography>
      <Typography
        component="code"
        variant="body2"
        color="text.secondary"
        sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
      >
        {String(item[spec.keyField] ?? '')}
      </Typography>
    </Box>
  );
}

function ItemState({ spec, item }: { spec: KindSpec; item: ContentItem }) {
  const { t } = useTranslation('content');
  if (!spec.draft) {
    return (
      <Chip
        size="small"
        variant="outlined"
        label={t(`admin.options.${String(item.area) as AreaKey}`)}
      />
    );
  }
  const published = item.status === 'published';
  return (
    <Chip
      size="small"
      color={published ? 'success' : 'default'}
      variant={published ? 'filled' : 'outlined'}
      label={published ? t('admin.status.published') : t('admin.status.draft')}
    />
  );
}

/** How many of the ten locales the item speaks, and which ones it does not. */
function TranslationsSummary({ item }: { item: ContentItem }) {
  const { t } = useTranslation('content');
  const missing = missingLocales(item);
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('admin.translatedCount', {
          translated: LOCALES.length - missing.length,
          total: LOCALES.length,
        })}
      </Typography>
      {missing.length > 0 && (
        <Typography
          variant="body2"
          color="warning.main"
          aria-label={t('admin.missingLabel', {
            locales: missing.map((code) => LOCALE_NAMES[code]).join(', '),
          })}
        >
          {t('admin.missing', { locales: missing.map((code) => code.toUpperCase()).join(' · ') })}
        </Typography>
      )}
    </Box>
  );
}

function ItemActions({
  spec,
  item,
  onOpen,
}: {
  spec: KindSpec;
  item: ContentItem;
  onOpen: (dialog: OpenDialog) => void;
}) {
  const { t } = useTranslation('content');
  const notify = useNotify();
  const { failureText } = useErrorText();
  const queryClient = useQueryClient();
  const name = itemName(spec, item);
  const published = item.status === 'published';
  const publication = useMutation({
    mutationFn: () => setContentPublished(spec, item.id, !published),
    onSuccess: () =>
      notify(t(published ? 'admin.unpublished' : 'admin.published', { name }), 'success'),
    onError: (error) => {
      if (!isSessionFailure(error)) {
        notify(t('admin.actionFailed', { message: failureText(error, error.message) }), 'error');
      }
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ADMIN_CONTENT_QUERY_KEY }),
  });
  return (
    <>
      <Tooltip title={t('admin.edit', { name })}>
        <IconButton
          aria-label={t('admin.edit', { name })}
          onClick={() => onOpen({ kind: 'edit', id: item.id })}
        >
          <EditOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      {spec.draft && (
        <Tooltip title={t(published ? 'admin.unpublish' : 'admin.publish', { name })}>
          <IconButton
            aria-label={t(published ? 'admin.unpublish' : 'admin.publish', { name })}
            loading={publication.isPending}
            onClick={() => publication.mutate()}
          >
            {published ? (
              <UnpublishedOutlined fontSize="small" />
            ) : (
              <PublishOutlined fontSize="small" />
            )}
          </IconButton>
        </Tooltip>
      )}
      <Tooltip title={t('admin.delete', { name })}>
        <IconButton
          aria-label={t('admin.delete', { name })}
          color="error"
          onClick={() => onOpen({ kind: 'delete', item })}
        >
          <DeleteOutline fontSize="small" />
        </IconButton>
      </Tooltip>
    </>
  );
}

function DeleteConfirm({
  spec,
  item,
  onClose,
}: {
  spec: KindSpec;
  item: ContentItem | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('content');
  const notify = useNotify();
  const { failureText } = useErrorText();
  const queryClient = useQueryClient();
  const name = item === undefined ? '' : itemName(spec, item);
  const remove = useMutation({
    mutationFn: (target: ContentItem) => deleteContentItem(spec, target.id),
    onSuccess: (_answer, target) =>
      notify(t('admin.deleted', { name: itemName(spec, target) }), 'success'),
    onError: (error) => {
      if (!isSessionFailure(error)) {
        notify(t('admin.actionFailed', { message: failureText(error, error.message) }), 'error');
      }
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ADMIN_CONTENT_QUERY_KEY }),
  });
  return (
    <ConfirmDialog
      open={item !== undefined}
      title={t('admin.deleteTitle', { name })}
      message={t('admin.deleteText')}
      confirmLabel={t('admin.deleteConfirm')}
      cancelLabel={t('admin.keep')}
      onConfirm={() => item !== undefined && remove.mutate(item)}
      onClose={onClose}
    />
  );
}
