import type { Slider, SliderKind } from '@satsino/contract/content';
import type { Locale } from '@satsino/contract/locales';
import type { Db } from '../../../db/connection.js';
import { localesToLoad, withTranslations } from '../content.locale.js';
import { presentSlide } from './sliders.presenter.js';
import { listPublishedSlides, sliderTranslations } from './sliders.repo.js';

export interface SlidersService {
  slides(kind: SliderKind, locale: Locale): Promise<Slider[]>;
}

/** The home page's image slider and promotions slider. */
export function createSlidersService(deps: { db: Db }): SlidersService {
  const { db } = deps;
  return {
    async slides(kind, locale) {
      const rows = await listPublishedSlides(db, kind);
      const texts = await sliderTranslations(
        db,
        rows.map((row) => row.id),
        localesToLoad(locale),
      );
      return withTranslations(rows, texts, (row) => row.sliderId, locale).map(
        ([row, translation]) => presentSlide(row, translation),
      );
    },
  };
}
