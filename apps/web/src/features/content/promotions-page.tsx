import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { PROMOTIONS_PAGE_NUMBER_MAX, PROMOTIONS_PAGE_SIZE } from '@satsino/contract/content';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { usePageDescription } from '../../app/head/page-head';
import { localizedPath } from '../../i18n/locale-path';
import { useLocale } from '../../i18n/use-locale';
import { usePageTitle } from '../../ui/use-page-title';
import { promotionsQueryOptions } from './api/content-api';
import { ContentPageHeader } from './components/content-page-header';
import { CardGridSkeleton, ContentEmpty, ContentError } from './components/content-states';
import { cardGridSx, PostCard } from './components/post-card';
import { pageCount, readPageNumber } from './paging';

/** /promotions?page=n: the published promotions, a page at a time (SPEC §3 list info). */
export function PromotionsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [searchParams] = useSearchParams();
  const pageNumber = readPageNumber(searchParams.get('page'), PROMOTIONS_PAGE_NUMBER_MAX);
  const promotions = useQuery(promotionsQueryOptions(pageNumber, locale));
  usePageTitle(t('content.promotions.title'));
  usePageDescription(t('content.promotions.description'));

  let content: ReactNode;
  if (promotions.isPending) {
    content = <CardGridSkeleton count={6} height={460} />;
  } else if (promotions.isError) {
    content = (
      <ContentError onRetry={() => void promotions.refetch()} retrying={promotions.isFetching} />
    );
  } else if (promotions.data.promotions.length === 0) {
    content = <ContentEmpty message={t('content.promotions.empty')} />;
  } else {
    const { info } = promotions.data;
    const pages = pageCount(info.total, PROMOTIONS_PAGE_SIZE);
    content = (
      <>
        <Box
          component="ul"
          sx={{
            ...cardGridSx,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
            opacity: promotions.isPlaceholderData ? 0.6 : 1,
          }}
        >
          {promotions.data.promotions.map((promotion) => (
            <li key={promotion.id}>
              <PostCard
                post={promotion}
                to={localizedPath(`/promotions/${promotion.slug}`, locale)}
                aspectRatio="280 / 350"
                besideOnPhone
              />
            </li>
          ))}
        </Box>
        {pages > 1 && (
          <Pagination
            page={info.page}
            count={pages}
            sx={{ mt: 4, display: 'flex', justifyContent: 'center' }}
            getItemAriaLabel={(type, page, selected) => {
              if (type === 'next') return t('content.pagination.next');
              if (type === 'previous') return t('content.pagination.previous');
              return selected
                ? t('content.pagination.current', { page })
                : t('content.pagination.page', { page });
            }}
            renderItem={(item) => (
              <PaginationItem
                component={RouterLink}
                to={localizedPath(
                  item.page === 1 ? '/promotions' : `/promotions?page=${item.page}`,
                  locale,
                )}
                {...item}
              />
            )}
          />
        )}
      </>
    );
  }

  return (
    <>
      <ContentPageHeader
        title={t('content.promotions.title')}
        intro={t('content.promotions.description')}
      />
      {content}
    </>
  );
}
