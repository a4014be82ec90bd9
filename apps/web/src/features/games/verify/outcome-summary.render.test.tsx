import type { RoundAction, RoundParams } from '@satsino/contract/games';
import { hiloRank } from '@satsino/fairness/hilo';
import { plinkoRtpBps } from '@satsino/fairness/plinko';
import { type VerifiedRound, verifyRound } from '@satsino/fairness/verify';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Route } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n/create-i18n';
import { renderRoutes } from '../../../test-support/render-routes';
import { HiloRules } from '../engines/hilo-rules';
import { KenoRules } from '../engines/keno-rules';
import { MinesRules } from '../engines/mines-rules';
import { PlinkoRules } from '../engines/plinko-rules';
import { formatRtp } from '../host/format-rtp';
import { OutcomeSummary } from './outcome-summary';

const i18n = createI18n();
const SEEDS = {
  serverSeed: 'e'.repeat(64),
  clientSeed: 'render test',
  nonce: 3,
  variant: 'classic',
};

beforeAll(async () => {
  await i18n.loadNamespaces('games');
  await i18n.changeLanguage('en');
});

function render(element: ReactNode, path = '/provably-fair'): string {
  return renderRoutes({
    i18n,
    client: new QueryClient(),
    path,
    routes: <Route path={path} element={element} />,
  });
}

function verify(params: RoundParams, actions: RoundAction[] = []): VerifiedRound {
  return verifyRound({ ...SEEDS, engine: params.engine, params, actions });
}

/** The `data-state` of every element with a test id starting with `prefix`, by its number. */
function statesOf(html: string, prefix: string): Map<number, string> {
  const states = new Map<number, string>();
  for (const match of html.matchAll(
    new RegExp(`data-testid="${prefix}(\\d+)" data-state="(\\w+)"`, 'g'),
  )) {
    states.set(Number(match[1]), match[2] ?? '');
  }
  return states;
}

describe('a verified original on the verify page', () => {
  it('draws a lost Mines board: every mine, the gem found and the mine hit', () => {
    const board = verify({ engine: 'mines', mines: 3 }).outcome;
    if (board.engine !== 'mines') throw new Error('not mines');
    const mine = board.mine_tiles[0] as number;
    const safe = [...Array(25).keys()].find((tile) => !board.mine_tiles.includes(tile)) as number;
    const round = verify({ engine: 'mines', mines: 3 }, [safe, mine]);
    const html = render(<OutcomeSummary round={round} variant="classic" />);
    const states = statesOf(html, 'verify-mines-tile-');
    expect(states.size).toBe(25);
    expect(states.get(safe)).toBe('gem');
    expect(states.get(mine)).toBe('hit');
    for (const other of board.mine_tiles.slice(1)) expect(states.get(other)).toBe('mine');
    expect([...states.values()].filter((state) => state === 'safe')).toHaveLength(21);
    expect(html).toContain('Hit a mine · gems found before it: 1');
  });

  it('lights the Plinko slot the path leads to', () => {
    const round = verify({ engine: 'plinko', rows: 12, risk: 'high' });
    if (round.outcome.engine !== 'plinko') throw new Error('not plinko');
    const html = render(<OutcomeSummary round={round} variant="classic" />);
    expect(html).toContain(
      `data-testid="verify-plinko-slot-${round.outcome.slot}" data-landed="true"`,
    );
    expect(html.match(/data-landed="true"/g)).toHaveLength(1);
    expect(html.match(/data-testid="verify-plinko-slot-/g)).toHaveLength(13);
    expect(html).toContain(`Landed in slot ${round.outcome.slot}:`);
  });

  it('marks Keno hits apart from misses and numbers drawn but not picked', () => {
    const picks = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    const round = verify({ engine: 'keno', picks, risk: 'classic' });
    if (round.outcome.engine !== 'keno') throw new Error('not keno');
    const { drawn, hits } = round.outcome;
    const states = statesOf(
      render(<OutcomeSummary round={round} variant="classic" />),
      'verify-keno-number-',
    );
    expect(states.size).toBe(40);
    for (let number = 1; number <= 40; number += 1) {
      const expected = picks.includes(number)
        ? drawn.includes(number)
          ? 'hit'
          : 'miss'
        : drawn.includes(number)
          ? 'drawn'
          : 'none';
      expect(states.get(number), String(number)).toBe(expected);
    }
    expect([...states.values()].filter((state) => state === 'hit')).toHaveLength(hits.length);
  });

  it('lays out the HiLo cards with each move and whether it won', () => {
    const opened = verify({ engine: 'hilo' }, ['skip']).outcome;
    if (opened.engine !== 'hilo') throw new Error('not hilo');
    const rank = hiloRank(opened.steps[0]?.card ?? opened.start);
    const guess = rank === 1 ? 'higher' : rank === 13 ? 'lower' : 'higher_or_same';
    const round = verify({ engine: 'hilo' }, ['skip', guess]);
    if (round.outcome.engine !== 'hilo') throw new Error('not hilo');
    const html = render(<OutcomeSummary round={round} variant="classic" />);
    expect(html.match(/data-testid="verify-hilo-card"/g)).toHaveLength(3);
    expect(html).toContain('Start card');
    expect(html).toContain('Skipped');
    expect(html).toContain(`data-won="${round.outcome.steps[1]?.won}"`);
  });
});

describe('the rules of the originals', () => {
  it('state Plinko’s return for every rows and risk, and Keno’s for every option', () => {
    const plinko = render(<PlinkoRules played={{ rows: 12, risk: 'high' }} />, '/play/plinko');
    // The board last played is marked, and only it.
    expect(plinko.match(/aria-current="true"/g)).toHaveLength(1);
    expect(plinko).toMatch(
      new RegExp(
        `aria-current="true">${formatRtp(plinkoRtpBps({ rows: 12, risk: 'high' }), 'en')}<`,
      ),
    );
    for (let rows = 8; rows <= 16; rows += 1) {
      for (const risk of ['low', 'medium', 'high'] as const) {
        expect(plinko).toContain(formatRtp(plinkoRtpBps({ rows, risk }), 'en'));
      }
    }
    const keno = render(<KenoRules risk="high" picks={2} />, '/play/keno');
    // The paytable of the option played: 2 picks on high pay 17.10× for two hits only.
    expect(keno).toContain('17.10×');
    expect(keno.match(/data-testid="keno-rules-hits-/g)).toHaveLength(3);
    expect(keno.match(/data-testid="keno-rtp-/g)).toHaveLength(10);
  });

  it('state Mines’ and HiLo’s 99 % with their multipliers', () => {
    const mines = render(<MinesRules />, '/play/mines');
    expect(mines).toContain('Every cash-out returns 99.00%');
    // 3 mines, 1 gem: 0.99 × 25 / 22 = 1.125.
    expect(mines).toMatch(/data-testid="mines-rules-3">.*?1\.13×/);
    const hilo = render(<HiloRules />, '/play/hilo');
    expect(hilo).toContain('returns 99.00%');
    // On an ace: "Same" wins on one rank of 13 and pays 12.87×.
    expect(hilo).toMatch(/data-testid="hilo-rules-A">.*?Same: 7\.69% · 12\.87×/);
  });

  it('are translated', async () => {
    await i18n.changeLanguage('de');
    try {
      expect(render(<MinesRules />, '/de/play/mines')).toContain('Jede Auszahlung bringt 99,00');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
