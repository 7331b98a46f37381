/**
 * What the Node server does with its connections beyond HTTP itself: caps them, per client address and in all
 * (one over a cap is answered 503 and closed, so a slowloris from one address never takes every descriptor:
 * issue 33, F4), drops a client whose answer makes no progress for `writeTimeoutMs` (it stopped reading:
 * without this its answers would sit in memory for as long as it holds the connection), and shuts down
 * gracefully: no new connections, each answer in flight sent to its last byte, then each connection closed
 * once its own answers have left.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import { problemOf } from '../http/errors.js';

/** Options of {@link guardConnections}. */
export interface ConnectionGuardOptions {
  /** A connection whose pending answer bytes make no progress this long is closed. */
  readonly writeTimeoutMs: number;
  /** Connections open at most, from every address (`MAX_CONNECTIONS`). */
  readonly maxConnections?: number;
  /** Connections open at most from one address (`MAX_CONNECTIONS_PER_ADDRESS`), but for `exempt` ones. */
  readonly maxPerAddress?: number;
  /** Whether an address has no cap of its own (a proxy the server trusts, which carries many clients). */
  readonly exempt?: (address: string) => boolean;
}

/** A guarded server. */
export interface ConnectionGuard {
  /** Stops accepting, lets answers in flight be sent in full, closes each connection after its last one. */
  shutdown(onClosed: () => void): void;
  /** Connections still open. */
  readonly open: () => number;
}

interface Tracked {
  inFlight: number;
  /** The answer being sent, if any. */
  response: ServerResponse | undefined;
  /** The request of that answer. */
  request: IncomingMessage | undefined;
  lastWritten: number;
  progressAt: number;
}

/**
 * Guards a server's connections (call it before it accepts any).
 *
 * @example
 * const guard = guardConnections(server, { writeTimeoutMs: 10_000 });
 * process.on('SIGTERM', () => guard.shutdown(() => process.exit(0)));
 */
export function guardConnections(server: Server, options: ConnectionGuardOptions): ConnectionGuard {
  const sockets = new Map<Socket, Tracked>();
  let stopping = false;

  const perAddress = new Map<string, number>();
  const maxConnections = options.maxConnections ?? Number.POSITIVE_INFINITY;
  const maxPerAddress = options.maxPerAddress ?? Number.POSITIVE_INFINITY;

  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    if (sockets.size >= maxConnections) {
      return refuse(socket, `${maxConnections} connections in all are open`);
    }
    const fromAddress = perAddress.get(address) ?? 0;
    if (fromAddress >= maxPerAddress && !options.exempt?.(address)) {
      return refuse(socket, `${maxPerAddress} connections from this address are open`);
    }
    perAddress.set(address, fromAddress + 1);
    socket.once('close', () => {
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    });
    sockets.set(socket, {
      inFlight: 0,
      response: undefined,
      request: undefined,
      lastWritten: 0,
      progressAt: performance.now(),
    });
    socket.once('close', () => sockets.delete(socket));
  });

  server.on('request', (req, res) => {
    const socket = req.socket;
    const tracked = sockets.get(socket);
    if (!tracked) return;
    tracked.inFlight++;
    tracked.response = res;
    tracked.request = req;
    // During shutdown, every answer says it is the connection's last.
    if (stopping && !res.headersSent) res.setHeader('connection', 'close');
    let done = false;
    const settle = () => {
      if (done) return;
      done = true;
      tracked.inFlight--;
      if (tracked.response === res) {
        tracked.response = undefined;
        tracked.request = undefined;
      }
      if (stopping) closeWhenIdle(socket);
    };
    res.once('finish', settle);
    res.once('close', settle);
  });

  /** One answer on a connection over a cap, written before HTTP parses anything of it; then it is closed. */
  const refuse = (socket: Socket, why: string) => {
    const body = JSON.stringify(
      problemOf('server_busy', `The server is busy: ${why}. Retry in a moment.`).problem,
    );
    socket.on('error', () => {});
    socket.end(
      `HTTP/1.1 503 Service Unavailable\r\ncontent-type: application/problem+json\r\nretry-after: 5\r\nconnection: close\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    socket.once('finish', () => socket.destroy());
  };

  const closeWhenIdle = (socket: Socket) => {
    const tracked = sockets.get(socket);
    // destroySoon: end after the bytes already written have been flushed, never cutting them.
    if (tracked && tracked.inFlight === 0) socket.destroySoon();
  };

  // The server's idle timeout (server.setTimeout) would cut an event stream between two heartbeats, and a
  // request being worked on (its client waits for the answer, which the request's deadline bounds). Neither
  // is idle: a stream's stalls are the write watchdog's (below) and the room hub's to judge. Any other idle
  // connection is closed, as by default, including one whose request's body is still arriving (a slow sender).
  server.on('timeout', (socket: Socket) => {
    const tracked = sockets.get(socket);
    if (!(tracked?.response && tracked.request?.complete)) socket.destroy();
  });

  // Write progress is checked a few times per timeout: pending bytes that did not move are a stall.
  const watchdog = setInterval(
    () => {
      const now = performance.now();
      for (const [socket, tracked] of sockets) {
        // Bytes handed to the kernel: bytesWritten also counts what still waits in the socket's buffer.
        const flushed = socket.bytesWritten - socket.writableLength;
        if (socket.writableLength === 0 || flushed !== tracked.lastWritten) {
          tracked.lastWritten = flushed;
          tracked.progressAt = now;
        } else if (now - tracked.progressAt >= options.writeTimeoutMs) {
          socket.destroy();
        }
      }
    },
    Math.max(10, Math.min(1_000, options.writeTimeoutMs / 4)),
  );
  watchdog.unref();

  return {
    shutdown(onClosed) {
      if (stopping) return;
      stopping = true;
      // net.Server's close, not http.Server's: the latter also destroys "idle" connections, which include
      // ones whose last answer is ended but not yet flushed to a slow reader, cutting it short.
      NetServer.prototype.close.call(server, () => {
        clearInterval(watchdog);
        onClosed();
      });
      for (const socket of sockets.keys()) closeWhenIdle(socket);
    },
    open: () => sockets.size,
  };
}
