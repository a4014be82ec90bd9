import { isSitePage, SITE_PAGE_PATTERNS } from '@satsino/contract/site-pages';
import { describe, expect, it } from 'vitest';
import { sitePagePatterns } from './router';

describe('the pages the server knows', () => {
  it('are exactly the pages the router draws', () => {
    expect(sitePagePatterns()).toEqual([...SITE_PAGE_PATTERNS].sort());
  });

  it('match addresses as the router does', () => {
    expect(isSitePage('/')).toBe(true);
    expect(isSitePage('/casino/dice/')).toBe(true);
    expect(isSitePage('/maintenancepage')).toBe(true);
    expect(isSitePage('/category/OLD/slots')).toBe(true);
    expect(isSitePage('/no-such-page')).toBe(false);
    expect(isSitePage('/casino/dice/extra')).toBe(false);
    expect(isSitePage('/settings/nothing')).toBe(false);
  });
});
