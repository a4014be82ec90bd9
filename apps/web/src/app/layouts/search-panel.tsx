import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import SportsEsportsOutlined from '@mui/icons-material/SportsEsportsOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface SearchPanelProps {
  onClose: () => void;
}

/**
 * The search panel of the right drawer: for now only its frame. The game catalogue task fills
 * it (SPEC §2: results carousel for the query, popular carousel of category 3); until the
 * catalogue exists there is nothing to search, and the panel says so rather than pretending.
 */
export function SearchPanel({ onClose }: SearchPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [query, setQuery] = useState('');

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
          slotProps={{
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
      {/* Placeholder until the catalogue task: it replaces this with the search results. */}
      <Stack
        spacing={1}
        role="status"
        sx={{ alignItems: 'center', textAlign: 'center', py: 6, px: 2 }}
      >
        <SportsEsportsOutlined aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {t('search.emptyTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('search.emptyText')}
        </Typography>
      </Stack>
    </Box>
  );
}
