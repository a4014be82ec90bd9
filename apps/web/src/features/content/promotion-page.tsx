import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageDescription } from '../../app/head/page-head';
import { NotFoundPage } from '../../app/routes/not-found-page';
import { useLocale } from '../../i18n/use-locale';
import { usePageTitle } from '../../ui/use-page-title';
import { promotionQueryOptions } from './api/content-api';
import { ContentBreadcrumb } from './components/content-breadcrumb';
import { ArticleSkeleton, ContentError } from './components/content-states';
import { PostArticle } from './components/post-article';
import { isNotFound } from './is-not-found';

/** /promotions/:id: one promotion (id or slug) with its terms. */
export function PromotionPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { id = '' } = useParams();
  const promotion = useQuery(promotionQueryOptions(id, locale));
  usePageTitle(promotion.data?.title ?? t('content.promotions.title'));
  usePageDescription(
    promotion.data?.meta_description ||
      promotion.data?.summary ||
      t('content.promotions.description'),
  );

  if (promotion.isError && isNotFound(promotion.error)) {
    return <NotFoundPage />;
  }
  return (
    <>
      <ContentBreadcrumb to="/promotions" label={t('content.promotions.title')} />
      {promotion.isPending && <ArticleSkeleton />}
      {promotion.isError && (
        <ContentError onRetry={() => void promotion.refetch()} retrying={promotion.isFetching} />
      )}
      {promotion.isSuccess && <PostArticle post={promotion.data} imageLayout="side" />}
    </>
  );
}
