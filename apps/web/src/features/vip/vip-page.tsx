import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { VipLevel } from '@satsino/contract/content';
import type { VipStatus } from '@satsino/contract/vip';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/session-context';
import { formatMoney, formatNumber } from '../../i18n/format';
import { TextsSuspense } from '../../i18n/texts-suspense';
import { useLocale } from '../../i18n/use-locale';
import { LoadErrorPanel } from '../../ui/load-error';
import { usePageTitle } from '../../ui/use-page-title';
import { visuallyHidden } from '../../ui/visually-hidden';
import { vipLevelsQueryOptions, vipStatusQueryOptions } from './api/vip-api';
import { CashbackCard } from './cashback-card';
import { levelState, progressPercent } from './vip-levels';
import { VipManagerCard } from './vip-manager-card';

/** /settings/vip: the player's VIP level with the way to the next, and every level. */
export function VipPage() {
  return (
    <TextsSuspense namespace="vip">
      <VipContent />
    </TextsSuspense>
  );
}

function useMoney() {
  const locale = useLocale();
  const currency = useSession().user?.currency ?? 'USD';
  return (amountMinor: number) => formatMoney(amountMinor, currency, locale);
}

function VipContent() {
  const { t } = useTranslation('vip');
  const locale = useLocale();
  const titleId = useId();
  const status = useQuery(vipStatusQueryOptions(locale));
  const levels = useQuery(vipLevelsQueryOptions(locale));
  usePageTitle(t('title'));

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h2" variant="h5">
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {t('intro')}
      </Typography>

      {status.isPending ? (
        <>
          <Box component="span" sx={visuallyHidden}>
            {t('loading')}
          </Box>
          <Skeleton variant="rounded" height={168} aria-hidden />
        </>
      ) : status.isError ? (
        <LoadErrorPanel
          title={t('statusErrorTitle')}
          message={t('statusError')}
          retrying={status.isFetching}
          onRetry={() => void status.refetch()}
        />
      ) : (
        <StatusCard status={status.data} />
      )}

      <VipManagerCard />
      <CashbackCard />

      <Typography component="h3" variant="h6" sx={{ mt: 4, mb: 2 }}>
        {t('levelsTitle')}
      </Typography>
      {levels.isPending ? (
        <Box
          aria-hidden
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { '@': '1fr', '@sm': 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {['a', 'b', 'c', 'd'].map((key) => (
            <Skeleton key={key} variant="rounded" height={180} />
          ))}
        </Box>
      ) : levels.isError ? (
        <LoadErrorPanel
          message={t('levelsError')}
          retrying={levels.isFetching}
          onRetry={() => void levels.refetch()}
        />
      ) : levels.data.length === 0 ? (
        <Typography color="text.secondary">{t('levelsEmpty')}</Typography>
      ) : (
        <Box
          component="ul"
          data-testid="vip-levels"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { '@': '1fr', '@sm': 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {levels.data.map((level) => (
            <LevelCard key={level.id} level={level} status={status.data} />
          ))}
        </Box>
      )}
    </Box>
  );
}

function StatusCard({ status }: { status: VipStatus }) {
  const { t } = useTranslation('vip');
  const money = useMoney();
  const progressId = useId();
  const next = status.next_level;

  return (
    <Paper
      variant="outlined"
      data-testid="vip-status"
      sx={{ p: { xs: 2, sm: 3 }, borderColor: 'primary.main' }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 56,
            height: 56,
            borderRadius: '50%',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            flexShrink: 0,
          }}
          aria-hidden
        >
          <WorkspacePremiumOutlined fontSize="large" />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary">
            {t('yourLevel')}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
            {status.level?.name ?? t('noLevel')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('wagered')}:{' '}
            <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>
              {money(status.wagered)}
            </Box>
          </Typography>
        </Box>
      </Stack>
      <Box sx={{ mt: 3 }}>
        {next === null ? (
          <Typography sx={{ fontWeight: 600 }}>{t('topLevel')}</Typography>
        ) : (
          <>
            <Stack
              direction="row"
              spacing={1}
              sx={{ justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 0.5, mb: 1 }}
            >
              <Typography id={progressId} variant="body2" sx={{ fontWeight: 600 }}>
                {t('nextLevel', { level: next.name })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('remaining', { amount: money(status.remaining) })}
              </Typography>
            </Stack>
            <LinearProgress
              variant="determinate"
              value={progressPercent(status)}
              aria-label={t('progressLabel', { level: next.name })}
              sx={{ height: 10, borderRadius: 5 }}
            />
          </>
        )}
      </Box>
    </Paper>
  );
}

function LevelCard({ level, status }: { level: VipLevel; status: VipStatus | undefined }) {
  const { t } = useTranslation('vip');
  const locale = useLocale();
  const money = useMoney();
  const nameId = useId();
  const state = levelState(level, status);
  const percent = (value: number) =>
    formatNumber(value / 100, locale, { style: 'percent', maximumFractionDigits: 2 });

  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={nameId}
      data-testid={`vip-level-${level.key}`}
      sx={{
        p: 2,
        borderColor: state === 'current' ? 'primary.main' : 'divider',
        borderWidth: state === 'current' ? 2 : 1,
      }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
      >
        <Typography id={nameId} component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {level.name}
        </Typography>
        {state === 'current' && <Chip size="small" color="primary" label={t('current')} />}
        {state === 'reached' && (
          <Chip
            size="small"
            variant="outlined"
            color="success"
            icon={<CheckCircleOutline />}
            label={t('reached')}
          />
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('minWagered', { amount: money(level.min_wagered) })}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1, my: 1.5 }}
      >
        {[
          { key: 'cashback', label: t('cashback'), value: percent(level.cashback_percent) },
          { key: 'bonus', label: t('bonus'), value: percent(level.bonus_percent) },
        ].map((entry) => (
          <Box key={entry.key}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {entry.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {entry.value}
            </Typography>
          </Box>
        ))}
      </Box>
      {level.benefits.length > 0 && (
        <>
          <Typography variant="caption" color="text.secondary" component="p">
            {t('benefits')}
          </Typography>
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
            {level.benefits.map((benefit) => (
              <Typography component="li" variant="body2" key={benefit}>
                {benefit}
              </Typography>
            ))}
          </Box>
        </>
      )}
    </Paper>
  );
}
