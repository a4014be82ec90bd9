import { LOCALES, type Locale } from '@satsino/contract/locales';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_NAMESPACE, ensureAdminTexts, hasAdminTexts, loadAdminLocale } from './admin-texts';

function freshInstance() {
  const instance = i18next.createInstance();
  void instance.init({ lng: 'de', fallbackLng: 'en', resources: {}, initAsync: false });
  return instance;
}

describe('loadAdminLocale', () => {
  it('has texts for every locale', async () => {
    for (const locale of LOCALES) {
      const texts = await loadAdminLocale(locale);
      expect(texts, locale).toHaveProperty('layout.title');
    }
  });

  it('fails for a locale it does not have', async () => {
    await expect(loadAdminLocale('xx' as Locale)).rejects.toThrow('No admin texts');
  });
});

describe('ensureAdminTexts', () => {
  it('adds the locale and the English fallback once', async () => {
    const instance = freshInstance();
    const load = vi.fn(async () => ({ layout: { title: 'Kassenverwaltung' } }));

    await ensureAdminTexts(instance, 'de', load);
    await ensureAdminTexts(instance, 'de', load);

    expect(load).toHaveBeenCalledTimes(1);
    expect(hasAdminTexts(instance, 'de')).toBe(true);
    expect(hasAdminTexts(instance, 'en')).toBe(true);
    // Cast as in useAdminTranslation: i18next's types know only the main namespace.
    const t = instance.getFixedT('de', ADMIN_NAMESPACE as unknown as 'translation') as unknown as (
      key: string,
    ) => string;
    expect(t('layout.title')).toBe('Kassenverwaltung');
    // A key the locale lacks reads English rather than the raw key.
    expect(t('layout.withdrawals')).toBe('Withdrawals');
  });

  it('passes a failed fetch on, so the route can reload', async () => {
    const instance = freshInstance();
    const failure = new TypeError('Failed to fetch dynamically imported module');
    await expect(ensureAdminTexts(instance, 'fr', () => Promise.reject(failure))).rejects.toBe(
      failure,
    );
    expect(hasAdminTexts(instance, 'fr')).toBe(false);
  });
});
