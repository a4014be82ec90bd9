import { describe, expect, it } from 'vitest';
import { hostPathIn } from './use-framing-locale';

describe('the game host’s address in another language', () => {
  it('puts the locale’s prefix on the host page, keeping its query', () => {
    expect(hostPathIn('/play/fruit-fiesta', '', '', 'de')).toBe('/de/play/fruit-fiesta');
    expect(hostPathIn('/de/play/fruit-fiesta', '?x=1', '', 'fr')).toBe('/fr/play/fruit-fiesta?x=1');
    expect(hostPathIn('/ja/play/dice', '', '', 'en')).toBe('/play/dice');
  });

  it('keeps a launch token not read yet', () => {
    expect(hostPathIn('/play/dice', '', '#launch=abc', 'de')).toBe('/de/play/dice#launch=abc');
  });
});
