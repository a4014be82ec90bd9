import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_MESSAGES } from '@satsino/contract/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Vite writes content-hashed files under `assets/`: their name changes whenever they do. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
const REVALIDATE_CACHE = 'no-cache';
const API_PREFIXES = ['/api', '/socket.io'];

function isApiPath(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? url;
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * Serves the built single-page app: hashed assets cached for a year, `index.html` revalidated
 * on every load, and every unknown path outside `/api` and `/socket.io` answered with
 * `index.html` so the client router can show the page (or its own not-found page).
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const hasWebApp = existsSync(indexFile);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // Our own cache rule replaces the plugin's single max-age for every file.
      cacheControl: false,
      setHeaders(reply, filePath) {
        const relative = path.relative(webDistDir, filePath);
        const hashed = relative.startsWith(`assets${path.sep}`);
        reply.header('cache-control', hashed ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'web app is not built; only the API is served');
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!hasWebApp || !wantsPage || isApiPath(request.url)) {
      return reply.status(404).send({ message: ERROR_MESSAGES.notFound });
    }
    // A missing hashed asset is a real 404, not a page: answering HTML there breaks the browser.
    if (request.url.startsWith('/assets/')) {
      return reply.status(404).send({ message: ERROR_MESSAGES.notFound });
    }
    reply.header('cache-control', REVALIDATE_CACHE);
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
}
