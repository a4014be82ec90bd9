import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import LiveTvOutlined from '@mui/icons-material/LiveTvOutlined';
import SearchIcon from '@mui/icons-material/Search';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import SportsEsportsOutlined from '@mui/icons-material/SportsEsportsOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import WidthFullOutlined from '@mui/icons-material/WidthFullOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  categorySlugOf,
  GAME_SEARCH_MAX_LENGTH,
  GAME_SEARCH_MIN_LENGTH,
  GAME_SORTS,
  type GameSort,
} from '@satsino/contract/catalogue';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { localizedPath } from '../../../i18n/locale-path';
import { useLocale } from '../../../i18n/use-locale';
import { LightSearchField, LightSelectField } from '../../../ui/form/light-fields';
import { providersQueryOptions } from '../api/catalogue-api';
import { effectiveSearch, type GamesFilter } from '../api/games-query';
import { EmptyState } from '../components/catalogue-states';
import { findBySlug } from '../game-links';
import { GamesGrid } from './games-grid';
import { hasFilters, type LobbyState, type LobbyView } from './lobby-state';
import { SORT_LABEL_KEYS } from './sort-labels';
import { useFullWidth } from './use-full-width';
import { useFullscreen } from './use-fullscreen';
import { useLobbyState } from './use-lobby-state';

/** A search is sent once typing pauses this long. */
const SEARCH_DEBOUNCE_MS = 300;
/** The live casino's slug: its empty state says why it is empty (issue 15). */
const LIVE_CASINO_SLUG = categorySlugOf('live_casino');

type ViewMode = LobbyView | 'fullscreen';

interface GamesBrowserProps {
  /** The fixed part of the list: a tab's or a category page's category, a provider page's provider. */
  scope: Pick<GamesFilter, 'category' | 'provider'>;
  /** Names the grid for assistive technology. */
  label: string;
  withSearch?: boolean;
  withProviderFilter?: boolean;
  withViewModes?: boolean;
  /** Where "reset" starts from besides clearing the filters (the lobby also goes back to its first tab). */
  resetTo?: Partial<LobbyState>;
}

/**
 * A searchable, filterable, sortable grid of games that loads the next page as the player
 * scrolls to its end (SPEC §2 lobby; a "load more" button stays for the keyboard and for
 * browsers without IntersectionObserver). Its filters and view live in the address (see
 * useLobbyState), so every view can be shared and survives a reload.
 */
