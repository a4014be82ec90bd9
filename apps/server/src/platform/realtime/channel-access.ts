import { channels } from '@satsino/contract/realtime';

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
