/**
 * @module
 * `fetch` over `node:http` and `node:https`, for every server call the CLI makes. Node's own `fetch` (undici)
 * loads its HTTP client and compiles its WebAssembly HTTP parser the first time a process calls it: about 0.2
 * CPU-seconds on Node 20 and 0.1 on Node 22 and 24, more than the rest of a `verdict room` command (docs/decisions.md,
 * "The CLI calls servers over node:http"). It keeps what the CLI relies on from `fetch`: the Fetch API's
 * `Response` (its body a stream, for the room's events), an `AbortSignal` that rejects with its reason, redirects
 * followed as `fetch` follows them (at most 20; the credentials dropped when one leaves the origin), compressed
 * bodies decoded, and a failure to connect as `TypeError('fetch failed')` with the socket's error as its `cause`.
 * Request bodies are text or bytes, which is all the CLI sends.
 */
import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';

/** What `fetch` follows: Location answers. */
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** Statuses whose Response has no body. */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);
/** The Fetch standard's limit on redirects followed. */
const MAX_REDIRECTS = 20;
/** Headers that describe a body, dropped when a redirect turns the request into a GET. */
const BODY_HEADERS = [
  'content-type',
  'content-length',
  'content-encoding',
  'content-language',
  'content-location',
];
/** Headers that carry credentials, dropped when a redirect leaves the origin. */
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];

/** One request as sent: where, how, with what. */
interface Outgoing {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: Buffer | undefined;
}

/**
 * `fetch`, over `node:http` (`node:https` for an https URL).
 *
 * @example
 * const response = await httpFetch('http://127.0.0.1:8787/v1/systems', { headers: { accept: 'application/json' } });
 * const systems = await response.json();
 */
export async function httpFetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  const signal = init.signal ?? (input instanceof Request ? input.signal : undefined);
  if (signal?.aborted) throw signal.reason;
  let outgoing = await outgoingOf(input, init);
  const redirect = init.redirect ?? (input instanceof Request ? input.redirect : 'follow');
  for (let followed = 0; ; followed++) {
    const answer = await exchange(outgoing, signal ?? undefined);
    const location = answer.headers.location;
    if (!REDIRECTS.has(answer.statusCode ?? 0) || location === undefined || redirect === 'manual')
      return responseOf(answer, outgoing.method, signal ?? undefined);
    answer.resume();
    if (redirect === 'error') throw failed(new Error(`redirected to ${location}, and redirect is 'error'`));
    if (followed === MAX_REDIRECTS) throw failed(new Error(`more than ${MAX_REDIRECTS} redirects`));
    outgoing = redirected(outgoing, answer.statusCode ?? 0, new URL(location, outgoing.url));
  }
}

/** The first request: the URL, method, headers (as `fetch` would send them) and body of `input` and `init`. */
async function outgoingOf(input: string | URL | Request, init: RequestInit): Promise<Outgoing> {
  const request = input instanceof Request ? input : undefined;
  const url = new URL(input instanceof Request ? input.url : input);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw failed(new Error(`${url.protocol} URLs are not fetched, only http: and https:`));
  const method = (init.method ?? request?.method ?? 'GET').toUpperCase();
  const headers: Record<string, string> = {};
  new Headers(init.headers ?? request?.headers).forEach((value, name) => {
    headers[name] = value;
  });
  const given = init.body !== undefined ? init.body : request?.body ? await request.arrayBuffer() : undefined;
  const body = bodyOf(given);
  if (body && (method === 'GET' || method === 'HEAD'))
    throw new TypeError(`a ${method} request cannot have a body`);
  if (typeof given === 'string') headers['content-type'] ??= 'text/plain;charset=UTF-8';
  headers.accept ??= '*/*';
  headers['accept-encoding'] ??= 'gzip, deflate, br';
  headers['user-agent'] ??= 'node';
  return { url, method, headers, body };
}

/** A body of text or bytes, as bytes. */
function bodyOf(body: BodyInit | null | undefined): Buffer | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return Buffer.from(body, 'utf8');
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  if (ArrayBuffer.isView(body)) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  throw new TypeError('httpFetch sends a body of text or bytes only');
}

/** The request a redirect makes: a GET without its body for a 303 (and a POST's 301 or 302), no credentials off the origin. */
function redirected(previous: Outgoing, status: number, url: URL): Outgoing {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw failed(new Error(`redirected to a ${url.protocol} URL`));
  const headers = { ...previous.headers };
  const toGet =
    status === 303
      ? previous.method !== 'HEAD'
      : (status === 301 || status === 302) && previous.method === 'POST';
  if (toGet) for (const name of BODY_HEADERS) delete headers[name];
  if (url.origin !== previous.url.origin) for (const name of CREDENTIAL_HEADERS) delete headers[name];
  return { url, method: toGet ? 'GET' : previous.method, headers, body: toGet ? undefined : previous.body };
}

/** Sends one request and resolves with the answer's head (its body unread), or rejects as `fetch` does. */
function exchange(outgoing: Outgoing, signal: AbortSignal | undefined): Promise<IncomingMessage> {
  const { url, method, headers, body } = outgoing;
  const options: RequestOptions = {
    method,
    headers: body ? { ...headers, 'content-length': String(body.length) } : headers,
  };
  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(url, options);
    const abort = () => request.destroy(signal?.reason);
    signal?.addEventListener('abort', abort, { once: true });
    request.once('response', (answer) => {
      // Once the head is in, an abort ends the body's stream (responseOf), not this request.
      signal?.removeEventListener('abort', abort);
      resolve(answer);
    });
    request.once('error', (error) => {
      signal?.removeEventListener('abort', abort);
      reject(signal?.aborted ? signal.reason : failed(error));
    });
    request.end(body);
  });
}

/** The Fetch API's Response for an answer: its status and headers, and its body (decoded) as a stream. */
function responseOf(answer: IncomingMessage, method: string, signal: AbortSignal | undefined): Response {
  const status = answer.statusCode ?? 0;
  const headers = new Headers();
  for (let i = 0; i < answer.rawHeaders.length; i += 2) {
    headers.append(answer.rawHeaders[i] as string, answer.rawHeaders[i + 1] as string);
  }
  if (status < 200 || status > 599) {
    answer.destroy();
    throw failed(new Error(`the server answered with status ${status}`));
  }
  const bodyless = method === 'HEAD' || NULL_BODY.has(status);
  if (bodyless) answer.resume();
  const stream = bodyless ? null : decoded(answer);
  if (stream && signal) {
    const abort = () => stream.destroy(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    stream.once('close', () => signal.removeEventListener('abort', abort));
  }
  return new Response(stream ? (Readable.toWeb(stream) as ReadableStream<Uint8Array>) : null, {
    status,
    statusText: answer.statusMessage ?? '',
    headers,
  });
}

/** The answer's body with its content-encoding undone (gzip, deflate, br), as `fetch` does. */
function decoded(answer: IncomingMessage): Readable {
  const encoding = String(answer.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'deflate'
        ? createInflate()
        : encoding === 'br'
          ? createBrotliDecompress()
          : undefined;
  if (!decoder) return answer;
  answer.once('error', (error) => decoder.destroy(error));
  decoder.once('close', () => answer.destroy());
  return answer.pipe(decoder);
}

/** A failure to fetch, as Node's `fetch` reports it: `TypeError('fetch failed')` with the reason as its `cause`. */
function failed(cause: unknown): TypeError {
  return new TypeError('fetch failed', { cause });
}