export function GamesBrowser({
  scope,
  label,
  withSearch = false,
  withProviderFilter = false,
  withViewModes = false,
  resetTo = {},
}: GamesBrowserProps) {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  const [state, update] = useLobbyState();
  const searchInputRef = useRef<HTMLInputElement>(null);
  const providerSelectRef = useRef<HTMLSelectElement>(null);
  const browserRef = useRef<HTMLDivElement>(null);

  // --- search: typed here, written to the address once typing pauses ----------------------
  const [input, setInput] = useState(state.search);
  const written = useRef(state.search);
  const pendingWrite = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The latest `update`, for a write that fires after the address may have changed again.
  const latestUpdate = useRef(update);
  useEffect(() => {
    latestUpdate.current = update;
  }, [update]);
  useEffect(() => () => clearTimeout(pendingWrite.current), []);
  useEffect(() => {
    // The address changed from outside (reset, back button): show what it says.
    if (state.search !== written.current) {
      clearTimeout(pendingWrite.current);
      written.current = state.search;
      setInput(state.search);
    }
  }, [state.search]);
  const changeInput = (value: string) => {
    setInput(value);
    clearTimeout(pendingWrite.current);
    pendingWrite.current = setTimeout(() => {
      if (value === written.current) return;
      written.current = value;
      latestUpdate.current({ search: value }, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
  };
  const clearInput = () => {
    clearTimeout(pendingWrite.current);
    written.current = '';
    setInput('');
  };

  // --- data ----------------------------------------------------------------------------------
  const providers = useQuery({ ...providersQueryOptions(locale), enabled: withProviderFilter });
  const providerFilter = withProviderFilter ? state.provider : undefined;
  const unknownProvider =
    providerFilter !== undefined &&
    providers.isSuccess &&
    findBySlug(providers.data, providerFilter) === undefined;
  const filter: GamesFilter = {
    ...scope,
    ...(providerFilter === undefined ? {} : { provider: providerFilter }),
    ...(withSearch ? { search: state.search } : {}),
    sort: state.sort,
  };
  // --- view modes ------------------------------------------------------------------------------
  const mode: LobbyView = withViewModes ? state.view : 'default';
  const setMode = (view: LobbyView) => update({ view });
  const fullscreen = useFullscreen(browserRef);
  const shownMode: ViewMode = fullscreen.active ? 'fullscreen' : mode;
  const breakout = useFullWidth(browserRef, withViewModes && shownMode === 'full');
  const changeMode = (next: ViewMode | null) => {
    if (next === null || next === shownMode) return;
    if (next === 'fullscreen') {
      // Without the Fullscreen API (iOS Safari) the grid takes the whole width instead.
      void fullscreen.enter().then((entered) => {
        if (!entered) setMode('full');
      });
      return;
    }
    if (fullscreen.active) void fullscreen.exit();
    if (next !== mode) setMode(next);
  };

  const reset = () => {
    clearInput();
    update({ search: '', provider: undefined, sort: 'default', ...resetTo });
  };
  const searchAgain = () => {
    clearInput();
    update({ search: '' }, { replace: true });
    searchInputRef.current?.focus();
  };

  // --- controls --------------------------------------------------------------------------------
  const shortSearch = input.trim() !== '' && effectiveSearch(input) === undefined;
  const selectSx = { flex: { xs: '1 1 8rem', sm: '0 1 13rem' }, minWidth: 0 } as const;
  const controls = (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
      {withSearch && (
        <Box
          component="form"
          role="search"
          onSubmit={(event) => event.preventDefault()}
          sx={{ flex: { xs: '1 1 100%', sm: '2 1 16rem' }, minWidth: 0 }}
        >
          <LightSearchField
            label={t('lobby.searchLabel')}
            value={input}
            onChange={changeInput}
            inputRef={searchInputRef}
            maxLength={GAME_SEARCH_MAX_LENGTH}
            hint={
              shortSearch ? t('lobby.searchHint', { count: GAME_SEARCH_MIN_LENGTH }) : undefined
            }
            startAdornment={
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            }
          />
        </Box>
      )}
      {withProviderFilter && (
        <LightSelectField
          label={t('lobby.providerLabel')}
          value={unknownProvider || !providers.isSuccess ? '' : (providerFilter ?? '')}
          onChange={(value) => update({ provider: value === '' ? undefined : value })}
          options={[
            { value: '', label: t('lobby.allProviders') },
            ...(providers.data ?? []).map((provider) => ({
              value: provider.slug,
              label: provider.name,
            })),
          ]}
          selectRef={providerSelectRef}
          disabled={providers.isError}
          sx={selectSx}
        />
      )}
      <LightSelectField
        label={t('lobby.sortLabel')}
        value={state.sort}
        onChange={(value) => update({ sort: value as GameSort })}
        options={GAME_SORTS.map((sort) => ({ value: sort, label: t(SORT_LABEL_KEYS[sort]) }))}
        sx={selectSx}
      />
      {hasFilters(state) && (
        <Button onClick={reset} sx={{ minHeight: 40 }}>
          {t('lobby.reset')}
        </Button>
      )}
      {withViewModes && (
        <ToggleButtonGroup
          exclusive
          size="small"
          value={shownMode}
          onChange={(_, next: ViewMode | null) => changeMode(next)}
          aria-label={t('lobby.viewLabel')}
          sx={{ ml: { sm: 'auto' } }}
        >
          {(
            [
              ['default', t('lobby.viewDefault'), <GridViewOutlined key="icon" fontSize="small" />],
              ['full', t('lobby.viewFull'), <WidthFullOutlined key="icon" fontSize="small" />],
              [
                'fullscreen',
                t('lobby.viewFullscreen'),
                <FullscreenIcon key="icon" fontSize="small" />,
              ],
            ] as const
          ).map(([value, name, icon]) => (
            // The system's tooltip: MUI's would bring Popper.js to the lobby's first load.
            <ToggleButton
              key={value}
              value={value}
              aria-label={name}
              title={name}
              sx={{ px: 1.25 }}
            >
              {icon}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
    </Stack>
  );

  // --- grid ------------------------------------------------------------------------------------
  const resetButton = (
    <Button variant="outlined" onClick={reset}>
      {t('lobby.reset')}
    </Button>
  );
  /** What the grid shows when no game matches: it depends on what was asked for. */
  const emptyList = (): ReactNode => {
    const searching = withSearch ? effectiveSearch(state.search) : undefined;
    if (searching !== undefined) {
      return (
        <EmptyState
          icon={<SearchOffOutlined />}
          title={t('empty.noResultsTitle')}
          text={t('empty.noResultsText', { query: searching })}
          actions={
            <>
              <Button variant="contained" onClick={searchAgain}>
                {t('empty.searchAgain')}
              </Button>
              {resetButton}
            </>
          }
        />
      );
    }
    if (scope.category === LIVE_CASINO_SLUG) {
      // Live casino is live-dealer games from a provider: empty until one is connected.
      return (
        <EmptyState
          icon={<LiveTvOutlined />}
          title={t('empty.liveTitle')}
          text={t('empty.liveText')}
          actions={
            hasFilters(state) ? (
              resetButton
            ) : (
              <Button
                variant="contained"
                component={RouterLink}
                to={localizedPath('/casino', locale)}
              >
                {t('empty.seeAllGames')}
              </Button>
            )
          }
        />
      );
    }
    return (
      <EmptyState
        icon={<SportsEsportsOutlined />}
        title={t('empty.noneTitle')}
        text={t('empty.noneText')}
        actions={
          hasFilters(state) || (resetTo.tab !== undefined && state.tab !== resetTo.tab)
            ? resetButton
            : undefined
        }
      />
    );
  };
  let body: ReactNode;
  if (unknownProvider) {
    body = (
      <EmptyState
        icon={<StorefrontOutlined />}
        title={t('empty.noProviderTitle')}
        text={t('empty.noProviderText')}
        actions={
          <>
            <Button
              variant="contained"
              onClick={() => {
                update({ provider: undefined }, { replace: true });
                // Focused, the select opens its list with the keyboard (Space, Alt+Down).
                requestAnimationFrame(() => providerSelectRef.current?.focus());
              }}
            >
              {t('empty.chooseProvider')}
            </Button>
            {resetButton}
          </>
        }
      />
    );
  } else {
    body = <GamesGrid filter={filter} label={label} empty={emptyList()} />;
  }

  return (
    <Box
      ref={browserRef}
      sx={{
        ...(breakout === undefined
          ? {}
          : { ml: `${breakout.marginLeft}px`, mr: `${breakout.marginRight}px` }),
        '&:fullscreen': { bgcolor: 'background.default', overflowY: 'auto', p: { xs: 2, md: 3 } },
      }}
    >
      <Stack spacing={2.5}>
        {fullscreen.active && (
          <Button
            variant="contained"
            startIcon={<FullscreenExitIcon />}
            onClick={() => void fullscreen.exit()}
            sx={{ alignSelf: 'flex-end' }}
          >
            {t('lobby.exitFullscreen')}
          </Button>
        )}
        {controls}
        {body}
      </Stack>
    </Box>
  );
}
