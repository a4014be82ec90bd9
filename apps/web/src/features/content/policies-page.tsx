import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePageDescription } from '../../app/head/page-head';
import { localizedPath } from '../../i18n/locale-path';
import { useLocale } from '../../i18n/use-locale';
import { usePageTitle } from '../../ui/use-page-title';
import { pagesQueryOptions } from './api/content-api';
import { ContentPageHeader } from './components/content-page-header';
import { CardGridSkeleton, ContentEmpty, ContentError } from './components/content-states';

/** /policies: every published website page (policies, about us). */
export function PoliciesPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const pages = useQuery(pagesQueryOptions(locale));
  usePageTitle(t('content.policies.title'));
  usePageDescription(t('content.policies.description'));

  let content: ReactNode;
  if (pages.isPending) {
    content = <CardGridSkeleton count={6} height={120} />;
  } else if (pages.isError) {
    content = <ContentError onRetry={() => void pages.refetch()} retrying={pages.isFetching} />;
  } else if (pages.data.pages.length === 0) {
    content = <ContentEmpty message={t('content.policies.empty')} />;
  } else {
    content = (
      <Stack
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
        }}
      >
        {pages.data.pages.map((item) => (
          <li key={item.id}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea
                component={RouterLink}
                to={localizedPath(`/policies/${item.slug}`, locale)}
                sx={{ height: '100%', alignItems: 'flex-start' }}
              >
                <CardContent>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                    <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
                      {item.title}
                    </Typography>
                    <ChevronRightIcon color="action" aria-hidden />
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {item.description}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Stack>
    );
  }

  return (
    <>
      <ContentPageHeader
        title={t('content.policies.title')}
        intro={t('content.policies.description')}
      />
      {content}
    </>
  );
}
