import {
  crashTableLimits,
  crashTableLimitsUpdate,
  crashTableParams,
  isCrashTable,
} from '@satsino/contract/crash';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminOnly, requireIdentity } from '../../platform/authentication.js';
import { platformErrors } from '../../platform/errors.js';
import { errorResponses } from '../../platform/openapi-errors.js';
import type { CrashLimits } from './crash-limits.js';

const bearer = [{ bearerAuth: [] }];

/** An admin edits a table's limits; everyone reads them in the table's state (`limits`). */
export function registerCrashLimitsRoutes(
  app: FastifyInstance,
  deps: { limits: CrashLimits },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.patch(
    '/api/admin/crash/tables/:table/limits',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary: "Change a crash table's bet limits and auto cash-out bounds",
        description:
          'The fields sent replace the table’s; the result must hold as a whole (422 otherwise). The next bet is judged by it.',
        security: bearer,
        params: crashTableParams,
        body: crashTableLimitsUpdate,
        response: { 200: crashTableLimits, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { table } = request.params;
      if (!isCrashTable(table)) throw platformErrors.notFound('crash_unknown_table');
      return deps.limits.update(requireIdentity(request).userId, table, request.body);
    },
  );
}
