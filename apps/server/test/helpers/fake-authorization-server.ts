import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small OAuth 2.0 authorization server with an OpenID Connect userinfo endpoint, standing in
 * for Google in tests. It follows RFC 6749 (authorization code grant), RFC 7636 (PKCE, S256
 * only, as the server must use) and RFC 6750 (bearer tokens), and checks what Google checks:
 *
 * - `GET /authorize`: the registered client and redirect URI, `response_type=code`, a state and
 *   an S256 code challenge. It "signs in" whoever the test set with `signIn` (there is no login
 *   page) and redirects back with a code and the state, or with `error=access_denied` after
 *   `deny()`.
 * - `POST /token`: HTTP Basic client credentials, `grant_type=authorization_code`, a code that
 *   is known, unused, unexpired and issued to this client for this redirect URI, and a
 *   `code_verifier` whose BASE64URL(SHA256()) is the code's challenge. Any failure answers the
 *   RFC 6749 §5.2 error JSON (`invalid_grant` for a bad code or verifier).
 * - `GET /userinfo`: the bearer access token; answers the profile signed in when the code was
 *   issued.
 *
 * Every request is recorded so tests can assert what the server under test sent.
 */

/** The OIDC claims the fake answers at userinfo (Google's names). */
export interface FakeProfile {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
}

export interface AuthorizationRecord {
  /** The query string of `GET /authorize`, as received. */
  query: URLSearchParams;
  /** `code` when a code was issued, else the error sent back (or shown, for a bad client). */
  outcome: 'code' | string;
}

export interface TokenRecord {
  /** The client id from the Basic credentials, if any were sent. */
  clientId: string | undefined;
  grantType: string | undefined;
  code: string | undefined;
  redirectUri: string | undefined;
  codeVerifier: string | undefined;
  /** `issued` when an access token was returned, else the error code answered. */
  outcome: 'issued' | string;
  /** Why the request was refused, in words (the `error_description` sent). */
  reason?: string;
}

export interface FakeAuthorizationServer {
  /** `http://127.0.0.1:<port>` */
  readonly origin: string;
  readonly authorizationUrl: string;
  readonly tokenUrl: string;
  readonly userInfoUrl: string;
  readonly authorizations: AuthorizationRecord[];
  readonly tokenRequests: TokenRecord[];
  /** The bearer tokens `GET /userinfo` was called with. */
  readonly userInfoRequests: (string | undefined)[];
  /** The account "signed in" at the provider: the next authorization issues a code for it. */
  signIn(profile: FakeProfile): void;
  /** The player presses "Cancel" on the consent screen: the next authorizations are denied. */
  deny(): void;
  close(): Promise<void>;
}

export interface FakeAuthorizationServerOptions {
  clientId: string;
  clientSecret: string;
  /** Registered redirect URIs; anything else is refused without a redirect (RFC 6749 §4.1.2.1). */
  redirectUris: readonly string[];
}

/** Google's codes live a few minutes; ours too. */
const CODE_LIFETIME_MS = 5 * 60 * 1000;
const TOKEN_LIFETIME_SECONDS = 3600;
const MAX_BODY_BYTES = 16 * 1024;
/** RFC 7636 §4.1: 43 to 128 unreserved characters. */
const CODE_VERIFIER_PATTERN = /^[A-Za-z0-9\-._~]{43,128}$/;

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  profile: FakeProfile;
  expiresAt: number;
  used: boolean;
}

class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    description: string,
  ) {
    super(description);
  }
}

const randomToken = () => randomBytes(24).toString('base64url');

/** RFC 7636 §4.2: BASE64URL-ENCODE(SHA256(ASCII(code_verifier))), without padding. */
export function s256CodeChallenge(codeVerifier: string): string {
  return createHash('sha256').update(codeVerifier, 'ascii').digest('base64url');
}

function sendJson(response: http.ServerResponse, status: number, body: unknown, headers = {}) {
  // RFC 6749 §5.1: token responses must not be cached.
  response.writeHead(status, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    ...headers,
  });
  response.end(JSON.stringify(body));
}

function redirect(response: http.ServerResponse, location: URL) {
  response.writeHead(302, { location: location.toString() });
  response.end();
}

