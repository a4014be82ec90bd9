import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import AddIcon from '@mui/icons-material/Add';
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { User } from '@satsino/contract/account';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../../i18n/format';
import { localizedPath } from '../../../i18n/locale-path';
import { useLocale } from '../../../i18n/use-locale';
import { visibleBalanceRows, walletBalancesOf } from '../wallet-balances';
import {
  browserLocalStorage,
  readHideZeroBalances,
  saveHideZeroBalances,
} from '../wallet-preferences';
import { useWalletUiActions } from '../wallet-ui-context';

/**
 * The header's wallet (SPEC §2 wallet menu): the balance a bet would use now, in the bonus
 * colour while the bonus balance is in use (SPEC §4), and beside it the Deposit button. The
 * menu lists both balances, the "hide zero balances" switch and the ways to deposit and
 * withdraw. Balances follow the real-time WALLET_BALANCE alerts through the cached user.
 */
export function HeaderWallet({ user }: { user: User }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const walletUi = useWalletUiActions();
  const menuId = useId();
  const storage = useMemo(browserLocalStorage, []);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [hideZero, setHideZero] = useState(() => readHideZeroBalances(storage));
  const balances = walletBalancesOf(user);
  const rows = visibleBalanceRows(balances.rows, hideZero);
  const playable = formatMoney(balances.playableMinor, user.currency, locale);
  const close = () => setAnchor(null);

  function toggleHideZero() {
    const next = !hideZero;
    setHideZero(next);
    saveHideZeroBalances(storage, next);
  }

  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'stretch', flexShrink: 0 }}
      data-testid="header-wallet"
    >
      <Button
        color={balances.bonusInPlay ? 'warning' : 'inherit'}
        variant="outlined"
        aria-label={t('wallet.menu.open', { balance: playable })}
        aria-haspopup="menu"
        aria-controls={anchor === null ? undefined : menuId}
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="wallet-menu-button"
        data-bonus-in-play={balances.bonusInPlay}
        sx={{
          minWidth: 0,
          px: { xs: 1, sm: 1.5 },
          gap: 0.75,
          borderTopRightRadius: 0,
          borderBottomRightRadius: 0,
          borderRight: 0,
          borderColor: balances.bonusInPlay ? 'warning.main' : 'divider',
          bgcolor: balances.bonusInPlay ? 'action.selected' : 'background.default',
          '&:hover': { borderRight: 0 },
        }}
      >
        {balances.bonusInPlay ? (
          <CardGiftcardOutlined fontSize="small" aria-hidden />
        ) : (
          <AccountBalanceWalletOutlined
            fontSize="small"
            aria-hidden
            sx={{ display: { xs: 'none', sm: 'inline-block' } }}
          />
        )}
        <Box
          component="span"
          aria-live="polite"
          data-testid="wallet-balance"
          sx={{
            fontVariantNumeric: 'tabular-nums',
            fontWeight: 700,
            maxWidth: { xs: '6.5rem', sm: '10rem' },
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {playable}
        </Box>
        <ExpandMoreIcon
          fontSize="small"
          aria-hidden
          sx={{ display: { xs: 'none', sm: 'inline-block' } }}
        />
      </Button>
      <Button
        variant="contained"
        onClick={() => walletUi.openOn('deposits')}
        aria-label={t('wallet.menu.deposit')}
        data-testid="header-deposit"
        sx={{
          minWidth: 0,
          px: { xs: 1, sm: 2 },
          borderTopLeftRadius: 0,
          borderBottomLeftRadius: 0,
          whiteSpace: 'nowrap',
        }}
      >
        <AddIcon
          fontSize="small"
          aria-hidden
          sx={{ display: { xs: 'inline-block', sm: 'none' } }}
        />
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {t('wallet.menu.deposit')}
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{
          list: { 'aria-label': t('wallet.menu.label') },
          paper: { sx: { minWidth: 260, mt: 0.5 } },
        }}
      >
        <Box component="dl" sx={{ px: 2, pt: 1, pb: 1.5, m: 0 }} data-testid="wallet-menu-balances">
          {rows.map((row) => (
            <Box
              key={row.kind}
              data-testid={`wallet-menu-${row.kind}`}
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 2,
                py: 0.5,
              }}
            >
              <Typography component="dt" variant="body2" color="text.secondary">
                {row.kind === 'cash' ? t('wallet.menu.balance') : t('wallet.menu.bonusBalance')}
              </Typography>
              <Typography
                component="dd"
                sx={{
                  m: 0,
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  fontWeight: 700,
                  fontVariantNumeric: 'tabular-nums',
                  color: row.kind === 'bonus' && row.inPlay ? 'warning.main' : 'text.primary',
                }}
              >
                {row.inPlay && (
                  <Chip
                    size="small"
                    label={t('wallet.menu.inPlay')}
                    color={row.kind === 'bonus' ? 'warning' : 'default'}
                    variant="outlined"
                    sx={{ height: 20, fontSize: '0.7rem' }}
                  />
                )}
                {formatMoney(row.amountMinor, user.currency, locale)}
              </Typography>
            </Box>
          ))}
        </Box>
        <MenuItem
          role="menuitemcheckbox"
          aria-checked={hideZero}
          onClick={toggleHideZero}
          data-testid="wallet-hide-zero"
        >
          <ListItemText>{t('wallet.menu.hideZero')}</ListItemText>
          <Switch
            edge="end"
            size="small"
            checked={hideZero}
            tabIndex={-1}
            slotProps={{ input: { 'aria-hidden': true } }}
          />
        </MenuItem>
        <Divider />
        <MenuItem
          component={Link}
          to={localizedPath('/settings/wallet', locale)}
          onClick={() => {
            close();
            walletUi.openOn('deposits');
          }}
          data-testid="wallet-menu-deposits"
        >
          <ListItemIcon>
            <FileDownloadOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('wallet.menu.deposits')}</ListItemText>
        </MenuItem>
        <MenuItem
          component={Link}
          to={localizedPath('/settings/wallet', locale)}
          onClick={() => {
            close();
            walletUi.openOn('withdraw');
          }}
          data-testid="wallet-menu-withdraw"
        >
          <ListItemIcon>
            <FileUploadOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('wallet.menu.withdraw')}</ListItemText>
        </MenuItem>
      </Menu>
    </Stack>
  );
}
