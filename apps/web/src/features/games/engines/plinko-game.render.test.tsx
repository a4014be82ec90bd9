import { describe, expect, it } from 'vitest';
import { loadGamesTexts, renderInGameHost, testGameSession } from '../host/game-host.test-support';
import { RecentResults } from '../host/round-feedback';
import { PlinkoBoardSvg } from './plinko-board-svg';
import { PlinkoGame } from './plinko-game';

const { english, german } = loadGamesTexts();

const session = testGameSession({
  game_id: 'plinko',
  name: 'Plinko',
  engine: 'plinko',
  rtp_bps: 9890,
});

function render(element: React.ReactNode, i18n = english, path = '/play/plinko'): string {
  return renderInGameHost(element, { session, i18n, path });
}

/** The printed multipliers of the buckets, left to right. */
function bucketLabels(html: string): string[] {
  return Array.from(
    html.matchAll(/data-testid="plinko-bucket-\d+"[^>]*>.*?<text[^>]*>([^<]*)<\/text>/g),
    (match) => match[1] as string,
  );
}

describe('Plinko as it opens', () => {
  it('shows Stake’s 16-row medium board: 168 pins and its 17 buckets', () => {
    const html = render(<PlinkoGame />);
    expect(html).toContain('aria-label="Plinko board: 16 rows, Medium risk"');
    expect(html.match(/<circle /g)).toHaveLength(
      3 + 4 + 5 + 6 + 7 + 8 + 9 + 10 + 11 + 12 + 13 + 14 + 15 + 16 + 17 + 18,
    );
    expect(bucketLabels(html)).toEqual([
      '110',
      '41',
      '10',
      '5',
      '3',
      '1.5',
      '1',
      '0.5',
      '0.3',
      '0.5',
      '1',
      '1.5',
      '3',
      '5',
      '10',
      '41',
      '110',
    ]);
    expect(html).toContain('Multipliers from left to right: 110×, 41×, 10×');
    expect(html).toContain('Drop ball');
    expect(html).not.toContain('data-testid="plinko-ball"');
    // No round yet: no result, no lit bucket.
    expect(html).not.toContain('data-testid="round-result"');
    expect(html).not.toContain('data-lit="true"');
  });

  it('offers the three risks and the rows 8 to 16', () => {
    const html = render(<PlinkoGame />);
    for (const risk of ['Low', 'Medium', 'High']) expect(html).toContain(`>${risk}</button>`);
    expect(html).toMatch(/aria-pressed="true"[^>]*data-testid="plinko-risk-medium"/);
    expect(html).toContain('Rows');
  });

  it('speaks German and writes its numbers the German way', () => {
    const html = render(<PlinkoGame />, german, '/de/play/plinko');
    expect(html).toContain('Ball fallen lassen');
    expect(html).toContain('Plinko-Brett: 16 Reihen, Risiko Mittel');
    expect(bucketLabels(html)).toContain('0,3');
    expect(html).toContain('Reihen');
  });
});

describe('the board', () => {
  it('draws the table it is given on the rows it is given, and lights the last landing', () => {
    const html = render(
      <PlinkoBoardSvg
        rows={8}
        labels={['29', '4', '1.5', '0.3', '0.2', '0.3', '1.5', '4', '29']}
        balls={[
          {
            id: 9,
            rows: 8,
            path: ['left', 'left', 'right', 'left', 'left', 'left', 'left', 'left'],
          },
        ]}
        lit={{ slot: 1, id: 8 }}
        label="board"
        onLanded={() => {}}
      />,
    );
    expect(bucketLabels(html)).toHaveLength(9);
    expect(html).toMatch(/data-testid="plinko-bucket-1" data-lit="true"/);
    expect(html.match(/data-lit="true"/g)).toHaveLength(1);
    expect(html.match(/data-testid="plinko-ball"/g)).toHaveLength(1);
    expect(html).toContain('data-balls="1"');
  });
});

describe('the last results', () => {
  it('keep their room before the first result, so that it moves nothing', () => {
    const html = render(<RecentResults items={[]} />);
    expect(html).toContain('Last results');
    expect(html).toContain('visibility:hidden');
    expect(html).toContain('data-testid="recent-results"');
  });

  it('place each chip by a transform, newest first', () => {
    const html = render(
      <RecentResults
        items={[
          { id: 2, label: '41.00×', win: true },
          { id: 1, label: '0.50×', win: false },
        ]}
      />,
    );
    expect(html).toContain('visibility:visible');
    expect(html.indexOf('41.00×')).toBeLessThan(html.indexOf('0.50×'));
    expect(html).toContain('translateX(0px)');
    expect(html).toContain('translateX(90px)');
  });
});
