import Box from '@mui/material/Box';
import { PROVIDER_LOGO_SIZE } from '@satsino/contract/catalogue';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageDescription } from '../../../app/head/page-head';
import { NotFoundPage } from '../../../app/routes/not-found-page';
import { TextsSuspense } from '../../../i18n/texts-suspense';
import { useLocale } from '../../../i18n/use-locale';
import { usePageTitle } from '../../../ui/use-page-title';
import { providersQueryOptions } from '../api/catalogue-api';
import { CataloguePageHeader } from '../components/catalogue-page-header';
import { CatalogueLoadError } from '../components/catalogue-states';
import { findBySlug } from '../game-links';
import { GamesBrowser } from '../lobby/games-browser';
import { BrowsePageSkeleton } from './browse-page-skeleton';

/** /providers/{slug}: one studio's games, with sort. */
export function ProviderPage() {
  return (
    <TextsSuspense namespace="catalogue">
      <Provider />
    </TextsSuspense>
  );
}

function Provider() {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  const { id = '' } = useParams();
  const providers = useQuery(providersQueryOptions(locale));
  const provider = providers.isSuccess ? findBySlug(providers.data, id) : undefined;
  usePageTitle(provider?.name ?? t('providers.title'));
  usePageDescription(t('providers.description'));

  if (providers.isPending) return <BrowsePageSkeleton />;
  if (providers.isError) {
    return (
      <CatalogueLoadError
        onRetry={() => void providers.refetch()}
        retrying={providers.isFetching}
      />
    );
  }
  if (provider === undefined) return <NotFoundPage />;
  return (
    <>
      <CataloguePageHeader
        title={provider.name}
        media={
          <Box
            component="img"
            src={provider.image}
            alt=""
            width={PROVIDER_LOGO_SIZE.width}
            height={PROVIDER_LOGO_SIZE.height}
            sx={{ display: { xs: 'none', sm: 'block' }, flexShrink: 0 }}
          />
        }
      />
      <GamesBrowser scope={{ provider: provider.slug }} label={provider.name} />
    </>
  );
}
