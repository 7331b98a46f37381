/**
 * What the Node server does with its connections beyond HTTP itself: drops a client whose answer makes no
 * progress for `writeTimeoutMs` (it stopped reading: without this its answers would sit in memory for as
 * long as it holds the connection), and shuts down gracefully: no new connections, each answer in flight
 * sent to its last byte, then each connection closed once its own answers have left.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/** Options of {@link guardConnections}. */
export interface ConnectionGuardOptions {
  /** A connection whose pending answer bytes make no progress this long is closed. */
  readonly writeTimeoutMs: number;
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

  server.on('connection', (socket: Socket) => {
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
