/**
 * Silver's priority (ADR 0003, docs/decisions/0014): a player whose recorded VIP level (the
 * highest the level watch has seen, `vip_statuses`) reaches the Silver level's threshold. Every
 * higher level keeps it. SQL for other modules' operator queries (the withdrawal queue's order,
 * the chat console's flag), given the expression of the player's id.
 */
export const VIP_PRIORITY_LEVEL_KEY = 'silver';

export function vipPrioritySql(userIdSql: string): string {
  return `EXISTS (SELECT 1 FROM vip_statuses vs
    JOIN vip_levels priority_level ON priority_level.key = '${VIP_PRIORITY_LEVEL_KEY}'
    WHERE vs.user_id = ${userIdSql}
      AND vs.level_min_wagered_minor >= priority_level.min_wagered_minor)`;
}
