import {
  operatorReport,
  type ReportCsvTable,
  type ReportQuery,
  reportCsvFileName,
} from '@satsino/contract/reports';
import { queryOptions } from '@tanstack/react-query';
import { apiErrorOf, apiGet } from '../../../lib/api-client';
import { readToken } from '../../../lib/auth-token';

export const ADMIN_REPORTS_QUERY_KEY = ['admin-reports'] as const;

function searchOf(query: ReportQuery, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ from: query.from, to: query.to, ...extra });
  if (query.currency) params.set('currency', query.currency);
  return params.toString();
}

/** `GET /api/admin/reports`: the figures per day and currency, and RTP per game. */
export function adminReportQueryOptions(query: ReportQuery) {
  return queryOptions({
    queryKey: [...ADMIN_REPORTS_QUERY_KEY, query.from, query.to, query.currency ?? 'all'],
    queryFn: ({ signal }) =>
      apiGet(`/admin/reports?${searchOf(query)}`, operatorReport, { signal }),
  });
}

/**
 * `GET /api/admin/reports/export.csv`: the file and its name. The API reads the bearer header,
 * never the cookie, so a plain link cannot download it: the page saves this blob instead.
 */
export async function fetchReportCsv(
  query: ReportQuery,
  table: ReportCsvTable,
): Promise<{ blob: Blob; fileName: string }> {
  const token = readToken();
  const response = await fetch(`/api/admin/reports/export.csv?${searchOf(query, { table })}`, {
    headers: token === undefined ? {} : { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) {
    throw apiErrorOf(response.status, await response.json().catch(() => undefined));
  }
  return { blob: await response.blob(), fileName: reportCsvFileName(table, query) };
}
