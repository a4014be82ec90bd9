import type { Role } from '@satsino/contract/auth';
import { useSession } from '../app/session/session-context';

/** The roles that run the cashier (the wallet issue: "admin/support role, under /admin"). */
export const OPERATOR_ROLES: readonly Role[] = ['admin', 'support'];

export function isOperatorRole(role: Role): boolean {
  return OPERATOR_ROLES.includes(role);
}

/**
 * Whether the role may move money or do what cannot be undone (approve a withdrawal, simulate a
 * deposit, publish a chain). Support agents answer players and read their records; only admins
 * act on money (issue 17). The server refuses the rest with a 403 either way: this only keeps
 * the buttons that would fail out of a support agent's view.
 */
export function canActOnMoney(role: Role): boolean {
  return role === 'admin';
}

/** Whether the signed-in operator may move money (see `canActOnMoney`). */
export function useCanActOnMoney(): boolean {
  const { user } = useSession();
  return user !== undefined && canActOnMoney(user.role);
}
