import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizedPath } from '../../i18n/locale-path';
import { useLocale } from '../../i18n/use-locale';
import { useSession } from '../session/session-context';

// Players' code (wallet, account menu) is not part of what a guest's first page waits for.
const PlayerAccountArea = lazy(async () => ({
  default: (await import('./player-account-area')).PlayerAccountArea,
}));

const placeholder = <Skeleton variant="circular" width={32} height={32} sx={{ mx: 1 }} />;

/**
 * The header's right end by session: Login and Register for guests; for players the wallet
 * menu with its Deposit button and the account menu (SPEC §2). The wallet dialog lives here,
 * beside the header that opens it, and exists only while a player is logged in.
 */
export function HeaderAccountArea() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { status, user, logOut } = useSession();

  if (status === 'loading') {
    return placeholder;
  }
  if (status === 'authenticated' && user !== undefined) {
    return (
      <Suspense fallback={placeholder}>
        <PlayerAccountArea user={user} onLogOut={() => void logOut()} />
      </Suspense>
    );
  }
  return (
    <Stack
      direction="row"
      spacing={{ xs: 0.5, sm: 1 }}
      sx={{ alignItems: 'center', flexShrink: 0 }}
    >
      <Button
        component={Link}
        to={localizedPath('/auth/login', locale)}
        color="inherit"
        variant="outlined"
        sx={{ minWidth: 0, px: { xs: 1, sm: 2 }, whiteSpace: 'nowrap' }}
      >
        {t('nav.login')}
      </Button>
      <Button
        component={Link}
        to={localizedPath('/auth/register', locale)}
        variant="contained"
        sx={{ minWidth: 0, px: { xs: 1, sm: 2 }, whiteSpace: 'nowrap' }}
      >
        {t('nav.register')}
      </Button>
    </Stack>
  );
}
