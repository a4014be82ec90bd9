import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import CloseIcon from '@mui/icons-material/Close';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import VolunteerActivismOutlined from '@mui/icons-material/VolunteerActivismOutlined';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { User } from '@satsino/contract/account';
import type { WalletConfig } from '@satsino/contract/wallet';
import { useQuery } from '@tanstack/react-query';
import { type ReactElement, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { walletConfigQueryOptions } from '../api/wallet-api';
import {
  availableWalletTabs,
  shownWalletTab,
  WALLET_TAB_SLUGS,
  type WalletTab,
} from '../wallet-tabs';
import { useWalletUiActions, useWalletUiState } from '../wallet-ui-context';
import { BuyCryptoFrame } from './buy-crypto-frame';
import { type DepositBonusSlot, DepositTab } from './deposit-tab';
import { TipsTab } from './tips-tab';
import { WithdrawTab } from './withdraw-tab';

/** SPEC §9: the wallet dialog is at most 500 px wide. */
const DIALOG_MAX_WIDTH_PX = 500;

/** SPEC §2: a tab of the wallet dialog is an entry of a menu of slug, title and icon. */
interface WalletMenuEntry {
  tab: WalletTab;
  slug: string;
  title: string;
  icon: ReactElement;
}

function useWalletMenu(config: WalletConfig | undefined): WalletMenuEntry[] {
  const { t } = useTranslation();
  const icons: Record<WalletTab, ReactElement> = {
    deposits: <FileDownloadOutlined fontSize="small" />,
    withdraw: <FileUploadOutlined fontSize="small" />,
    tips: <VolunteerActivismOutlined fontSize="small" />,
    buyCrypto: <CreditCardOutlined fontSize="small" />,
  };
  return availableWalletTabs(config).map((tab) => ({
    tab,
    slug: WALLET_TAB_SLUGS[tab],
    title: t(`wallet.tabs.${tab}`),
    icon: icons[tab],
  }));
}

/**
 * The wallet dialog (SPEC §2): persistent, so a click beside it never throws away a half-typed
 * withdrawal; it closes with its button or Escape. Full screen on phones (SPEC §9 ≤ 768 px).
 */
export function WalletDialog({
  user,
  depositBonus,
}: {
  user: User;
  depositBonus?: DepositBonusSlot;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const titleId = useId();
  const { open, tab: chosenTab } = useWalletUiState();
  const walletUi = useWalletUiActions();
  const config = useQuery({ ...walletConfigQueryOptions(), enabled: open });
  const menu = useWalletMenu(config.data);
  const tab = shownWalletTab(
    chosenTab,
    menu.map((entry) => entry.tab),
  );
  const close = () => walletUi.setOpen(false);

  let panel: ReactElement;
  switch (tab) {
    case 'deposits':
      panel = (
        <DepositTab
          user={user}
          config={config.data}
          onNavigate={close}
          depositBonus={depositBonus}
        />
      );
      break;
    case 'withdraw':
      panel = <WithdrawTab user={user} config={config.data} onDone={close} onNavigate={close} />;
      break;
    case 'tips':
      panel = <TipsTab user={user} config={config.data} onNavigate={close} />;
      break;
    case 'buyCrypto': {
      // The tab is offered only with a URL; the check keeps the types honest.
      const url = config.data?.onramp_url;
      panel = url ? <BuyCryptoFrame url={url} height={fullScreen ? 640 : 560} /> : <span />;
      break;
    }
  }

  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') {
          close();
        }
      }}
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      data-testid="wallet-dialog"
      slotProps={{
        paper: {
          sx: fullScreen ? {} : { width: '100%', maxWidth: DIALOG_MAX_WIDTH_PX, mx: 2 },
        },
      }}
    >
      <DialogTitle
        id={titleId}
        component="div"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1, py: 1.5 }}
      >
        <AccountBalanceWalletOutlined color="primary" aria-hidden />
        <Typography component="h2" variant="h6" sx={{ flex: 1 }}>
          {t('wallet.dialog.title')}
        </Typography>
        <IconButton
          onClick={close}
          aria-label={t('wallet.dialog.close')}
          data-testid="wallet-close"
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <Tabs
        value={tab}
        onChange={(_event, next: WalletTab) => walletUi.setTab(next)}
        // Four tabs do not fit a phone side by side: they scroll there.
        variant={fullScreen && menu.length > 3 ? 'scrollable' : 'fullWidth'}
        allowScrollButtonsMobile
        aria-label={t('wallet.dialog.tabsLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 48 }}
      >
        {menu.map((entry) => (
          <Tab
            key={entry.tab}
            value={entry.tab}
            id={entry.slug}
            data-testid={entry.slug}
            aria-controls={`${entry.slug}-panel`}
            icon={entry.icon}
            iconPosition="start"
            label={entry.title}
            sx={{ minHeight: 48, minWidth: 0, px: 1, gap: 0.5, '& .MuiTab-icon': { mr: 0 } }}
          />
        ))}
      </Tabs>
      <DialogContent sx={{ pt: '20px !important', pb: 3 }}>
        <Box
          role="tabpanel"
          id={`${WALLET_TAB_SLUGS[tab]}-panel`}
          aria-labelledby={WALLET_TAB_SLUGS[tab]}
        >
          {panel}
        </Box>
      </DialogContent>
    </Dialog>
  );
}
