import { describe, expect, it } from 'vitest';
import { queryKeysOf } from './use-operator-queue-live';

describe('an operator queue event', () => {
  it("makes its kind's lists and the player's page stale", () => {
    expect(queryKeysOf({ kind: 'withdrawal', id: 4, user_id: 7 })).toEqual([
      ['admin', 'withdrawals'],
      ['admin-players', 'player', 7],
    ]);
    expect(queryKeysOf({ kind: 'deposit', id: 2, user_id: 9 })[0]).toEqual(['admin', 'deposits']);
    expect(queryKeysOf({ kind: 'kyc', id: 1, user_id: 9 })[0]).toEqual(['admin-kyc']);
  });
});
