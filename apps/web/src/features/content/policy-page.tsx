import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageDescription } from '../../app/head/page-head';
import { NotFoundPage } from '../../app/routes/not-found-page';
import { formatDate } from '../../i18n/format';
import { useLocale } from '../../i18n/use-locale';
import { usePageTitle } from '../../ui/use-page-title';
import { pageQueryOptions } from './api/content-api';
import { ContentBreadcrumb } from './components/content-breadcrumb';
import { ContentPageHeader } from './components/content-page-header';
import { ArticleSkeleton, ContentError } from './components/content-states';
import { MarkdownBody } from './components/markdown-body';
import { isNotFound } from './is-not-found';
import { withoutLeadingTitle } from './markdown-blocks';

/** /policies/:slug: one website page, its Markdown body rendered. */
export function PolicyPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { slug = '' } = useParams();
  const page = useQuery(pageQueryOptions(slug, locale));
  usePageTitle(page.data?.title ?? t('content.policies.title'));
  usePageDescription(page.data?.description ?? t('content.policies.description'));

  if (page.isError && isNotFound(page.error)) {
    return <NotFoundPage />;
  }

  return (
    <>
      <ContentBreadcrumb to="/policies" label={t('content.policies.title')} />
      {page.isPending && <ArticleSkeleton />}
      {page.isError && (
        <ContentError onRetry={() => void page.refetch()} retrying={page.isFetching} />
      )}
      {page.isSuccess && (
        <Paper component="article" variant="outlined" sx={{ p: { xs: 2.5, md: 5 }, maxWidth: 900 }}>
          <ContentPageHeader title={page.data.title}>
            <Typography variant="body2" color="text.secondary">
              {t('content.updatedAt', {
                date: formatDate(page.data.updated_at, locale, { dateStyle: 'long' }),
              })}
            </Typography>
          </ContentPageHeader>
          <MarkdownBody markdown={withoutLeadingTitle(page.data.body)} />
        </Paper>
      )}
    </>
  );
}
