import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AccountBonus } from '@satsino/contract/bonuses';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/session-context';
import { TextsSuspense } from '../../i18n/texts-suspense';
import { LoadErrorLine } from '../../ui/load-error';
import { usePageTitle } from '../../ui/use-page-title';
import { visuallyHidden } from '../../ui/visually-hidden';
import { BONUSES_QUERY_KEY, bonusesQueryOptions } from './api/bonuses-api';
import { groupBonuses } from './bonus-view';
import { BonusCard } from './components/bonus-card';
import { useBonusAction } from './use-bonus-action';

const PLACEHOLDERS = ['a', 'b'] as const;

/** /settings/bonus (SPEC §2): the player's bonuses, to claim, follow and look back on. */
export function BonusPage() {
  return (
    <TextsSuspense namespace="bonuses">
      <BonusPageContent />
    </TextsSuspense>
  );
}

function BonusPageContent() {
  const { t } = useTranslation('bonuses');
  const common = useTranslation().t;
  const { user } = useSession();
  const titleId = useId();
  const queryClient = useQueryClient();
  const bonuses = useQuery(bonusesQueryOptions());
  const action = useBonusAction();
  usePageTitle(t('page.title'));

  // Money moved (a deposit granted the bonus, a bet counted towards it): the list follows.
  const balancesKey = `${user?.w_balance}:${user?.w_bonus_balance}`;
  const seenBalances = useRef(balancesKey);
  useEffect(() => {
    if (seenBalances.current === balancesKey) return;
    seenBalances.current = balancesKey;
    void queryClient.invalidateQueries({ queryKey: BONUSES_QUERY_KEY });
  }, [balancesKey, queryClient]);

  let content: ReactNode;
  if (bonuses.isPending) {
    content = (
      <>
        <Box component="span" role="status" sx={visuallyHidden}>
          {common('common.loading')}
        </Box>
        <Stack spacing={2} aria-hidden>
          {PLACEHOLDERS.map((key) => (
            <Skeleton key={key} variant="rounded" height={140} />
          ))}
        </Stack>
      </>
    );
  } else if (bonuses.data === undefined) {
    content = (
      <LoadErrorLine
        message={t('page.loadFailed')}
        retrying={bonuses.isFetching}
        onRetry={() => void bonuses.refetch()}
      />
    );
  } else {
    const groups = groupBonuses(bonuses.data);
    const open = groups.available.length + groups.active.length;
    content = (
      <Stack spacing={4}>
        {open === 0 && (
          <Paper
            variant="outlined"
            sx={{ p: 4, textAlign: 'center', bgcolor: 'transparent' }}
            data-testid="bonuses-empty"
          >
            <CardGiftcardOutlined color="disabled" sx={{ fontSize: 40 }} aria-hidden />
            <Typography variant="subtitle1" sx={{ mt: 1 }}>
              {t('page.empty')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('page.emptyHint')}
            </Typography>
          </Paper>
        )}
        <BonusSection
          title={t('page.active')}
          bonuses={groups.active}
          action={action}
          bonusBalanceMinor={user?.w_bonus_balance}
        />
        <BonusSection
          title={t('page.available')}
          bonuses={groups.available}
          action={action}
          claimBlocked={groups.active.length > 0}
        />
        <BonusSection title={t('page.history')} bonuses={groups.history} action={action} />
      </Stack>
    );
  }

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h2" variant="h5">
        {t('page.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {t('page.intro')}
      </Typography>
      {content}
    </Box>
  );
}

function BonusSection({
  title,
  bonuses,
  action,
  claimBlocked = false,
  bonusBalanceMinor,
}: {
  title: string;
  bonuses: AccountBonus[];
  action: ReturnType<typeof useBonusAction>;
  claimBlocked?: boolean;
  bonusBalanceMinor?: number | undefined;
}) {
  const headingId = useId();
  if (bonuses.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="overline" color="text.secondary">
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mt: 1,
          gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {bonuses.map((bonus) => (
          <BonusCard
            key={bonus.id}
            bonus={bonus}
            action={action}
            claimBlocked={claimBlocked}
            bonusBalanceMinor={bonusBalanceMinor}
          />
        ))}
      </Box>
    </Box>
  );
}
