import EngineeringOutlined from '@mui/icons-material/EngineeringOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedPath } from '../../i18n/locale-path';
import { useLocale } from '../../i18n/use-locale';
import { usePageTitle } from '../../ui/use-page-title';
import { siteQueryOptions } from './site-info';
import { useSiteName } from './use-site-name';

/**
 * /maintenancePage (SPEC §2): where every route leads while the operator has the site in
 * maintenance. "Try again" asks the server; once the site is back it reloads the home page,
 * which also picks up the release the maintenance may have brought.
 */
export function MaintenancePage() {
  const { t } = useTranslation();
  const siteName = useSiteName();
  const locale = useLocale();
  const site = useQuery(siteQueryOptions());
  const [stillDown, setStillDown] = useState(false);
  usePageTitle(t('maintenance.title'));

  async function retry() {
    const { data } = await site.refetch();
    if (data?.maintenance === true) {
      setStillDown(true);
      return;
    }
    window.location.assign(localizedPath('/', locale));
  }

  return (
    <Stack
      spacing={2}
      sx={{ alignItems: 'center', textAlign: 'center', maxWidth: '34rem', py: { xs: 6, md: 10 } }}
    >
      <EngineeringOutlined aria-hidden sx={{ fontSize: 72, color: 'primary.main' }} />
      <Typography component="h1" sx={{ typography: { xs: 'h5', sm: 'h4' } }}>
        {t('maintenance.title')}
      </Typography>
      <Typography color="text.secondary">{t('maintenance.message', { siteName })}</Typography>
      <Typography role="status" variant="body2" color="warning.main" sx={{ minHeight: '1.5em' }}>
        {stillDown && !site.isFetching ? t('maintenance.stillDown') : ''}
      </Typography>
      <Button
        variant="contained"
        size="large"
        startIcon={<RefreshIcon />}
        loading={site.isFetching}
        onClick={() => void retry()}
      >
        {t('common.retry')}
      </Button>
    </Stack>
  );
}
