import { type Banner, mediaUrl } from '@satsino/contract/content';
import type { AdminBanner, BannerTranslation } from '@satsino/contract/content-admin';
import type { Locale } from '@satsino/contract/locales';
import type { BannerRow, BannerTranslationRow } from './banners.repo.js';

export function presentBanner(row: BannerRow, texts: BannerTranslationRow): Banner {
  return {
    id: row.id,
    title: texts.title,
    description: texts.description,
    url: row.url,
    bg_img: mediaUrl(row.imageKey),
  };
}

export function presentAdminBanner(
  row: BannerRow,
  translations: Partial<Record<Locale, BannerTranslation>>,
): AdminBanner {
  return {
    id: row.id,
    key: row.key,
    status: row.status,
    image_key: row.imageKey,
    bg_img: mediaUrl(row.imageKey),
    url: row.url,
    position: row.position,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    translations,
  };
}
