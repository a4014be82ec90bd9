import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import QueryStatsOutlined from '@mui/icons-material/QueryStatsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RedeemOutlined from '@mui/icons-material/RedeemOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { User } from '@satsino/contract/account';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UNREAD_BADGE_MAX } from '../../features/notifications/notification-list';
import { useUnreadNotifications } from '../../features/notifications/use-unread-notifications';
import { formatMoney } from '../../i18n/format';
import { localizedPath } from '../../i18n/locale-path';
import { useLocale } from '../../i18n/use-locale';
import { isOperatorRole } from '../../lib/operator-role';
import { isBonusInPlay } from '../realtime/wallet-balance';

interface AccountMenuProps {
  user: User;
  onLogOut: () => void;
}

/**
 * The logged-in player's menu (SPEC §2 account menu): avatar and nickname, the balance in play,
 * and the ways to the profile, VIP, bonus transactions, transactions, notifications (with the
 * unread count, also on the button), sessions and out. Balance and count follow real-time
 * updates.
 */
export function AccountMenu({ user, onLogOut }: AccountMenuProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const bonusInPlay = isBonusInPlay(user.w_balance, user.w_bonus_balance);
  const unread = useUnreadNotifications(true);
  const unreadText = unread > 0 ? t('accountMenu.unread', { count: unread }) : undefined;
  const close = () => setAnchor(null);
  const entry = (path: string, Icon: typeof PersonOutline, label: string, testId: string) => (
    <MenuItem
      component={Link}
      to={localizedPath(path, locale)}
      onClick={close}
      data-testid={testId}
    >
      <ListItemIcon>
        <Icon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );

  return (
    <>
      <Button
        color="inherit"
        aria-label={
          unreadText === undefined
            ? t('accountMenu.open', { name: user.name })
            : `${t('accountMenu.open', { name: user.name })}, ${unreadText}`
        }
        data-testid="account-menu-button"
        aria-haspopup="menu"
        aria-controls={anchor === null ? undefined : menuId}
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0, px: 1, gap: 1 }}
      >
        <Badge
          badgeContent={unread}
          max={UNREAD_BADGE_MAX}
          color="error"
          overlap="circular"
          slotProps={{ badge: { 'aria-hidden': true } }}
        >
          <Avatar
            src={user.photo_url ?? undefined}
            alt=""
            sx={{
              width: 32,
              height: 32,
              fontSize: '0.875rem',
              fontWeight: 700,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            {user.name.slice(0, 1).toUpperCase()}
          </Avatar>
        </Badge>
        <Box
          component="span"
          sx={{
            display: { xs: 'none', sm: 'inline' },
            maxWidth: '12rem',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {user.name}
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          list: { 'aria-label': t('accountMenu.label') },
          paper: { sx: { minWidth: 240 } },
        }}
      >
        <Box sx={{ px: 2, pt: 1, pb: 1.5 }} aria-live="polite">
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{user.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('accountMenu.balance')}:{' '}
            <Box
              component="span"
              sx={{ color: bonusInPlay ? 'warning.main' : 'text.primary', fontWeight: 600 }}
            >
              {formatMoney(user.balance, user.currency, locale)}
            </Box>
          </Typography>
          {bonusInPlay && (
            <Typography variant="caption" color="warning.main">
              {t('accountMenu.bonusInPlay')}
            </Typography>
          )}
        </Box>
        <Divider />
        {entry(
          '/settings/profile',
          PersonOutline,
          t('accountMenu.profile'),
          'account-menu-profile',
        )}
        {entry('/settings/vip', WorkspacePremiumOutlined, t('accountMenu.vip'), 'account-menu-vip')}
        {entry('/settings/bonus', RedeemOutlined, t('accountMenu.bonus'), 'account-menu-bonus')}
        {entry(
          '/settings/transactions',
          ReceiptLongOutlined,
          t('wallet.nav.transactions'),
          'account-menu-transactions',
        )}
        {entry(
          '/statistics',
          QueryStatsOutlined,
          t('accountMenu.statistics'),
          'account-menu-statistics',
        )}
        <MenuItem
          component={Link}
          to={localizedPath('/settings/notifications', locale)}
          onClick={close}
          data-testid="account-menu-notifications"
        >
          <ListItemIcon>
            <NotificationsOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('accountMenu.notifications')}</ListItemText>
          {unreadText !== undefined && (
            <Badge
              badgeContent={unread}
              max={UNREAD_BADGE_MAX}
              color="error"
              aria-label={unreadText}
              sx={{ ml: 2, mr: 1 }}
            />
          )}
        </MenuItem>
        {entry(
          '/settings/sessions',
          DevicesOutlined,
          t('accountMenu.sessions'),
          'account-menu-sessions',
        )}
        {isOperatorRole(user.role) && (
          <MenuItem component={Link} to={localizedPath('/admin', locale)} onClick={close}>
            <ListItemIcon>
              <AdminPanelSettingsOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('accountMenu.operator')}</ListItemText>
          </MenuItem>
        )}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            onLogOut();
          }}
        >
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('accountMenu.logout')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
