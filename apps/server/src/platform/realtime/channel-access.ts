import type { Role } from '@satsino/contract/auth';
import { channels, OPERATORS_CHANNEL } from '@satsino/contract/realtime';

/**
 * Laravel Echo names private channels `private-<name>`; clients written for it send that prefix
 * when they subscribe, so it is accepted and dropped: the room is the bare channel name.
 */
const ECHO_PRIVATE_PREFIX = 'private-';

/**
 * Decides which room, if any, a player may join when asking for `requested`. Only the player's
 * own per-user channels are allowed; every other name (another player's channel, a public or an
 * internal room, anything malformed) answers null. The comparison is against the names the
 * contract builds, so no id parsing can be fooled by `appalert.07` or `appalert.7.x`.
 */
export function authorizedChannel(userId: number, requested: string): string | null {
  const name = requested.startsWith(ECHO_PRIVATE_PREFIX)
    ? requested.slice(ECHO_PRIVATE_PREFIX.length)
    : requested;
  const own = [channels.appAlert(userId), channels.users(userId)];
  return own.includes(name) ? name : null;
}

/** The roles whose sockets may listen to the operators' channel (the console's roles). */
const STAFF_ROLES: readonly Role[] = ['admin', 'support'];

/**
 * The operators' channel for a staff socket asking for it by its exact name (the Echo prefix
 * accepted as above); anything else, or any other role, answers null. The role is the one the
 * socket's session had at its handshake.
 */
export function authorizedStaffChannel(role: Role | undefined, requested: string): string | null {
  if (role === undefined || !STAFF_ROLES.includes(role)) return null;
  const name = requested.startsWith(ECHO_PRIVATE_PREFIX)
    ? requested.slice(ECHO_PRIVATE_PREFIX.length)
    : requested;
  return name === OPERATORS_CHANNEL ? name : null;
}
