import { describe, expect, it } from 'vitest';
import { ADMIN_PATHS } from '../../lib/admin-pages';
import { type AdminPage, adminHomeFor, adminMenuFor } from './admin-menu';

const pagesOf = (role: Parameters<typeof adminMenuFor>[0]) =>
  adminMenuFor(role).flatMap((area) => area.pages);

describe('admin menu', () => {
  it('shows admins every operator page, each once', () => {
    const pages = pagesOf('admin');
    const all = Object.keys(ADMIN_PATHS).filter((page) => page !== 'root') as AdminPage[];
    expect([...pages].sort()).toEqual([...all].sort());
    expect(new Set(pages).size).toBe(pages.length);
    expect(adminMenuFor('admin').map((area) => area.area)).toEqual([
      'players',
      'money',
      'content',
      'catalogue',
      'bonuses',
      'support',
      'log',
    ]);
  });

  it('shows support agents players, chat, KYC, notifications and the log, no money', () => {
    expect(pagesOf('support')).toEqual([
      'players',
      'chat',
      'verifications',
      'notifications',
      'log',
    ]);
  });

  it('shows players nothing', () => {
    expect(adminMenuFor('player')).toEqual([]);
  });

  it('opens the withdrawal queue for admins and the players for support agents', () => {
    expect(adminHomeFor('admin')).toBe(ADMIN_PATHS.withdrawals);
    expect(adminHomeFor('support')).toBe(ADMIN_PATHS.players);
  });
});
