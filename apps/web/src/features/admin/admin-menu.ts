import type { Role } from '@satsino/contract/auth';
import { ADMIN_PATHS } from '../../lib/admin-pages';
import { canActOnMoney, isOperatorRole } from '../../lib/operator-role';

/** An operator page by its name in ADMIN_PATHS (every one but the console's root). */
export type AdminPage = Exclude<keyof typeof ADMIN_PATHS, 'root'>;

/** The console's areas, in the order of its side navigation. */
export type AdminArea =
  | 'players'
  | 'money'
  | 'content'
  | 'catalogue'
  | 'bonuses'
  | 'support'
  | 'log';

export interface AdminMenuArea {
  area: AdminArea;
  pages: readonly AdminPage[];
}

interface AreaRule extends AdminMenuArea {
  /** Who sees the area: every operator, or only those who may act on money. */
  audience: 'staff' | 'admins';
}

/**
 * The side navigation, grouped by area (issue 17). Support agents answer players: they see the
 * players, the support desk and the operator log; the money, content, catalogue and bonus
 * areas are admin work (the server refuses their writes to support with a 403).
 */
const AREAS: readonly AreaRule[] = [
  { area: 'players', pages: ['players'], audience: 'staff' },
  { area: 'money', pages: ['withdrawals', 'deposits', 'audit', 'reports'], audience: 'admins' },
  { area: 'content', pages: ['content'], audience: 'admins' },
  {
    area: 'catalogue',
    pages: ['catalogue', 'providers', 'crashChains', 'crashTables'],
    audience: 'admins',
  },
  { area: 'bonuses', pages: ['bonusCampaigns', 'coupons', 'vipLevels'], audience: 'admins' },
  { area: 'support', pages: ['chat', 'verifications', 'notifications'], audience: 'staff' },
  { area: 'log', pages: ['log'], audience: 'staff' },
];

/** The areas and pages `role` sees, in menu order; none for a player. */
export function adminMenuFor(role: Role): AdminMenuArea[] {
  if (!isOperatorRole(role)) {
    return [];
  }
  return AREAS.filter((rule) => rule.audience === 'staff' || canActOnMoney(role)).map(
    ({ area, pages }) => ({ area, pages }),
  );
}

/** Where `/admin` leads `role`: admins to the withdrawal queue, support agents to the players. */
export function adminHomeFor(role: Role): string {
  if (canActOnMoney(role)) {
    return ADMIN_PATHS.withdrawals;
  }
  const first = adminMenuFor(role)[0]?.pages[0];
  return first === undefined ? ADMIN_PATHS.root : ADMIN_PATHS[first];
}
