// A loopback HTTP proxy in front of the real server that can cut every open event stream at once, as a
// dropped Wi-Fi, a sleeping phone or a restarted load balancer would. Used to test that clients resume the
// log after the last seq seen, without losing or repeating an entry.
import { createServer, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The proxy: its base URL, how many event streams it has opened, and `cut()` to drop them all. */
export interface CuttingProxy {
  readonly url: string;
  /** The event-stream requests seen so far, with their resume point (`Last-Event-ID` or `?lastEventId=`). */
  readonly streams: { resumeFrom: string | null }[];
  /** How many event streams are open through it now. */
  openStreams(): number;
  cut(): void;
  close(): Promise<void>;
}

/** Starts a proxy on 127.0.0.1 (port 0) forwarding to `target` (an http:// base URL). */
export function startCuttingProxy(target: string): Promise<CuttingProxy> {
  const upstream = new URL(target);
  const open = new Set<ServerResponse>();
  const streams: { resumeFrom: string | null }[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', upstream);
    if (url.pathname.endsWith('/events')) {
      streams.push({
        resumeFrom:
          (req.headers['last-event-id'] as string | undefined) ?? url.searchParams.get('lastEventId'),
      });
      open.add(res);
      res.on('close', () => open.delete(res));
    }
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    res.on('close', () => forward.destroy());
    req.pipe(forward);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        streams,
        openStreams: () => open.size,
        cut: () => {
          for (const res of open) res.destroy();
        },
        close: () =>
          new Promise((done) => {
            for (const res of open) res.destroy();
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
