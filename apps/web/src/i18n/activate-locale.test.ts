import { describe, expect, it, vi } from 'vitest';
import { activateLocale } from './activate-locale';
import { createI18n } from './create-i18n';

describe('activateLocale', () => {
  it('loads a locale once and switches to it', async () => {
    const instance = createI18n();
    const load = vi.fn(async () => ({ nav: { home: 'Startseite' } }));
    await activateLocale(instance, 'de', load);
    await activateLocale(instance, 'en', load);
    await activateLocale(instance, 'de', load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(instance.language).toBe('de');
    expect(instance.t('nav.home')).toBe('Startseite');
  });

  it('fails when the translations cannot be fetched, staying in the current language', async () => {
    const instance = createI18n();
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/fr.js');
    await expect(activateLocale(instance, 'fr', () => Promise.reject(failure))).rejects.toBe(
      failure,
    );
    expect(instance.language).toBe('en');
  });

  it('needs nothing fetched for English, which is bundled', async () => {
    const load = vi.fn();
    await activateLocale(createI18n(), 'en', load);
    expect(load).not.toHaveBeenCalled();
  });
});
