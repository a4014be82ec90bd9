import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MARKETING_FIGURES } from '@satsino/contract/content';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSiteName } from '../../../app/site/use-site-name';
import { localizedPath } from '../../../i18n/locale-path';
import { useLocale } from '../../../i18n/use-locale';

interface IntroCardProps {
  id: string;
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
}

function IntroCard({ id, icon, title, text, action }: IntroCardProps) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{
        p: { '@': 2.5, '@sm': 4 },
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        height: '100%',
      }}
    >
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
            {icon}
          </Box>
          <Typography id={id} variant="h5" component="h2">
            {title}
          </Typography>
        </Stack>
        <Typography color="text.secondary">{text}</Typography>
        {action}
      </Stack>
    </Box>
  );
}

/** The 'welcome' section: the welcome offer in a sentence and the way to all promotions. */
export function HomeWelcome() {
  const { t } = useTranslation();
  const siteName = useSiteName();
  const locale = useLocale();
  const { percent, maxBonus, freeSpins } = MARKETING_FIGURES.welcomeBonus;
  return (
    <IntroCard
      id="home-welcome-title"
      icon={<CardGiftcardOutlined />}
      title={t('home.welcome.title')}
      text={t('home.welcome.text', { percent, maxBonus, freeSpins, siteName })}
      action={
        <Button
          component={RouterLink}
          to={localizedPath('/promotions', locale)}
          variant="contained"
        >
          {t('home.welcome.action')}
        </Button>
      }
    />
  );
}

/** The 'about us' section: who runs the casino, and the page that says more. */
export function HomeAbout() {
  const { t } = useTranslation();
  const siteName = useSiteName();
  const locale = useLocale();
  return (
    <IntroCard
      id="home-about-title"
      icon={<InfoOutlined />}
      title={t('home.about.title')}
      text={t('home.about.text', { siteName })}
      action={
        <Button
          component={RouterLink}
          to={localizedPath('/policies/about-us', locale)}
          variant="outlined"
        >
          {t('home.about.action')}
        </Button>
      }
    />
  );
}
