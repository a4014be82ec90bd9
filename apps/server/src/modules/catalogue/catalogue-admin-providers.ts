import {
  type AdminProvider,
  type AdminProviderUpdate,
  type AdminProviderWrite,
  providerSlugOf,
} from '@satsino/contract/catalogue';
import type { Db } from '../../db/connection.js';
import { catalogueErrors } from './catalogue.errors.js';
import { providerLogoUrl } from './catalogue.presenter.js';
import { listProviders } from './catalogue.repo.js';
import * as repo from './catalogue-admin.repo.js';
import {
  type CatalogueWrite,
  givenFields,
  type Operator,
  PROVIDER,
} from './catalogue-admin-writes.js';

/** The slug given, else one made of the name (a 422 when the name makes none). */
function providerSlug(body: { slug?: string | undefined; name: string }): string {
  const slug = body.slug ?? providerSlugOf(body.name);
  if (!slug) throw catalogueErrors.field('slug', 'slug_required');
  return slug;
}

/** The operator's calls on game studios. */
export function createProviderAdmin(deps: { db: Db; write: CatalogueWrite }) {
  const { db, write } = deps;

  async function present(only?: number): Promise<AdminProvider[]> {
    return (await listProviders(db))
      .filter((row) => only === undefined || row.id === only)
      .map((row) => ({
        id: row.id,
        name: row.name,
        slug: row.slug,
        image: providerLogoUrl(row),
        games_count: row.gamesCount,
        games_total: row.gamesTotal,
        art_style: row.artStyle,
        position: row.position,
      }));
  }

  async function one(id: number): Promise<AdminProvider> {
    const [view] = await present(id);
    if (!view) throw catalogueErrors.providerNotFound();
    return view;
  }

  return {
    listProviders: () => present(),

    async createProvider(operator: Operator, body: AdminProviderWrite): Promise<AdminProvider> {
      const slug = providerSlug(body);
      const id = await write(operator, PROVIDER, 'create', async (tx) => {
        const row = await repo.insertProvider(tx, {
          slug,
          name: body.name,
          artStyle: body.art_style,
          position: body.position,
        });
        return { id: row.id, details: { slug: row.slug, name: row.name } };
      });
      return one(id);
    },

    async updateProvider(
      operator: Operator,
      id: number,
      body: AdminProviderUpdate,
    ): Promise<AdminProvider> {
      await write(operator, PROVIDER, 'update', async (tx) => {
        const changes = givenFields({
          name: body.name,
          slug: body.slug,
          artStyle: body.art_style,
          position: body.position,
        });
        if (!(await repo.updateProvider(tx, id, changes))) return undefined;
        return { id, details: { fields: Object.keys(body) } };
      });
      return one(id);
    },

    async deleteProvider(operator: Operator, id: number): Promise<void> {
      await write(operator, PROVIDER, 'delete', async (tx) => {
        const row = await repo.deleteProvider(tx, id);
        return row && { id, details: { slug: row.slug } };
      });
    },
  };
}
