import { describe, expect, it, vi } from 'vitest';
import { createNotificationStore } from './notification-store';

describe('notification store', () => {
  it('starts inactive, shows a message and closes', () => {
    const store = createNotificationStore();
    expect(store.getSnapshot().active).toBe(false);

    store.show('Account Update', 'success');
    expect(store.getSnapshot()).toMatchObject({
      active: true,
      message: 'Account Update',
      severity: 'success',
    });

    store.close();
    expect(store.getSnapshot()).toMatchObject({ active: false, message: 'Account Update' });
  });

  it('tells listeners, and gives a repeated message a new id', () => {
    const store = createNotificationStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    store.show('Same');
    const first = store.getSnapshot().id;
    store.show('Same');
    expect(store.getSnapshot().id).not.toBe(first);
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    store.close();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
