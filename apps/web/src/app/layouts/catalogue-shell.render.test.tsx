import { ThemeProvider } from '@mui/material/styles';
import type { Category, GameListEntry, Provider } from '@satsino/contract/catalogue';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  categoriesQueryOptions,
  gamesQueryOptions,
  providersQueryOptions,
} from '../../features/catalogue/api/catalogue-api';
import { GameTile } from '../../features/catalogue/components/game-tile';
import { createI18n } from '../../i18n/create-i18n';
import { theme } from '../theme';
import { AppFooter } from './app-footer';
import { ControlPanel } from './control-panel';
import { SearchPanel } from './search-panel';

vi.mock('../session/session-context', () => ({ useSession: () => ({ status: 'guest' }) }));

const i18n = createI18n();

const category = (id: number, name: string, slug: string, flags: Partial<Category>): Category => ({
  id,
  name,
  slug,
  code: 'slots',
  icon: 'Casino',
  in_menu: false,
  in_footer: false,
  position: id,
  games_count: 4,
  ...flags,
});

const categories: Category[] = [
  category(1, 'Live Casino', 'live-casino', { icon: 'LiveTv', in_menu: true, in_footer: true }),
  category(2, 'Slots', 'slots', { in_menu: true }),
  category(3, 'Popular', 'popular', { in_footer: true }),
  category(4, 'Roulette', 'roulette', {}),
];

const providers: Provider[] = [
  { id: 1, name: 'Reelforge', slug: 'reelforge', image: '/media/reelforge.svg', games_count: 6 },
  {
    id: 2,
    name: 'Velvet Tables',
    slug: 'Velvet-Tables',
    image: '/media/velvet.svg',
    games_count: 5,
  },
];

const game = (
  id: string,
  name: string,
  demo: '1' | '0',
  launchPath: string | null = null,
): GameListEntry => ({
  game: {
    name,
    game_id: id,
    provider: 'reelforge',
    game_image: `/media/${id}.svg`,
    supportsDemo: demo,
  },
  position: 1,
  provider: 'reelforge',
  supportsDemo: demo,
  provided_by: 'Reelforge',
  url_thumb: `/media/${id}.svg`,
  game_category_id: 2,
  category_ids: [2, 3],
  engine: 'slots',
  variant: 'fruit',
  launch_path: launchPath,
  popular: true,
  featured: false,
  new: false,
  rtp_bps: 9600,
});

function render(tree: ReactNode, client: QueryClient, path = '/'): string {
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ThemeProvider theme={theme} defaultMode="dark" noSsr>
          <MemoryRouter initialEntries={[path]}>{tree}</MemoryRouter>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

function clientWithCatalogue(): QueryClient {
  const client = new QueryClient();
  client.setQueryData(categoriesQueryOptions('en').queryKey, { categories });
  client.setQueryData(providersQueryOptions('en').queryKey, { providers });
  return client;
}

describe('drawer Casino group', () => {
  it('lists the lobby and the categories flagged in_menu', () => {
    const html = render(<ControlPanel />, clientWithCatalogue());
    expect(html).toContain('href="/casino"');
    expect(html).toContain('href="/category/live-casino"');
    expect(html).toContain('href="/category/slots"');
    expect(html).not.toContain('href="/category/popular"');
    expect(html).not.toContain('href="/category/roulette"');
  });

  it('holds just the lobby while the categories are not there', () => {
    const html = render(<ControlPanel />, new QueryClient(), '/de');
    expect(html).toContain('href="/de/casino"');
    expect(html).not.toContain('/category/');
  });
});

describe('footer', () => {
  it('links the categories flagged in_footer and the server’s providers', () => {
    const html = render(<AppFooter />, clientWithCatalogue());
    expect(html).toContain('href="/category/live-casino"');
    expect(html).toContain('href="/category/popular"');
    expect(html).not.toContain('href="/category/slots"');
    expect(html).toContain('href="/providers/reelforge"');
    expect(html).toContain('href="/providers/Velvet-Tables"');
    expect(html).toContain('src="/media/velvet.svg"');
    // None of the third-party studios the strip once hard-coded.
    expect(html).not.toContain('/providers/evolution');
  });
});

describe('search panel', () => {
  it('shows the popular carousel (category 3) under the search box', () => {
    const client = new QueryClient();
    client.setQueryData(gamesQueryOptions({ categoryId: 3 }, 'en').queryKey, {
      totalcount: 1,
      games: [game('fruit-forge', 'Fruit Forge', '1')],
    });
    const html = render(<SearchPanel onClose={() => undefined} />, client);
    expect(html).toContain('Search games');
    expect(html).toContain('Popular games');
    expect(html).toContain('href="/casino/fruit-forge"');
  });

  it('shows 20 placeholders while the popular games load (SPEC §9)', () => {
    const html = render(<SearchPanel onClose={() => undefined} />, new QueryClient());
    expect(html.match(/MuiSkeleton-rounded/g)).toHaveLength(20);
  });
});

describe('game tile', () => {
  it('links the game page, names the art and marks a demo', () => {
    const html = render(
      <GameTile game={game('fruit-forge', 'Fruit Forge', '1')} />,
      new QueryClient(),
      '/de',
    );
    expect(html).toContain('href="/de/casino/fruit-forge"');
    expect(html).toContain('alt="Fruit Forge"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('>Demo<');
  });

  it('leads a crash table to its own page and shows no demo mark without a demo', () => {
    const html = render(
      <GameTile game={game('crash', 'Crash', '0', '/games/crash')} />,
      new QueryClient(),
    );
    expect(html).toContain('href="/games/crash"');
    expect(html).not.toContain('>Demo<');
  });
});
