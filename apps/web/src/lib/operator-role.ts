import type { Role } from '@satsino/contract/auth';

/** The roles that run the cashier (the wallet issue: "admin/support role, under /admin"). */
export const OPERATOR_ROLES: readonly Role[] = ['admin', 'support'];

export function isOperatorRole(role: Role): boolean {
  return OPERATOR_ROLES.includes(role);
}
