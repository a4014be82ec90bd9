import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Slider } from '@satsino/contract/content';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocale } from '../../../i18n/use-locale';
import { imageSliderQueryOptions } from '../api/content-api';
import { ContentError, LoadingLabel } from '../components/content-states';
import { localizeContentLink } from '../localize-link';
import { nextIndex } from './slide-index';

/** How long a slide shows before the next one, when nothing holds it. */
const AUTO_ADVANCE_MS = 6_000;

/*
 * On phones the slide's headline and call to action sit under its picture, and the controls under
 * them. Both keep one height whatever the slide says, and the placeholder shown while the slides
 * load keeps the same room, so nothing below the slider moves when they arrive or turn (CLS).
 */
const PHONE_TEXT_HEIGHT_PX = 138;
const PHONE_CONTROLS_HEIGHT_PX = 50;

/** The landing page's image slider (`GET /api/games/imageslider`). Nothing shows when empty. */
export function ImageSlider() {
  const locale = useLocale();
  const slides = useQuery(imageSliderQueryOptions(locale));

  if (slides.isPending) {
    return (
      <>
        <LoadingLabel />
        <Skeleton
          variant="rounded"
          aria-hidden
          sx={{ width: '100%', height: 'auto', aspectRatio: '1200 / 400' }}
        />
        <Box
          aria-hidden
          sx={{ display: { sm: 'none' }, height: PHONE_TEXT_HEIGHT_PX + PHONE_CONTROLS_HEIGHT_PX }}
        />
      </>
    );
  }
  if (slides.isError) {
    return <ContentError onRetry={() => void slides.refetch()} retrying={slides.isFetching} />;
  }
  if (slides.data.imagesliders.length === 0) return null;
  return <Carousel slides={slides.data.imagesliders} />;
}

function Carousel({ slides }: { slides: Slider[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [current, setCurrent] = useState(0);
  const [held, setHeld] = useState(false);
  const [paused, setPaused] = useState(false);
  const playing = !reducedMotion && !paused && slides.length > 1;

  useEffect(() => {
    if (!playing || held) return;
    const timer = window.setTimeout(
      () => setCurrent((index) => nextIndex(index, 1, slides.length)),
      AUTO_ADVANCE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [playing, held, slides.length]);

  const go = (step: number) => setCurrent((index) => nextIndex(index, step, slides.length));

  return (
    <Box
      component="section"
      aria-roledescription={t('content.slider.carousel')}
      aria-label={t('content.slider.label')}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
      sx={{
        position: 'relative',
        borderRadius: 2,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Box id={id} aria-live={playing && !held ? 'off' : 'polite'}>
        {slides.map((slide, index) => {
          const target = localizeContentLink(slide.redirect_url, locale);
          // Every slide carries its headline and call to action as text (issue 17): the art has
          // no words, and the title is in the reader's language. Over the art's empty left side
          // where there is room, under it on phones.
          const cta =
            target?.kind === 'site' ? (
              <Button component={RouterLink} to={target.to} variant="contained" size="small">
                {t('content.home.bannerCta')}
              </Button>
            ) : target?.kind === 'external' ? (
              <Button
                href={target.href}
                variant="contained"
                size="small"
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('content.home.bannerCta')}
              </Button>
            ) : null;
          return (
            <Box
              key={slide.id}
              role="group"
              aria-roledescription={t('content.slider.slide')}
              aria-label={t('content.slider.position', { index: index + 1, total: slides.length })}
              hidden={index !== current}
              data-testid="hero-slide"
              sx={{ position: 'relative' }}
            >
              <Box
                component="img"
                src={slide.image_url}
                alt={slide.alt}
                sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '1200 / 400' }}
              />
              <Box
                sx={{
                  position: { xs: 'static', sm: 'absolute' },
                  inset: { sm: '0 auto 0 0' },
                  width: { sm: '50%' },
                  display: 'flex',
                  flexDirection: 'column',
                  justifyContent: 'center',
                  alignItems: 'flex-start',
                  gap: 1.5,
                  p: { xs: 2, sm: 3, md: 5 },
                  bgcolor: { xs: 'background.paper', sm: 'transparent' },
                  height: { xs: PHONE_TEXT_HEIGHT_PX, sm: 'auto' },
                  boxSizing: 'border-box',
                  overflow: 'hidden',
                }}
              >
                <Typography
                  component="h2"
                  data-testid="hero-slide-title"
                  sx={{
                    typography: { xs: 'h6', sm: 'h5', md: 'h4' },
                    color: { sm: '#fff' },
                    // Two lines at most, so the block keeps its height on a phone.
                    display: '-webkit-box',
                    WebkitLineClamp: 2,
                    WebkitBoxOrient: 'vertical',
                    overflow: 'hidden',
                  }}
                >
                  {slide.title}
                </Typography>
                {cta}
              </Box>
            </Box>
          );
        })}
      </Box>
      {slides.length > 1 && (
        <Stack
          direction="row"
          spacing={1}
          sx={{
            // Phones show the controls under the slide, which is too small to carry them.
            position: { xs: 'static', sm: 'absolute' },
            right: 8,
            bottom: 8,
            alignItems: 'center',
            justifyContent: 'flex-end',
            p: { xs: 1, sm: 0 },
            bgcolor: { xs: 'background.paper', sm: 'transparent' },
            height: { xs: PHONE_CONTROLS_HEIGHT_PX, sm: 'auto' },
            boxSizing: 'border-box',
          }}
        >
          <Typography
            variant="caption"
            aria-hidden
            sx={{ px: 1, py: 0.25, borderRadius: 1, bgcolor: 'rgba(0,0,0,0.55)', color: '#fff' }}
          >
            {current + 1} / {slides.length}
          </Typography>
          {!reducedMotion && (
            <IconButton
              size="small"
              onClick={() => setPaused((value) => !value)}
              aria-label={paused ? t('content.slider.play') : t('content.slider.pause')}
              sx={controlSx}
            >
              {paused ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
            </IconButton>
          )}
          <IconButton
            size="small"
            onClick={() => go(-1)}
            aria-controls={id}
            aria-label={t('content.slider.previous')}
            sx={controlSx}
          >
            <ChevronLeftIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            onClick={() => go(1)}
            aria-controls={id}
            aria-label={t('content.slider.next')}
            sx={controlSx}
          >
            <ChevronRightIcon fontSize="small" />
          </IconButton>
        </Stack>
      )}
      {slides.length <= 1 && (
        // The room the controls take with more slides, so the placeholder above keeps its height.
        <Box aria-hidden sx={{ display: { sm: 'none' }, height: PHONE_CONTROLS_HEIGHT_PX }} />
      )}
    </Box>
  );
}

const controlSx = {
  bgcolor: 'rgba(0,0,0,0.55)',
  color: '#fff',
  '&:hover': { bgcolor: 'rgba(0,0,0,0.75)' },
} as const;
