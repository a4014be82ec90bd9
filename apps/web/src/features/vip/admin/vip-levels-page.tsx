import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { AdminVipLevel } from '@satsino/contract/content-admin';
import { LOCALE_NAMES, LOCALES } from '@satsino/contract/locales';
import { MINOR_UNITS_PER_MAJOR } from '@satsino/contract/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import { isSessionFailure } from '../../../app/session/session-failure';
import { formatNumber } from '../../../i18n/format';
import { TextsSuspense } from '../../../i18n/texts-suspense';
import { useLocale } from '../../../i18n/use-locale';
import { AdminPageHeader } from '../../../ui/admin-page-header';
import { LoadErrorPanel } from '../../../ui/load-error';
import { usePageTitle } from '../../../ui/use-page-title';
import { visuallyHidden } from '../../../ui/visually-hidden';
import {
  ADMIN_VIP_QUERY_KEY,
  adminVipLevelsQueryOptions,
  deleteVipLevel,
} from '../api/vip-admin-api';
import { VIP_QUERY_KEY } from '../api/vip-api';
import { useVipAdminMessage } from './vip-admin-texts';
import { VipLevelDialog } from './vip-level-dialog';
import { VipManagersPanel } from './vip-managers-panel';

/** The width from which the table's seven columns fit; below it each level is a card. */
const WIDE_ENOUGH = '@container (min-width: 560px)';
const PLACEHOLDER_ROWS = ['first', 'second', 'third'] as const;

/** /admin/vip-levels: the VIP programme's levels, lowest first, created, edited and deleted here. */
export function VipLevelsPage() {
  return (
    <TextsSuspense namespace="vip">
      <VipLevels />
    </TextsSuspense>
  );
}

/** Which dialog is open: a new level, or an action on one. */
type OpenDialog =
  | { kind: 'create' }
  | { kind: 'edit'; levelId: number }
  | { kind: 'delete'; level: AdminVipLevel };

function VipLevels() {
  const { t } = useTranslation('vip');
  const locale = useLocale();
  const titleId = useId();
  const levels = useQuery(adminVipLevelsQueryOptions());
  const [dialog, setDialog] = useState<OpenDialog>();
  usePageTitle(t('admin.title'));

  const money = (amountMinor: number) =>
    formatNumber(amountMinor / MINOR_UNITS_PER_MAJOR, locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
  const percent = (bps: number) =>
    formatNumber(bps / 10_000, locale, { style: 'percent', maximumFractionDigits: 2 });
  const editing =
    dialog?.kind === 'edit' ? levels.data?.find((level) => level.id === dialog.levelId) : undefined;

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
              loading={levels.isFetching && !levels.isPending}
              loadingPosition="start"
              onClick={() => void levels.refetch()}
            >
              {t('admin.refresh')}
            </Button>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setDialog({ kind: 'create' })}
            >
              {t('admin.add')}
            </Button>
          </>
        }
      />

      {levels.isPending ? (
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
      ) : levels.isError ? (
        <LoadErrorPanel
          title={t('admin.loadErrorTitle')}
          message={t('admin.loadError')}
          retrying={levels.isFetching}
          onRetry={() => void levels.refetch()}
        />
      ) : levels.data.length === 0 ? (
        <Typography color="text.secondary">{t('admin.empty')}</Typography>
      ) : (
        // Its own container: the table needs the width of this column, not of the window.
        <Box sx={{ containerType: 'inline-size' }}>
          <TableContainer
            component={Paper}
            variant="outlined"
            sx={{ display: 'none', [WIDE_ENOUGH]: { display: 'block' } }}
          >
            <Table size="small" aria-labelledby={titleId}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('admin.columns.name')}</TableCell>
                  <TableCell align="right">{t('admin.columns.position')}</TableCell>
                  <TableCell align="right">{t('admin.columns.minWagered')}</TableCell>
                  <TableCell align="right">{t('admin.columns.cashback')}</TableCell>
                  <TableCell align="right">{t('admin.columns.bonus')}</TableCell>
                  <TableCell>{t('admin.columns.locales')}</TableCell>
                  <TableCell align="right">
                    <Box component="span" sx={visuallyHidden}>
                      {t('admin.columns.actions')}
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {levels.data.map((level) => (
                  <TableRow key={level.id} hover>
                    <TableCell component="th" scope="row">
                      <LevelName level={level} />
                    </TableCell>
                    <TableCell align="right">{formatNumber(level.position, locale)}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {money(level.min_wagered)}
                    </TableCell>
                    <TableCell align="right">{percent(level.cashback_bps)}</TableCell>
                    <TableCell align="right">{percent(level.bonus_bps)}</TableCell>
                    <TableCell>
                      <LocaleChips level={level} />
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <LevelActions level={level} onOpen={setDialog} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>

          {/* A phone has no room for the columns: one card per level, the same facts. */}
          <Stack
            component="ul"
            spacing={1.5}
            aria-labelledby={titleId}
            sx={{
              display: 'flex',
              [WIDE_ENOUGH]: { display: 'none' },
              listStyle: 'none',
              p: 0,
              m: 0,
            }}
          >
            {levels.data.map((level) => (
              <Paper component="li" key={level.id} variant="outlined" sx={{ p: 2 }}>
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
                >
                  <LevelName level={level} />
                  <Box sx={{ flexShrink: 0, mt: -0.5, mr: -1 }}>
                    <LevelActions level={level} onOpen={setDialog} />
                  </Box>
                </Stack>
                <Box
                  component="dl"
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
                    gap: 1,
                    my: 1.5,
                  }}
                >
                  {[
                    [t('admin.columns.minWagered'), money(level.min_wagered)],
                    [t('admin.columns.position'), formatNumber(level.position, locale)],
                    [t('admin.columns.cashback'), percent(level.cashback_bps)],
                    [t('admin.columns.bonus'), percent(level.bonus_bps)],
                  ].map(([label, value]) => (
                    <Box key={label}>
                      <Typography component="dt" variant="caption" color="text.secondary">
                        {label}
                      </Typography>
                      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                        {value}
                      </Typography>
                    </Box>
                  ))}
                </Box>
                <LocaleChips level={level} />
              </Paper>
            ))}
          </Stack>
        </Box>
      )}

      {dialog?.kind === 'create' && (
        <VipLevelDialog level={undefined} onClose={() => setDialog(undefined)} />
      )}
      {editing !== undefined && (
        <VipLevelDialog key={editing.id} level={editing} onClose={() => setDialog(undefined)} />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteDialog level={dialog.level} onClose={() => setDialog(undefined)} />
      )}

      <VipManagersPanel />
    </Box>
  );
}

