import type { VipLevel } from '@satsino/contract/content';
import {
  type AdminVipManager,
  VIP_MANAGER_LEVEL_KEY,
  type VipManager,
} from '@satsino/contract/vip';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../../db/connection.js';
import { platformErrors } from '../../platform/errors.js';
import { inDbTransaction } from '../ledger/ledger-transaction.js';
import type { OperatorLog } from '../operator-log/operator-log.js';
import { vipManagers } from './vip.schema.js';

/**
 * Platinum's personal VIP manager (docs/decisions/0014): an operator assigned to a Platinum player
 * by an operator, shown on the player's VIP page; the player writes to them in the support chat,
 * where the conversation is flagged with the manager's name.
 */
export function createVipManagers(deps: {
  db: Db;
  pool: pg.Pool;
  operatorLog: OperatorLog;
  levelOf: (userId: number) => Promise<VipLevel | null>;
}) {
  const { db } = deps;

  async function list(userId?: number): Promise<AdminVipManager[]> {
    const result = await db.execute<{
      user_id: string;
      user_name: string;
      manager_id: string;
      manager_name: string;
      assigned_at: Date;
    }>(sql`
      SELECT m.user_id::text AS user_id, p.name AS user_name, m.manager_user_id::text AS manager_id,
             o.name AS manager_name, m.assigned_at
      FROM ${vipManagers} m
      JOIN users p ON p.id = m.user_id
      JOIN users o ON o.id = m.manager_user_id
      WHERE ${userId ?? null}::bigint IS NULL OR m.user_id = ${userId ?? null}::bigint
      ORDER BY m.assigned_at DESC LIMIT 500`);
    return result.rows.map((row) => ({
      user_id: Number(row.user_id),
      user_name: row.user_name,
      manager_id: Number(row.manager_id),
      manager_name: row.manager_name,
      assigned_at: new Date(row.assigned_at).toISOString(),
    }));
  }

  return {
    list: () => list(),

    /** The player's manager, as the VIP page shows it. */
    async forPlayer(userId: number): Promise<VipManager> {
      const [row] = await list(userId);
      return { manager: row ? { id: row.manager_id, name: row.manager_name } : null };
    },

    /** Assigns (or replaces) a Platinum player's manager; the manager must be staff. */
    async assign(operatorId: number, userId: number, managerId: number): Promise<AdminVipManager> {
      const people = await db.execute<{ id: string; role: string }>(
        sql`SELECT id::text AS id, role FROM users WHERE id IN (${userId}, ${managerId})`,
      );
      const player = people.rows.find((row) => Number(row.id) === userId);
      const manager = people.rows.find((row) => Number(row.id) === managerId);
      if (!player) throw platformErrors.notFound();
      if (!manager || manager.role === 'player' || managerId === userId) {
        throw platformErrors.field('manager_id', 'vip_manager_not_staff');
      }
      const level = await deps.levelOf(userId);
      if (level?.key !== VIP_MANAGER_LEVEL_KEY) {
        throw platformErrors.field('user_id', 'vip_manager_not_platinum');
      }
      await inDbTransaction(deps.pool, async (tx, client) => {
        await tx.execute(sql`
          INSERT INTO ${vipManagers} (user_id, manager_user_id, assigned_by, assigned_at)
          VALUES (${userId}, ${managerId}, ${operatorId}, now())
          ON CONFLICT (user_id) DO UPDATE SET manager_user_id = EXCLUDED.manager_user_id,
            assigned_by = EXCLUDED.assigned_by, assigned_at = EXCLUDED.assigned_at`);
        await deps.operatorLog.record(client, {
          actorUserId: operatorId,
          action: 'vip.manager.assign',
          targetType: 'user',
          targetId: userId,
          details: { manager_id: managerId },
        });
      });
      const [row] = await list(userId);
      if (!row) throw new Error('the assigned manager was not found');
      return row;
    },

    async unassign(operatorId: number, userId: number): Promise<void> {
      await inDbTransaction(deps.pool, async (tx, client) => {
        const removed = await tx.execute(
          sql`DELETE FROM ${vipManagers} WHERE user_id = ${userId} RETURNING user_id`,
        );
        if (removed.rows.length === 0) throw platformErrors.notFound();
        await deps.operatorLog.record(client, {
          actorUserId: operatorId,
          action: 'vip.manager.unassign',
          targetType: 'user',
          targetId: userId,
        });
      });
    },
  };
}
export type VipManagers = ReturnType<typeof createVipManagers>;
