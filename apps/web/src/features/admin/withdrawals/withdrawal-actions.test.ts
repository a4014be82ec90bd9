import { WITHDRAWAL_STATUSES } from '@satsino/contract/wallet';
import type { AdminWithdrawal } from '@satsino/contract/wallet-admin';
import { describe, expect, it } from 'vitest';
import {
  applyWithdrawalUpdate,
  replaceWithdrawal,
  withdrawalActionsFor,
} from './withdrawal-actions';

function withdrawal(id: number, status: AdminWithdrawal['status']): AdminWithdrawal {
  return {
    id,
    uuid: `uuid-${id}`,
    entity_wallet_id: 1,
    coin: 'BTC',
    wallet_address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    rail: 'onchain',
    amount: 5_000,
    fee: 120,
    net_amount: 4_880,
    crypto_amount: null,
    status,
    txid: null,
    reason: null,
    created_at: '2026-03-05T14:07:00.000Z',
    updated_at: '2026-03-05T14:07:00.000Z',
    user_id: 7,
    user_name: 'alice',
    currency: 'USD',
    reviewed_by: null,
  };
}

describe('withdrawalActionsFor', () => {
  it('allows only the next step of each state', () => {
    const table = Object.fromEntries(
      WITHDRAWAL_STATUSES.map((status) => [status, withdrawalActionsFor(status)]),
    );
    expect(table).toEqual({
      pending: ['approve', 'reject'],
      approved: ['markSent'],
      accepted: ['confirm'],
      confirmed: [],
      rejected: [],
      cancelled: [],
    });
  });
});

describe('replaceWithdrawal', () => {
  it('replaces the row with the same id and keeps the order', () => {
    const list = [withdrawal(3, 'pending'), withdrawal(2, 'pending'), withdrawal(1, 'approved')];
    const updated = { ...withdrawal(2, 'approved'), reviewed_by: 'operator' };
    const next = replaceWithdrawal(list, updated);
    expect(next?.map((row) => [row.id, row.status])).toEqual([
      [3, 'pending'],
      [2, 'approved'],
      [1, 'approved'],
    ]);
    expect(next?.[1]).toBe(updated);
  });

  it('leaves a list that is not loaded alone', () => {
    expect(replaceWithdrawal(undefined, withdrawal(1, 'approved'))).toBeUndefined();
  });
});

describe('applyWithdrawalUpdate', () => {
  const list = [withdrawal(3, 'pending'), withdrawal(2, 'pending'), withdrawal(1, 'pending')];

  it('takes an approved withdrawal out of the pending list at once', () => {
    const next = applyWithdrawalUpdate(list, withdrawal(2, 'approved'), 'pending');
    expect(next?.map((row) => row.id)).toEqual([3, 1]);
  });

  it('keeps it in place, updated, in the list of every status', () => {
    const approved = withdrawal(2, 'approved');
    const next = applyWithdrawalUpdate(list, approved, 'all');
    expect(next?.map((row) => [row.id, row.status])).toEqual([
      [3, 'pending'],
      [2, 'approved'],
      [1, 'pending'],
    ]);
  });

  it('replaces a row whose status still matches the filter', () => {
    const sentList = [withdrawal(4, 'accepted')];
    const updated = { ...withdrawal(4, 'accepted'), txid: 'f'.repeat(64) };
    expect(applyWithdrawalUpdate(sentList, updated, 'accepted')?.[0]).toBe(updated);
  });

  it('leaves a list that is not loaded alone', () => {
    expect(applyWithdrawalUpdate(undefined, withdrawal(1, 'approved'), 'pending')).toBeUndefined();
  });
});