function DeleteDialog({ level, onClose }: { level: AdminVipLevel; onClose: () => void }) {
  const { t } = useTranslation('vip');
  const { t: tCommon } = useTranslation();
  const translate = useVipAdminMessage();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const titleId = useId();
  const name = level.translations.en?.name ?? level.key;
  const remove = useMutation({
    mutationFn: () => deleteVipLevel(level.id),
    onSuccess: () => {
      notify(t('admin.deleted', { name }), 'success');
      onClose();
    },
    onError: (error) => {
      if (!isSessionFailure(error)) {
        notify(t('admin.actionFailed', { message: translate.failure(error) }), 'error');
      }
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_VIP_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: VIP_QUERY_KEY });
    },
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('admin.deleteTitle', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('admin.deleteText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{tCommon('common.cancel')}</Button>
        <Button
          variant="contained"
          color="error"
          loading={remove.isPending}
          onClick={() => remove.mutate()}
        >
          {t('admin.deleteConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function LevelName({ level }: { level: AdminVipLevel }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
        {level.translations.en?.name ?? level.key}
      </Typography>
      <Typography
        component="code"
        variant="body2"
        color="text.secondary"
        sx={{ fontFamily: 'monospace', overflowWrap: 'break-word' }}
      >
        {level.key}
      </Typography>
    </Box>
  );
}

function LocaleChips({ level }: { level: AdminVipLevel }) {
  const { t } = useTranslation('vip');
  const translated = LOCALES.filter((code) => level.translations[code] !== undefined);
  return (
    <Stack
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 0.5 }}
      aria-label={t('admin.localesLabel', {
        locales: translated.map((code) => LOCALE_NAMES[code]).join(', '),
      })}
    >
      {translated.map((code) => (
        <Chip key={code} label={code.toUpperCase()} size="small" variant="outlined" />
      ))}
    </Stack>
  );
}

function LevelActions({
  level,
  onOpen,
}: {
  level: AdminVipLevel;
  onOpen: (dialog: OpenDialog) => void;
}) {
  const { t } = useTranslation('vip');
  const name = level.translations.en?.name ?? level.key;
  return (
    <>
      <Tooltip title={t('admin.edit', { name })}>
        <IconButton
          aria-label={t('admin.edit', { name })}
          onClick={() => onOpen({ kind: 'edit', levelId: level.id })}
        >
          <EditOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('admin.delete', { name })}>
        <IconButton
          aria-label={t('admin.delete', { name })}
          color="error"
          onClick={() => onOpen({ kind: 'delete', level })}
        >
          <DeleteOutline fontSize="small" />
        </IconButton>
      </Tooltip>
    </>
  );
}
