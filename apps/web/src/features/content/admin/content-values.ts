import { type ContentStatus, SLUG_PATTERN } from '@satsino/contract/content';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@satsino/contract/locales';
import type { FieldSpec, KindSpec } from './content-kinds';

/** One locale's texts of an item, by text name. */
export type Texts = Record<string, string>;
export type Translations = Partial<Record<Locale, Texts>>;

/**
 * An item of any content kind as the operator pages handle it: its id, its draft state when the
 * kind has one, its fields by their API names, and its translations. The answers are parsed by
 * each kind's contract schema first (content-admin-api.ts).
 */
export interface ContentItem {
  id: number;
  status?: ContentStatus;
  updated_at: string;
  translations: Translations;
  [field: string]: unknown;
}

/** The item's fields as typed: text for the inputs, a flag for the switches. */
export type FieldValues = Record<string, string | boolean>;

/** What the form checks before sending, by field or by English text. */
export type FormProblem = 'required' | 'slug' | 'wholeNumber' | 'datetime';
export interface FormProblems {
  fields: Record<string, FormProblem>;
  /** Problems of the English texts: the fallback of every other locale, so required. */
  english: Record<string, FormProblem>;
}

const WHOLE_NUMBER = /^\d{1,7}$/;

/** The name of an item in lists and dialogs: its English title, else its slug or key. */
export function itemName(spec: KindSpec, item: ContentItem): string {
  const title = item.translations.en?.title;
  return title !== undefined && title !== '' ? title : String(item[spec.keyField] ?? item.id);
}

/** The locales an item has no translation in: their players read English. */
export function missingLocales(item: Pick<ContentItem, 'translations'>): Locale[] {
  return LOCALES.filter((locale) => item.translations[locale] === undefined);
}

/** `2026-05-01T09:30` in the operator's own time zone, as a datetime-local input shows it. */
export function localInputOfIso(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

function inputOf(field: FieldSpec, value: unknown): string | boolean {
  if (field.type === 'boolean') return value === true;
  if (value === null || value === undefined) return '';
  if (field.type === 'datetime') return localInputOfIso(String(value));
  return String(value);
}

/** What a new item starts with: a menu link in the drawer, a slide of an image. */
export function fieldValuesOf(spec: KindSpec, item: ContentItem | undefined): FieldValues {
  const values: FieldValues = {};
  for (const field of spec.fields) {
    if (item !== undefined) values[field.name] = inputOf(field, item[field.name]);
    else if (field.type === 'boolean') values[field.name] = false;
    else if (field.name === 'position') values[field.name] = '0';
    else values[field.name] = field.options?.[0] ?? '';
  }
  return values;
}

export function textDraftsOf(item: ContentItem | undefined): Translations {
  const drafts: Translations = {};
  for (const locale of LOCALES) {
    const texts = item?.translations[locale];
    if (texts !== undefined) drafts[locale] = { ...texts };
  }
  return drafts;
}

const isBlankTexts = (texts: Texts | undefined) =>
  texts === undefined || Object.values(texts).every((value) => value.trim() === '');

function problemOf(field: FieldSpec, value: string | boolean): FormProblem | undefined {
  if (typeof value === 'boolean') return undefined;
  const typed = value.trim();
  if (field.type === 'datetime') {
    return typed === '' || !Number.isNaN(new Date(typed).getTime()) ? undefined : 'datetime';
  }
  if (typed === '') return field.required ? 'required' : undefined;
  if (field.type === 'slug' && !SLUG_PATTERN.test(typed)) return 'slug';
  if (field.type === 'number' && !WHOLE_NUMBER.test(typed)) return 'wholeNumber';
  return undefined;
}

/** What is wrong before anything is sent; empty lists when nothing is. */
export function checkItem(spec: KindSpec, values: FieldValues, drafts: Translations): FormProblems {
  const problems: FormProblems = { fields: {}, english: {} };
  for (const field of spec.fields) {
    const problem = problemOf(field, values[field.name] ?? '');
    if (problem !== undefined) problems.fields[field.name] = problem;
  }
  for (const text of spec.texts) {
    if (!text.optional && (drafts.en?.[text.name] ?? '').trim() === '') {
      problems.english[text.name] = 'required';
    }
  }
  return problems;
}

export const hasProblems = (problems: FormProblems) =>
  Object.keys(problems.fields).length > 0 || Object.keys(problems.english).length > 0;

/** A field's value as the API takes it; call only once `checkItem` found nothing. */
function bodyValueOf(field: FieldSpec, value: string | boolean): unknown {
  if (typeof value === 'boolean') return value;
  const typed = value.trim();
  if (field.type === 'number') return Number(typed);
  if (field.type === 'datetime') return typed === '' ? null : new Date(typed).toISOString();
  return typed;
}

/** The texts as sent: trimmed, except a Markdown body whose blank lines and indents mean something. */
function textsOf(spec: KindSpec, texts: Texts): Texts {
  const sent: Texts = {};
  for (const text of spec.texts) {
    const value = texts[text.name] ?? '';
    sent[text.name] = text.markdown ? value : value.trim();
  }
  return sent;
}

/** A new item: every field, English, and every other locale that has any text. */
export function createBodyOf(
  spec: KindSpec,
  values: FieldValues,
  drafts: Translations,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of spec.fields) {
    body[field.name] = bodyValueOf(field, values[field.name] ?? '');
  }
  const translations: Translations = {};
  for (const locale of LOCALES) {
    const texts = drafts[locale];
    if (texts !== undefined && (locale === DEFAULT_LOCALE || !isBlankTexts(texts))) {
      translations[locale] = textsOf(spec, texts);
    }
  }
  body.translations = translations;
  return body;
}

