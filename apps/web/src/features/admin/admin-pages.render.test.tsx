import type { User } from '@satsino/contract/account';
import type { Role } from '@satsino/contract/auth';
import type { CrashChain } from '@satsino/contract/crash';
import type { AdminDeposit, AdminWithdrawal, LedgerAudit } from '@satsino/contract/wallet-admin';
import { QueryClient } from '@tanstack/react-query';
import { Route } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { USER_QUERY_KEY } from '../../app/session/user-query';
import { createI18n } from '../../i18n/create-i18n';
import { renderRoutes } from '../../test-support/render-routes';
import { testUser } from '../../test-support/test-user';
import { AdminLayout } from './admin-layout';
import {
  adminDepositsQueryOptions,
  adminWithdrawalsQueryOptions,
  ledgerAuditQueryOptions,
  operatorActionsQueryOptions,
  walletConfigQueryOptions,
} from './api/admin-api';
import { LedgerAuditPage } from './audit/ledger-audit-page';
import { adminCrashChainsQueryOptions } from './crash-chains/crash-chains-api';
import { CrashChainsAdminPage } from './crash-chains/crash-chains-page';
import { DepositsPage } from './deposits/deposits-page';
import { OperatorLogPage } from './operator-log/operator-log-page';
import { RequireOperator } from './require-operator';
import { WithdrawalsPage } from './withdrawals/withdrawals-page';

const i18n = createI18n();

// The session store needs a browser (useSyncExternalStore has no server snapshot).
const sessionUser = vi.hoisted(() => ({ role: 'admin' as Role }));
vi.mock('../../app/session/session-context', () => ({
  useSession: () => ({ status: 'authenticated', user: user(sessionUser.role) }),
}));

beforeAll(async () => {
  await i18n.loadNamespaces('admin');
});

function user(role: Role): User {
  return testUser({ name: 'operator', email: 'op@example.com', role });
}

const withdrawal = (id: number, status: AdminWithdrawal['status']): AdminWithdrawal => ({
  id,
  uuid: `uuid-${id}`,
  entity_wallet_id: 1,
  coin: 'BTC',
  wallet_address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  rail: 'onchain',
  amount: 5_000,
  fee: 120,
  net_amount: 4_880,
  crypto_amount: status === 'accepted' ? '0.00073' : null,
  status,
  txid: status === 'accepted' ? 'f'.repeat(64) : null,
  reason: status === 'rejected' ? 'Address on a block list' : null,
  created_at: '2026-03-05T14:07:00.000Z',
  updated_at: '2026-03-05T14:07:00.000Z',
  user_id: 7,
  user_name: 'alice',
  currency: 'USD',
  reviewed_by: status === 'pending' ? null : 'operator',
});

const deposit: AdminDeposit = {
  id: 3,
  user_id: 7,
  user_name: 'alice',
  coin: 'BTC',
  network: 'bitcoin',
  address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
  txid: 'a'.repeat(64),
  output_index: 1,
  crypto_amount: '0.0015',
  confirmations: 2,
  required_confirmations: 2,
  status: 'confirmed',
  credited_amount: 9_750,
  currency: 'USD',
  rate: '65000.00',
  created_at: '2026-03-05T14:07:00.000Z',
  confirmed_at: '2026-03-05T14:27:00.000Z',
};

const audit: LedgerAudit = {
  ok: false,
  checked_at: '2026-03-05T14:07:00.000Z',
  checks: [
    { name: 'entries_sum_to_zero', ok: true, detail: 'USD: 0, EUR: 0', offending: [] },
    {
      name: 'no_negative_player_balance',
      ok: false,
      detail: 'account #7: -5',
      offending: ['account:7'],
    },
  ],
  totals: [
    {
      currency: 'USD',
      transfers: 1234,
      player_cash: 123_456,
      player_bonus: 500,
      withdrawal_holds: 5_000,
    },
  ],
};

const chain = (id: number, overrides: Partial<CrashChain>): CrashChain => ({
  id,
  table: 'crashbull',
  terminating_hash: 'c'.repeat(64),
  length: 100_000,
  published_at: '2026-03-05T14:07:00.000Z',
  promised_block_height: 950_000,
  salt: null,
  salted_at: null,
  rounds_played: 0,
  status: 'waiting_for_salt',
  created_at: '2026-03-05T14:07:00.000Z',
  ...overrides,
});

