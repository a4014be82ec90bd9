import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PLAYER_SEARCH_MAX_LENGTH, type PlayerSearchResult } from '@satsino/contract/players';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { formatDate } from '../../../i18n/format';
import { TextsSuspense } from '../../../i18n/texts-suspense';
import { useLocale } from '../../../i18n/use-locale';
import { AdminPageHeader } from '../../../ui/admin-page-header';
import { QueryContent } from '../../../ui/operator/query-content';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { usePageTitle } from '../../../ui/use-page-title';
import { playerSearchQueryOptions } from '../api/players-admin-api';
import { PlayerStateChips } from './player-state-chips';
import { type RecordColumn, RecordList } from './record-list';

/** The search term's place in the URL, so a search can be shared and survives a reload. */
export const PLAYER_SEARCH_PARAM = 'q';
const SEARCH_DEBOUNCE_MS = 300;
const TABLE_MIN_WIDTH_PX = 840;

/** /admin/players: find a player by e-mail, name, id, deposit address or transaction hash. */
export function PlayersPage() {
  return (
    <TextsSuspense namespace="players">
      <Players />
    </TextsSuspense>
  );
}

function Players() {
  const { t } = useTranslation('players');
  const titleId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const term = (searchParams.get(PLAYER_SEARCH_PARAM) ?? '').trim();
  const [typed, setTyped] = useState(term);
  const settled = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  usePageTitle(t('search.title'));

  useEffect(() => {
    if (settled === term) return;
    setSearchParams(
      (params) => {
        if (settled) params.set(PLAYER_SEARCH_PARAM, settled);
        else params.delete(PLAYER_SEARCH_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [settled, term, setSearchParams]);

  const results = useInfiniteQuery(playerSearchQueryOptions(term));

  return (
    <Box component="section" aria-labelledby={titleId}>
      <AdminPageHeader titleId={titleId} title={t('search.title')} intro={t('search.intro')} />
      <TextField
        type="search"
        fullWidth
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        slotProps={{
          htmlInput: { maxLength: PLAYER_SEARCH_MAX_LENGTH, spellCheck: false },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
        sx={{ mb: 3, maxWidth: '40rem' }}
      />
      <QueryContent
        query={results}
        emptyText={term ? t('search.noMatch', { term }) : t('search.empty')}
        isEmpty={(data) => data.pages.every((page) => page.players.length === 0)}
      >
        {(data) => (
          <Stack spacing={2}>
            <ResultList players={data.pages.flatMap((page) => page.players)} />
            {results.hasNextPage && (
              <Button
                variant="outlined"
                sx={{ alignSelf: 'flex-start' }}
                loading={results.isFetchingNextPage}
                onClick={() => void results.fetchNextPage()}
              >
                {t('common.more')}
              </Button>
            )}
          </Stack>
        )}
      </QueryContent>
    </Box>
  );
}

function ResultList({ players }: { players: PlayerSearchResult[] }) {
  const { t } = useTranslation('players');
  const locale = useLocale();
  const columns: RecordColumn<PlayerSearchResult>[] = [
    { label: t('search.columns.id'), value: (player) => player.id, key: true },
    {
      label: t('search.columns.player'),
      key: true,
      value: (player) => (
        <Link component={RouterLink} to={String(player.id)} sx={{ fontWeight: 600 }}>
          {player.name}
        </Link>
      ),
    },
    {
      label: t('search.columns.email'),
      key: true,
      value: (player) => <Box sx={{ overflowWrap: 'anywhere' }}>{player.email}</Box>,
    },
    {
      label: t('search.columns.state'),
      key: true,
      value: (player) => <PlayerStateChips player={player} />,
    },
    { label: t('search.columns.currency'), value: (player) => player.currency },
    {
      label: t('search.columns.matched'),
      value: (player) => (
        <Chip size="small" variant="outlined" label={t(`search.matches.${player.matched}`)} />
      ),
    },
    {
      label: t('search.columns.registered'),
      value: (player) => formatDate(player.created_at, locale),
    },
  ];
  return (
    <RecordList
      rows={players}
      columns={columns}
      rowId={(player) => player.id}
      label={t('search.tableLabel')}
      rowLabel={(player) => t('search.rowLabel', { name: player.name, id: player.id })}
      minWidthPx={TABLE_MIN_WIDTH_PX}
      testId={(player) => `player-${player.id}`}
    />
  );
}
