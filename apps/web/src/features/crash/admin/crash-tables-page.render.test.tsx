import type { Role } from '@satsino/contract/auth';
import { CRASH_TABLE_NAMES, CRASH_TABLES, type CrashTableState } from '@satsino/contract/crash';
import { QueryClient } from '@tanstack/react-query';
import { Route } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { USER_QUERY_KEY } from '../../../app/session/user-query';
import { createI18n } from '../../../i18n/create-i18n';
import { renderRoutes } from '../../../test-support/render-routes';
import { testUser } from '../../../test-support/test-user';
import { crashTableQueryOptions } from '../api/crash-api';
import { CrashTablesPage } from './crash-tables-page';

const i18n = createI18n();

const sessionUser = vi.hoisted(() => ({ role: 'admin' as Role }));
vi.mock('../../../app/session/session-context', () => ({
  useSession: () => ({
    status: 'authenticated',
    user: testUser({ name: 'operator', email: 'op@example.com', role: sessionUser.role }),
  }),
}));

beforeAll(async () => {
  await i18n.loadNamespaces(['reports', 'crash', 'admin']);
});

const state = (table: CrashTableState['table']): CrashTableState => ({
  table,
  name: CRASH_TABLE_NAMES[table],
  server_time: '2026-01-01T00:00:00.000Z',
  betting_ms: 5000,
  growth_per_ms: 0.00006,
  rtp_bps: 9900,
  // Each table its own figures: the page shows the table's, not the contract's defaults.
  limits:
    table === 'crashbull'
      ? { min_bet: 500, max_bet: 2_000, min_auto_cashout_x100: 150, max_auto_cashout_x100: 500 }
      : {
          min_bet: 10,
          max_bet: 100_000,
          min_auto_cashout_x100: 101,
          max_auto_cashout_x100: 1_000_000,
        },
  chain: null,
  seeding: 'ready',
  waiting_chain: null,
  round: null,
  history: [],
});

function render(role: Role): string {
  sessionUser.role = role;
  const client = new QueryClient();
  client.setQueryData(
    USER_QUERY_KEY,
    testUser({ name: 'operator', email: 'op@example.com', role }),
  );
  for (const table of CRASH_TABLES) {
    client.setQueryData(crashTableQueryOptions(table).queryKey, state(table));
  }
  return renderRoutes({
    i18n,
    client,
    path: '/admin/crash-tables',
    routes: <Route path="admin/crash-tables" element={<CrashTablesPage />} />,
  });
}

describe('the operator crash tables page', () => {
  it("shows each table's own limits and lets an admin edit them", () => {
    const html = render('admin');
    expect(html).toContain('5.00');
    expect(html).toContain('20.00');
    expect(html).toContain('1.50× – 5.00×');
    expect(html).toContain('1,000.00');
    for (const table of CRASH_TABLES) {
      expect(html).toContain(`data-testid="crash-limits-edit-${table}"`);
    }
    expect(html).toContain('Edit limits');
    expect(html).not.toContain('Only admins change');
  });

  it('shows support agents the limits read-only', () => {
    const html = render('support');
    expect(html).toContain('5.00');
    expect(html).not.toContain('Edit limits');
    expect(html).toContain('Only admins change a table&#x27;s limits.');
  });
});
