import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Avatar from '@mui/material/Avatar';
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
import { isOperatorRole } from '../../features/admin/operator-role';
import { formatMoney } from '../../i18n/format';
import { localizedPath } from '../../i18n/locale-path';
import { useLocale } from '../../i18n/use-locale';
import { isBonusInPlay } from '../realtime/wallet-balance';

interface AccountMenuProps {
  user: User;
  onLogOut: () => void;
}

/**
 * The logged-in player's menu (SPEC §2 account menu): avatar and nickname, the balance in play,
 * and the ways to the profile, the transactions, the sessions and out. The balance follows
 * real-time updates.
 */
export function AccountMenu({ user, onLogOut }: AccountMenuProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const bonusInPlay = isBonusInPlay(user.w_balance, user.w_bonus_balance);
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        color="inherit"
        aria-label={t('accountMenu.open', { name: user.name })}
        aria-haspopup="menu"
        aria-controls={anchor === null ? undefined : menuId}
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0, px: 1, gap: 1 }}
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
        <MenuItem component={Link} to={localizedPath('/settings/profile', locale)} onClick={close}>
          <ListItemIcon>
            <PersonOutline fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('accountMenu.profile')}</ListItemText>
        </MenuItem>
        <MenuItem
          component={Link}
          to={localizedPath('/settings/transactions', locale)}
          onClick={close}
        >
          <ListItemIcon>
            <ReceiptLongOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('wallet.nav.transactions')}</ListItemText>
        </MenuItem>
        <MenuItem component={Link} to={localizedPath('/settings/sessions', locale)} onClick={close}>
          <ListItemIcon>
            <DevicesOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('accountMenu.sessions')}</ListItemText>
        </MenuItem>
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
