import type {
  AdminProviderIntegration,
  AdminProviderIntegrationCreate,
  AdminProviderIntegrationUpdate,
} from '@satsino/contract/provider-catalogue';
import { asc, count, eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../../db/connection.js';
import { columnsOf, type RowOf } from '../../db/rows.js';
import { isUniqueViolation } from '../../platform/postgres-errors.js';
import { catalogueGames } from '../catalogue/catalogue.schema.js';
import { inDbTransaction } from '../ledger/ledger-transaction.js';
import type { OperatorLog } from '../operator-log/operator-log.js';
import { providerAdminErrors } from './provider-admin.errors.js';
import { unpublishIntegrationGames } from './provider-catalogue.repo.js';
import type { ProviderCatalogueService } from './provider-catalogue.service.js';
import { providerIntegrations } from './providers.schema.js';

/*
 * The operator's integrations (issue 15): list, create, edit, enable and disable. Keys are
 * write-only: they are stored, used to sign and verify, and answered only as "set". Every write
 * is logged in its own transaction, as every operator write is; keys never reach the log.
 */

/** Everything but the keys themselves, and whether each is set. */
const INTEGRATION_COLUMNS = {
  ...columnsOf(providerIntegrations, [
    'id',
    'code',
    'name',
    'signing',
    'launchUrl',
    'feedUrl',
    'enabled',
    'createdAt',
    'updatedAt',
  ]),
  secretSet: sql<boolean>`${providerIntegrations.secret} IS NOT NULL`,
  providerPublicKeySet: sql<boolean>`${providerIntegrations.providerPublicKey} IS NOT NULL`,
  operatorPrivateKeySet: sql<boolean>`${providerIntegrations.operatorPrivateKey} IS NOT NULL`,
};
type IntegrationRow = RowOf<
  typeof providerIntegrations,
  | 'id'
  | 'code'
  | 'name'
  | 'signing'
  | 'launchUrl'
  | 'feedUrl'
  | 'enabled'
  | 'createdAt'
  | 'updatedAt'
> & { secretSet: boolean; providerPublicKeySet: boolean; operatorPrivateKeySet: boolean };

/** What the log keeps of a write: the fields given, a key only as "set". */
function loggedFields(body: Record<string, unknown>): Record<string, unknown> {
  const keys = new Set(['secret', 'provider_public_key', 'operator_private_key']);
  return Object.fromEntries(
    Object.entries(body)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, keys.has(name) ? 'set' : value]),
  );
}

