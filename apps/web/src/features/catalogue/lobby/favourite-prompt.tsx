import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { loginPath } from '../../../app/session/redirect-target';
import { localizedPath } from '../../../i18n/locale-path';
import { useLocale } from '../../../i18n/use-locale';

interface FavouritePromptProps {
  id: string;
  anchor: HTMLElement;
  onClose: () => void;
}

/**
 * What a guest's heart opens: log in or register to keep favourites. In a chunk of its own,
 * fetched at the first tap: the popover's code (a modal, its focus trap and transitions) is not
 * needed by the pages that show tiles until then (issue 12).
 */
export function FavouritePrompt({ id, anchor, onClose }: FavouritePromptProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();

  return (
    <Popover
      id={id}
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', 'aria-label': t('casino.favourites') } }}
    >
      <Stack spacing={1.5} sx={{ p: 2, maxWidth: 280 }}>
        <Typography variant="body2">{t('casino.favouritePrompt')}</Typography>
        <Stack direction="row" spacing={1}>
          <Button
            variant="contained"
            size="small"
            component={RouterLink}
            to={loginPath(locale, `${pathname}${search}`)}
          >
            {t('casino.favouriteLogIn')}
          </Button>
          <Button size="small" component={RouterLink} to={localizedPath('/auth/register', locale)}>
            {t('casino.favouriteRegister')}
          </Button>
        </Stack>
      </Stack>
    </Popover>
  );
}
