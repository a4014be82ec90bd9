import type { Page, PageSummary, PagesListRequest } from '@satsino/contract/content';
import type { Locale } from '@satsino/contract/locales';
import type { Db } from '../../../db/connection.js';
import { contentErrors } from '../content.errors.js';
import { localesToLoad, pickTranslation, withTranslations } from '../content.locale.js';
import { presentPage, presentPageSummary } from './pages.presenter.js';
import { findPublishedPage, listPublishedPages, pageTranslations } from './pages.repo.js';

export interface PagesService {
  list(window: PagesListRequest, locale: Locale): Promise<PageSummary[]>;
  get(slug: string, locale: Locale): Promise<Page>;
}

/** The website pages players read: policies and "about us", in their locale. */
export function createPagesService(deps: { db: Db }): PagesService {
  const { db } = deps;
  return {
    async list(window, locale) {
      const rows = await listPublishedPages(db, {
        offset: window.limit_from,
        limit: window.limit_to - window.limit_from,
      });
      const texts = await pageTranslations(
        db,
        rows.map((row) => row.id),
        localesToLoad(locale),
      );
      return withTranslations(rows, texts, (row) => row.pageId, locale).map(([row, translation]) =>
        presentPageSummary(row, translation),
      );
    },

    async get(slug, locale) {
      const row = await findPublishedPage(db, slug);
      if (!row) throw contentErrors.pageNotFound();
      const translation = pickTranslation(
        await pageTranslations(db, [row.id], localesToLoad(locale)),
        locale,
      );
      if (!translation) throw contentErrors.pageNotFound();
      return presentPage(row, translation);
    },
  };
}
