/**
 * The texts of ../vip.ts's answers, apart from its schemas: errors.ts and the web's first
 * page read them without building any schema (issue 12).
 */
export const VIP_MANAGER_MESSAGES = {
  notStaff: 'The VIP manager must be an operator (support or admin).',
  notPlatinum: 'Only Platinum players have a personal VIP manager.',
} as const;
