import { describe, expect, it } from 'vitest';
import vipDe from '../features/vip/locales/de.json';
import { createI18n, textsLoadFailure } from './create-i18n';

describe('createI18n', () => {
  it('loads a feature namespace in the current language and English through its backend', async () => {
    const instance = createI18n();
    await instance.changeLanguage('de');
    await instance.loadNamespaces('vip');
    expect(instance.hasResourceBundle('de', 'vip')).toBe(true);
    expect(instance.hasResourceBundle('en', 'vip')).toBe(true);
    expect(instance.t('intro', { ns: 'vip' })).toBe(vipDe.intro);
    expect(textsLoadFailure(instance, 'vip')).toBeUndefined();
  });

  it('keeps what failed to load, which i18next itself only logs', async () => {
    const instance = createI18n();
    await instance.loadNamespaces('unknown');
    const failure = textsLoadFailure(instance, 'unknown');
    expect(failure?.error).toEqual(new Error('No unknown texts for locale "en"'));
    // What <TextsSuspense> guards against: i18next counts the namespace as loaded.
    expect(instance.hasLoadedNamespace('unknown')).toBe(true);
  });
});
