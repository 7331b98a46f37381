// httpFetch against real node:http servers on loopback: what the CLI relies on from `fetch` (http-fetch.ts).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpFetch } from './http-fetch.js';

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

/** A server on a free loopback port whose answers `handle` writes; `url` is its origin. */
function serve(handle: Handler) {
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => handle(request, body, response));
  });
  return {
    server,
    get url() {
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
  };
}

/** What a request looked like when it arrived. */
const echo: Handler = (request, body, response) => {
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify({ method: request.method, url: request.url, headers: request.headers, body }));
};

const main = serve((request, body, response) => {
  const path = request.url ?? '';
  if (path.startsWith('/redirect/')) {
    const [, , status, ...rest] = path.split('/');
    response.writeHead(Number(status), { location: `/${rest.join('/')}` });
    return response.end();
  }
  if (path === '/elsewhere') {
    response.writeHead(307, { location: `${other.url}/echo` });
    return response.end();
  }
  if (path === '/loop') {
    response.writeHead(302, { location: '/loop' });
    return response.end();
  }
  if (path === '/gzip') {
    response.writeHead(200, { 'content-encoding': 'gzip', 'content-type': 'text/plain' });
    return response.end(gzipSync('unzipped text'));
  }
  if (path === '/empty') {
    response.writeHead(204, { 'x-kind': 'none' });
    return response.end();
  }
  if (path === '/stream') {
    // The first event now; the stream stays open until the client goes.
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.write('data: first\n\n');
    return;
  }
  if (path === '/silent') return;
  if (path === '/cookies') {
    response.setHeader('set-cookie', ['a=1', 'b=2']);
    return response.end('two cookies');
  }
  return echo(request, body, response);
});
const other = serve(echo);

beforeAll(async () => {
  await new Promise<void>((resolve) => main.server.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => other.server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => {
  main.server.closeAllConnections();
  other.server.closeAllConnections();
  main.server.close();
  other.server.close();
});

describe('httpFetch', () => {
  it('sends the method, headers and body, and answers a Response', async () => {
    const response = await httpFetch(`${main.url}/echo?x=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer t' },
      body: JSON.stringify({ a: 1 }),
    });
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(200);
    expect(response.ok).toBe(true);
    expect(response.headers.get('content-type')).toBe('application/json');
    const seen = await response.json();
    expect(seen).toMatchObject({ method: 'POST', url: '/echo?x=1', body: '{"a":1}' });
    expect(seen.headers).toMatchObject({
      'content-type': 'application/json',
      authorization: 'Bearer t',
      'content-length': '7',
      accept: '*/*',
    });
  });

  it('labels a text body as text, as fetch does, and sends bytes as they are', async () => {
    const text = await (await httpFetch(`${main.url}/echo`, { method: 'POST', body: 'plain' })).json();
    expect(text.headers['content-type']).toBe('text/plain;charset=UTF-8');
    const bytes = await (
      await httpFetch(`${main.url}/echo`, { method: 'PUT', body: new TextEncoder().encode('héllo') })
    ).json();
    expect(bytes).toMatchObject({ method: 'PUT', body: 'héllo' });
    expect(bytes.headers['content-type']).toBeUndefined();
  });

  it('takes a Request, as fetch does', async () => {
    const request = new Request(`${main.url}/echo`, { method: 'POST', body: 'from a Request' });
    expect(await (await httpFetch(request)).json()).toMatchObject({ method: 'POST', body: 'from a Request' });
  });

  it('refuses a body on a GET, and a scheme other than http and https', async () => {
    await expect(httpFetch(`${main.url}/echo`, { body: 'x' })).rejects.toThrow(
      /GET request cannot have a body/,
    );
    await expect(httpFetch('file:///etc/passwd')).rejects.toMatchObject({
      name: 'TypeError',
      message: 'fetch failed',
      cause: { message: 'file: URLs are not fetched, only http: and https:' },
    });
  });

  it('follows a 307 and 308 with the method and body, and a 303 (or a POST’s 302) as a GET without them', async () => {
    for (const status of [307, 308]) {
      const seen = await (
        await httpFetch(`${main.url}/redirect/${status}/echo`, { method: 'POST', body: 'kept' })
      ).json();
      expect(seen).toMatchObject({ method: 'POST', url: '/echo', body: 'kept' });
    }
    for (const status of [302, 303]) {
      const seen = await (
        await httpFetch(`${main.url}/redirect/${status}/echo`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        })
      ).json();
      expect(seen).toMatchObject({ method: 'GET', url: '/echo', body: '' });
      expect(seen.headers['content-type']).toBeUndefined();
    }
  });

  it('drops the credentials when a redirect leaves the origin, and keeps them on it', async () => {
    const headers = { authorization: 'Bearer secret', 'x-kept': 'yes' };
    const away = await (await httpFetch(`${main.url}/elsewhere`, { headers })).json();
    expect(away.headers.authorization).toBeUndefined();
    expect(away.headers['x-kept']).toBe('yes');
    const home = await (await httpFetch(`${main.url}/redirect/302/echo`, { headers })).json();
    expect(home.headers.authorization).toBe('Bearer secret');
  });

  it('stops after 20 redirects, and does not follow one with redirect "manual" or "error"', async () => {
    await expect(httpFetch(`${main.url}/loop`)).rejects.toMatchObject({
      message: 'fetch failed',
      cause: { message: 'more than 20 redirects' },
    });
    const manual = await httpFetch(`${main.url}/redirect/302/echo`, { redirect: 'manual' });
    expect(manual.status).toBe(302);
    expect(manual.headers.get('location')).toBe('/echo');
    await expect(httpFetch(`${main.url}/redirect/302/echo`, { redirect: 'error' })).rejects.toThrow(
      'fetch failed',
    );
  });

  it('decodes a gzip body, and gives a 204 no body', async () => {
    expect(await (await httpFetch(`${main.url}/gzip`)).text()).toBe('unzipped text');
    const empty = await httpFetch(`${main.url}/empty`);
    expect(empty.status).toBe(204);
    expect(empty.body).toBeNull();
    expect(empty.headers.get('x-kind')).toBe('none');
  });

  it('keeps every value of a repeated header', async () => {
    const response = await httpFetch(`${main.url}/cookies`);
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
  });

  it('streams a body as it comes, and an abort ends the stream with the reason', async () => {
    const stop = new AbortController();
    const response = await httpFetch(`${main.url}/stream`, { signal: stop.signal });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('data: first\n\n');
    const reason = new Error('closed by the screen');
    stop.abort(reason);
    await expect(reader.read()).rejects.toBe(reason);
  });

  it('rejects with the signal’s reason when aborted before the answer, or before it starts', async () => {
    const stop = new AbortController();
    const pending = httpFetch(`${main.url}/silent`, { signal: stop.signal });
    const reason = new Error('deadline');
    setTimeout(() => stop.abort(reason), 50);
    await expect(pending).rejects.toBe(reason);
    await expect(httpFetch(`${main.url}/echo`, { signal: AbortSignal.abort(reason) })).rejects.toBe(reason);
  });

  it('reports a refused connection as fetch does: TypeError("fetch failed") with the socket’s error as cause', async () => {
    const closed = serve(echo);
    await new Promise<void>((resolve) => closed.server.listen(0, '127.0.0.1', resolve));
    const url = closed.url;
    await new Promise((resolve) => closed.server.close(resolve));
    const error = await httpFetch(`${url}/echo`).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TypeError);
    expect(error).toMatchObject({ message: 'fetch failed', cause: { code: 'ECONNREFUSED' } });
  });
});
