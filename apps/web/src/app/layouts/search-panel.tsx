import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  GAME_SEARCH_MAX_LENGTH,
  GAME_SEARCH_MIN_LENGTH,
  POPULAR_CATEGORY_ID,
} from '@satsino/contract/catalogue';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gamesQueryOptions } from '../../features/catalogue/api/catalogue-api';
import { effectiveSearch } from '../../features/catalogue/api/games-query';
import { GameCarousel } from '../../features/catalogue/components/game-carousel';
import { useLocale } from '../../i18n/use-locale';
import { useDebouncedValue } from '../../ui/use-debounced-value';

/** The search asks once typing pauses this long. */
const SEARCH_DEBOUNCE_MS = 300;

interface SearchPanelProps {
  onClose: () => void;
}

/**
 * The search panel of the right drawer (SPEC §2): a search box, a carousel of the games that
 * match, and the popular carousel (category 3). Following a game closes the drawer.
 */
export function SearchPanel({ onClose }: SearchPanelProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  const [query, setQuery] = useState('');
  const search = effectiveSearch(useDebouncedValue(query, SEARCH_DEBOUNCE_MS));
  const results = useQuery({
    ...gamesQueryOptions({ search }, locale),
    enabled: search !== undefined,
  });
  const popular = useQuery(gamesQueryOptions({ categoryId: POPULAR_CATEGORY_ID }, locale));
  const tooShort = query.trim() !== '' && effectiveSearch(query) === undefined;

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mb: 2,
        }}
      >
        <Typography id={titleId} variant="h6" component="h2">
          {t('search.title')}
        </Typography>
        <IconButton edge="end" aria-label={t('search.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="form" role="search" onSubmit={(event) => event.preventDefault()}>
        <TextField
          type="search"
          label={t('search.label')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoFocus
          fullWidth
          autoComplete="off"
          helperText={tooShort ? t('search.hint', { count: GAME_SEARCH_MIN_LENGTH }) : ' '}
          slotProps={{
            htmlInput: { maxLength: GAME_SEARCH_MAX_LENGTH, enterKeyHint: 'search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Stack spacing={3} sx={{ mt: 1 }}>
        {search !== undefined && (
          <GameCarousel
            title={t('search.results', { query: search })}
            headingComponent="h3"
            games={results.data?.games}
            error={results.isError}
            onRetry={() => void results.refetch()}
            onNavigate={onClose}
            dense
            empty={
              <Stack
                role="status"
                spacing={1}
                sx={{ alignItems: 'center', textAlign: 'center', py: 4, px: 2 }}
              >
                <SearchOffOutlined aria-hidden sx={{ fontSize: 40, color: 'text.secondary' }} />
                <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
                  {t('search.noResultsTitle')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('search.noResultsText', { query: search })}
                </Typography>
              </Stack>
            }
          />
        )}
        <GameCarousel
          title={t('search.popular')}
          headingComponent="h3"
          games={popular.data?.games}
          error={popular.isError}
          onRetry={() => void popular.refetch()}
          seeAllPath="/casino?sort=popular"
          onNavigate={onClose}
          dense
        />
      </Stack>
    </Box>
  );
}