function seededClient(role: Role): QueryClient {
  const client = new QueryClient();
  client.setQueryData(USER_QUERY_KEY, user(role));
  client.setQueryData(adminWithdrawalsQueryOptions('pending').queryKey, [
    withdrawal(4, 'pending'),
    withdrawal(3, 'approved'),
    withdrawal(2, 'accepted'),
    withdrawal(1, 'rejected'),
  ]);
  client.setQueryData(adminDepositsQueryOptions().queryKey, [deposit]);
  client.setQueryData(walletConfigQueryOptions().queryKey, {
    tips_enabled: true,
    onramp_url: null,
    gateway: 'sandbox',
    lightning_network: 'regtest',
    lightning_sandbox: true,
    deposit_min: 10_000,
    withdrawal_min: 1_000,
    withdrawal_max: 50_000,
    tip_min: 100,
    tip_max: 100_000,
  });
  client.setQueryData(ledgerAuditQueryOptions().queryKey, audit);
  client.setQueryData(adminCrashChainsQueryOptions().queryKey, [
    chain(2, {}),
    chain(1, {
      salt: `00000000${'d'.repeat(56)}`,
      salted_at: '2026-03-06T10:00:00.000Z',
      rounds_played: 1_234,
      status: 'in_play',
    }),
  ]);
  client.setQueryData(operatorActionsQueryOptions().queryKey, [
    {
      id: 1,
      actor: 'operator',
      action: 'withdrawal.reject',
      target: 'withdrawal:1',
      details: { reason: 'Address on a block list' },
      created_at: '2026-03-05T14:07:00.000Z',
    },
  ]);
  return client;
}

function render(path: string, role: Role = 'admin'): string {
  sessionUser.role = role;
  return renderRoutes({
    i18n,
    client: seededClient(role),
    path,
    routes: (
      <Route path="admin">
        <Route element={<RequireOperator />}>
          <Route element={<AdminLayout />}>
            <Route path="withdrawals" element={<WithdrawalsPage />} />
            <Route path="deposits" element={<DepositsPage />} />
            <Route path="ledger-audit" element={<LedgerAuditPage />} />
            <Route path="operator-log" element={<OperatorLogPage />} />
            <Route path="crash-chains" element={<CrashChainsAdminPage />} />
          </Route>
        </Route>
      </Route>
    ),
  });
}

describe('operator pages render', () => {
  it('withdrawals', () => {
    const html = render('/admin/withdrawals');
    expect(html).toContain('>Approve</button>');
    expect(html).toContain('Withdrawal queue');
    expect(html).toContain('Approve');
    expect(html).toContain('Mark sent');
    expect(html).toContain('Confirm');
    expect(html).toContain('Reason: Address on a block list');
    expect(html).toContain('$50.00');
  });
  it('deposits', () => {
    const html = render('/admin/deposits');
    expect(html).toContain('Simulate an incoming transfer');
    expect(html).toContain('65000.00 USD per BTC');
    expect(html).toContain('Output 1');
  });
  it('audit', () => {
    const html = render('/admin/ledger-audit');
    expect(html).toContain('A check failed');
    expect(html).toContain('$1,234.56');
  });
  it('log', () => {
    const html = render('/admin/operator-log');
    expect(html).toContain('withdrawal.reject');
    expect(html).toContain('reason: Address on a block list');
  });
  it('crash chains: a waiting chain offers its salt, a salted one shows it', () => {
    const html = render('/admin/crash-chains');
    expect(html).toContain('Publish a chain');
    expect(html).toContain('Waiting for its block');
    expect(html).toContain('Enter salt');
    expect(html).toContain('In play');
    expect(html).toContain('1,234 / 100,000');
    expect(html).toContain('950,000');
  });
  it('crash chains: support staff are told only admins manage them', () => {
    const html = render('/admin/crash-chains', 'support');
    expect(html).toContain('Only administrators manage the crash chains.');
    expect(html).not.toContain('Publish a chain');
  });
  it('the console has its own bar: its title, the operator and role, the way out', () => {
    const html = render('/admin/withdrawals');
    expect(html).toContain('data-testid="console-bar"');
    expect(html).toContain('Operator console');
    expect(html).toContain('Back to the site');
    expect(html).toContain('Log out');
  });
  it('withdrawals: support agents read the queue without its money actions', () => {
    const html = render('/admin/withdrawals', 'support');
    expect(html).toContain('Withdrawal queue');
    expect(html).toContain('only administrators approve, reject, send or confirm withdrawals');
    expect(html).not.toContain('>Approve</button>');
    expect(html).not.toContain('>Mark sent</button>');
  });
  it('deposits: support agents get no simulated transfer', () => {
    const html = render('/admin/deposits', 'support');
    expect(html).toContain('On-chain deposits');
    expect(html).not.toContain('Simulate an incoming transfer');
  });
  it('players get the not-found page', () => {
    const html = render('/admin/withdrawals', 'player');
    expect(html).not.toContain('Withdrawal queue');
    expect(html).toContain('404');
  });
});
