import ChatOutlined from '@mui/icons-material/ChatOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePageDescription } from '../../app/head/page-head';
import { useSupportEmail } from '../../app/site/use-site-name';
import { localizedPath } from '../../i18n/locale-path';
import { useLocale } from '../../i18n/use-locale';
import { usePageTitle } from '../../ui/use-page-title';
import { ContentPageHeader } from './components/content-page-header';

/** The policy pages that answer most questions. */
const HELP_PAGES = [
  { slug: 'how-to-deposit', key: 'deposit' },
  { slug: 'terms-and-conditions', key: 'terms' },
  { slug: 'vip', key: 'vip' },
  { slug: 'responsible-gaming', key: 'responsible' },
  { slug: 'privacy-policy', key: 'privacy' },
] as const;

interface OptionCardProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}

function OptionCard({ icon, title, children }: OptionCardProps) {
  return (
    <Card variant="outlined" component="section" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
          <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
            {icon}
          </Box>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
        </Stack>
        <Stack spacing={1.5}>{children}</Stack>
      </CardContent>
    </Card>
  );
}

/** /customersupport: how to reach support, how fast it answers, and where answers already are. */
export function SupportPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const supportEmail = useSupportEmail();
  usePageTitle(t('content.support.title'));
  usePageDescription(t('content.support.description'));

  return (
    <>
      <ContentPageHeader
        title={t('content.support.title')}
        intro={t('content.support.description')}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 300px), 1fr))',
        }}
      >
        <OptionCard icon={<MailOutlined />} title={t('content.support.emailTitle')}>
          <Typography color="text.secondary">{t('content.support.emailText')}</Typography>
          <Box>
            <Button
              variant="contained"
              href={`mailto:${supportEmail}`}
              startIcon={<MailOutlined />}
            >
              {supportEmail}
            </Button>
          </Box>
        </OptionCard>
        <OptionCard icon={<ChatOutlined />} title={t('content.support.chatTitle')}>
          <Typography color="text.secondary">{t('content.support.chatText')}</Typography>
        </OptionCard>
        <OptionCard icon={<ScheduleOutlined />} title={t('content.support.timesTitle')}>
          <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 0.75 } }}>
            <li>{t('content.support.timesEmail')}</li>
            <li>{t('content.support.timesPayments')}</li>
            <li>{t('content.support.timesHours')}</li>
          </Box>
        </OptionCard>
        <OptionCard icon={<GavelOutlined />} title={t('content.support.helpTitle')}>
          <Typography color="text.secondary">{t('content.support.helpText')}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 0.75 } }}>
            {HELP_PAGES.map(({ slug, key }) => (
              <li key={slug}>
                <Link component={RouterLink} to={localizedPath(`/policies/${slug}`, locale)}>
                  {t(`content.support.help.${key}`)}
                </Link>
              </li>
            ))}
            <li>
              <Link component={RouterLink} to={localizedPath('/policies', locale)}>
                {t('content.support.help.all')}
              </Link>
            </li>
          </Box>
        </OptionCard>
      </Box>
    </>
  );
}
