import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import CloseIcon from '@mui/icons-material/Close';
import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import QueryStatsOutlined from '@mui/icons-material/QueryStatsOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { categoriesQueryOptions } from '../../features/catalogue/api/catalogue-api';
import { CategoryIcon } from '../../features/catalogue/components/category-icon';
import { categoryPath } from '../../features/catalogue/game-links';
import { useLocale } from '../../i18n/use-locale';
import { visuallyHidden } from '../../ui/visually-hidden';
import { useSession } from '../session/session-context';
import { NavItem } from './nav-item';

interface ControlPanelProps {
  /** Icons only: the folded drawer of wider screens. */
  mini?: boolean;
  /** Shown as a close button when the drawer covers the page. */
  onClose?: () => void;
  /** Called after a link is followed, so an overlay drawer can get out of the way. */
  onNavigate?: () => void;
}

interface Entry {
  path: string;
  label: string;
  icon: ReactNode;
}

/**
 * The drawer's content, SPEC §2 'Control Panel': home; the Casino group (the lobby and the
 * categories); the other pages; and, for logged-in players, the chat.
 */
export function ControlPanel({ mini = false, onClose, onNavigate }: ControlPanelProps) {
  const { t } = useTranslation();
  const { status } = useSession();
  const titleId = useId();
  const casinoId = useId();
  const locale = useLocale();
  // The categories the operator put in the menu. Until they arrive, or if they cannot be
  // loaded, the group holds just the lobby: never a broken or jumping menu of placeholders.
  const categories = useQuery(categoriesQueryOptions(locale));

  const casino: Entry[] = [
    { path: '/casino', label: t('nav.lobby'), icon: <GridViewOutlined /> },
    ...(categories.data ?? [])
      .filter((category) => category.in_menu)
      .map((category) => ({
        path: categoryPath(category.slug),
        label: category.name,
        icon: <CategoryIcon name={category.icon} />,
      })),
  ];
  const pages: Entry[] = [
    { path: '/promotions', label: t('nav.promotions'), icon: <CardGiftcardOutlined /> },
    { path: '/blog', label: t('nav.blog'), icon: <ArticleOutlined /> },
    { path: '/policies/vip', label: t('nav.vip'), icon: <WorkspacePremiumOutlined /> },
    { path: '/provably-fair', label: t('nav.provablyFair'), icon: <VerifiedOutlined /> },
    { path: '/statistics', label: t('nav.statistics'), icon: <QueryStatsOutlined /> },
    // One support page: for players it is the live chat (SPEC §2 "a chat entry for logged-in
    // users"), for guests the ways to reach us.
    status === 'authenticated'
      ? { path: '/customersupport', label: t('nav.chat'), icon: <ChatOutlined /> }
      : { path: '/customersupport', label: t('nav.support'), icon: <SupportAgentOutlined /> },
  ];
  const item = ({ path, label, icon }: Entry) => (
    <NavItem
      key={label}
      path={path}
      label={label}
      icon={icon}
      mini={mini}
      onNavigate={onNavigate}
    />
  );

  return (
    <Box component="nav" aria-labelledby={titleId} sx={{ py: 1 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          px: 2,
          minHeight: (theme) => theme.spacing(mini ? 1 : 6),
        }}
      >
        <Typography
          id={titleId}
          variant="overline"
          component="h2"
          color="text.secondary"
          sx={mini ? visuallyHidden : undefined}
        >
          {t('nav.controlPanel')}
        </Typography>
        {onClose !== undefined && (
          <IconButton edge="end" aria-label={t('nav.closeMenu')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        )}
      </Box>
      <List disablePadding>
        {item({ path: '/', label: t('nav.home'), icon: <HomeOutlined /> })}
      </List>
      {mini ? (
        <Divider sx={{ my: 1, mx: 2 }} />
      ) : (
        <ListSubheader
          id={casinoId}
          component="h3"
          disableSticky
          sx={{ bgcolor: 'transparent', lineHeight: (theme) => theme.spacing(5), mt: 1 }}
        >
          {t('nav.casino')}
        </ListSubheader>
      )}
      <List
        disablePadding
        aria-labelledby={mini ? undefined : casinoId}
        aria-label={mini ? t('nav.casino') : undefined}
      >
        {casino.map(item)}
      </List>
      <Divider sx={{ my: 1, mx: 2 }} />
      <List disablePadding>{pages.map(item)}</List>
    </Box>
  );
}
