import { mediaUrl, type Slider } from '@satsino/contract/content';
import type { AdminSlider, SliderTranslation } from '@satsino/contract/content-admin';
import type { Locale } from '@satsino/contract/locales';
import type { SliderRow, SliderTranslationRow } from './sliders.repo.js';

export function presentSlide(row: SliderRow, texts: SliderTranslationRow): Slider {
  return {
    id: row.id,
    redirect_url: row.redirectUrl,
    image_url: mediaUrl(row.imageKey),
    title: texts.title,
    alt: texts.alt,
  };
}

export function presentAdminSlider(
  row: SliderRow,
  translations: Partial<Record<Locale, SliderTranslation>>,
): AdminSlider {
  return {
    id: row.id,
    key: row.key,
    kind: row.kind,
    status: row.status,
    image_key: row.imageKey,
    image_url: mediaUrl(row.imageKey),
    redirect_url: row.redirectUrl,
    position: row.position,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    translations,
  };
}
