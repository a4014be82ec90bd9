import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocale } from '../../../i18n/use-locale';
import { bannersQueryOptions } from '../api/content-api';
import { ContentError, LoadingLabel } from '../components/content-states';
import { localizeContentLink } from '../localize-link';

/** The landing page's banners (`GET /api/banners`): artwork, title, text and a link. */
export function Banners() {
  const { t } = useTranslation();
  const locale = useLocale();
  const banners = useQuery(bannersQueryOptions(locale));

  if (banners.isPending) {
    return (
      <>
        <LoadingLabel />
        <Box aria-hidden sx={gridSx}>
          {['a', 'b'].map((key) => (
            <Skeleton key={key} variant="rounded" height={220} />
          ))}
        </Box>
      </>
    );
  }
  if (banners.isError) {
    return <ContentError onRetry={() => void banners.refetch()} retrying={banners.isFetching} />;
  }
  if (banners.data.banners.length === 0) return null;

  return (
    <Box component="section" aria-label={t('content.home.bannersLabel')} sx={gridSx}>
      {banners.data.banners.map((banner) => {
        const target = localizeContentLink(banner.url, locale);
        return (
          <Box
            key={banner.id}
            sx={{
              position: 'relative',
              borderRadius: 2,
              overflow: 'hidden',
              border: 1,
              borderColor: 'divider',
              minHeight: 220,
              display: 'flex',
              alignItems: 'flex-end',
              backgroundImage: `linear-gradient(to right, rgba(0,0,0,0.85) 35%, rgba(0,0,0,0.1)), linear-gradient(to top, rgba(0,0,0,0.6), transparent 60%), url("${banner.bg_img}")`,
              backgroundSize: 'cover',
              backgroundPosition: 'center',
              color: '#fff',
            }}
          >
            <Box sx={{ p: { xs: 2, md: 3 } }}>
              <Typography variant="h5" component="h2" sx={{ mb: 0.5 }}>
                {banner.title}
              </Typography>
              <Typography variant="body2" sx={{ mb: 1.5, opacity: 0.9 }}>
                {banner.description}
              </Typography>
              {target?.kind === 'site' && (
                <Button component={RouterLink} to={target.to} variant="contained" size="small">
                  {t('content.home.bannerCta')}
                </Button>
              )}
              {target?.kind === 'external' && (
                <Button
                  href={target.href}
                  variant="contained"
                  size="small"
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('content.home.bannerCta')}
                </Button>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 340px), 1fr))',
} as const;