export function createProviderAdminService(deps: {
  db: Db;
  pool: pg.Pool;
  operatorLog: OperatorLog;
  imports: ProviderCatalogueService;
  /** Told after every write: the launch origins the game page may frame changed, maybe. */
  onChange: () => Promise<void>;
}) {
  const { db, pool } = deps;

  async function present(rows: IntegrationRow[]): Promise<AdminProviderIntegration[]> {
    const ids = rows.map((row) => row.id);
    const games =
      ids.length === 0
        ? []
        : await db
            .select({
              integrationId: catalogueGames.integrationId,
              total: count(),
              published: sql<number>`count(*) FILTER (WHERE ${catalogueGames.published})::int`,
            })
            .from(catalogueGames)
            .where(sql`${catalogueGames.integrationId} IS NOT NULL`)
            .groupBy(catalogueGames.integrationId);
    const gamesOf = new Map(games.map((row) => [row.integrationId, row]));
    const imports = await deps.imports.latest(ids);
    return rows.map((row) => ({
      id: row.id,
      code: row.code,
      name: row.name,
      signing: row.signing,
      secret_set: row.secretSet,
      provider_public_key_set: row.providerPublicKeySet,
      operator_private_key_set: row.operatorPrivateKeySet,
      launch_url: row.launchUrl,
      feed_url: row.feedUrl,
      enabled: row.enabled,
      games_total: gamesOf.get(row.id)?.total ?? 0,
      games_published: gamesOf.get(row.id)?.published ?? 0,
      last_import: imports.get(row.id) ?? null,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    }));
  }

  async function read(id: number): Promise<AdminProviderIntegration> {
    const rows = await db
      .select(INTEGRATION_COLUMNS)
      .from(providerIntegrations)
      .where(eq(providerIntegrations.id, id));
    const [found] = await present(rows);
    if (!found) throw providerAdminErrors.integrationNotFound();
    return found;
  }

  return {
    read,

    async list(): Promise<AdminProviderIntegration[]> {
      const rows = await db
        .select(INTEGRATION_COLUMNS)
        .from(providerIntegrations)
        .orderBy(asc(providerIntegrations.code));
      return present(rows);
    },

    async create(
      operatorId: number,
      body: AdminProviderIntegrationCreate,
    ): Promise<AdminProviderIntegration> {
      let id: number;
      try {
        id = await inDbTransaction(pool, async (tx, client) => {
          const [row] = await tx
            .insert(providerIntegrations)
            .values({
              code: body.code,
              name: body.name,
              signing: body.signing,
              // Only the keys of the chosen signing are kept.
              secret: body.signing === 'hmac-sha256' ? (body.secret ?? null) : null,
              providerPublicKey:
                body.signing === 'rsa-sha256' ? (body.provider_public_key ?? null) : null,
              operatorPrivateKey:
                body.signing === 'rsa-sha256' ? (body.operator_private_key ?? null) : null,
              launchUrl: body.launch_url,
              feedUrl: body.feed_url ?? null,
              enabled: body.enabled,
            })
            .returning({ id: providerIntegrations.id });
          if (!row) throw new Error('an integration row was not inserted');
          await deps.operatorLog.record(client, {
            actorUserId: operatorId,
            action: 'provider.create',
            targetType: 'provider_integration',
            targetId: row.id,
            details: loggedFields(body),
          });
          return row.id;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'provider_integrations_code_key')) {
          throw providerAdminErrors.codeTaken();
        }
        throw error;
      }
      await deps.onChange();
      return read(id);
    },

    /**
     * Changes what the body names. Switching the signing needs that signing's keys (given now or
     * kept from before); disabling unpublishes the integration's games, so the lobby lists only
     * what can be launched (an import publishes them again).
     */
    async update(
      operatorId: number,
      id: number,
      body: AdminProviderIntegrationUpdate,
    ): Promise<AdminProviderIntegration> {
      await inDbTransaction(pool, async (tx, client) => {
        const [current] = await tx
          .select({
            signing: providerIntegrations.signing,
            secret: providerIntegrations.secret,
            providerPublicKey: providerIntegrations.providerPublicKey,
            operatorPrivateKey: providerIntegrations.operatorPrivateKey,
            enabled: providerIntegrations.enabled,
          })
          .from(providerIntegrations)
          .where(eq(providerIntegrations.id, id))
          .for('update');
        if (!current) throw providerAdminErrors.integrationNotFound();
        const signing = body.signing ?? current.signing;
        const secret = body.secret ?? current.secret;
        const publicKey = body.provider_public_key ?? current.providerPublicKey;
        const privateKey = body.operator_private_key ?? current.operatorPrivateKey;
        if (signing === 'hmac-sha256' && !secret) throw providerAdminErrors.secretRequired();
        if (signing === 'rsa-sha256' && (!publicKey || !privateKey)) {
          throw providerAdminErrors.rsaKeysRequired();
        }
        await tx
          .update(providerIntegrations)
          .set({
            ...(body.name === undefined ? {} : { name: body.name }),
            signing,
            secret: signing === 'hmac-sha256' ? secret : null,
            providerPublicKey: signing === 'rsa-sha256' ? publicKey : null,
            operatorPrivateKey: signing === 'rsa-sha256' ? privateKey : null,
            ...(body.launch_url === undefined ? {} : { launchUrl: body.launch_url }),
            ...(body.feed_url === undefined ? {} : { feedUrl: body.feed_url }),
            ...(body.enabled === undefined ? {} : { enabled: body.enabled }),
            updatedAt: sql`now()`,
          })
          .where(eq(providerIntegrations.id, id));
        const disabled = body.enabled === false && current.enabled;
        const unpublished = disabled ? await unpublishIntegrationGames(client, id) : 0;
        const verb =
          body.enabled !== undefined && body.enabled !== current.enabled
            ? body.enabled
              ? 'enable'
              : 'disable'
            : 'update';
        await deps.operatorLog.record(client, {
          actorUserId: operatorId,
          action: `provider.${verb}`,
          targetType: 'provider_integration',
          targetId: id,
          details: {
            ...loggedFields(body),
            ...(disabled ? { games_unpublished: unpublished } : {}),
          },
        });
      });
      await deps.onChange();
      return read(id);
    },
  };
}
export type ProviderAdminService = ReturnType<typeof createProviderAdminService>;
