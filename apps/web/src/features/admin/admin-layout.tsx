import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import CallMadeOutlined from '@mui/icons-material/CallMadeOutlined';
import CallReceivedOutlined from '@mui/icons-material/CallReceivedOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import CasinoOutlined from '@mui/icons-material/CasinoOutlined';
import ExtensionOutlined from '@mui/icons-material/ExtensionOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import OpenInBrowserOutlined from '@mui/icons-material/OpenInBrowserOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import ShowChartOutlined from '@mui/icons-material/ShowChartOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { User } from '@satsino/contract/account';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, Link as RouterLink, useLocation } from 'react-router';
import { LanguageSwitcher } from '../../app/layouts/language-switcher';
import { SkipLink } from '../../app/layouts/skip-link';
import { RouteErrorPage } from '../../app/routes/route-error-page';
import { useSession } from '../../app/session/session-context';
import { localizedPath, stripLocale } from '../../i18n/locale-path';
import { TextsSuspense } from '../../i18n/texts-suspense';
import { useLocale } from '../../i18n/use-locale';
import { ADMIN_PATHS, isActiveAdminPage } from '../../lib/admin-pages';
import { LogoMark } from '../../ui/logo-mark';
import { type AdminMenuArea, type AdminPage, adminHomeFor, adminMenuFor } from './admin-menu';
import { useOperatorQueueLive } from './use-operator-queue-live';

/** The side navigation's width where it sits beside the page. */
const NAV_WIDTH_PX = 248;

/** Target of the skip link; focusable so keyboard users land in the page, not on the menu. */
const CONSOLE_MAIN_ID = 'console-main';

const PAGE_ICONS: Record<AdminPage, ReactNode> = {
  players: <PeopleAltOutlined />,
  withdrawals: <CallMadeOutlined />,
  deposits: <CallReceivedOutlined />,
  audit: <AccountBalanceOutlined />,
  reports: <AssessmentOutlined />,
  content: <ArticleOutlined />,
  catalogue: <CasinoOutlined />,
  providers: <ExtensionOutlined />,
  crashChains: <LinkOutlined />,
  crashTables: <ShowChartOutlined />,
  bonusCampaigns: <CampaignOutlined />,
  coupons: <LocalOfferOutlined />,
  vipLevels: <WorkspacePremiumOutlined />,
  chat: <ForumOutlined />,
  verifications: <VerifiedUserOutlined />,
  notifications: <NotificationsOutlined />,
  log: <HistoryOutlined />,
};

/** The frame of the operator pages, once their texts are loaded. */
export function AdminLayout() {
  return (
    <TextsSuspense namespace="admin">
      <ConsoleFrame />
    </TextsSuspense>
  );
}

/**
 * What a console page that failed shows: the error inside the console's frame, so the operator
 * can still go to another page. The frame itself failing goes on to the app's error page.
 */
export function AdminErrorBoundary() {
  return (
    <TextsSuspense namespace="admin">
      <ConsoleFrame>
        <RouteErrorPage />
      </ConsoleFrame>
    </TextsSuspense>
  );
}

/** `/admin` itself: each role starts where its work is (see `adminHomeFor`). */
export function AdminIndexRedirect() {
  const { user } = useSession();
  const locale = useLocale();
  const { search } = useLocation();
  const home = user === undefined ? ADMIN_PATHS.withdrawals : adminHomeFor(user.role);
  return <Navigate replace to={{ pathname: localizedPath(home, locale), search }} />;
}

/**
 * The operator console's own frame (issue 17), with nothing of the player's site: a slim bar
 * (logo and "Operator console", who is signed in, the language, the way back to the site, log
 * out), the side navigation grouped by area and the page, which gets the rest of the width for
 * its tables. Narrower than the theme's `md`, the navigation is a drawer the bar opens.
 */
function ConsoleFrame({ children }: { children?: ReactNode }) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [navOpen, setNavOpen] = useState(false);
  const { user } = useSession();
  // The queues, the player page's balances: live while the console is open.
  useOperatorQueueLive();
  // RequireOperator admits operators only, so the user is there; the guard is for the types.
  if (user === undefined) {
    return null;
  }
  const navigation = (
    <ConsoleNav areas={adminMenuFor(user.role)} onNavigate={() => setNavOpen(false)} />
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      <SkipLink targetId={CONSOLE_MAIN_ID} />
      <ConsoleBar user={user} wide={wide} navOpen={navOpen} onOpenNav={() => setNavOpen(true)} />
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        {wide ? (
          <Box
            component="aside"
            sx={{
              width: NAV_WIDTH_PX,
              flexShrink: 0,
              borderRight: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
            }}
          >
            <Box
              sx={{
                position: 'sticky',
                top: theme.layout.headerHeightPx,
                maxHeight: `calc(100dvh - ${theme.layout.headerHeightPx}px)`,
                overflowY: 'auto',
              }}
            >
              {navigation}
            </Box>
          </Box>
        ) : (
          <Drawer
            open={navOpen}
            onClose={() => setNavOpen(false)}
            slotProps={{ paper: { sx: { width: `min(${NAV_WIDTH_PX + 32}px, 85vw)` } } }}
          >
            <OperatorIdentity user={user} sx={{ px: 2, pt: 2, pb: 1 }} />
            {navigation}
          </Drawer>
        )}
        <Box
          component="main"
          id={CONSOLE_MAIN_ID}
          tabIndex={-1}
          data-testid="console-main"
          sx={{
            flex: 1,
            minWidth: 0,
            px: { xs: 2, md: 3 },
            py: { xs: 2, md: 3 },
            // Pages lay out by the room they get (`@md` keys in sx), not by the window's width.
            containerType: 'inline-size',
            '&:focus': { outline: 'none' },
          }}
        >
          {children ?? <Outlet />}
        </Box>
      </Box>
    </Box>
  );
}

