import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TextsSuspense } from '../../../i18n/texts-suspense';
import { useLocale } from '../../../i18n/use-locale';
import { categoriesQueryOptions } from '../api/catalogue-api';
import { CategoryIcon } from '../components/category-icon';
import { categoryPath } from '../game-links';
import { BrowseIndex } from './browse-index';

/** /category: every category as a card with its icon and number of games. */
export function CategoriesPage() {
  return (
    <TextsSuspense namespace="catalogue">
      <Categories />
    </TextsSuspense>
  );
}

function Categories() {
  const { t } = useTranslation('catalogue');
  const categories = useQuery(categoriesQueryOptions(useLocale()));
  return (
    <BrowseIndex
      title={t('categories.title')}
      description={t('categories.description')}
      query={categories}
      pathOf={(category) => categoryPath(category.slug)}
      cardMinWidth="13rem"
      placeholders={{ count: 9, height: 96 }}
      cardDirection="row"
    >
      {(category) => (
        <>
          <Box
            sx={{
              display: 'flex',
              p: 1,
              borderRadius: 1.5,
              bgcolor: 'action.hover',
              color: 'primary.main',
            }}
          >
            <CategoryIcon name={category.icon} />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="span" sx={{ display: 'block', fontWeight: 700 }} noWrap>
              {category.name}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary">
              {t('categories.games', { count: category.games_count })}
            </Typography>
          </Box>
        </>
      )}
    </BrowseIndex>
  );
}
