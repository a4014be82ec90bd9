import type { FastifyInstance } from 'fastify';
import { buildSandbox } from './server.js';
import type { SigningKeys } from './signature.js';

export interface StartOptions {
  keys: SigningKeys;
  /** 0 picks a free port. */
  port: number;
  host: string;
  /** Defaults to http://{host}:{port} once listening. */
  publicUrl?: string;
  casinoUrl?: string;
  logLevel?: string;
}

export interface RunningSandbox {
  app: FastifyInstance;
  /** The base URL the sandbox answers at (its public URL). */
  url: string;
  close(): Promise<void>;
}

/** Builds the sandbox and listens; the public URL defaults to the address it got. */
export async function startSandbox(options: StartOptions): Promise<RunningSandbox> {
  let publicUrl = options.publicUrl?.replace(/\/+$/, '');
  const app = buildSandbox({
    keys: options.keys,
    publicUrl: () => {
      if (!publicUrl) throw new Error('the sandbox has no URL before it listens');
      return publicUrl;
    },
    ...(options.casinoUrl ? { casinoUrl: options.casinoUrl } : {}),
    ...(options.logLevel ? { logLevel: options.logLevel } : {}),
  });
  await app.listen({ port: options.port, host: options.host });
  const address = app.server.address();
  if (!publicUrl) {
    const port = typeof address === 'object' && address ? address.port : options.port;
    const host = options.host.includes(':') ? `[${options.host}]` : options.host;
    publicUrl = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
  }
  return { app, url: publicUrl, close: () => app.close() };
}
