import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.js';
import { users } from '../account/account.schema.js';
import type { ProviderAdminService } from './provider-admin.service.js';
import type { ProviderCatalogueService } from './provider-catalogue.service.js';

/** The integration `npm start` makes of the sandbox provider. */
export const SANDBOX_INTEGRATION_CODE = 'sandbox';

/**
 * `npm start` with PROVIDER_SANDBOX=1 runs the sandbox provider (apps/provider-sandbox) beside the
 * casino with a secret made for that run, and hands its address and secret to the server. This
 * makes it the integration `sandbox`, enabled, and imports its feed when none of its games is
 * published yet, so a newcomer finds third-party games in the lobby. Started without it, the
 * server disables that integration again (which unpublishes its games): the lobby shows our own
 * games only. It acts as the first admin (the demo's, or ADMIN_EMAIL's) through the operator's
 * own path, so every change is in the operator log like an operator's.
 */
export async function configureSandboxIntegration(
  deps: {
    db: Db;
    admin: ProviderAdminService;
    imports: ProviderCatalogueService;
    logger: FastifyBaseLogger;
  },
  sandbox: { url: string; secret: string } | null,
): Promise<void> {
  const existing = (await deps.admin.list()).find(
    (integration) => integration.code === SANDBOX_INTEGRATION_CODE,
  );
  if (!sandbox && !existing?.enabled) return;
  const [operator] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id))
    .limit(1);
  if (!operator) {
    deps.logger.warn('the provider sandbox needs an admin account (SEED_DEMO or ADMIN_EMAIL)');
    return;
  }
  if (!sandbox) {
    if (existing) await deps.admin.update(operator.id, existing.id, { enabled: false });
    return;
  }
  const endpoints = {
    secret: sandbox.secret,
    launch_url: `${sandbox.url}/launch`,
    feed_url: `${sandbox.url}/feed.json`,
    enabled: true,
  };
  const integration = existing
    ? await deps.admin.update(operator.id, existing.id, { signing: 'hmac-sha256', ...endpoints })
    : await deps.admin.create(operator.id, {
        code: SANDBOX_INTEGRATION_CODE,
        name: 'Provider sandbox',
        signing: 'hmac-sha256',
        ...endpoints,
      });
  if (integration.games_published > 0) return;
  await deps.imports.start(operator.id, integration.id, { kind: 'feed' });
  deps.logger.info({ feed: endpoints.feed_url }, 'importing the provider sandbox feed');
}
