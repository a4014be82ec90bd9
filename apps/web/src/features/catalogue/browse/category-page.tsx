import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageDescription } from '../../../app/head/page-head';
import { NotFoundPage } from '../../../app/routes/not-found-page';
import { TextsSuspense } from '../../../i18n/texts-suspense';
import { useLocale } from '../../../i18n/use-locale';
import { usePageTitle } from '../../../ui/use-page-title';
import { categoriesQueryOptions } from '../api/catalogue-api';
import { CataloguePageHeader } from '../components/catalogue-page-header';
import { CatalogueLoadError } from '../components/catalogue-states';
import { CategoryIcon } from '../components/category-icon';
import { findBySlug } from '../game-links';
import { GamesBrowser } from '../lobby/games-browser';
import { BrowsePageSkeleton } from './browse-page-skeleton';

/** /category/{slug}: the games of one category, with sort and provider filter. */
export function CategoryPage() {
  return (
    <TextsSuspense namespace="catalogue">
      <Category />
    </TextsSuspense>
  );
}

function Category() {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  const { id = '' } = useParams();
  const categories = useQuery(categoriesQueryOptions(locale));
  const category = categories.isSuccess ? findBySlug(categories.data, id) : undefined;
  usePageTitle(category?.name ?? t('categories.title'));
  usePageDescription(t('categories.description'));

  if (categories.isPending) return <BrowsePageSkeleton />;
  if (categories.isError) {
    return (
      <CatalogueLoadError
        onRetry={() => void categories.refetch()}
        retrying={categories.isFetching}
      />
    );
  }
  if (category === undefined) return <NotFoundPage />;
  return (
    <>
      <CataloguePageHeader
        title={category.name}
        media={<CategoryIcon name={category.icon} color="primary" sx={{ fontSize: 40 }} />}
      />
      <GamesBrowser scope={{ category: category.slug }} label={category.name} withProviderFilter />
    </>
  );
}
