import {
  MAINTENANCE_MESSAGE,
  MAINTENANCE_RETRY_AFTER_SECONDS,
} from '@satsino/contract/site-settings';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { AppError } from '../../platform/errors.js';
import type { MaintenanceSwitch } from './maintenance.js';

/**
 * API calls that keep answering during maintenance: health checks, the site status the web
 * reads to show its maintenance page, signing in and out (so operators can reach the console)
 * and the operator calls themselves.
 */
const OPEN_PATHS = new Set([
  '/api/health',
  '/api/site',
  '/api/login',
  '/api/register',
  '/api/logout',
  '/api/user',
]);
const OPEN_PREFIXES = ['/api/password/', '/api/email/', '/api/oauth/', '/api/admin/'];

/**
 * The route's own pattern when there is one, so an odd spelling of a URL cannot pass as an open
 * path; the raw path for unknown URLs (which then get the 503 like any other API call).
 */
function pathOf(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  const raw = pattern ?? request.url.split('?', 1)[0] ?? request.url;
  return raw.length > 1 ? raw.replace(/\/+$/, '') : raw;
}

export function isOpenDuringMaintenance(path: string): boolean {
  return OPEN_PATHS.has(path) || OPEN_PREFIXES.some((prefix) => path.startsWith(prefix));
}

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

export const maintenanceError = () =>
  new AppError(503, 'maintenance', MAINTENANCE_MESSAGE, undefined, MAINTENANCE_RETRY_AFTER_SECONDS);

/**
 * An `onRequest` hook: while maintenance is on, every other `/api/*` call answers 503 with
 * Retry-After. Pages are left alone: the web app shows its maintenance page itself. If the switch
 * cannot be read (database down) the site stays open; those calls fail on their own anyway.
 */
export function createMaintenanceGuard(maintenance: MaintenanceSwitch): onRequestAsyncHookHandler {
  return async function maintenanceGuard(request) {
    const path = pathOf(request);
    if (!isApi(path) || isOpenDuringMaintenance(path)) return;
    let active: boolean;
    try {
      active = await maintenance.isActive();
    } catch (error) {
      request.log.warn({ err: error }, 'maintenance switch unreadable; treating it as off');
      return;
    }
    if (active) throw maintenanceError();
  };
}
