import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { localizedPath } from '../../i18n/locale-path';
import { useLocale } from '../../i18n/use-locale';
import { Logo } from '../../ui/logo';
import { useSiteName } from '../site/use-site-name';

/** The logo, leading to the home page of the current locale. */
export function HomeLogoLink() {
  const { t } = useTranslation();
  const siteName = useSiteName();
  const locale = useLocale();

  return (
    <Link
      component={RouterLink}
      to={localizedPath('/', locale)}
      aria-label={t('nav.logoLink', { siteName })}
      color="inherit"
      underline="none"
      sx={{ display: 'inline-flex', borderRadius: 1, px: 0.5 }}
    >
      <Logo compactOnPhones />
    </Link>
  );
}
