import { CASINO_TABS } from '@satsino/contract/catalogue';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageDescription } from '../../../app/head/page-head';
import { TextsSuspense } from '../../../i18n/texts-suspense';
import { TabStrip } from '../../../ui/tab-strip';
import { usePageTitle } from '../../../ui/use-page-title';
import { tabCategorySlug } from '../api/games-query';
import { CataloguePageHeader } from '../components/catalogue-page-header';
import { GamesBrowser } from './games-browser';
import { PlayerGameRows } from './player-game-rows';
import { useLobbyState } from './use-lobby-state';

/** /casino: the lobby (SPEC §2 casino tabs, search, provider filter, sort and view modes). */
export function LobbyPage({ guestPrompt }: { guestPrompt?: ReactNode }) {
  return (
    <TextsSuspense namespace="catalogue">
      <Lobby guestPrompt={guestPrompt} />
    </TextsSuspense>
  );
}

function Lobby({ guestPrompt }: { guestPrompt?: ReactNode }) {
  const { t } = useTranslation('catalogue');
  const { t: tMain } = useTranslation();
  const [state, update] = useLobbyState();
  usePageTitle(t('lobby.title'));
  usePageDescription(t('lobby.description'));

  return (
    <>
      <CataloguePageHeader title={t('lobby.title')} />
      {guestPrompt}
      {state.tab === 'lobby' && <PlayerGameRows />}
      <TabStrip
        items={CASINO_TABS.map((tab) => ({ value: tab, label: tMain(`casino.tabs.${tab}`) }))}
        value={state.tab}
        onChange={(tab) => update({ tab })}
        label={t('lobby.tabsLabel')}
        sx={{ mb: 2.5 }}
      />
      <GamesBrowser
        scope={{ category: tabCategorySlug(state.tab) }}
        label={tMain(`casino.tabs.${state.tab}`)}
        withSearch
        withProviderFilter
        withViewModes
        resetTo={{ tab: 'lobby' }}
      />
    </>
  );
}
