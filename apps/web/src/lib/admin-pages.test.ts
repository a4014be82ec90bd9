import { describe, expect, it } from 'vitest';
import { ADMIN_PATHS, adminChildPath, isActiveAdminPage } from './admin-pages';

describe('admin pages', () => {
  it('gives the route paths below /admin', () => {
    expect(adminChildPath(ADMIN_PATHS.withdrawals)).toBe('withdrawals');
    expect(adminChildPath(ADMIN_PATHS.audit)).toBe('ledger-audit');
  });

  it('marks a page active on its path and below, not on a longer name', () => {
    expect(isActiveAdminPage('/admin/deposits', ADMIN_PATHS.deposits)).toBe(true);
    expect(isActiveAdminPage('/admin/deposits/12', ADMIN_PATHS.deposits)).toBe(true);
    expect(isActiveAdminPage('/admin/depositsx', ADMIN_PATHS.deposits)).toBe(false);
    expect(isActiveAdminPage('/admin/withdrawals', ADMIN_PATHS.deposits)).toBe(false);
  });
});
