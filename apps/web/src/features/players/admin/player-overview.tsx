import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { PlayerDetail } from '@satsino/contract/players';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate, formatMoney } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { FactList, PlayerSection } from './player-section';

const KYC_COLOURS = {
  in_progress: 'default',
  submitted: 'warning',
  approved: 'success',
  rejected: 'error',
} as const;

/** Why and since when the account is locked, at the top of the page. */
export function LockNotice({ player }: { player: PlayerDetail }) {
  const { t } = useTranslation('players');
  const locale = useLocale();
  if (!player.lock) return null;
  return (
    <Alert severity="error" variant="outlined" data-testid="player-lock-notice">
      <AlertTitle>{t('lock.noticeTitle')}</AlertTitle>
      {t('lock.notice', {
        by: player.lock.locked_by,
        at: formatDate(player.lock.locked_at, locale),
        reason: player.lock.reason,
      })}
    </Alert>
  );
}

export function ProfileSection({ player }: { player: PlayerDetail }) {
  const { t } = useTranslation('players');
  const locale = useLocale();
  const when = (value: string | null) => (value ? formatDate(value, locale) : t('common.never'));
  const realName = [player.first_name, player.last_name].filter(Boolean).join(' ');
  return (
    <PlayerSection title={t('profile.title')}>
      <FactList
        facts={[
          { label: t('profile.id'), value: player.id },
          { label: t('profile.email'), value: player.email },
          { label: t('profile.nickname'), value: player.name },
          { label: t('profile.realName'), value: realName || t('common.none') },
          { label: t('profile.country'), value: player.country ?? t('common.none') },
          { label: t('profile.language'), value: player.locale },
          { label: t('profile.role'), value: t(`roles.${player.role}`) },
          { label: t('profile.vipLevel'), value: player.vip_level ?? t('common.none') },
          { label: t('profile.registered'), value: formatDate(player.created_at, locale) },
          { label: t('profile.lastLogin'), value: when(player.last_login_at) },
          { label: t('profile.emailVerified'), value: when(player.email_verified_at) },
          { label: t('profile.accountVerified'), value: when(player.account_verified_at) },
        ]}
      />
    </PlayerSection>
  );
}

export function BalancesSection({ player }: { player: PlayerDetail }) {
  const { t } = useTranslation('players');
  const locale = useLocale();
  return (
    <PlayerSection title={t('balances.title')} testId="player-balances">
      {player.balances.length === 0 ? (
        <Typography color="text.secondary">{t('balances.empty')}</Typography>
      ) : (
        player.balances.map((balance) => (
          <FactList
            key={balance.currency}
            facts={[
              {
                label: t('balances.cash', { currency: balance.currency }),
                value: formatMoney(balance.cash, balance.currency, locale),
              },
              {
                label: t('balances.bonus', { currency: balance.currency }),
                value: formatMoney(balance.bonus, balance.currency, locale),
              },
              {
                label: t('balances.hold', { currency: balance.currency }),
                value: formatMoney(balance.withdrawal_hold, balance.currency, locale),
              },
            ]}
          />
        ))
      )}
    </PlayerSection>
  );
}

export function KycSection({ player }: { player: PlayerDetail }) {
  const { t } = useTranslation('players');
  const locale = useLocale();
  const { kyc } = player;
  return (
    <PlayerSection
      title={t('kyc.title')}
      actions={
        kyc && (
          <Link component={RouterLink} to={`../../verifications/${kyc.case_id}`} relative="path">
            {t('kyc.openCase')}
          </Link>
        )
      }
    >
      {!kyc ? (
        <Typography color="text.secondary">{t('kyc.none')}</Typography>
      ) : (
        <>
          <FactList
            facts={[
              {
                label: t('kyc.status'),
                value: (
                  <Chip
                    size="small"
                    color={KYC_COLOURS[kyc.status]}
                    label={t(`kyc.statuses.${kyc.status}`)}
                  />
                ),
              },
              {
                label: t('kyc.submitted'),
                value: kyc.submitted_at ? formatDate(kyc.submitted_at, locale) : t('common.none'),
              },
              {
                label: t('kyc.reviewed'),
                value: kyc.reviewed_at ? formatDate(kyc.reviewed_at, locale) : t('common.none'),
              },
              ...(kyc.rejection_reason
                ? [{ label: t('kyc.rejectionReason'), value: kyc.rejection_reason }]
                : []),
            ]}
          />
          {kyc.documents.length > 0 && (
            <List dense disablePadding sx={{ mt: 1 }} aria-label={t('kyc.documents')}>
              {kyc.documents.map((document) => (
                <ListItem key={document.slot} disableGutters>
                  <ListItemText
                    primary={t(`kyc.slots.${document.slot}`)}
                    secondary={`${document.file_name} · ${formatDate(document.uploaded_at, locale)}`}
                    slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </>
      )}
    </PlayerSection>
  );
}

export function SessionsSection({ player }: { player: PlayerDetail }) {
  const { t } = useTranslation('players');
  const locale = useLocale();
  return (
    <PlayerSection title={t('sessions.title')}>
      {player.sessions.length === 0 ? (
        <Typography color="text.secondary">{t('sessions.none')}</Typography>
      ) : (
        <List dense disablePadding>
          {player.sessions.map((session) => (
            <ListItem key={session.id} disableGutters>
              <ListItemText
                primary={session.device ?? t('sessions.unknownDevice')}
                secondary={
                  <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                    {t('sessions.detail', {
                      ip: session.ip ?? t('common.none'),
                      location: session.location ?? t('common.none'),
                      seen: formatDate(session.last_seen_at, locale),
                    })}
                  </Box>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </PlayerSection>
  );
}
