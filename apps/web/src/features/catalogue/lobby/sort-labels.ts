import type { GameSort } from '@satsino/contract/catalogue';

/**
 * SPEC §2: sort default, popular, asc, desc, "shown as popular, A-Z, Z-A"; the default order is
 * the catalogue's own (its positions), offered as "Recommended" so it can be chosen again.
 */
export const SORT_LABEL_KEYS = {
  default: 'lobby.sortDefault',
  popular: 'lobby.sortPopular',
  asc: 'lobby.sortAsc',
  desc: 'lobby.sortDesc',
} as const satisfies Record<GameSort, string>;
