import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { localizedPath } from '../../../i18n/locale-path';
import { useLocale } from '../../../i18n/use-locale';
import { promotionSlidersQueryOptions } from '../api/content-api';
import { ContentError, LoadingLabel } from '../components/content-states';
import { localizeContentLink } from '../localize-link';

const CARD_WIDTH = 280;
const CARD_HEIGHT = 350;

/** The landing page's promotion cards (`GET /api/promotion-sliders`), scrolled sideways. */
export function PromotionSlider() {
  const { t } = useTranslation();
  const locale = useLocale();
  const sliders = useQuery(promotionSlidersQueryOptions(locale));

  let content: ReactNode;
  if (sliders.isPending) {
    content = (
      <>
        <LoadingLabel />
        <Stack direction="row" spacing={2} aria-hidden sx={{ overflow: 'hidden' }}>
          {['a', 'b', 'c', 'd', 'e'].map((key) => (
            <Skeleton
              key={key}
              variant="rounded"
              width={CARD_WIDTH}
              height={CARD_HEIGHT}
              sx={{ flexShrink: 0 }}
            />
          ))}
        </Stack>
      </>
    );
  } else if (sliders.isError) {
    content = <ContentError onRetry={() => void sliders.refetch()} retrying={sliders.isFetching} />;
  } else if (sliders.data.promotionSliders.length === 0) {
    return null;
  } else {
    content = (
      <Box
        component="ul"
        tabIndex={0}
        aria-label={t('content.home.promotionsTitle')}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          pb: 1,
          display: 'flex',
          gap: 2,
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {sliders.data.promotionSliders.map((slide) => {
          const target = localizeContentLink(slide.redirect_url, locale);
          const image = (
            <Box
              component="img"
              src={slide.image_url}
              alt={slide.alt}
              width={CARD_WIDTH}
              height={CARD_HEIGHT}
              loading="lazy"
              sx={{ display: 'block', borderRadius: 2 }}
            />
          );
          return (
            <Box component="li" key={slide.id} sx={{ flexShrink: 0, scrollSnapAlign: 'start' }}>
              {target?.kind === 'site' ? (
                <RouterLink to={target.to} title={slide.title}>
                  {image}
                </RouterLink>
              ) : (
                image
              )}
            </Box>
          );
        })}
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby="home-promotions-title">
      <Stack
        direction="row"
        sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 1.5 }}
      >
        <Typography id="home-promotions-title" variant="h5" component="h2">
          {t('content.home.promotionsTitle')}
        </Typography>
        <Link component={RouterLink} to={localizedPath('/promotions', locale)}>
          {t('content.home.allPromotions')}
        </Link>
      </Stack>
      {content}
    </Box>
  );
}
