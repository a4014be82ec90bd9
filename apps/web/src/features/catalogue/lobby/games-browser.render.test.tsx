import { ThemeProvider } from '@mui/material/styles';
import type { GameListEntry } from '@satsino/contract/catalogue';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createNotificationStore } from '../../../app/notifications/notification-store';
import { NotificationsProvider } from '../../../app/notifications/notifications-context';
import { theme } from '../../../app/theme';
import { createI18n } from '../../../i18n/create-i18n';
import { pagedGamesQueryOptions, providersQueryOptions } from '../api/catalogue-api';
import { GameTile } from '../components/game-tile';
import catalogueEn from '../locales/en.json';
import { GamesBrowser } from './games-browser';
import { favouritesQueryOptions } from './player-games-api';

/*
 * The lobby drawn from its address (issue 15: filters, search, sort and view survive a reload),
 * the live casino's empty state, and the heart on a tile for guests and for players.
 */

const session = vi.hoisted(() => ({ status: 'guest' as 'guest' | 'authenticated' }));
vi.mock('../../../app/session/session-context', () => ({ useSession: () => session }));

const i18n = createI18n();
i18n.addResourceBundle('en', 'catalogue', catalogueEn);

const game = (id: string, name: string): GameListEntry => ({
  game: { name, game_id: id, provider: 'reelforge', game_image: `/m/${id}.svg`, supportsDemo: '1' },
  position: 1,
  provider: 'reelforge',
  supportsDemo: '1',
  provided_by: 'Reelforge',
  url_thumb: `/m/${id}.svg`,
  game_category_id: 8,
  category_ids: [8],
  engine: 'slots',
  variant: 'fruit-fiesta',
  launch_path: null,
  popular: false,
  featured: false,
  new: false,
  rtp_bps: 9600,
});

function render(tree: ReactNode, client: QueryClient, path: string): string {
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <NotificationsProvider store={createNotificationStore()}>
          <ThemeProvider theme={theme} defaultMode="dark" noSsr>
            <MemoryRouter initialEntries={[path]}>{tree}</MemoryRouter>
          </ThemeProvider>
        </NotificationsProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

function clientWithPage(
  filter: Parameters<typeof pagedGamesQueryOptions>[0],
  games: GameListEntry[],
) {
  const client = new QueryClient();
  client.setQueryData(providersQueryOptions('en').queryKey, { providers: [] });
  client.setQueryData(pagedGamesQueryOptions(filter, 'en').queryKey, {
    pages: [{ totalcount: games.length, games }],
    pageParams: [0],
  });
  return client;
}

/** The attributes of the first element whose opening tag contains `marker`. */
const tagWith = (html: string, marker: string) => {
  const at = html.indexOf(marker);
  expect(at, marker).toBeGreaterThanOrEqual(0);
  return html.slice(html.lastIndexOf('<', at), html.indexOf('>', at) + 1);
};

describe('the lobby read from its address', () => {
  it('shows the search, sort and full-width view a reloaded address names', () => {
    const client = clientWithPage({ search: 'fruit', sort: 'asc' }, [
      game('fruit-forge', 'Fruit Forge'),
    ]);
    const html = render(
      <GamesBrowser scope={{}} label="Games" withSearch withProviderFilter withViewModes />,
      client,
      '/casino?q=fruit&sort=asc&view=full',
    );
    expect(tagWith(html, 'type="search"')).toContain('value="fruit"');
    // The order is a native select: the address's order is its selected option, and only it.
    expect(tagWith(html, 'value="asc"')).toContain('selected');
    expect(tagWith(html, 'value="desc"')).not.toContain('selected');
    expect(tagWith(html, 'value="asc"')).toMatch(/^<option/);
    expect(tagWith(html, 'aria-label="Full width"')).toContain('aria-pressed="true"');
    expect(tagWith(html, 'aria-label="Default"')).toContain('aria-pressed="false"');
    expect(html).toContain('href="/casino/fruit-forge"');
    // The end of the grid, watched for the next page, and the keyboard's "load more" fallback
    // only when there is more.
    expect(html).not.toContain('Load more');
  });

  it('offers "load more" beside the watched end while pages remain', () => {
    const client = new QueryClient();
    client.setQueryData(providersQueryOptions('en').queryKey, { providers: [] });
    client.setQueryData(pagedGamesQueryOptions({}, 'en').queryKey, {
      pages: [{ totalcount: 500, games: [game('a-game', 'A Game')] }],
      pageParams: [0],
    });
    const html = render(<GamesBrowser scope={{}} label="Games" />, client, '/casino');
    expect(html).toContain('Showing 1 of 500');
    expect(html).toContain('Load more');
  });

  it('says why live casino is empty, and leads to every game', () => {
    const client = clientWithPage({ category: 'live-casino' }, []);
    const html = render(
      <GamesBrowser scope={{ category: 'live-casino' }} label="Live casino" withSearch />,
      client,
      '/casino?tab=live_casino',
    );
    expect(html).toContain(catalogueEn.empty.liveTitle);
    expect(html).toContain(catalogueEn.empty.liveText);
    expect(html).toContain('href="/casino"');
    expect(html).not.toContain(catalogueEn.empty.noneTitle);
  });
});

describe('the heart on a tile', () => {
  const fruit = game('fruit-forge', 'Fruit Forge');

  it('is a button beside the link, asking a guest to log in', () => {
    session.status = 'guest';
    const html = render(<GameTile game={fruit} />, new QueryClient(), '/casino');
    const button = tagWith(html, 'aria-label="Add Fruit Forge to favourites"');
    expect(button).toMatch(/^<button/);
    expect(button).toContain('aria-haspopup="dialog"');
    expect(button).not.toContain('aria-pressed');
    // Not inside the link: the link closes before the button opens.
    expect(html.indexOf('</a>')).toBeLessThan(html.indexOf('<button'));
  });

  it('shows a player’s favourite as pressed, from the favourites call', () => {
    session.status = 'authenticated';
    const client = new QueryClient();
    client.setQueryData(favouritesQueryOptions('en').queryKey, { games: [fruit] });
    const kept = render(<GameTile game={fruit} />, client, '/casino');
    expect(tagWith(kept, 'aria-label="Remove Fruit Forge from favourites"')).toContain(
      'aria-pressed="true"',
    );
    const other = render(<GameTile game={game('dice', 'Dice')} />, client, '/casino');
    expect(tagWith(other, 'aria-label="Add Dice to favourites"')).toContain('aria-pressed="false"');
    session.status = 'guest';
  });
});
