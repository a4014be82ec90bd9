import { describe, expect, it } from 'vitest';
import { KIND_SPECS } from './content-kinds';
import {
  type ContentItem,
  checkItem,
  createBodyOf,
  fieldValuesOf,
  hasProblems,
  itemName,
  missingLocales,
  placeOfServerField,
  textDraftsOf,
  textsAsRead,
  updateBodyOf,
} from './content-values';

const promotions = KIND_SPECS.promotions;
const menu = KIND_SPECS.menu;

const english = {
  title: 'Weekly cashback',
  summary: 'Back every week.',
  body: '# Weekly',
  meta_description: '',
};
const promotion: ContentItem = {
  id: 7,
  slug: 'weekly-cashback',
  kind: 'promotion',
  status: 'published',
  published_at: '2026-05-01T09:30:00.000Z',
  image_key: 'promo-cashback',
  image_url: '/api/media/promo-cashback.svg',
  position: 3,
  created_at: '2026-05-01T09:00:00.000Z',
  updated_at: '2026-05-02T09:00:00.000Z',
  translations: {
    en: english,
    de: {
      title: 'Wöchentliches Cashback',
      summary: 'Jede Woche.',
      body: '# Woche',
      meta_description: '',
    },
  },
};

describe('content items on the operator pages', () => {
  it('are named by their English title, else their slug or key', () => {
    expect(itemName(promotions, promotion)).toBe('Weekly cashback');
    expect(itemName(promotions, { ...promotion, translations: {} })).toBe('weekly-cashback');
  });

  it('list the locales they have no texts in', () => {
    expect(missingLocales(promotion)).toEqual(['es', 'fi', 'fr', 'it', 'ja', 'nb', 'pt', 'tr']);
  });

  it('refuse a blank slug, a wrong position and missing English texts before sending', () => {
    const values = { ...fieldValuesOf(promotions, undefined), slug: 'Not A Slug', position: '-1' };
    const problems = checkItem(promotions, values, {});
    expect(problems.fields).toEqual({
      slug: 'slug',
      position: 'wholeNumber',
      image_key: 'required',
    });
    expect(problems.english).toEqual({ title: 'required', summary: 'required', body: 'required' });
    const fixed = checkItem(
      promotions,
      { ...values, slug: 'ok', position: '2', image_key: 'promo-vip' },
      { en: english },
    );
    expect(hasProblems(fixed)).toBe(false);
  });

  it('create with every field, English and only the other locales that have texts', () => {
    const values = {
      ...fieldValuesOf(menu, undefined),
      slug: 'faq',
      icon: 'HelpOutline',
      to: '/faq',
      position: ' 4 ',
    };
    const body = createBodyOf(menu, values, {
      en: { title: ' FAQ ' },
      de: { title: '' },
      fr: { title: 'Questions' },
    });
    expect(body).toEqual({
      area: 'drawer',
      slug: 'faq',
      icon: 'HelpOutline',
      to: '/faq',
      external: false,
      position: 4,
      translations: { en: { title: 'FAQ' }, fr: { title: 'Questions' } },
    });
  });

  it('send only what changed: a new German title, not the untouched fields or locales', () => {
    const values = fieldValuesOf(promotions, promotion);
    const drafts = textDraftsOf(promotion);
    expect(updateBodyOf(promotions, promotion, values, drafts)).toEqual({});
    drafts.de = { ...drafts.de, title: 'Neu' } as typeof english;
    expect(updateBodyOf(promotions, promotion, values, drafts)).toEqual({
      translations: { de: { ...promotion.translations.de, title: 'Neu' } },
    });
  });

  it('send a cleared publication time as null, and keep a Markdown body as typed', () => {
    const values = { ...fieldValuesOf(promotions, promotion), published_at: '' };
    const drafts = {
      ...textDraftsOf(promotion),
      en: { ...english, body: '# Weekly\n\n  - one\n' },
    };
    expect(updateBodyOf(promotions, promotion, values, drafts)).toEqual({
      published_at: null,
      translations: { en: { ...english, body: '# Weekly\n\n  - one\n' } },
    });
  });

  it("place the server's field errors on their inputs or on one locale's text", () => {
    expect(placeOfServerField(promotions, 'slug')).toEqual({ kind: 'field', field: 'slug' });
    expect(placeOfServerField(promotions, 'translations.de.title')).toEqual({
      kind: 'text',
      locale: 'de',
      text: 'title',
    });
    expect(placeOfServerField(promotions, 'translations.xx.title')).toBeUndefined();
  });

  it('preview a locale without texts in English, as players of it read the item', () => {
    const drafts = textDraftsOf(promotion);
    expect(textsAsRead(drafts, 'de')).toEqual({ texts: drafts.de, locale: 'de' });
    expect(textsAsRead(drafts, 'ja')).toEqual({ texts: drafts.en, locale: 'en' });
  });
});
