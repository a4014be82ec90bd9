import type { Locale } from '@satsino/contract/locales';
import { localizedPath } from '../../i18n/locale-path';

/** Where a link written in content goes: a page of this site, or somewhere else. */
export type ContentLink = { kind: 'site'; to: string } | { kind: 'external'; href: string };

/**
 * Reads a link of Markdown or of a slider/banner: a site path (`/policies/vip`, with an optional
 * query or hash) gets the reader's locale prefix; an https address stays as it is. Anything
 * else (`javascript:`, `//evil.example`, backslashes) is dropped: `undefined`.
 */
export function localizeContentLink(
  href: string | undefined,
  locale: Locale,
): ContentLink | undefined {
  if (href === undefined) return undefined;
  const value = href.trim();
  if (value.startsWith('#')) return { kind: 'external', href: value };
  if (value.startsWith('/')) {
    if (value.startsWith('//') || value.includes('\\')) return undefined;
    const match = /^([^?#]*)(.*)$/.exec(value);
    const path = match?.[1] ?? value;
    const rest = match?.[2] ?? '';
    return { kind: 'site', to: `${localizedPath(path === '' ? '/' : path, locale)}${rest}` };
  }
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'mailto:'
      ? { kind: 'external', href: url.href }
      : undefined;
  } catch {
    return undefined;
  }
}
