import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { APP_VERSION } from './version.js';

/**
 * The OpenAPI 3 document is generated from the same zod schemas the routes validate with,
 * so it cannot drift from what the server does. Served at `/api/openapi.json`, browsable at
 * `/api/docs` (the UI's files ship inside the package: nothing is fetched from a CDN).
 */
export async function registerOpenApi(app: FastifyInstance, siteName: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${siteName} API`,
        version: APP_VERSION,
        description:
          'Every call of the casino. Money is an integer count of minor units of the account currency.',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // The site-wide CSP (security.ts) applies; the plugin's own would re-allow any https: origin.
    staticCSP: false,
    uiConfig: { deepLinking: true },
  });
}
