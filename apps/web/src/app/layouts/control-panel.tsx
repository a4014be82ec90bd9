import CloseIcon from '@mui/icons-material/Close';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavItem } from './nav-item';

interface ControlPanelProps {
  /** Shown as a close button when the drawer covers the page. */
  onClose?: () => void;
  /** Called after a link is followed, so an overlay drawer can get out of the way. */
  onNavigate?: () => void;
}

/** The drawer's content: its title and the site navigation. */
export function ControlPanel({ onClose, onNavigate }: ControlPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();

  return (
    <Box component="nav" aria-labelledby={titleId} sx={{ py: 1 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          px: 2,
          minHeight: (theme) => theme.spacing(6),
        }}
      >
        <Typography id={titleId} variant="overline" component="h2" color="text.secondary">
          {t('nav.controlPanel')}
        </Typography>
        {onClose !== undefined && (
          <IconButton edge="end" aria-label={t('nav.closeMenu')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        )}
      </Box>
      <List disablePadding>
        <NavItem path="/" label={t('nav.home')} icon={<HomeOutlined />} onNavigate={onNavigate} />
      </List>
    </Box>
  );
}
