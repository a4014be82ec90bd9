import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/use-locale';
import { usePageTitle } from '../../ui/use-page-title';
import { blogPostQueryOptions, fetchBlogPosts } from './api/content-api';
import { ContentBreadcrumb } from './components/content-breadcrumb';
import { ArticleSkeleton, ContentEmpty, ContentError } from './components/content-states';
import { PostArticle } from './components/post-article';

/**
 * /blog/test: how a post looks once published. It shows the newest post in the article layout
 * under a "Preview" notice; the page is not meant for search engines, so it keeps the site's
 * own description.
 */
export function BlogPreviewPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  usePageTitle(t('content.preview.title'));
  const newest = useQuery({
    queryKey: ['content', 'blog-newest', locale],
    queryFn: ({ signal }) => fetchBlogPosts(0, 1, locale, signal),
  });
  const newestSlug = newest.data?.posts[0]?.slug;
  const post = useQuery({
    ...blogPostQueryOptions(newestSlug ?? '', locale),
    enabled: newestSlug !== undefined,
  });

  let content: ReactNode;
  if (newest.isError || post.isError) {
    content = (
      <ContentError
        onRetry={() => void (newest.isError ? newest.refetch() : post.refetch())}
        retrying={newest.isFetching || post.isFetching}
      />
    );
  } else if (newest.isSuccess && newestSlug === undefined) {
    content = <ContentEmpty message={t('content.blog.empty')} />;
  } else if (post.isSuccess) {
    content = (
      <PostArticle
        post={post.data}
        imageLayout="top"
        notice={
          <Alert severity="info" variant="outlined">
            <AlertTitle>{t('content.preview.notice')}</AlertTitle>
            {t('content.preview.explanation')}
          </Alert>
        }
      />
    );
  } else {
    content = <ArticleSkeleton />;
  }

  return (
    <>
      <ContentBreadcrumb to="/blog" label={t('content.blog.title')} />
      {content}
    </>
  );
}
