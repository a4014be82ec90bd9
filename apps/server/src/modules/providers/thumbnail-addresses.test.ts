import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThumbnailFetch, downloadThumbnail } from './provider-thumbnails.js';
import { integrationHosts, isPublicAddress, requirePublicUrl } from './thumbnail-addresses.js';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';

describe('which addresses a thumbnail may come from', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fd00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:169.254.169.254',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '172.32.0.1', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'allows %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it('refuses other schemes and private literal hosts, unless the host is trusted', () => {
    const none = new Set<string>();
    expect(() => requirePublicUrl(new URL('file:///etc/passwd'), none)).toThrow();
    expect(() => requirePublicUrl(new URL('http://169.254.169.254/latest'), none)).toThrow();
    expect(() => requirePublicUrl(new URL('http://[::1]:8080/x.svg'), none)).toThrow();
    expect(() => requirePublicUrl(new URL('https://8.8.8.8/x.svg'), none)).not.toThrow();
    const trusted = integrationHosts(['http://127.0.0.1:4000/feed.json', null, 'not a url']);
    expect([...trusted]).toEqual(['127.0.0.1']);
    expect(() => requirePublicUrl(new URL('http://127.0.0.1:4000/t.svg'), trusted)).not.toThrow();
  });
});

describe('downloading a thumbnail through the guard', () => {
  let server: Server;
  let port: number;

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/image.svg') {
        response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(SVG);
      } else if (request.url === '/to-metadata') {
        response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
      } else if (request.url === '/to-image') {
        response.writeHead(302, { location: '/image.svg' }).end();
      } else if (request.url === '/loop') {
        response.writeHead(302, { location: '/loop' }).end();
      } else {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  async function download(url: string, trusted: string[]) {
    const fetcher = createThumbnailFetch(new Set(trusted));
    try {
      return await downloadThumbnail(url, fetcher);
    } finally {
      await fetcher.close();
    }
  }

  it('refuses a private address, by number or by a name that resolves to one', async () => {
    expect(await download(`http://127.0.0.1:${port}/image.svg`, [])).toEqual({
      failed: 'not a public address',
    });
    // "localhost" passes the URL check (a name) and is refused when the connection resolves it.
    expect(await download(`http://localhost:${port}/image.svg`, [])).toEqual({
      failed: 'not a public address',
    });
  });

  it("fetches from the integration's own host, and checks every redirect again", async () => {
    const own = ['127.0.0.1'];
    const image = await download(`http://127.0.0.1:${port}/image.svg`, own);
    expect(image).toMatchObject({ contentType: 'image/svg+xml' });
    expect(await download(`http://127.0.0.1:${port}/to-image`, own)).toMatchObject({
      contentType: 'image/svg+xml',
    });
    expect(await download(`http://127.0.0.1:${port}/to-metadata`, own)).toEqual({
      failed: 'not a public address',
    });
    expect(await download(`http://127.0.0.1:${port}/loop`, own)).toEqual({
      failed: 'too many redirects',
    });
  });
});
