import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PROVIDER_LOGO_SIZE } from '@satsino/contract/catalogue';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TextsSuspense } from '../../../i18n/texts-suspense';
import { useLocale } from '../../../i18n/use-locale';
import { providersQueryOptions } from '../api/catalogue-api';
import { providerPath } from '../game-links';
import { BrowseIndex } from './browse-index';

/** /providers: the studios' logos, each leading to its games. */
export function ProvidersPage() {
  return (
    <TextsSuspense namespace="catalogue">
      <Providers />
    </TextsSuspense>
  );
}

function Providers() {
  const { t } = useTranslation('catalogue');
  const providers = useQuery(providersQueryOptions(useLocale()));
  return (
    <BrowseIndex
      title={t('providers.title')}
      description={t('providers.description')}
      query={providers}
      pathOf={(provider) => providerPath(provider.slug)}
      cardMinWidth="12rem"
      placeholders={{ count: 4, height: 128 }}
      cardDirection="column"
    >
      {(provider) => (
        <>
          <Box
            component="img"
            src={provider.image}
            alt={t('providers.logo', { name: provider.name })}
            width={PROVIDER_LOGO_SIZE.width}
            height={PROVIDER_LOGO_SIZE.height}
            loading="lazy"
            sx={{ display: 'block', maxWidth: '100%', height: 'auto' }}
          />
          <Typography component="span" sx={{ fontWeight: 700, textAlign: 'center' }}>
            {provider.name}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary">
            {t('providers.games', { count: provider.games_count })}
          </Typography>
        </>
      )}
    </BrowseIndex>
  );
}
