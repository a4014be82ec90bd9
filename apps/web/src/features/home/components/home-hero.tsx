import BoltOutlined from '@mui/icons-material/BoltOutlined';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LOCALES } from '@satsino/contract/locales';
import { useTranslation } from 'react-i18next';
import { useSiteName } from '../../../app/site/use-site-name';
import heroArtUrl from '../assets/hero-art.svg';

/** The welcome banner: who we are in one line, and what sets the casino apart. */
export function HomeHero() {
  const { t } = useTranslation();
  const siteName = useSiteName();
  const highlights = [
    { key: 'fair', icon: <VerifiedUserOutlined />, label: t('home.highlights.fair') },
    { key: 'lightning', icon: <BoltOutlined />, label: t('home.highlights.lightning') },
    {
      key: 'languages',
      icon: <TranslateOutlined />,
      label: t('home.highlights.languages', { languageCount: LOCALES.length }),
    },
  ];

  return (
    <Box
      component="section"
      aria-labelledby="home-hero-title"
      sx={(theme) => ({
        position: 'relative',
        overflow: 'hidden',
        display: 'grid',
        gridTemplateColumns: { '@': '1fr', '@sm': '3fr 2fr' },
        alignItems: 'center',
        gap: { '@': 2, '@sm': 4 },
        p: { '@': 3, '@sm': 6 },
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        backgroundImage: `radial-gradient(circle at 85% 15%, rgba(${theme.vars.palette.primary.mainChannel} / 0.18), transparent 60%)`,
      })}
    >
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <Typography variant="overline" color="primary" component="p">
          {t('home.eyebrow')}
        </Typography>
        <Typography
          id="home-hero-title"
          component="h1"
          sx={{ typography: { '@': 'h4', '@sm': 'h3', '@md': 'h2' }, overflowWrap: 'anywhere' }}
        >
          {t('home.title', { siteName })}
        </Typography>
        <Typography color="text.secondary" sx={{ typography: { '@': 'body1', '@sm': 'h6' } }}>
          {t('home.pitch')}
        </Typography>
        <Stack
          component="ul"
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, pt: 1 }}
        >
          {highlights.map(({ key, icon, label }) => (
            <li key={key}>
              <Chip icon={icon} label={label} variant="outlined" />
            </li>
          ))}
        </Stack>
      </Stack>
      <Box
        component="img"
        src={heroArtUrl}
        alt=""
        sx={{
          // Phones get the words only; the art is decoration.
          display: { xs: 'none', sm: 'block' },
          width: '100%',
          maxWidth: { '@': '40%', '@sm': '100%' },
          mx: 'auto',
        }}
      />
    </Box>
  );
}
