import type { TipQuote, TipRecipient } from '@satsino/contract/wallet';
import { QueryClient } from '@tanstack/react-query';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n/create-i18n';
import { renderRoutes } from '../../../test-support/render-routes';
import { testUser } from '../../../test-support/test-user';
import { convertAtQuote, type RecipientLookup, TipRecipientPanel } from './tip-recipient-panel';
import { TipsTab } from './tips-tab';

/** The sandbox's USD→EUR quote: USDT at 1.00 USD and 0.9245 EUR. */
const quote: TipQuote = {
  id: '8f8b4c1e-4a53-4f0e-9a43-0a3c5c1b7d10',
  from_currency: 'USD',
  to_currency: 'EUR',
  rate_numerator: '1849',
  rate_denominator: '2000',
  rate: '0.9245',
  expires_at: '2026-11-27T18:00:00.000Z',
};
const european = { masked_name: 'e•••o', currency: 'EUR' } as const;
const quoted: TipRecipient = { recipient: european, exchange: { status: 'quoted', quote } };

async function render(
  lookup: RecipientLookup,
  amountMinor: number | null,
  locale: 'en' | 'de' = 'en',
): Promise<string> {
  const i18n = createI18n();
  await i18n.changeLanguage(locale);
  const prefix = locale === 'en' ? '' : `/${locale}`;
  // Intl puts a no-break space between an amount and its symbol.
  return renderRoutes({
    i18n,
    client: new QueryClient(),
    path: `${prefix}/wallet`,
    routes: (
      <Route
        path={`${prefix}/wallet`}
        element={<TipRecipientPanel lookup={lookup} amountMinor={amountMinor} />}
      />
    ),
  }).replaceAll('\u00a0', ' ');
}

describe('the tips tab’s recipient panel', () => {
  it('converts as the server does: exact integers, rounded down to the cent', () => {
    expect(convertAtQuote(1_000, quote)).toBe(924); // 924.5
    expect(convertAtQuote(101, quote)).toBe(93);
    expect(convertAtQuote(100_000, quote)).toBe(92_450);
  });

  it('shows the masked recipient, the rate and what they get for the typed amount', async () => {
    const html = await render({ state: 'found', answer: quoted }, 1_000);
    expect(html).toContain('e•••o plays in EUR: your tip is converted at this rate.');
    expect(html).toContain('$1.00 = €0.9245');
    expect(html).toContain('e•••o gets €9.24.');
    expect(html).toContain('rounded down to the cent');
  });

  it('cuts the shown rate to four places, never rounding it up', async () => {
    const back: TipQuote = {
      ...quote,
      from_currency: 'EUR',
      to_currency: 'USD',
      rate_numerator: '2000',
      rate_denominator: '1849',
      rate: '1.081665',
    };
    const html = await render(
      {
        state: 'found',
        answer: {
          recipient: { masked_name: 'a•••e', currency: 'USD' },
          exchange: { status: 'quoted', quote: back },
        },
      },
      1_000,
    );
    expect(html).toContain('€1.00 = $1.0816');
    expect(html).toContain('a•••e gets $10.81.');
  });

  it('shows the rate before any amount is typed', async () => {
    const html = await render({ state: 'found', answer: quoted }, null);
    expect(html).toContain('$1.00 = €0.9245');
    expect(html).toContain('Type an amount to see what e•••o gets.');
  });

  it('speaks German with German number formats', async () => {
    const html = await render({ state: 'found', answer: quoted }, 1_000, 'de');
    expect(html).toContain('e•••o spielt in EUR');
    expect(html).toContain('1,00 $ = 0,9245 €');
    expect(html).toContain('e•••o erhält 9,24 €.');
  });

  it('says why a tip cannot be sent when the gateway has no price', async () => {
    const html = await render(
      {
        state: 'found',
        answer: {
          recipient: european,
          exchange: {
            status: 'unavailable',
            code: 'conversion_failed',
            message: 'Failed to get conversion rate. Please try again.',
          },
        },
      },
      null,
    );
    expect(html).toContain(
      'Tips to e•••o (EUR) can&#x27;t be sent right now: Failed to get conversion rate. Please try again.',
    );
  });

  it('has a same-currency, a loading, an idle and an error state', async () => {
    expect(
      await render(
        {
          state: 'found',
          answer: {
            recipient: { masked_name: 'a•••e', currency: 'USD' },
            exchange: { status: 'same_currency' },
          },
        },
        null,
      ),
    ).toContain('a•••e plays in USD, as you do');
    expect(await render({ state: 'loading' }, null)).toContain('Looking up the player…');
    expect(await render({ state: 'idle' }, null)).toContain('Enter a nickname or player id');
    expect(
      await render({ state: 'failed', message: 'No player has this reference id.' }, null),
    ).toContain('No player has this reference id.');
  });
});

describe('the tips tab', () => {
  it('asks for a recipient first and keeps the send button off until one is found', async () => {
    const i18n = createI18n();
    const html = renderRoutes({
      i18n,
      client: new QueryClient(),
      path: '/wallet',
      routes: (
        <Route
          path="/wallet"
          element={
            <TipsTab
              user={testUser({ email_verified_at: '2026-01-01T00:00:00.000Z', w_balance: 5_000 })}
              config={undefined}
              onNavigate={() => {}}
            />
          }
        />
      ),
    });
    expect(html).toContain('Enter a nickname or player id');
    const button = /<button[^>]*data-testid="tip-submit"[^>]*>/.exec(html)?.[0];
    expect(button).toContain('disabled');
  });
});
