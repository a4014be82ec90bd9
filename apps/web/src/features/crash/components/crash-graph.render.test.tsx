import { CRASH_TABLES, type CrashRound } from '@satsino/contract/crash';
import { QueryClient } from '@tanstack/react-query';
import { Route } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n/create-i18n';
import { renderRoutes } from '../../../test-support/render-routes';
import { CrashGraph } from './crash-graph';

const i18n = createI18n();
beforeAll(async () => {
  await i18n.loadNamespaces(['crash']);
});

const startedAt = Date.parse('2026-01-01T00:00:00.000Z');
const running: CrashRound = {
  id: 7,
  position: 7,
  status: 'running',
  betting_ends_at: new Date(startedAt).toISOString(),
  started_at: new Date(startedAt).toISOString(),
  crashed_at: null,
  crash_point_x100: null,
  hash: null,
  bets: [],
};

/** One frame of the running round, `elapsedMs` into it (the server's clock, through the offset). */
function frame(table: (typeof CRASH_TABLES)[number], elapsedMs: number): string {
  const offsetMs = { current: startedAt + elapsedMs - Date.now() };
  const graph = (
    <CrashGraph
      table={table}
      round={running}
      offsetMs={offsetMs}
      growthPerMs={0.00006}
      bettingMs={5_000}
      accent="primary"
    />
  );
  return renderRoutes({
    i18n,
    client: new QueryClient(),
    path: '/',
    routes: <Route path="/" element={graph} />,
  });
}

const multiplierOf = (html: string) => /data-testid="crash-multiplier">([^<]*)</.exec(html)?.[1];
const spriteStyleOf = (html: string) =>
  /data-testid="crash-scene-sprite" style="([^"]*)"/.exec(html)?.[1];
const classesOf = (html: string) =>
  new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]?.split(' ') ?? []));

describe('the crash graph, frame by frame', () => {
  // Each class emotion makes is a rule added to the page's style sheet for as long as the page is
  // open: a class per frame grew it by about 100 rules a second and slowed every frame after.
  it.each(CRASH_TABLES)('draws %s’s frames with the same style rules', (table) => {
    const early = frame(table, 1_200);
    const later = frame(table, 9_700);
    // The frames do differ: the multiplier has climbed and the hero has moved with it.
    expect(multiplierOf(early)).toMatch(/^1\.0\d×$/);
    expect(multiplierOf(later)).toMatch(/^1\.[78]\d×$/);
    expect([...classesOf(later)]).toEqual([...classesOf(early)]);
    // The hero moved by its inline style.
    expect(spriteStyleOf(later)).not.toBe(spriteStyleOf(early));
  });
});
