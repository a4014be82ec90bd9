import type { WalletConfig } from '@satsino/contract/wallet';
import { describe, expect, it } from 'vitest';
import { networkName } from './network-names';
import { availableWalletTabs, shownWalletTab } from './wallet-tabs';
import { createWalletUiStore } from './wallet-ui-store';

const config: WalletConfig = {
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
};

describe('availableWalletTabs', () => {
  it('offers tips while they are enabled and buy crypto only with an on-ramp', () => {
    expect(availableWalletTabs(config)).toEqual(['deposits', 'withdraw', 'tips']);
    expect(availableWalletTabs({ ...config, tips_enabled: false })).toEqual([
      'deposits',
      'withdraw',
    ]);
    expect(availableWalletTabs({ ...config, onramp_url: 'https://ramp.example/widget' })).toEqual([
      'deposits',
      'withdraw',
      'tips',
      'buyCrypto',
    ]);
  });

  it('offers only deposits and withdraw before the configuration is known', () => {
    expect(availableWalletTabs(undefined)).toEqual(['deposits', 'withdraw']);
  });
});

describe('shownWalletTab', () => {
  it('falls back to deposits when the chosen tab is not offered', () => {
    expect(shownWalletTab('tips', ['deposits', 'withdraw'])).toBe('deposits');
    expect(shownWalletTab('withdraw', ['deposits', 'withdraw'])).toBe('withdraw');
  });
});

describe('wallet UI store', () => {
  it('starts closed on deposits', () => {
    expect(createWalletUiStore().getSnapshot()).toEqual({ open: false, tab: 'deposits' });
  });

  it('is set to a value or flips (SPEC §4)', () => {
    const store = createWalletUiStore();
    store.setOpen();
    expect(store.getSnapshot().open).toBe(true);
    store.setOpen();
    expect(store.getSnapshot().open).toBe(false);
    store.setOpen(false);
    expect(store.getSnapshot().open).toBe(false);
    store.setOpen(true);
    expect(store.getSnapshot().open).toBe(true);
  });

  it('opens on a tab, and tells listeners only about real changes', () => {
    const store = createWalletUiStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => {
      calls += 1;
    });
    store.openOn('withdraw');
    expect(store.getSnapshot()).toEqual({ open: true, tab: 'withdraw' });
    store.openOn('withdraw');
    store.setTab('tips');
    expect(calls).toBe(2);
    store.reset();
    expect(store.getSnapshot()).toEqual({ open: false, tab: 'deposits' });
    unsubscribe();
    store.setOpen();
    expect(calls).toBe(3);
  });
});

describe('networkName', () => {
  it('names the chains and keeps unknown ids', () => {
    expect(networkName('bitcoin')).toBe('Bitcoin');
    expect(networkName('bsc')).toBe('BNB Smart Chain (BEP-20)');
    expect(networkName('solana')).toBe('solana');
  });
});
