import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  bannersResponse,
  blogListResponse,
  blogPost,
  imageSliderResponse,
  languagesResponse,
  menuResponse,
  page,
  pagesListResponse,
  promotionSliderResponse,
  promotionsResponse,
  providentResponse,
  vipLevelsResponse,
} from '@satsino/contract/content';
import { eq, ne } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentPosts, contentPostTranslations } from '../src/modules/content/content.schema.js';
import { SERVER_ROOT } from '../src/platform/paths.js';
import { seedDemoContent } from '../src/seed/content/seed-content.js';
import { type TestApp, useTestApp } from './helpers/app.js';

describe('content: public calls on the seeded demo content', () => {
  const testApp: () => TestApp = useTestApp();
  const inject = (options: InjectOptions) => testApp().app.inject(options);
  const post = (url: string, payload?: object, headers?: Record<string, string>) =>
    inject({ method: 'POST', url, ...(payload && { payload }), ...(headers && { headers }) });
  const get = (url: string, headers?: Record<string, string>) =>
    inject({ method: 'GET', url, ...(headers && { headers }) });

  beforeAll(async () => {
    const { db } = testApp().database;
    await seedDemoContent(db);
    // Translators add locales to the seed over time; this file fixes its own: the posts in
    // English only, plus one German translation, so both translation and fallback are seen.
    await db.delete(contentPostTranslations).where(ne(contentPostTranslations.locale, 'en'));
    const [fair] = await db
      .select({ id: contentPosts.id })
      .from(contentPosts)
      .where(eq(contentPosts.slug, 'provably-fair-explained'));
    if (!fair) throw new Error('seed did not create the provably fair post');
    await db.insert(contentPostTranslations).values({
      postId: fair.id,
      locale: 'de',
      title: 'Nachweisbar fair, erklärt',
      summary: 'Wie Sie jedes Ergebnis selbst prüfen.',
      body: '# Nachweisbar fair',
    });
  });

  describe('POST /api/blog', () => {
    it('lists published posts newest first, the window defaulting to 0..10', async () => {
      const response = await post('/api/blog', {});
      expect(response.statusCode).toBe(200);
      const { posts } = blogListResponse.parse(response.json());
      expect(posts.map((entry) => entry.slug)).toEqual([
        'provably-fair-explained',
        'new-games-this-month',
        'bitcoin-lightning-deposits',
        'vip-programme-explained',
        'responsible-gaming-tips',
        'getting-started-with-crypto-deposits',
      ]);
      expect(posts.every((entry) => entry.kind === 'post' && entry.category_id === 1)).toBe(true);
      expect(posts[0]?.image_url).toBe('/api/media/post-provably-fair.svg');
    });

    it('answers the window from limit_from (inclusive) to limit_to', async () => {
      const response = await post('/api/blog', { limit_from: 1, limit_to: 3 });
      const { posts } = blogListResponse.parse(response.json());
      expect(posts.map((entry) => entry.slug)).toEqual([
        'new-games-this-month',
        'bitcoin-lightning-deposits',
      ]);
      const empty = await post('/api/blog', { limit_from: 40, limit_to: 40 });
      expect(empty.json()).toEqual({ posts: [] });
    });

    it('refuses bad windows with 422 and a message per field', async () => {
      const cases: [object, string, string][] = [
        [{ limit_from: -1, limit_to: 5 }, 'limit_from', 'limit_from must be 0 or more.'],
        [{ limit_from: 5, limit_to: 2 }, 'limit_to', 'limit_to must not be below limit_from.'],
        [{ limit_from: 0, limit_to: 51 }, 'limit_to', 'Ask for at most 50 items at a time.'],
        [{ limit_from: 10, limit_to: 61 }, 'limit_to', 'Ask for at most 50 items at a time.'],
        [{ limit_from: 1.5, limit_to: 3 }, 'limit_from', 'Must be a whole number.'],
        [{ limit_from: 'zero', limit_to: 3 }, 'limit_from', 'Must be a whole number.'],
      ];
      for (const [payload, field, message] of cases) {
        const response = await post('/api/blog', payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(422);
        expect(response.json().errors[field]).toEqual([message]);
      }
      expect((await post('/api/blog', { limit_from: 0, limit_to: 50 })).statusCode).toBe(200);
    });
  });

  describe('GET /api/blog/:id', () => {
    it('answers one post by slug or id, with its Markdown body', async () => {
      const bySlug = await get('/api/blog/bitcoin-lightning-deposits');
      expect(bySlug.statusCode).toBe(200);
      const single = blogPost.parse(bySlug.json());
      expect(single.body).toContain('## How to deposit with Lightning');
      expect(single.meta_description.length).toBeGreaterThan(20);
      const byId = await get(`/api/blog/${single.id}`);
      expect(blogPost.parse(byId.json()).slug).toBe('bitcoin-lightning-deposits');
    });

    it('answers 404 for unknown ids and slugs, and for promotions', async () => {
      for (const id of ['no-such-post', '999999999', 'welcome-bonus', 'Not_A_Slug', '0']) {
        const response = await get(`/api/blog/${id}`);
        expect(response.statusCode, id).toBe(404);
        expect(response.json()).toEqual({ message: 'Post not found.', code: 'post_not_found' });
      }
    });
  });

  describe('texts per locale', () => {
    it('answers the locale asked for with ?locale, and English where it has no text', async () => {
      const german = await get('/api/blog/provably-fair-explained?locale=de');
      expect(german.headers['content-language']).toBe('de');
      expect(german.json()).toMatchObject({ title: 'Nachweisbar fair, erklärt', locale: 'de' });
      const fallback = await get('/api/blog/bitcoin-lightning-deposits?locale=de');
      expect(fallback.json()).toMatchObject({
        title: 'Bitcoin Lightning deposits: seconds, not blocks',
        locale: 'en',
      });
      const list = blogListResponse.parse((await post('/api/blog?locale=de', {})).json());
      expect(list.posts.map((entry) => entry.locale)).toEqual(['de', 'en', 'en', 'en', 'en', 'en']);
    });

    it("follows Accept-Language's first supported locale when there is no ?locale", async () => {
      const fromHeader = await get('/api/blog/provably-fair-explained', {
        'accept-language': 'xx-YY, de-AT;q=0.9, en;q=0.8',
      });
      expect(fromHeader.json().title).toBe('Nachweisbar fair, erklärt');
      expect(fromHeader.headers.vary).toContain('Accept-Language');
      const queryWins = await get('/api/blog/provably-fair-explained?locale=en', {
        'accept-language': 'de',
      });
      expect(queryWins.json().locale).toBe('en');
      const unknown = await get('/api/blog/provably-fair-explained?locale=klingon', {
        'accept-language': 'fr;q=0.4, de;q=0.6',
      });
      expect(unknown.headers['content-language']).toBe('de');
      const none = await get('/api/blog/provably-fair-explained');
      expect(none.headers['content-language']).toBe('en');
    });
  });

  describe('promotions', () => {
    it('POST /api/blog/provident answers the promotions in the operator order', async () => {
      const response = await post('/api/blog/provident', { filter: 'promotions' });
      const body = providentResponse.parse(response.json());
      if (body.filter !== 'promotions') throw new Error('expected promotions');
      expect(body.promotions.map((entry) => entry.slug)).toEqual([
        'welcome-bonus',
        'deposit-bonus',
        'weekly-cashback',
        'daily-cashback',
        'vip-club',
      ]);
    });

    it('POST /api/blog/provident answers the categories with their totals', async () => {
      const body = providentResponse.parse(
        (await post('/api/blog/provident', { filter: 'categories' })).json(),
      );
      if (body.filter !== 'categories') throw new Error('expected categories');
      expect(
        body.categories.map(({ id, slug, kind, total }) => ({ id, slug, kind, total })),
      ).toEqual([
        { id: 1, slug: 'blog', kind: 'post', total: 6 },
        { id: 2, slug: 'promotions', kind: 'promotion', total: 5 },
      ]);
      expect(body.categories[1]?.posts).toHaveLength(5);
      const bad = await post('/api/blog/provident', { filter: 'everything' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.filter).toEqual(['Choose categories or promotions.']);
    });

    it('GET /api/promotions pages with the list info of the spec', async () => {
      const first = promotionsResponse.parse((await get('/api/promotions')).json());
      expect(first.info).toEqual({
        category_id: 2,
        columns: 6,
        from: 0,
        to: 10,
        page: 1,
        total: 5,
      });
      expect(first.promotions).toHaveLength(5);
      const second = promotionsResponse.parse(
        (await get('/api/promotions?page=2&columns=4')).json(),
      );
      expect(second.info).toEqual({
        category_id: 2,
        columns: 4,
        from: 10,
        to: 20,
        page: 2,
        total: 5,
      });
      expect(second.promotions).toEqual([]);
      for (const query of [
        'page=0',
        'page=-1',
        'page=abc',
        'columns=0',
        'columns=13',
        'page=1001',
      ]) {
        expect((await get(`/api/promotions?${query}`)).statusCode, query).toBe(422);
      }
    });

    it('GET /api/promotions/:id answers a promotion with its terms, 404 otherwise', async () => {
      const response = await get('/api/promotions/welcome-bonus');
      const promotion = blogPost.parse(response.json());
      expect(promotion).toMatchObject({ kind: 'promotion', category_id: 2 });
      expect(promotion.title).toBe('Welcome bonus: 125% up to 500 + 100 free spins');
      expect(promotion.body).toContain('## Terms');
      expect((await get(`/api/promotions/${promotion.id}`)).json().slug).toBe('welcome-bonus');
      const missing = await get('/api/promotions/provably-fair-explained');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({
        message: 'Promotion not found.',
        code: 'promotion_not_found',
      });
    });
  });

  describe('sliders and banners', () => {
    it('GET /api/games/imageslider answers the image slider', async () => {
      const { imagesliders } = imageSliderResponse.parse(
        (await get('/api/games/imageslider')).json(),
      );
      expect(imagesliders.map((slide) => slide.redirect_url)).toEqual([
        '/promotions/welcome-bonus',
        '/blog/provably-fair-explained',
        '/blog/bitcoin-lightning-deposits',
      ]);
      for (const slide of imagesliders) {
        expect((await get(slide.image_url)).statusCode, slide.image_url).toBe(200);
      }
    });

    it('GET /api/promotion-sliders answers the promotions slider', async () => {
      const { promotionSliders } = promotionSliderResponse.parse(
        (await get('/api/promotion-sliders')).json(),
      );
      expect(promotionSliders).toHaveLength(4);
      expect(promotionSliders[0]).toMatchObject({
        image_url: '/api/media/promo-welcome.svg',
        title: 'Welcome bonus',
      });
    });

    it('GET /api/banners answers the banners', async () => {
      const { banners } = bannersResponse.parse((await get('/api/banners')).json());
      expect(banners.map((banner) => banner.url)).toEqual([
        '/promotions/welcome-bonus',
        '/promotions/daily-cashback',
        '/policies/vip',
      ]);
      expect(banners[0]?.title).toBe('125% up to 500 + 100 free spins');
      expect(banners[0]?.bg_img).toBe('/api/media/banner-welcome.svg');
    });
  });

  describe('website pages', () => {
    const slugs = [
      'about-us',
      'terms-and-conditions',
      'privacy-policy',
      'responsible-gaming',
      'aml-policy',
      'how-to-deposit',
      'vip',
    ];

    it('POST /api/pages answers the list, with the defaults 0..300 when the body is empty', async () => {
      for (const payload of [undefined, {}, { limit_from: 0, limit_to: 300 }]) {
        const response = await post('/api/pages', payload);
        expect(response.statusCode).toBe(200);
        const { pages } = pagesListResponse.parse(response.json());
        expect(pages.map((entry) => entry.slug)).toEqual(slugs);
      }
      const window = pagesListResponse.parse(
        (await post('/api/pages', { limit_from: 1, limit_to: 2 })).json(),
      );
      expect(window.pages.map((entry) => entry.slug)).toEqual(['terms-and-conditions']);
      expect((await post('/api/pages', { limit_from: 0, limit_to: 301 })).statusCode).toBe(422);
      expect((await post('/api/pages', { limit_from: -5 })).statusCode).toBe(422);
    });

    it('GET /api/pages answers the same list', async () => {
      const response = await get('/api/pages');
      expect(response.headers['cache-control']).toBe('public, max-age=60');
      const { pages } = pagesListResponse.parse(response.json());
      expect(pages.map((entry) => entry.slug)).toEqual(slugs);
      expect(pages.find((entry) => entry.slug === 'vip')?.in_footer).toBe(false);
      expect(pages.find((entry) => entry.slug === 'aml-policy')?.in_footer).toBe(true);
    });

    it('GET /api/pages/:slug answers a page with its Markdown body, 404 otherwise', async () => {
      const terms = page.parse((await get('/api/pages/terms-and-conditions')).json());
      expect(terms.body.startsWith('# Terms and Conditions')).toBe(true);
      expect(terms.body).toContain('## 4. Withdrawals');
      const missing = await get('/api/pages/no-such-policy');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Page not found.', code: 'page_not_found' });
    });
  });

  describe('VIP levels, menus, languages', () => {
    it('GET /api/levels and /api/vip-levels answer the levels lowest first', async () => {
      for (const url of ['/api/levels', '/api/vip-levels']) {
        const { levels } = vipLevelsResponse.parse((await get(url)).json());
        expect(
          levels.map(({ key, name, cashback_percent, bonus_percent, min_wagered }) => ({
            key,
            name,
            cashback_percent,
            bonus_percent,
            min_wagered,
          })),
        ).toEqual([
          { key: 'bronze', name: 'Bronze', cashback_percent: 0, bonus_percent: 10, min_wagered: 0 },
          {
            key: 'silver',
            name: 'Silver',
            cashback_percent: 0,
            bonus_percent: 10,
            min_wagered: 1_000_000,
          },
          {
            key: 'gold',
            name: 'Gold',
            cashback_percent: 2,
            bonus_percent: 10,
            min_wagered: 5_000_000,
          },
          {
            key: 'platinum',
            name: 'Platinum',
            cashback_percent: 4,
            bonus_percent: 10,
            min_wagered: 25_000_000,
          },
        ]);
        expect(levels[3]?.benefits).toContain('A personal VIP manager');
      }
    });

    it('GET /api/menu answers the links by area', async () => {
      const { menus } = menuResponse.parse((await get('/api/menu')).json());
      expect(menus.drawer[0]).toEqual({
        icon: 'Home',
        title: 'Home',
        to: '/',
        slug: 'home',
        external: false,
      });
      expect(menus.casino.map((item) => item.to)).toContain('/category/live-casino');
      expect(menus.casino[0]?.to).toBe('/casino');
      expect(menus.about.map((item) => item.slug)).toEqual(['promotions', 'terms']);
      expect(menus.legal).toHaveLength(7);
    });

    it('GET /api/languages answers the ten locales', async () => {
      const body = languagesResponse.parse((await get('/api/languages')).json());
      expect(body.default_locale).toBe('en');
      expect(body.languages).toHaveLength(10);
      expect(body.languages[0]).toEqual({ code: 'en', name: 'English', prefix: '' });
      expect(body.languages.find((language) => language.code === 'de')?.prefix).toBe('/de');
    });

    it("GET /api/languages/:locale.json answers the web app's translations", async () => {
      const file = path.join(SERVER_ROOT, '..', 'web', 'src', 'locales', 'de.json');
      const expected = JSON.parse(await readFile(file, 'utf8'));
      const response = await get('/api/languages/de.json');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual(expected);
      for (const url of ['/api/languages/xx.json', '/api/languages/..%2Fen.json']) {
        const missing = await get(url);
        expect(missing.statusCode, url).toBe(404);
      }
    });
  });

  it('documents every content call in the OpenAPI document', async () => {
    const response = await get('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const path of [
      '/api/blog',
      '/api/blog/provident',
      '/api/blog/{id}',
      '/api/promotions',
      '/api/pages/{slug}',
      '/api/games/imageslider',
      '/api/languages/{locale}.json',
      '/api/media/{name}.svg',
      '/api/admin/banners/{id}/publish',
    ]) {
      expect(paths, path).toContain(path);
    }
  });

  describe('generated art', () => {
    it('serves SVG with its content type, a long cache and nosniff', async () => {
      const response = await get('/api/media/promo-welcome.svg');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers['cache-control']).toContain('max-age=604800');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      expect(response.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(response.body).toContain('125%');
      expect(response.body).not.toMatch(/<script|href=/i);
    });

    it('answers 404 for a name it does not draw', async () => {
      for (const url of ['/api/media/nothing.svg', '/api/media/..%2Fsecret.svg']) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
      }
    });
  });
});
