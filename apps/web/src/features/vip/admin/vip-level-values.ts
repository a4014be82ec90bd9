import { SLUG_MAX_LENGTH } from '@satsino/contract/content';
import {
  type AdminVipLevel,
  type AdminVipLevelCreate,
  type AdminVipLevelUpdate,
  VIP_LEVEL_KEY_PATTERN,
  type VipLevelTranslation,
} from '@satsino/contract/content-admin';
import type { ErrorCode } from '@satsino/contract/errors';
import { LOCALES, type Locale } from '@satsino/contract/locales';
import { moneyInputOf, parseMoneyInput } from '../../../lib/money-input';

/** Basis points in a whole: 10 000 bps = 100 %. */
const BPS_MAX = 10_000;
const BPS_PER_PERCENT = 100;
/** A percentage with at most two decimals (one basis point), a point or a comma. */
const PERCENT_INPUT = /^(\d{1,3})(?:[.,](\d{0,2}))?$/;
const WHOLE_NUMBER = /^\d{1,7}$/;

/** The level's own fields as the operator types them: money and percentages, not minor units. */
export interface LevelFields {
  key: string;
  position: string;
  minWagered: string;
  cashback: string;
  bonus: string;
}

/** One locale's texts as typed: the benefits one a line. */
export interface TextsDraft {
  name: string;
  benefits: string;
}
export type TextDrafts = Partial<Record<Locale, TextsDraft>>;

/** The request fields a message can belong to, as the server names them. */
export type LevelField = 'key' | 'position' | 'min_wagered' | 'cashback_bps' | 'bonus_bps';
/** The page's own texts for a wrong field (`admin.messages.*`). */
export type FieldProblem = 'key' | 'position' | 'minWagered' | 'percent' | 'nameRequired';

/** "1.5" or "1,5" (%) as 150 basis points; `undefined` when it is no percentage from 0 to 100. */
export function parsePercentInput(text: string): number | undefined {
  const match = PERCENT_INPUT.exec(text.trim());
  if (match === null) return undefined;
  const bps = Number(match[1]) * BPS_PER_PERCENT + Number((match[2] ?? '').padEnd(2, '0') || '0');
  return bps <= BPS_MAX ? bps : undefined;
}

/** 150 basis points as "1.5", 1000 as "10": what the percent field starts with. */
export function percentInputOf(bps: number): string {
  const whole = Math.trunc(bps / BPS_PER_PERCENT);
  const fraction = bps % BPS_PER_PERCENT;
  if (fraction === 0) return String(whole);
  return `${whole}.${String(fraction).padStart(2, '0').replace(/0$/, '')}`;
}

export function fieldsOf(level: AdminVipLevel | undefined): LevelFields {
  return level === undefined
    ? { key: '', position: '0', minWagered: '', cashback: '0', bonus: '0' }
    : {
        key: level.key,
        position: String(level.position),
        minWagered: moneyInputOf(level.min_wagered),
        cashback: percentInputOf(level.cashback_bps),
        bonus: percentInputOf(level.bonus_bps),
      };
}

export function draftOf(texts: VipLevelTranslation | undefined): TextsDraft {
  return texts === undefined
    ? { name: '', benefits: '' }
    : { name: texts.name, benefits: texts.benefits.join('\n') };
}

export function draftsOf(level: AdminVipLevel | undefined): TextDrafts {
  const drafts: TextDrafts = {};
  for (const locale of LOCALES) {
    const texts = level?.translations[locale];
    if (texts !== undefined) drafts[locale] = draftOf(texts);
  }
  return drafts;
}

const isBlank = (draft: TextsDraft | undefined) =>
  draft === undefined || (draft.name.trim() === '' && draft.benefits.trim() === '');

function translationOf(draft: TextsDraft): VipLevelTranslation {
  return {
    name: draft.name.trim(),
    benefits: draft.benefits
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
  };
}

/** What is wrong with the typed fields before anything is sent; `{}` when nothing is. */
export function checkLevel(
  fields: LevelFields,
  drafts: TextDrafts,
): Partial<Record<LevelField | 'name', FieldProblem>> {
  const problems: Partial<Record<LevelField | 'name', FieldProblem>> = {};
  const key = fields.key.trim();
  if (key.length > SLUG_MAX_LENGTH || !VIP_LEVEL_KEY_PATTERN.test(key)) problems.key = 'key';
  if (!WHOLE_NUMBER.test(fields.position.trim())) problems.position = 'position';
  if (parseMoneyInput(fields.minWagered) === undefined) problems.min_wagered = 'minWagered';
  if (parsePercentInput(fields.cashback) === undefined) problems.cashback_bps = 'percent';
  if (parsePercentInput(fields.bonus) === undefined) problems.bonus_bps = 'percent';
  if ((drafts.en?.name.trim() ?? '') === '') problems.name = 'nameRequired';
  return problems;
}

