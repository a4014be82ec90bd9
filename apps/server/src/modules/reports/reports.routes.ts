import {
  operatorReport,
  reportCsvFileName,
  reportCsvQuery,
  reportQuery,
} from '@satsino/contract/reports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminOnly } from '../../platform/authentication.js';
import type { ModuleServices } from '../../platform/module-services.js';
import { errorResponses } from '../../platform/openapi-errors.js';
import { createReportsService, type ReportsService } from './reports.service.js';

const bearer = [{ bearerAuth: [] }];

/** Issue 17's reports: the figures as JSON for the page, and as CSV for a spreadsheet. */
export function registerReportsRoutes(app: FastifyInstance, deps: { reports: ReportsService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/reports',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary:
          'GGR, NGR, deposits, withdrawals, bonus cost and active players per UTC day and currency; RTP per game, measured against stated',
        security: bearer,
        querystring: reportQuery,
        response: { 200: operatorReport, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => deps.reports.report(request.query),
  );

  routes.get(
    '/api/admin/reports/export.csv',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'The per-day table (table=days) or the RTP table (table=games) as a CSV file',
        description:
          'RFC 4180 with a header row; amounts in major units with two decimals, RTPs in percent.',
        security: bearer,
        querystring: reportCsvQuery,
        // No answer schemas: the body is the file (errors are the usual envelope: 401, 403 for
        // a player or support agent, 422 for a bad range).
      },
    },
    async (request, reply) => {
      const { table, ...query } = request.query;
      const csv = await deps.reports.csv(query, table);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${reportCsvFileName(table, query)}"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );
}

export function registerReportsModule(app: FastifyInstance, services: ModuleServices): void {
  registerReportsRoutes(app, { reports: createReportsService({ db: services.database.db }) });
}