interface ConsoleBarProps {
  user: User;
  wide: boolean;
  navOpen: boolean;
  onOpenNav: () => void;
}

function ConsoleBar({ user, wide, navOpen, onOpenNav }: ConsoleBarProps) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const { logOut } = useSession();

  return (
    <AppBar
      position="sticky"
      data-testid="console-bar"
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar
        disableGutters
        variant="dense"
        sx={(theme) => ({
          gap: { xs: 0.5, sm: 1 },
          px: { xs: 1, md: 2 },
          minHeight: { xs: 56, md: theme.layout.headerHeightPx },
        })}
      >
        {!wide && (
          <IconButton
            color="inherit"
            aria-label={t('layout.openMenu')}
            aria-expanded={navOpen}
            aria-haspopup="dialog"
            onClick={onOpenNav}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Link
          component={RouterLink}
          to={localizedPath(ADMIN_PATHS.root, locale)}
          color="inherit"
          underline="none"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minWidth: 0, px: 0.5 }}
        >
          <LogoMark aria-hidden sx={{ fontSize: 28 }} />
          <Typography
            component="span"
            noWrap
            sx={{ fontWeight: 700, fontSize: { xs: '1rem', sm: '1.125rem' } }}
          >
            {t('layout.title')}
          </Typography>
        </Link>
        <Box sx={{ flex: 1 }} />
        {wide && <OperatorIdentity user={user} sx={{ textAlign: 'right', mr: 1 }} />}
        <LanguageSwitcher />
        <BarAction
          to={localizedPath('/', locale)}
          label={t('layout.backToSite')}
          icon={<OpenInBrowserOutlined />}
          wide={wide}
        />
        <BarAction
          onClick={() => void logOut()}
          label={t('layout.logOut')}
          icon={<LogoutOutlined />}
          wide={wide}
        />
      </Toolbar>
    </AppBar>
  );
}

interface BarActionProps {
  label: string;
  icon: ReactNode;
  wide: boolean;
  to?: string;
  onClick?: () => void;
}

/** A button of the bar: with its label where there is room, its icon alone on phones. */
function BarAction({ label, icon, wide, to, onClick }: BarActionProps) {
  const linkProps = to === undefined ? {} : { component: RouterLink, to };
  if (!wide) {
    return (
      <IconButton color="inherit" aria-label={label} onClick={onClick} {...linkProps}>
        {icon}
      </IconButton>
    );
  }
  return (
    <Button
      color="inherit"
      startIcon={icon}
      onClick={onClick}
      sx={{ whiteSpace: 'nowrap' }}
      {...linkProps}
    >
      {label}
    </Button>
  );
}

function OperatorIdentity({ user, sx }: { user: User; sx?: object }) {
  const { t } = useTranslation('admin');
  return (
    <Box sx={{ minWidth: 0, lineHeight: 1.2, ...sx }} data-testid="console-operator">
      <Typography variant="body2" noWrap sx={{ fontWeight: 600, maxWidth: '14rem' }}>
        {user.name}
      </Typography>
      <Typography variant="caption" color="text.secondary" noWrap component="div">
        {user.role === 'admin' ? t('layout.role.admin') : t('layout.role.support')}
      </Typography>
    </Box>
  );
}

interface ConsoleNavProps {
  areas: readonly AdminMenuArea[];
  onNavigate: () => void;
}

/** The operator's pages by area; an area of one page is the page alone, without a heading. */
function ConsoleNav({ areas, onNavigate }: ConsoleNavProps) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const currentPath = stripLocale(useLocation().pathname).path;

  return (
    <Box component="nav" aria-label={t('layout.menu')} data-testid="console-nav" sx={{ py: 1 }}>
      {areas.map(({ area, pages }) => (
        <List
          key={area}
          dense
          disablePadding
          sx={{ px: 1, pb: 1 }}
          subheader={
            pages.length > 1 ? (
              <ListSubheader
                disableSticky
                sx={{
                  bgcolor: 'transparent',
                  lineHeight: 2.5,
                  fontSize: '0.75rem',
                  fontWeight: 700,
                  letterSpacing: '0.06em',
                  textTransform: 'uppercase',
                }}
              >
                {t(`layout.areas.${area}`)}
              </ListSubheader>
            ) : undefined
          }
        >
          {pages.map((page) => {
            const path = ADMIN_PATHS[page];
            const active = isActiveAdminPage(currentPath, path);
            return (
              <ListItemButton
                key={page}
                component={RouterLink}
                to={localizedPath(path, locale)}
                onClick={onNavigate}
                selected={active}
                aria-current={active ? 'page' : undefined}
                sx={{ borderRadius: 1 }}
              >
                <ListItemIcon sx={{ minWidth: 36, color: active ? 'primary.main' : 'inherit' }}>
                  {PAGE_ICONS[page]}
                </ListItemIcon>
                <ListItemText primary={t(`layout.${page}`)} />
              </ListItemButton>
            );
          })}
        </List>
      ))}
    </Box>
  );
}
