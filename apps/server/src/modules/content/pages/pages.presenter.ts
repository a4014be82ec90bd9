import type { Page, PageSummary } from '@satsino/contract/content';
import type { AdminPage, PageTranslation } from '@satsino/contract/content-admin';
import type { Locale } from '@satsino/contract/locales';
import type { PageRow, PageTranslationRow } from './pages.repo.js';

export function presentPageSummary(row: PageRow, texts: PageTranslationRow): PageSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: texts.title,
    description: texts.description,
    in_footer: row.inFooter,
  };
}

export function presentPage(row: PageRow, texts: PageTranslationRow): Page {
  // The later of the two: a policy's date is when its words last changed, in any locale shown.
  const updatedAt = row.updatedAt > texts.updatedAt ? row.updatedAt : texts.updatedAt;
  return {
    ...presentPageSummary(row, texts),
    body: texts.body,
    updated_at: updatedAt.toISOString(),
    locale: texts.locale as Locale,
  };
}

export function presentAdminPage(
  row: PageRow,
  translations: Partial<Record<Locale, PageTranslation>>,
): AdminPage {
  return {
    id: row.id,
    slug: row.slug,
    status: row.status,
    position: row.position,
    in_footer: row.inFooter,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    translations,
  };
}