async function readBody(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new OAuthError(400, 'invalid_request', 'body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** RFC 7617 Basic credentials: `id:secret`, split at the first colon. */
function basicCredentials(header: string | undefined) {
  const match = header ? /^Basic\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

export async function startFakeAuthorizationServer(
  options: FakeAuthorizationServerOptions,
): Promise<FakeAuthorizationServer> {
  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, { profile: FakeProfile; expiresAt: number }>();
  const authorizations: AuthorizationRecord[] = [];
  const tokenRequests: TokenRecord[] = [];
  const userInfoRequests: (string | undefined)[] = [];
  let signedIn: FakeProfile | undefined;
  let denying = false;

  function authorize(url: URL, response: http.ServerResponse) {
    const query = url.searchParams;
    const record: AuthorizationRecord = { query, outcome: 'code' };
    authorizations.push(record);

    // A wrong client or redirect URI is shown to the user, never redirected (RFC 6749 §4.1.2.1).
    const redirectUri = query.get('redirect_uri');
    if (query.get('client_id') !== options.clientId) {
      record.outcome = 'invalid_client';
      return sendJson(response, 400, { error: 'invalid_client' });
    }
    if (!redirectUri || !options.redirectUris.includes(redirectUri)) {
      record.outcome = 'redirect_uri_mismatch';
      return sendJson(response, 400, { error: 'redirect_uri_mismatch' });
    }

    const back = new URL(redirectUri);
    const state = query.get('state');
    const fail = (error: string) => {
      record.outcome = error;
      back.searchParams.set('error', error);
      if (state) back.searchParams.set('state', state);
      redirect(response, back);
    };
    if (query.get('response_type') !== 'code') return fail('unsupported_response_type');
    // Google accepts requests without state; the server under test must always send one.
    if (!state) return fail('invalid_request');
    const codeChallenge = query.get('code_challenge');
    if (query.get('code_challenge_method') !== 'S256' || !codeChallenge) {
      return fail('invalid_request');
    }
    const scopes = (query.get('scope') ?? '').split(' ');
    if (!scopes.includes('openid')) return fail('invalid_scope');
    if (denying || !signedIn) return fail('access_denied');

    const code = randomToken();
    codes.set(code, {
      clientId: options.clientId,
      redirectUri,
      codeChallenge,
      profile: { ...signedIn },
      expiresAt: Date.now() + CODE_LIFETIME_MS,
      used: false,
    });
    back.searchParams.set('code', code);
    back.searchParams.set('state', state);
    // Google also reports the granted scopes; the callback must tolerate extra parameters.
    back.searchParams.set('scope', scopes.join(' '));
    redirect(response, back);
  }

  async function token(request: http.IncomingMessage, response: http.ServerResponse) {
    const record: TokenRecord = {
      clientId: undefined,
      grantType: undefined,
      code: undefined,
      redirectUri: undefined,
      codeVerifier: undefined,
      outcome: 'issued',
    };
    tokenRequests.push(record);
    try {
      const credentials = basicCredentials(request.headers.authorization);
      record.clientId = credentials?.id;
      if (credentials?.id !== options.clientId || credentials.secret !== options.clientSecret) {
        throw new OAuthError(401, 'invalid_client', 'bad client credentials');
      }
      if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
        throw new OAuthError(400, 'invalid_request', 'the body must be form-encoded');
      }
      const form = new URLSearchParams(await readBody(request));
      record.grantType = form.get('grant_type') ?? undefined;
      record.code = form.get('code') ?? undefined;
      record.redirectUri = form.get('redirect_uri') ?? undefined;
      record.codeVerifier = form.get('code_verifier') ?? undefined;
      if (record.grantType !== 'authorization_code') {
        throw new OAuthError(400, 'unsupported_grant_type', 'only authorization_code');
      }

      const issued = record.code ? codes.get(record.code) : undefined;
      if (!issued || issued.expiresAt < Date.now()) {
        throw new OAuthError(400, 'invalid_grant', 'unknown or expired code');
      }
      if (issued.used) throw new OAuthError(400, 'invalid_grant', 'code already used');
      // A code is spent by any attempt to redeem it, right or wrong.
      issued.used = true;
      if (issued.clientId !== credentials.id || issued.redirectUri !== record.redirectUri) {
        throw new OAuthError(400, 'invalid_grant', 'code issued for another client or redirect');
      }
      if (!record.codeVerifier || !CODE_VERIFIER_PATTERN.test(record.codeVerifier)) {
        throw new OAuthError(400, 'invalid_grant', 'missing or malformed code_verifier');
      }
      if (s256CodeChallenge(record.codeVerifier) !== issued.codeChallenge) {
        throw new OAuthError(400, 'invalid_grant', 'code_verifier does not match code_challenge');
      }

      const accessToken = randomToken();
      accessTokens.set(accessToken, {
        profile: issued.profile,
        expiresAt: Date.now() + TOKEN_LIFETIME_SECONDS * 1000,
      });
      sendJson(response, 200, {
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: TOKEN_LIFETIME_SECONDS,
        scope: 'openid email profile',
      });
    } catch (error) {
      if (!(error instanceof OAuthError)) throw error;
      record.outcome = error.code;
      record.reason = error.message;
      const headers: Record<string, string> =
        error.status === 401 ? { 'www-authenticate': 'Basic realm="fake"' } : {};
      sendJson(
        response,
        error.status,
        { error: error.code, error_description: error.message },
        headers,
      );
    }
  }

  function userInfo(request: http.IncomingMessage, response: http.ServerResponse) {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    userInfoRequests.push(match?.[1]);
    const grant = match?.[1] ? accessTokens.get(match[1]) : undefined;
    if (!grant || grant.expiresAt < Date.now()) {
      // RFC 6750 §3.1
      return sendJson(
        response,
        401,
        { error: 'invalid_token' },
        { 'www-authenticate': 'Bearer error="invalid_token"' },
      );
    }
    sendJson(response, 200, grant.profile);
  }

  async function handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake.invalid');
    switch (`${request.method} ${url.pathname}`) {
      case 'GET /authorize':
        return authorize(url, response);
      case 'POST /token':
        return token(request, response);
      case 'GET /userinfo':
        return userInfo(request, response);
      default:
        return sendJson(response, 404, { error: 'not_found' });
    }
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      // A bug in the fake: answer 500 so the test sees it instead of hanging.
      if (!response.headersSent) sendJson(response, 500, { error: String(error) });
      else response.destroy();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    authorizationUrl: `${origin}/authorize`,
    tokenUrl: `${origin}/token`,
    userInfoUrl: `${origin}/userinfo`,
    authorizations,
    tokenRequests,
    userInfoRequests,
    signIn(profile) {
      signedIn = { ...profile };
      denying = false;
    },
    deny() {
      denying = true;
    },
    close() {
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // The app's fetch keeps connections alive; without this, close waits for them to idle out.
        server.closeAllConnections();
      });
    },
  };
}
