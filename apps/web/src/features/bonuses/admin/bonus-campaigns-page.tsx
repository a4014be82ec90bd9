import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BonusCampaignFigures } from '@satsino/contract/bonus-campaigns';
import {
  type BonusKey,
  DEPOSIT_BONUS_COUNT,
  depositBonusTerms,
  FREE_SPIN_GAMES,
  welcomeFreeSpinTerms,
} from '@satsino/contract/bonuses';
import {
  CASHBACK_BONUS_VALID_DAYS,
  DAILY_CASHBACK,
  WEEKLY_CASHBACK_TIERS,
} from '@satsino/contract/cashback';
import { MARKETING_FIGURES } from '@satsino/contract/marketing-figures';
import { MINOR_UNITS_PER_MAJOR } from '@satsino/contract/money';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatMoney, formatNumber } from '../../../i18n/format';
import { localizedPath } from '../../../i18n/locale-path';
import { TextsSuspense } from '../../../i18n/texts-suspense';
import { useLocale } from '../../../i18n/use-locale';
import { AdminPageHeader } from '../../../ui/admin-page-header';
import { LoadErrorPanel } from '../../../ui/load-error';
import { usePageTitle } from '../../../ui/use-page-title';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { adminBonusCampaignsQueryOptions } from './bonus-campaigns-api';

/** The coupon codes page (ADMIN_PATHS.coupons): the coupon campaign's codes are made there. */
const COUPONS_PATH = '/admin/coupons';

interface Campaign {
  id: string;
  bonusKey: BonusKey;
  depositIndex: number | null;
  title: string;
  rules: string[];
  link?: { to: string; label: string };
}

/** /admin/bonus-campaigns: the programme's campaigns, their rules and what each has done. */
export function BonusCampaignsPage() {
  return (
    <TextsSuspense namespace="reports">
      <BonusCampaigns />
    </TextsSuspense>
  );
}

