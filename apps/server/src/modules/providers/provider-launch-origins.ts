import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.js';
import { providerIntegrations } from './providers.schema.js';

/** Another process's change of an integration reaches this one's CSP within this time. */
const REFRESH_INTERVAL_MS = 30_000;

/**
 * The origins the game page may frame for provider games: those of the enabled integrations'
 * launch endpoints (the provider's game page is served there; provider-launch.ts refuses a URL
 * elsewhere). The security headers read them on every answer, so they are kept in memory: read
 * at start, again after this process changes an integration, and every REFRESH_INTERVAL_MS for
 * the changes other processes make.
 */
export function createProviderLaunchOrigins(deps: { db: Db; logger: FastifyBaseLogger }) {
  let origins: readonly string[] = [];
  let timer: NodeJS.Timeout | undefined;

  async function refresh(): Promise<void> {
    const rows = await deps.db
      .select({ launchUrl: providerIntegrations.launchUrl })
      .from(providerIntegrations)
      .where(eq(providerIntegrations.enabled, true));
    const found = new Set<string>();
    for (const row of rows) {
      try {
        found.add(new URL(row.launchUrl).origin);
      } catch {
        // The contract checks URLs; a row written by hand with a broken one frames nothing.
      }
    }
    origins = [...found].sort();
  }

  return {
    current: (): readonly string[] => origins,
    refresh,
    /**
     * Reads them now and every REFRESH_INTERVAL_MS. A database that is down at start must not
     * stop the server (its health check says so): until a read succeeds nothing is framed.
     */
    async start(): Promise<void> {
      const refreshLogged = () =>
        refresh().catch((error: unknown) =>
          deps.logger.warn({ err: error }, 'provider launch origins not refreshed'),
        );
      await refreshLogged();
      timer = setInterval(refreshLogged, REFRESH_INTERVAL_MS);
      timer.unref();
    },
    stop(): void {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
export type ProviderLaunchOrigins = ReturnType<typeof createProviderLaunchOrigins>;
