import type { CoinNetwork } from '@satsino/contract/coins';

/** Chains by their own names (brand names, the same in every language). */
const NETWORK_NAMES: Record<CoinNetwork, string> = {
  bitcoin: 'Bitcoin',
  ethereum: 'Ethereum (ERC-20)',
  litecoin: 'Litecoin',
  dogecoin: 'Dogecoin',
  bsc: 'BNB Smart Chain (BEP-20)',
  bitcoincash: 'Bitcoin Cash',
  xrpl: 'XRP Ledger',
  tron: 'TRON (TRC-20)',
  monero: 'Monero',
};

/** A network's name for players; an id the contract does not know yet is shown as it came. */
export function networkName(network: string): string {
  return (NETWORK_NAMES as Record<string, string | undefined>)[network] ?? network;
}