/** An amount of the programme's figures (whole units of either currency) in minor units. */
const units = (minor: number, locale: string) =>
  formatNumber(minor / MINOR_UNITS_PER_MAJOR, locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

function useCampaigns(): Campaign[] {
  const { t } = useTranslation('reports');
  const locale = useLocale();
  const deposits: Campaign[] = Array.from({ length: DEPOSIT_BONUS_COUNT }, (_, index) => {
    const terms = depositBonusTerms(index);
    if (!terms) throw new Error(`deposit bonus ${index} has no terms`);
    return {
      id: `deposit-${index}`,
      bonusKey: 'DEPOSIT_BONUS_CASH',
      depositIndex: index,
      title: t('campaigns.deposit.title', { number: index + 1 }),
      rules: [
        t('campaigns.deposit.amount', {
          percent: terms.percent,
          max: units(terms.maxBonusMinor, locale),
          min: units(terms.minDepositMinor, locale),
        }),
        t('campaigns.wagering', {
          multiplier: terms.wageringMultiplier,
          days: terms.validDays,
          maxBet: units(terms.maxBetMinor, locale),
        }),
      ],
    };
  });
  const spins = welcomeFreeSpinTerms();
  deposits[0]?.rules.push(
    t('campaigns.deposit.freeSpins', {
      count: spins.total,
      stake: units(spins.stakeMinor, locale),
      games: FREE_SPIN_GAMES.join(', '),
      multiplier: spins.wageringMultiplier,
      days: spins.validDays,
    }),
  );
  return [
    ...deposits,
    {
      id: 'vip-reload',
      bonusKey: 'DEPOSIT_BONUS_CASH',
      depositIndex: DEPOSIT_BONUS_COUNT,
      title: t('campaigns.reload.title'),
      rules: [
        t('campaigns.reload.amount', {
          percent: MARKETING_FIGURES.vipReloadBonusPercent,
          number: DEPOSIT_BONUS_COUNT + 1,
        }),
      ],
    },
    {
      id: 'cashback',
      bonusKey: 'CASHBACK_BONUS',
      depositIndex: null,
      title: t('campaigns.cashback.title'),
      rules: [
        t('campaigns.cashback.daily', {
          percent: DAILY_CASHBACK.rateBps / 100,
          min: units(Number(DAILY_CASHBACK.minNetLossMinor), locale),
        }),
        t('campaigns.cashback.weekly', {
          tiers: WEEKLY_CASHBACK_TIERS.map(
            (tier) => `${units(Number(tier.minNetLossMinor), locale)} → ${tier.rateBps / 100} %`,
          ).join(' · '),
        }),
        t('campaigns.cashback.validity', { days: CASHBACK_BONUS_VALID_DAYS }),
      ],
    },
    {
      id: 'coupons',
      bonusKey: 'COUPON_BONUS_CASH',
      depositIndex: null,
      title: t('campaigns.coupons.title'),
      rules: [t('campaigns.coupons.rules')],
      link: { to: COUPONS_PATH, label: t('campaigns.coupons.link') },
    },
    {
      id: 'operator',
      bonusKey: 'OPERATOR_BONUS_CASH',
      depositIndex: null,
      title: t('campaigns.operator.title'),
      rules: [t('campaigns.operator.rules')],
    },
  ];
}

/** A campaign's figures: the deposit bonus row of its deposit, or its key's (reloads: index ≥ 4). */
function figuresOf(campaign: Campaign, figures: BonusCampaignFigures[]): BonusCampaignFigures[] {
  return figures.filter((row) => {
    if (row.bonus_key !== campaign.bonusKey) return false;
    if (campaign.id === 'vip-reload') return (row.deposit_index ?? -1) >= DEPOSIT_BONUS_COUNT;
    return campaign.depositIndex === null || row.deposit_index === campaign.depositIndex;
  });
}

function BonusCampaigns() {
  const { t } = useTranslation('reports');
  const titleId = useId();
  const figures = useQuery(adminBonusCampaignsQueryOptions());
  const campaigns = useCampaigns();
  usePageTitle(t('campaigns.title'));

  return (
    <Box component="section" aria-labelledby={titleId}>
      <AdminPageHeader
        titleId={titleId}
        title={t('campaigns.title')}
        intro={t('campaigns.intro')}
        actions={
          <Button
            variant="outlined"
            startIcon={<RefreshIcon />}
            loading={figures.isFetching && !figures.isPending}
            onClick={() => void figures.refetch()}
          >
            {t('refresh')}
          </Button>
        }
      />
      {figures.isError && (
        <Box sx={{ mb: 2 }}>
          <LoadErrorPanel
            title={t('campaigns.loadErrorTitle')}
            message={t('loadError')}
            onRetry={() => void figures.refetch()}
            retrying={figures.isFetching}
          />
        </Box>
      )}
      {figures.isPending && (
        <Box component="span" sx={visuallyHidden}>
          {t('campaigns.loading')}
        </Box>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
        }}
      >
        {campaigns.map((campaign) => (
          <CampaignCard
            key={campaign.id}
            campaign={campaign}
            figures={figures.data ? figuresOf(campaign, figures.data) : undefined}
          />
        ))}
      </Box>
    </Box>
  );
}

function CampaignCard({
  campaign,
  figures,
}: {
  campaign: Campaign;
  figures: BonusCampaignFigures[] | undefined;
}) {
  const { t } = useTranslation('reports');
  const locale = useLocale();
  const titleId = useId();
  const count = (pick: (row: BonusCampaignFigures) => number) =>
    (figures ?? []).reduce((sum, row) => sum + pick(row), 0);
  const money = new Map<string, { granted: number; released: number }>();
  for (const row of figures ?? []) {
    for (const line of row.money) {
      const sum = money.get(line.currency) ?? { granted: 0, released: 0 };
      money.set(line.currency, {
        granted: sum.granted + line.granted,
        released: sum.released + line.released,
      });
    }
  }
  const states = [
    ['waiting', count((row) => row.waiting)],
    ['running', count((row) => row.running)],
    ['completed', count((row) => row.completed)],
    ['ended', count((row) => row.ended)],
  ] as const;

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid={`campaign-${campaign.id}`}
      sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Typography id={titleId} component="h3" variant="h6">
        {campaign.title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary' }}>
        {campaign.rules.map((rule) => (
          <Typography key={rule} component="li" variant="body2" sx={{ mb: 0.5 }}>
            {rule}
          </Typography>
        ))}
      </Box>
      {figures === undefined ? (
        <Skeleton variant="rounded" height={56} />
      ) : (
        <>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {states.map(([state, value]) => (
              <Chip
                key={state}
                size="small"
                variant={value > 0 ? 'filled' : 'outlined'}
                color={state === 'running' && value > 0 ? 'success' : 'default'}
                label={t(`campaigns.states.${state}`, { count: value })}
              />
            ))}
          </Stack>
          {money.size === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('campaigns.none')}
            </Typography>
          ) : (
            [...money.entries()].map(([currency, sum]) => (
              <Typography key={currency} variant="body2">
                {t('campaigns.money', {
                  granted: formatMoney(sum.granted, currency, locale),
                  released: formatMoney(sum.released, currency, locale),
                })}
              </Typography>
            ))
          )}
        </>
      )}
      {campaign.link && (
        <Link
          component={RouterLink}
          to={localizedPath(campaign.link.to, locale)}
          sx={{ mt: 'auto', alignSelf: 'flex-start' }}
        >
          {campaign.link.label}
        </Link>
      )}
    </Paper>
  );
}
