import { VALIDATION_MESSAGES } from '@satsino/contract/validation';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedDemo } from '../src/seed/seed-demo.js';
import { bearer, type TestPlayer } from './helpers/accounts.js';
import { encodeBody, percentEncode } from './helpers/api-fuzz.js';
import { type TestApp, useTestApp } from './helpers/app.js';
import { postJson, registerOperator, registerVerifiedPlayer } from './helpers/wallet.js';

/**
 * The edge refuses NUL and the other characters no text field should hold (control characters,
 * unpaired surrogates) in every part of every request, with the 422 envelope, before anything
 * reaches the database: PostgreSQL cannot store a NUL and used to answer them with a 500.
 */
const refused = VALIDATION_MESSAGES.disallowedCharacters;

/** Routes that echo what they were given, to see each part of a request checked. */
function registerEchoRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post('/api/test/echo/:name', async (request) => ({
    params: request.params,
    query: request.query,
    body: request.body,
  }));
  typed.get(
    '/api/test/query',
    { schema: { querystring: z.object({ q: z.string().optional() }) } },
    async (request) => request.query,
  );
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('characters the edge refuses', () => {
  const testApp: () => TestApp = useTestApp({}, registerEchoRoutes);
  let app: FastifyInstance;
  let player: TestPlayer;
  let admin: TestPlayer;

  const inject = (options: InjectOptions) => app.inject(options);
  const echo = (payload: unknown, url = '/api/test/echo/name') =>
    inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  async function rowCounts(tables: readonly string[]): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const { rows } = await testApp().database.pool.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM ${table}`,
      );
      counts[table] = rows[0]?.count ?? -1;
    }
    return counts;
  }

  beforeAll(async () => {
    ({ app } = testApp());
    const { db } = testApp().database;
    await seedDemo(db);
    player = await registerVerifiedPlayer(app, db);
    admin = await registerOperator(app, db);
  });

  describe('the examples that answered 500', () => {
    const WRITTEN_TABLES = [
      'game_launch_tokens',
      'game_sessions',
      'chat_groups',
      'chat_messages',
      'kyc_cases',
      'content_posts',
      'content_post_translations',
      'menu_item_translations',
      'operator_actions',
    ] as const;

    const examples: Array<[string, () => Promise<LightMyRequestResponse>, string]> = [
      ['a blog post by id', () => inject({ method: 'GET', url: '/api/blog/%00' }), 'id'],
      [
        'a demo game launch',
        () => postJson(app, '/api/games/demo/gameURL', undefined, { game_id: 'dice\u0000' }),
        'game_id',
      ],
      [
        'a chat message',
        () =>
          postJson(app, '/api/chat/groups', player.token, {
            name: 'Deposits',
            message: 'Where is my\u0000 deposit?',
          }),
        'message',
      ],
      [
        'a KYC name',
        () =>
          inject({
            method: 'PUT',
            url: '/api/kyc/information',
            headers: bearer(player.token),
            payload: {
              first_name: 'Ada\u0000',
              last_name: 'Lovelace',
              date_of_birth: '1990-12-10',
              address: '12 St James Square',
              post_code: 'SW1Y 4JH',
              city: 'London',
              country: 'GB',
            },
          }),
        'first_name',
      ],
      [
        'an admin text',
        () =>
          postJson(app, '/api/admin/posts', admin.token, {
            slug: 'nul-news',
            image_key: 'post-new-games',
            translations: { en: { title: 'News\u0000', summary: 'Short.', body: 'Long.' } },
          }),
        'translations.en.title',
      ],
      [
        // Half an emoji: the operator log's jsonb refused it with an error.
        'an admin text with an unpaired surrogate',
        () =>
          inject({
            method: 'PATCH',
            url: '/api/admin/menu-items/1',
            headers: bearer(admin.token),
            payload: { translations: { en: { title: 'Stars \ud83d' } } },
          }),
        'translations.en.title',
      ],
    ];

    it.each(examples)(
      '%s answers 422 naming the field, and writes nothing',
      async (_name, send, field) => {
        const before = await rowCounts(WRITTEN_TABLES);
        const kycBefore = await inject({
          method: 'GET',
          url: '/api/kyc',
          headers: bearer(player.token),
        });

        const response = await send();
        expect(response.statusCode, response.body).toBe(422);
        expect(response.json()).toEqual({
          message: refused,
          code: 'validation_failed',
          errors: { [field]: [refused] },
          codes: { [field]: ['disallowed_characters'] },
        });

        expect(await rowCounts(WRITTEN_TABLES)).toEqual(before);
        const kycAfter = await inject({
          method: 'GET',
          url: '/api/kyc',
          headers: bearer(player.token),
        });
        expect(kycAfter.json()).toEqual(kycBefore.json());
      },
    );

    it('refuse a NUL in an uploaded file’s name, and keep no file', async () => {
      for (const fileName of [
        { encodedFileName: percentEncode('id\u0000.png') },
        { fileName: 'id\u0000.png' },
      ]) {
        const body = encodeBody({
          kind: 'multipart',
          parts: [{ name: 'file', ...fileName, content: PNG.toString('latin1') }],
        });
        const upload = await inject({
          method: 'PUT',
          url: '/api/kyc/documents/identity_front',
          headers: { ...bearer(player.token), 'content-type': body?.contentType ?? '' },
          payload: body?.payload ?? '',
        });
        expect(upload.statusCode, upload.body).toBe(422);
        expect(upload.json()).toEqual({
          message: refused,
          code: 'validation_failed',
          errors: { file: [refused] },
          codes: { file: ['disallowed_characters'] },
        });
      }
      const kyc = await inject({ method: 'GET', url: '/api/kyc', headers: bearer(player.token) });
      expect(kyc.json().documents).toEqual([]);
    });
  });

  describe('every part of a request', () => {
    it('checks body values and keys however deep, naming the field', async () => {
      const deep = await echo({ a: { b: [{ c: 'ok' }, { c: 'x\u0000' }] } });
      expect(deep.statusCode).toBe(422);
      expect(deep.json().errors).toEqual({ 'a.b.1.c': [refused] });

      const key = await echo({ profile: { 'name\u0000': 'Ada' } });
      expect(key.statusCode).toBe(422);
      expect(key.json().errors).toEqual({ profile: [refused] });

      const topKey = await echo({ '\u0000': 1 });
      expect(topKey.json().errors).toEqual({ body: [refused] });

      const whole = await echo('\u0000');
      expect(whole.json().errors).toEqual({ body: [refused] });
    });

    it('checks path parameters and the query string, names and values', async () => {
      const path = await inject({ method: 'POST', url: '/api/test/echo/a%00b' });
      expect(path.statusCode).toBe(422);
      expect(path.json().errors).toEqual({ name: [refused] });

      const value = await inject({ method: 'GET', url: '/api/test/query?q=%00' });
      expect(value.statusCode).toBe(422);
      expect(value.json().errors).toEqual({ q: [refused] });

      const name = await inject({ method: 'GET', url: '/api/test/query?q%00=1' });
      expect(name.statusCode).toBe(422);
      expect(name.json().errors).toEqual({ query: [refused] });
    });

    it('refuses other control characters and unpaired surrogates, but not line breaks in text', async () => {
      for (const text of ['\u001b[2J', '\u0001', '\u007f', '\ud800', 'a\udc00']) {
        const response = await echo({ text });
        expect(response.statusCode, JSON.stringify(text)).toBe(422);
      }
      const multiLine = await echo({ text: 'line one\r\n\tline two', emoji: '😀 שלום' });
      expect(multiLine.statusCode).toBe(200);
      expect(multiLine.json().body).toEqual({ text: 'line one\r\n\tline two', emoji: '😀 שלום' });

      // Names are single-line: a line break in a path segment or query value is refused.
      expect((await inject({ method: 'POST', url: '/api/test/echo/a%0Ab' })).statusCode).toBe(422);
      expect((await inject({ method: 'GET', url: '/api/test/query?q=a%09b' })).statusCode).toBe(
        422,
      );
    });

    it('lets ordinary requests through untouched', async () => {
      const response = await inject({
        method: 'POST',
        url: '/api/test/echo/Zoë?q=café',
        payload: { title: 'Ünïcödé — fine', list: [1, 'two', { three: null }] },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        params: { name: 'Zoë' },
        query: { q: 'café' },
        body: { title: 'Ünïcödé — fine', list: [1, 'two', { three: null }] },
      });
    });
  });
});
