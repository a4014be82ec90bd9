// The edge a phone reaches in production: TLS and HTTP/2 in front of the app server, as the load
// balancer or CDN of DESIGN.md §1 provides ("browser … HTTPS"). The app server speaks plain
// HTTP/1.1; over it a browser opens six connections to an origin and queues the rest of a page's
// requests behind them, which no phone on a real deployment does. The front-end benchmarks load
// the pages through this edge so that they measure what a phone gets. It uses a certificate
// made for the run (openssl), which the benchmark's browser is told to accept.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Headers that belong to one connection (RFC 9113 §8.2.2) and must not be passed on. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
]);

/** A self-signed certificate for 127.0.0.1 and localhost, valid for a day. */
function makeCertificate() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'satsino-edge-'));
  try {
    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(keyFile), cert: readFileSync(certFile) };
  } catch (error) {
    throw new Error(`the HTTP/2 edge needs openssl to make its certificate: ${error.message}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The request's headers as the app server should get them, from either protocol. */
function forwardedHeaders(request) {
  const headers = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (name.startsWith(':') || HOP_BY_HOP.has(name)) continue;
    headers[name] = value;
  }
  headers.host = request.headers[':authority'] ?? request.headers.host;
  headers['x-forwarded-proto'] = 'https';
  return headers;
}

/**
 * Listens on a free port of 127.0.0.1 and passes every request to the app server at
 * `upstreamPort`, HTTP/2 to the browser and HTTP/1.1 (kept alive) to the app. WebSocket upgrades
 * arrive over HTTP/1.1 and are piped through as they are. Resolves with the edge's origin.
 */
export async function startHttp2Edge(upstreamPort) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer(
    { ...makeCertificate(), allowHTTP1: true },
    (request, response) => {
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port: upstreamPort,
          method: request.method,
          path: request.url,
          headers: forwardedHeaders(request),
          agent,
        },
        (answer) => {
          const headers = {};
          for (const [name, value] of Object.entries(answer.headers)) {
            if (!HOP_BY_HOP.has(name)) headers[name] = value;
          }
          response.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => {
        if (!response.headersSent) response.writeHead(502);
        response.end();
      });
      request.pipe(upstream);
    },
  );
  server.on('upgrade', (request, socket, head) => {
    const upstream = net.connect(upstreamPort, '127.0.0.1', () => {
      const lines = [`${request.method} ${request.url} HTTP/1.1`];
      for (let i = 0; i < request.rawHeaders.length; i += 2) {
        lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    origin: `https://127.0.0.1:${port}`,
    async stop() {
      agent.destroy();
      await new Promise((resolve) => {
        server.close(() => resolve());
        // Lighthouse's browser may keep its session open; the edge does not wait for it.
        setTimeout(resolve, 1_000).unref();
      });
    },
  };
}
