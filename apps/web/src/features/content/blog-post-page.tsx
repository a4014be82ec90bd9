import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageDescription } from '../../app/head/page-head';
import { NotFoundPage } from '../../app/routes/not-found-page';
import { useLocale } from '../../i18n/use-locale';
import { usePageTitle } from '../../ui/use-page-title';
import { blogPostQueryOptions } from './api/content-api';
import { ContentBreadcrumb } from './components/content-breadcrumb';
import { ArticleSkeleton, ContentError } from './components/content-states';
import { PostArticle } from './components/post-article';
import { isNotFound } from './is-not-found';

/** /blog/:id: one blog post (id or slug). */
export function BlogPostPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { id = '' } = useParams();
  const post = useQuery(blogPostQueryOptions(id, locale));
  usePageTitle(post.data?.title ?? t('content.blog.title'));
  usePageDescription(
    post.data?.meta_description || post.data?.summary || t('content.blog.description'),
  );

  if (post.isError && isNotFound(post.error)) {
    return <NotFoundPage />;
  }
  return (
    <>
      <ContentBreadcrumb to="/blog" label={t('content.blog.title')} />
      {post.isPending && <ArticleSkeleton />}
      {post.isError && (
        <ContentError onRetry={() => void post.refetch()} retrying={post.isFetching} />
      )}
      {post.isSuccess && <PostArticle post={post.data} imageLayout="top" />}
    </>
  );
}