/**
 * Only what changed: the fields that differ from the item, and the locales whose texts differ
 * from the saved ones. A saved translation emptied out is sent as it is, so that the server says
 * what is missing; removing a translation is its own call.
 */
export function updateBodyOf(
  spec: KindSpec,
  item: ContentItem,
  values: FieldValues,
  drafts: Translations,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of spec.fields) {
    if (field.createOnly) continue;
    const value = bodyValueOf(field, values[field.name] ?? '');
    const saved = item[field.name] ?? null;
    const same =
      field.type === 'datetime' && typeof value === 'string' && typeof saved === 'string'
        ? new Date(value).getTime() === new Date(saved).getTime()
        : value === saved;
    if (!same) body[field.name] = value;
  }
  const translations: Translations = {};
  for (const locale of LOCALES) {
    const draft = drafts[locale];
    const saved = item.translations[locale];
    if (draft === undefined || (saved === undefined && isBlankTexts(draft))) continue;
    const texts = textsOf(spec, draft);
    if (saved === undefined || spec.texts.some((text) => texts[text.name] !== saved[text.name])) {
      translations[locale] = texts;
    }
  }
  if (Object.keys(translations).length > 0) body.translations = translations;
  return body;
}

/** Where a 422 field of the server belongs: an item field, or one locale's text. */
export function placeOfServerField(
  spec: KindSpec,
  field: string,
): { kind: 'field'; field: string } | { kind: 'text'; locale: Locale; text: string } | undefined {
  if (spec.fields.some((candidate) => candidate.name === field)) return { kind: 'field', field };
  const [root, locale, text] = field.split('.');
  if (root !== 'translations' || !(LOCALES as readonly string[]).includes(locale ?? '')) {
    return undefined;
  }
  const known = spec.texts.find((candidate) => candidate.name === text);
  return { kind: 'text', locale: locale as Locale, text: known?.name ?? spec.texts[0]?.name ?? '' };
}

/**
 * An item's texts as a player of `locale` reads them: that locale's translation, or English when
 * it has none (as the public API answers).
 */
export function textsAsRead(
  drafts: Translations,
  locale: Locale,
): { texts: Texts; locale: Locale } {
  const own = drafts[locale];
  if (own !== undefined && !isBlankTexts(own)) return { texts: own, locale };
  return { texts: drafts.en ?? {}, locale: DEFAULT_LOCALE };
}
