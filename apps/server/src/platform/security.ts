import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers and compression for every answer. The CSP allows no third-party origin:
 * fonts, images and scripts are all served by us. Inline styles stay allowed because the UI
 * library (emotion) injects its styles at run time. The exceptions are the operator's card
 * on-ramp widget, which may be framed from its own origin when configured, and the game pages of
 * the enabled game providers.
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: {
    frameOrigins?: readonly string[];
    /**
     * Origins that may be framed as of now, asked on every answer: the enabled game providers'
     * (issue 15), which the operator changes while the app runs.
     */
    currentFrameOrigins?: () => readonly string[];
  } = {},
): Promise<void> {
  const { currentFrameOrigins } = options;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: [
          "'self'",
          ...(options.frameOrigins ?? []),
          ...(currentFrameOrigins ? [() => currentFrameOrigins().join(' ') || "'self'"] : []),
        ],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // The game host page is embedded by our own pages; cross-origin isolation would block it.
    crossOriginEmbedderPolicy: false,
    // The social sign-in popup passes through the provider's origin and must still be able to
    // hand the token back to the window that opened it (window.opener).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  await app.register(compress, { global: true, threshold: 1024 });
}
