import type { Server as HttpServer, IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Server as SocketServer } from 'socket.io';

/**
 * How long closing waits for WebSocket close handshakes before cutting the connections. A peer
 * that vanished never answers, and one open upgraded connection keeps the HTTP server's own
 * close() waiting (ws allows it 30 s).
 */
const CLOSE_GRACE_MS = 1_000;

/** The events engine.io listens to on the HTTP server it is attached to. */
const ENGINE_EVENTS = ['request', 'upgrade', 'close', 'listening'] as const;

type Listener = (...args: unknown[]) => void;

export interface ServerAttachment {
  /**
   * Gives the HTTP server back as it was: engine.io's listeners removed and the original request
   * listeners restored, so no new real-time connection is accepted. The HTTP server itself stays
   * open; its owner closes it.
   */
  detach(): void;
  /**
   * Resolves once every upgraded real-time connection has closed, destroying those still open
   * after a short grace. Call it after the sockets were told to disconnect.
   */
  endConnections(): Promise<void>;
}

/**
 * Attaches Socket.IO to an HTTP server it does not own. `io.close()` would also close that server
 * (socket.io's documented behaviour), which belongs to Fastify here; so the attachment is
 * recorded and undone by hand instead.
 */
export function attachToHttpServer(io: SocketServer, httpServer: HttpServer): ServerAttachment {
  const before = new Map(ENGINE_EVENTS.map((event) => [event, listenersOf(httpServer, event)]));
  io.attach(httpServer);
  const added = ENGINE_EVENTS.flatMap((event) =>
    listenersOf(httpServer, event)
      .filter((listener) => !before.get(event)?.includes(listener))
      .map((listener) => ({ event, listener })),
  );

  // engine.io hands upgraded sockets to ws and forgets them; they are tracked here so closing can
  // make sure none is left open.
  const upgraded = new Set<Duplex>();
  const path = io.path();
  const trackUpgrade = (request: IncomingMessage, socket: Duplex) => {
    if (!request.url?.startsWith(path)) return;
    upgraded.add(socket);
    socket.once('close', () => upgraded.delete(socket));
  };
  httpServer.on('upgrade', trackUpgrade);

  return {
    detach() {
      for (const { event, listener } of added) httpServer.removeListener(event, listener);
      httpServer.removeListener('upgrade', trackUpgrade);
      // engine.io took the request listeners over to route its path first; give them back.
      const current = listenersOf(httpServer, 'request');
      for (const listener of before.get('request') ?? []) {
        if (!current.includes(listener)) httpServer.on('request', listener);
      }
    },
    endConnections: () => endWithin(upgraded, CLOSE_GRACE_MS),
  };
}

function listenersOf(httpServer: HttpServer, event: string): Listener[] {
  return httpServer.listeners(event) as Listener[];
}

/** Waits for the sockets to close by themselves, then destroys those still open. */
async function endWithin(sockets: Set<Duplex>, graceMs: number): Promise<void> {
  if (sockets.size > 0) {
    let timer: NodeJS.Timeout | undefined;
    // A plain 'close' listener, not events.once(): that one rejects when 'error' comes first.
    const closed = [...sockets].map(
      (socket) => new Promise<void>((resolve) => socket.once('close', () => resolve())),
    );
    const grace = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, graceMs);
    });
    await Promise.race([Promise.all(closed), grace]);
    clearTimeout(timer);
  }
  for (const socket of sockets) socket.destroy();
  sockets.clear();
}
