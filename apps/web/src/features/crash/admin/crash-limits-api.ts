import {
  type CrashTable,
  type CrashTableLimitsUpdate,
  crashTableLimits,
} from '@satsino/contract/crash';
import { request } from '../../../lib/api-client';

/** `PATCH /api/admin/crash/tables/{table}/limits` (admins): answers the table's new limits. */
export function updateCrashTableLimits(table: CrashTable, body: CrashTableLimitsUpdate) {
  return request(`/admin/crash/tables/${table}/limits`, crashTableLimits, {
    method: 'PATCH',
    body,
  });
}