/** Call only once `checkLevel` found nothing: every number then parses. */
function numbersOf(fields: LevelFields) {
  return {
    key: fields.key.trim(),
    position: Number(fields.position.trim()),
    min_wagered: parseMoneyInput(fields.minWagered) ?? 0,
    cashback_bps: parsePercentInput(fields.cashback) ?? 0,
    bonus_bps: parsePercentInput(fields.bonus) ?? 0,
  };
}

/** A new level: the fields, English, and every other locale that has texts. */
export function createBodyOf(fields: LevelFields, drafts: TextDrafts): AdminVipLevelCreate {
  const translations: AdminVipLevelCreate['translations'] = {};
  for (const locale of LOCALES) {
    const draft = drafts[locale];
    if (draft !== undefined && (locale === 'en' || !isBlank(draft))) {
      translations[locale] = translationOf(draft);
    }
  }
  return { ...numbersOf(fields), translations };
}

/**
 * Only what changed: the fields that differ from the level, and the locales whose texts differ
 * from the saved ones. A saved translation emptied out is sent as it is, so the server says what
 * is missing; removing one is its own call.
 */
export function updateBodyOf(
  level: AdminVipLevel,
  fields: LevelFields,
  drafts: TextDrafts,
): AdminVipLevelUpdate {
  const numbers = numbersOf(fields);
  const body: AdminVipLevelUpdate = {};
  if (numbers.key !== level.key) body.key = numbers.key;
  if (numbers.position !== level.position) body.position = numbers.position;
  if (numbers.min_wagered !== level.min_wagered) body.min_wagered = numbers.min_wagered;
  if (numbers.cashback_bps !== level.cashback_bps) body.cashback_bps = numbers.cashback_bps;
  if (numbers.bonus_bps !== level.bonus_bps) body.bonus_bps = numbers.bonus_bps;
  const translations: NonNullable<AdminVipLevelUpdate['translations']> = {};
  for (const locale of LOCALES) {
    const draft = drafts[locale];
    const saved = level.translations[locale];
    if (draft === undefined || (saved === undefined && isBlank(draft))) continue;
    const texts = translationOf(draft);
    if (saved === undefined || JSON.stringify(texts) !== JSON.stringify(saved)) {
      translations[locale] = texts;
    }
  }
  if (Object.keys(translations).length > 0) body.translations = translations;
  return body;
}

/**
 * Where a 422 field of the server belongs: one of the level's fields, or a locale's texts
 * (`translations.de.name`, `translations.de.benefits.0`).
 */
export function placeOfServerField(
  field: string,
):
  | { kind: 'level'; field: LevelField }
  | { kind: 'texts'; locale: Locale; field: keyof TextsDraft }
  | undefined {
  if (['key', 'position', 'min_wagered', 'cashback_bps', 'bonus_bps'].includes(field)) {
    return { kind: 'level', field: field as LevelField };
  }
  const [root, locale, part] = field.split('.');
  if (root !== 'translations' || !(LOCALES as readonly string[]).includes(locale ?? '')) {
    return undefined;
  }
  return {
    kind: 'texts',
    locale: locale as Locale,
    field: part === 'benefits' ? 'benefits' : 'name',
  };
}

/**
 * The server's failures about VIP levels that the page words its own way (`admin.messages.*`),
 * by code: the page speaks of euros and percentages where the API speaks of cents and basis
 * points.
 */
const PAGE_MESSAGES: Partial<Record<ErrorCode, string>> = {
  slug_invalid: 'key',
  key_taken: 'keyTaken',
  whole_number: 'position',
  english_required: 'englishRequired',
  english_not_removable: 'englishNotRemovable',
  translation_not_found: 'translationNotFound',
  vip_level_not_found: 'levelNotFound',
  bps_invalid: 'percent',
  min_wagered_invalid: 'minWagered',
  benefit_invalid: 'benefit',
  too_many_benefits: 'tooManyBenefits',
};

/** The `admin.messages.*` name of a server failure, when the page has its own text for it. */
export function vipAdminMessageName(code: ErrorCode | undefined): string | undefined {
  return code === undefined ? undefined : PAGE_MESSAGES[code];
}
