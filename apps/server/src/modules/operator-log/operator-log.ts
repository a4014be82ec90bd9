import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { users } from '../account/account.schema.js';
import type { LedgerClient } from '../ledger/ledger-transaction.js';
import { operatorActions } from './operator-log.schema.js';

/**
 * Records who did what to which object, and lists it for the operator log page. The record is
 * written in the action's own transaction: an action is never done without its trace.
 */
export function createOperatorLog(db: Db) {
  return {
    async record(
      client: LedgerClient,
      entry: {
        actorUserId: number;
        action: string;
        targetType: string;
        targetId: number | string;
        details?: Record<string, unknown>;
      },
    ): Promise<void> {
      await client.query(
        `INSERT INTO operator_actions (actor_user_id, action, target_type, target_id, details)
         VALUES ($1, $2, $3, $4, $5)`,
        [
          entry.actorUserId,
          entry.action,
          entry.targetType,
          String(entry.targetId),
          entry.details ?? {},
        ],
      );
    },

    list(limit = 200) {
      return db
        .select({
          id: operatorActions.id,
          actor: users.name,
          action: operatorActions.action,
          targetType: operatorActions.targetType,
          targetId: operatorActions.targetId,
          details: operatorActions.details,
          createdAt: operatorActions.createdAt,
        })
        .from(operatorActions)
        .innerJoin(users, eq(users.id, operatorActions.actorUserId))
        .orderBy(desc(operatorActions.id))
        .limit(limit);
    },
  };
}
export type OperatorLog = ReturnType<typeof createOperatorLog>;
