import {
  type AdminCategory,
  type AdminCategoryUpdate,
  type AdminCategoryWrite,
  categorySlugOf,
} from '@satsino/contract/catalogue';
import type { Db } from '../../db/connection.js';
import { catalogueErrors } from './catalogue.errors.js';
import { categoryTranslations, listCategories } from './catalogue.repo.js';
import * as repo from './catalogue-admin.repo.js';
import {
  CATEGORY,
  type CatalogueWrite,
  givenFields,
  type Operator,
} from './catalogue-admin-writes.js';

/** The operator's calls on categories: every one with its names in every locale. */
export function createCategoryAdmin(deps: { db: Db; write: CatalogueWrite }) {
  const { db, write } = deps;

  async function present(only?: number): Promise<AdminCategory[]> {
    const rows = (await listCategories(db)).filter((row) => only === undefined || row.id === only);
    const names = await categoryTranslations(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      id: row.id,
      code: row.code,
      slug: row.slug,
      icon: row.icon,
      in_menu: row.inMenu,
      in_footer: row.inFooter,
      position: row.position,
      games_count: row.gamesCount,
      names: Object.fromEntries(
        names.filter((name) => name.categoryId === row.id).map((name) => [name.locale, name.name]),
      ),
    }));
  }

  async function one(id: number): Promise<AdminCategory> {
    const [view] = await present(id);
    if (!view) throw catalogueErrors.categoryNotFound();
    return view;
  }

  return {
    listCategories: () => present(),

    async createCategory(operator: Operator, body: AdminCategoryWrite): Promise<AdminCategory> {
      const id = await write(operator, CATEGORY, 'create', async (tx) => {
        const row = await repo.insertCategory(tx, {
          code: body.code,
          slug: body.slug ?? categorySlugOf(body.code),
          icon: body.icon,
          inMenu: body.in_menu,
          inFooter: body.in_footer,
          position: body.position,
        });
        await repo.putCategoryNames(tx, row.id, body.names);
        return { id: row.id, details: { code: row.code, slug: row.slug } };
      });
      return one(id);
    },

    async updateCategory(
      operator: Operator,
      id: number,
      body: AdminCategoryUpdate,
    ): Promise<AdminCategory> {
      await write(operator, CATEGORY, 'update', async (tx) => {
        const changes = givenFields({
          code: body.code,
          slug: body.slug,
          icon: body.icon,
          inMenu: body.in_menu,
          inFooter: body.in_footer,
          position: body.position,
        });
        if (!(await repo.updateCategory(tx, id, changes))) return undefined;
        if (body.names) await repo.putCategoryNames(tx, id, body.names);
        return { id, details: { fields: Object.keys(body) } };
      });
      return one(id);
    },

    async deleteCategory(operator: Operator, id: number): Promise<void> {
      await write(operator, CATEGORY, 'delete', async (tx) => {
        const row = await repo.deleteCategory(tx, id);
        return row && { id, details: { code: row.code } };
      });
    },
  };
}
