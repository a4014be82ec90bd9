import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizedPath } from '../../i18n/locale-path';
import { useLocale } from '../../i18n/use-locale';

/** Back to the home page in the language the player is reading. */
export function BackHomeButton() {
  const { t } = useTranslation();
  const locale = useLocale();

  return (
    <Button
      component={Link}
      to={localizedPath('/', locale)}
      variant="contained"
      size="large"
      startIcon={<HomeOutlined />}
    >
      {t('common.backHome')}
    </Button>
  );
}
