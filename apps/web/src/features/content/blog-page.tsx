import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageDescription } from '../../app/head/page-head';
import { localizedPath } from '../../i18n/locale-path';
import { useLocale } from '../../i18n/use-locale';
import { usePageTitle } from '../../ui/use-page-title';
import { BLOG_BATCH_SIZE, fetchBlogPosts } from './api/content-api';
import { ContentPageHeader } from './components/content-page-header';
import { CardGridSkeleton, ContentEmpty, ContentError } from './components/content-states';
import { cardGridSx, PostCard } from './components/post-card';

/** /blog: the newest posts first, more on request (`POST /api/blog` windows). */
export function BlogPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const posts = useInfiniteQuery({
    queryKey: ['content', 'blog', locale],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      fetchBlogPosts(pageParam, pageParam + BLOG_BATCH_SIZE, locale, signal),
    // A full batch may have more after it; a short one is the end.
    getNextPageParam: (last, all) =>
      last.posts.length < BLOG_BATCH_SIZE ? undefined : all.length * BLOG_BATCH_SIZE,
  });
  usePageTitle(t('content.blog.title'));
  usePageDescription(t('content.blog.description'));

  const items = posts.data?.pages.flatMap((page) => page.posts) ?? [];
  let content: ReactNode;
  if (posts.isPending) {
    content = <CardGridSkeleton count={6} height={340} />;
  } else if (posts.isError && items.length === 0) {
    content = <ContentError onRetry={() => void posts.refetch()} retrying={posts.isFetching} />;
  } else if (items.length === 0) {
    content = <ContentEmpty message={t('content.blog.empty')} />;
  } else {
    content = (
      <>
        <Box
          component="ul"
          sx={{
            ...cardGridSx,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
          }}
        >
          {items.map((post) => (
            <li key={post.id}>
              <PostCard
                post={post}
                to={localizedPath(`/blog/${post.slug}`, locale)}
                aspectRatio="1200 / 630"
                showDate
              />
            </li>
          ))}
        </Box>
        {posts.isFetchNextPageError && (
          <Box sx={{ mt: 3 }}>
            <ContentError onRetry={() => void posts.fetchNextPage()} />
          </Box>
        )}
        {posts.hasNextPage && !posts.isFetchNextPageError && (
          <Box sx={{ mt: 4, display: 'flex', justifyContent: 'center' }}>
            <Button
              variant="outlined"
              size="large"
              loading={posts.isFetchingNextPage}
              onClick={() => void posts.fetchNextPage()}
            >
              {t('content.blog.loadMore')}
            </Button>
          </Box>
        )}
      </>
    );
  }

  return (
    <>
      <ContentPageHeader title={t('content.blog.title')} intro={t('content.blog.description')} />
      {content}
    </>
  );
}
