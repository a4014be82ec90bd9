import {
  adminBanner,
  adminPage,
  adminPost,
  adminPostList,
  adminSlider,
} from '@satsino/contract/content-admin';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerPlayer, setRole } from './helpers/accounts.js';
import { type TestApp, useTestApp } from './helpers/app.js';

const english = (title: string) => ({
  title,
  summary: `${title}: a short summary.`,
  body: `# ${title}\n\nSome **Markdown**.`,
});

describe('content: operator calls', () => {
  const testApp: () => TestApp = useTestApp();
  const tokens = { admin: '', support: '', player: '' };

  beforeAll(async () => {
    const { app, database } = testApp();
    for (const role of ['admin', 'support', 'player'] as const) {
      const account = await registerPlayer(app);
      if (role !== 'player') await setRole(database.db, account.id, role);
      tokens[role] = account.token;
    }
  });

  const inject = (options: InjectOptions) => testApp().app.inject(options);
  const as = (role: keyof typeof tokens) => ({ headers: bearer(tokens[role]) });
  const admin = (method: InjectOptions['method'], url: string, payload?: object) =>
    inject({ method, url, ...as('admin'), ...(payload && { payload }) });
  const publicGet = (url: string) => inject({ method: 'GET', url });

  describe('who may call', () => {
    const calls: [InjectOptions['method'], string][] = [
      ['GET', '/api/admin/posts'],
      ['POST', '/api/admin/posts'],
      ['GET', '/api/admin/posts/1'],
      ['PATCH', '/api/admin/promotions/1'],
      ['POST', '/api/admin/pages/1/publish'],
      ['POST', '/api/admin/sliders/1/unpublish'],
      ['DELETE', '/api/admin/banners/1'],
      ['DELETE', '/api/admin/banners/1/translations/de'],
      ['GET', '/api/admin/media'],
    ];

    it('answers 401 to guests and 403 to players and support staff, before reading the body', async () => {
      for (const [method, url] of calls) {
        const payload = { slug: 'Not valid!' };
        const guest = await inject({ method, url, payload });
        expect(guest.statusCode, `${method} ${url}`).toBe(401);
        expect(guest.json()).toEqual({ message: 'Unauthenticated.', code: 'unauthenticated' });
        for (const role of ['player', 'support'] as const) {
          const response = await inject({ method, url, payload, ...as(role) });
          expect(response.statusCode, `${role} ${method} ${url}`).toBe(403);
          expect(response.json()).toEqual({
            message: 'This action is unauthorized.',
            code: 'forbidden',
          });
        }
      }
    });
  });

  describe('blog posts', () => {
    it('creates a draft that players cannot see, ignoring fields that are not the operator’s', async () => {
      const response = await admin('POST', '/api/admin/posts', {
        slug: 'draft-news',
        image_key: 'post-new-games',
        translations: { en: english('Draft news') },
        // Not writable: each must be ignored.
        id: 999_999,
        kind: 'promotion',
        status: 'published',
        created_at: '2000-01-01T00:00:00Z',
      });
      expect(response.statusCode).toBe(201);
      const created = adminPost.parse(response.json());
      expect(created).toMatchObject({ slug: 'draft-news', kind: 'post', status: 'draft' });
      expect(created.id).not.toBe(999_999);
      expect(created.created_at.startsWith('2000')).toBe(false);
      expect(created.translations.en?.meta_description).toBe('');

      expect((await publicGet('/api/blog/draft-news')).statusCode).toBe(404);
      expect((await publicGet(`/api/blog/${created.id}`)).statusCode).toBe(404);
      const list = await inject({ method: 'POST', url: '/api/blog', payload: {} });
      expect(list.json().posts.map((post: { slug: string }) => post.slug)).not.toContain(
        'draft-news',
      );
      // The operator sees drafts.
      const all = adminPostList.parse((await admin('GET', '/api/admin/posts')).json());
      expect(all.items.map((item) => item.slug)).toContain('draft-news');
    });

    it('publishes, edits translations, unpublishes and deletes', async () => {
      const created = adminPost.parse(
        (
          await admin('POST', '/api/admin/posts', {
            slug: 'lifecycle',
            image_key: 'post-vip',
            translations: { en: english('Lifecycle') },
          })
        ).json(),
      );
      const published = adminPost.parse(
        (await admin('POST', `/api/admin/posts/${created.id}/publish`)).json(),
      );
      expect(published.status).toBe('published');
      expect(published.published_at).not.toBeNull();
      expect((await publicGet('/api/blog/lifecycle')).json().title).toBe('Lifecycle');

      const edited = await admin('PATCH', `/api/admin/posts/${created.id}`, {
        position: 3,
        translations: { de: { ...english('Lebenszyklus'), meta_description: 'Auf Deutsch.' } },
      });
      expect(edited.statusCode).toBe(200);
      expect(Object.keys(adminPost.parse(edited.json()).translations).sort()).toEqual(['de', 'en']);
      expect((await publicGet('/api/blog/lifecycle?locale=de')).json()).toMatchObject({
        title: 'Lebenszyklus',
        meta_description: 'Auf Deutsch.',
        locale: 'de',
      });

      const removed = await admin('DELETE', `/api/admin/posts/${created.id}/translations/de`);
      expect(removed.statusCode).toBe(200);
      expect((await publicGet('/api/blog/lifecycle?locale=de')).json().locale).toBe('en');
      const removeEnglish = await admin('DELETE', `/api/admin/posts/${created.id}/translations/en`);
      expect(removeEnglish.statusCode).toBe(422);
      expect(removeEnglish.json().errors.locale).toEqual([
        'The English translation cannot be removed.',
      ]);
      const absent = await admin('DELETE', `/api/admin/posts/${created.id}/translations/fr`);
      expect(absent.statusCode).toBe(404);

      await admin('POST', `/api/admin/posts/${created.id}/unpublish`);
      expect((await publicGet('/api/blog/lifecycle')).statusCode).toBe(404);

      const deleted = await admin('DELETE', `/api/admin/posts/${created.id}`);
      expect(deleted.statusCode).toBe(204);
      expect((await admin('GET', `/api/admin/posts/${created.id}`)).statusCode).toBe(404);
    });

    it('keeps a post scheduled for later out of sight until its time', async () => {
      const later = new Date(Date.now() + 86_400_000).toISOString();
      const created = adminPost.parse(
        (
          await admin('POST', '/api/admin/posts', {
            slug: 'scheduled',
            image_key: 'post-vip',
            published_at: later,
            translations: { en: english('Scheduled') },
          })
        ).json(),
      );
      const published = adminPost.parse(
        (await admin('POST', `/api/admin/posts/${created.id}/publish`)).json(),
      );
      expect(Date.parse(published.published_at ?? '')).toBe(Date.parse(later));
      expect((await publicGet('/api/blog/scheduled')).statusCode).toBe(404);
    });

    it('explains what is wrong with 422 and field messages', async () => {
      const missingEnglish = await admin('POST', '/api/admin/posts', {
        slug: 'no-english',
        image_key: 'post-vip',
        translations: { de: english('Nur Deutsch') },
      });
      expect(missingEnglish.statusCode).toBe(422);
      expect(missingEnglish.json().errors['translations.en']).toEqual([
        'An English translation is required: it is what other locales fall back to.',
      ]);

      const bad = await admin('POST', '/api/admin/posts', {
        slug: 'Bad Slug',
        image_key: 'post-vip',
        published_at: 'tomorrow',
        translations: { en: { title: '', summary: 'x', body: 'x' }, xx: english('?') },
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toMatchObject({
        slug: ['Use lower-case letters, digits and single dashes (e.g. "weekly-cashback").'],
        published_at: ['Use an ISO-8601 date and time, e.g. 2026-01-31T12:00:00Z.'],
        'translations.en.title': ['Required.'],
      });

      const image = await admin('POST', '/api/admin/posts', {
        slug: 'unknown-image',
        image_key: 'no-such-art',
        translations: { en: english('Unknown image') },
      });
      expect(image.statusCode).toBe(422);
      expect(image.json().errors).toEqual({
        image_key: ['Unknown image. Choose one of the generated artworks.'],
      });

      await admin('POST', '/api/admin/posts', {
        slug: 'taken',
        image_key: 'post-vip',
        translations: { en: english('Taken') },
      });
      const taken = await admin('POST', '/api/admin/promotions', {
        slug: 'taken',
        image_key: 'promo-vip',
        translations: { en: english('Taken again') },
      });
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors).toEqual({ slug: ['This slug is already in use.'] });
    });

    it('answers 404 for unknown ids, and keeps posts and promotions apart', async () => {
      for (const [method, url] of [
        ['GET', '/api/admin/posts/987654'],
        ['PATCH', '/api/admin/posts/987654'],
        ['POST', '/api/admin/posts/987654/publish'],
        ['DELETE', '/api/admin/posts/987654'],
      ] as const) {
        const response = await admin(method, url, method === 'PATCH' ? { position: 1 } : undefined);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json()).toEqual({ message: 'Post not found.', code: 'post_not_found' });
      }
      const promotion = adminPost.parse(
        (
          await admin('POST', '/api/admin/promotions', {
            slug: 'spring-reload',
            image_key: 'promo-deposit-bonus',
            translations: { en: english('Spring reload') },
          })
        ).json(),
      );
      expect(promotion.kind).toBe('promotion');
      expect((await admin('GET', `/api/admin/posts/${promotion.id}`)).statusCode).toBe(404);
      await admin('POST', `/api/admin/promotions/${promotion.id}/publish`);
      const visible = await publicGet('/api/promotions/spring-reload');
      expect(visible.json()).toMatchObject({ kind: 'promotion', title: 'Spring reload' });
      expect((await publicGet('/api/blog/spring-reload')).statusCode).toBe(404);
    });
  });

  describe('pages, sliders and banners', () => {
    it('manages a website page', async () => {
      const created = adminPage.parse(
        (
          await admin('POST', '/api/admin/pages', {
            slug: 'cookie-policy',
            in_footer: true,
            position: 9,
            translations: {
              en: {
                title: 'Cookie Policy',
                description: 'Which cookies we use.',
                body: '# Cookies',
              },
            },
          })
        ).json(),
      );
      expect(created).toMatchObject({ status: 'draft', in_footer: true });
      expect((await publicGet('/api/pages/cookie-policy')).statusCode).toBe(404);
      await admin('POST', `/api/admin/pages/${created.id}/publish`);
      expect((await publicGet('/api/pages/cookie-policy')).json()).toMatchObject({
        title: 'Cookie Policy',
        body: '# Cookies',
        in_footer: true,
      });
      const list = await publicGet('/api/pages');
      expect(list.json().pages.map((entry: { slug: string }) => entry.slug)).toContain(
        'cookie-policy',
      );
      const missing = await admin('PATCH', '/api/admin/pages/987654', { in_footer: false });
      expect(missing.json()).toEqual({ message: 'Page not found.', code: 'page_not_found' });
      expect((await admin('DELETE', `/api/admin/pages/${created.id}`)).statusCode).toBe(204);
      expect((await publicGet('/api/pages/cookie-policy')).statusCode).toBe(404);
    });

    it('manages slides of both sliders and refuses unsafe links', async () => {
      const unsafe = await admin('POST', '/api/admin/sliders', {
        key: 'unsafe',
        kind: 'image',
        image_key: 'slide-welcome',
        redirect_url: 'javascript:alert(1)',
        translations: { en: { title: 'x', alt: 'x' } },
      });
      expect(unsafe.statusCode).toBe(422);
      expect(unsafe.json().errors.redirect_url).toEqual([
        'Use a site path starting with "/" or an https:// address.',
      ]);
      for (const url of ['//evil.example', 'http://plain.example']) {
        const response = await admin('POST', '/api/admin/sliders', {
          key: 'unsafe',
          kind: 'image',
          image_key: 'slide-welcome',
          redirect_url: url,
          translations: { en: { title: 'x', alt: 'x' } },
        });
        expect(response.statusCode, url).toBe(422);
      }

      const created = adminSlider.parse(
        (
          await admin('POST', '/api/admin/sliders', {
            key: 'summer-race',
            kind: 'promotion',
            image_key: 'promo-vip',
            redirect_url: '/promotions/vip-club',
            translations: { en: { title: 'Summer race', alt: 'A crown' } },
          })
        ).json(),
      );
      await admin('POST', `/api/admin/sliders/${created.id}/publish`);
      const slides = (await publicGet('/api/promotion-sliders')).json().promotionSliders;
      expect(slides).toContainEqual({
        id: created.id,
        redirect_url: '/promotions/vip-club',
        image_url: '/api/media/promo-vip.svg',
        title: 'Summer race',
        alt: 'A crown',
      });
      const images = (await publicGet('/api/games/imageslider')).json().imagesliders;
      expect(images.map((slide: { id: number }) => slide.id)).not.toContain(created.id);
      const duplicate = await admin('POST', '/api/admin/sliders', {
        key: 'summer-race',
        kind: 'image',
        image_key: 'slide-welcome',
        redirect_url: 'https://example.com/race',
        translations: { en: { title: 'x', alt: 'x' } },
      });
      expect(duplicate.json().errors).toEqual({ key: ['This key is already in use.'] });
    });

    it('manages banners', async () => {
      const created = adminBanner.parse(
        (
          await admin('POST', '/api/admin/banners', {
            key: 'weekend',
            image_key: 'banner-vip',
            url: '/promotions',
            translations: { en: { title: 'Weekend', description: 'A weekend offer.' } },
          })
        ).json(),
      );
      expect(created.bg_img).toBe('/api/media/banner-vip.svg');
      const before = (await publicGet('/api/banners')).json().banners;
      expect(before.map((banner: { id: number }) => banner.id)).not.toContain(created.id);
      await admin('POST', `/api/admin/banners/${created.id}/publish`);
      await admin('PATCH', `/api/admin/banners/${created.id}`, {
        translations: { fr: { title: 'Week-end', description: 'Une offre du week-end.' } },
      });
      const french = (await publicGet('/api/banners?locale=fr')).json().banners;
      expect(french).toContainEqual({
        id: created.id,
        title: 'Week-end',
        description: 'Une offre du week-end.',
        url: '/promotions',
        bg_img: '/api/media/banner-vip.svg',
      });
      await admin('POST', `/api/admin/banners/${created.id}/unpublish`);
      const after = (await publicGet('/api/banners')).json().banners;
      expect(after.map((banner: { id: number }) => banner.id)).not.toContain(created.id);
    });

    it('lists the artworks an image_key may name', async () => {
      const response = await admin('GET', '/api/admin/media');
      expect(response.json().names).toContain('promo-welcome');
    });
  });
});
