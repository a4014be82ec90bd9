import { describe, expect, it } from 'vitest';
import { operatorActionDetails } from './operator-action-details';

describe('operatorActionDetails', () => {
  it('lists the pairs in order, strings bare and the rest as JSON', () => {
    expect(
      operatorActionDetails({
        reason: 'Address on a block list',
        amount: 5000,
        gateway: null,
        meta: { coin: 'BTC' },
      }),
    ).toBe('reason: Address on a block list, amount: 5000, gateway: null, meta: {"coin":"BTC"}');
  });

  it('has nothing to show for no details', () => {
    expect(operatorActionDetails({})).toBeUndefined();
    expect(operatorActionDetails({ skipped: undefined })).toBeUndefined();
  });
});
