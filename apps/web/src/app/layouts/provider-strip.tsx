import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PROVIDER_LOGO_SIZE } from '@satsino/contract/catalogue';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { providersQueryOptions } from '../../features/catalogue/api/catalogue-api';
import { providerPath } from '../../features/catalogue/game-links';
import { localizedPath } from '../../i18n/locale-path';
import { useLocale } from '../../i18n/use-locale';

/** Placeholders while the providers load: about as many as the catalogue has studios. */
const PLACEHOLDERS = 4;

const stripSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 1,
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(auto-fit, minmax(9rem, 1fr))',
  },
} as const;

/**
 * The game providers strip: a heading and the catalogue's studios as their logos (120x50,
 * SPEC §9), each leading to its provider page. SPEC §2: two columns on extra small screens and
 * one row (one grid column per logo) on larger ones, wrapping only where a row does not fit.
 * The list is the server's (SPEC §4 loads it on start), so every logo leads to real games; if it
 * cannot be loaded the strip stays out of the way rather than showing dead links.
 */
export function ProviderStrip() {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = useId();
  const providers = useQuery(providersQueryOptions(locale));

  if (providers.isError || providers.data?.length === 0) return null;

  return (
    <Box component="section" aria-labelledby={headingId} aria-busy={providers.isPending}>
      <Typography
        id={headingId}
        component="h2"
        variant="overline"
        color="text.secondary"
        sx={{ display: 'block', mb: 1 }}
      >
        {t('footer.providers')}
      </Typography>
      {providers.isPending ? (
        <Box sx={stripSx} aria-hidden>
          {Array.from({ length: PLACEHOLDERS }, (_, index) => (
            <Skeleton key={String(index)} variant="rounded" height={64} />
          ))}
        </Box>
      ) : (
        <Box component="ul" sx={stripSx}>
          {providers.data.map((provider) => (
            <Box component="li" key={provider.slug} sx={{ display: 'flex' }}>
              <Link
                component={RouterLink}
                to={localizedPath(providerPath(provider.slug), locale)}
                underline="none"
                color="text.secondary"
                title={provider.name}
                sx={{
                  flex: 1,
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  minHeight: (theme) => theme.spacing(8),
                  px: 1,
                  py: 0.5,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  '&:hover': { borderColor: 'text.secondary' },
                }}
              >
                <Box
                  component="img"
                  src={provider.image}
                  alt={provider.name}
                  width={PROVIDER_LOGO_SIZE.width}
                  height={PROVIDER_LOGO_SIZE.height}
                  loading="lazy"
                  sx={{ display: 'block', maxWidth: '100%', height: 'auto' }}
                />
              </Link>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
