// Helpers for the Discord tests: a generated Ed25519 key pair that signs interactions as Discord does, and
// a local stand-in for Discord's REST API that records each request (follow-up edits, registrations).
import { createServer, type IncomingMessage, type Server } from 'node:http';

/** A key pair like an application's: the public key in hex (DISCORD_PUBLIC_KEY) and a signer. */
export interface SigningKey {
  readonly publicKeyHex: string;
  sign(timestamp: string, body: string): Promise<string>;
}

export async function generateSigningKey(): Promise<SigningKey> {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  return {
    publicKeyHex: Buffer.from(raw).toString('hex'),
    async sign(timestamp, body) {
      const signature = await crypto.subtle.sign(
        { name: 'Ed25519' },
        pair.privateKey,
        new TextEncoder().encode(timestamp + body),
      );
      return Buffer.from(signature).toString('hex');
    },
  };
}

/** One request the stand-in received. */
export interface Recorded {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: unknown;
}

/** A local HTTP server standing in for https://discord.com/api/v10, on 127.0.0.1 and a free port. */
export interface StandIn {
  readonly url: string;
  readonly requests: Recorded[];
  /** Resolves with the first recorded request (past or future) whose path matches (a wait capped at 120 s by default). */
  next(path: RegExp, timeoutMs?: number): Promise<Recorded>;
  close(): Promise<void>;
}

export async function startStandIn(
  answer: (r: Recorded) => { status: number; body: unknown } = defaultAnswer,
): Promise<StandIn> {
  const requests: Recorded[] = [];
  const waiters: { path: RegExp; resolve: (r: Recorded) => void; taken: Set<Recorded> }[] = [];
  const taken = new Set<Recorded>();
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => {
      const record: Recorded = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: text ? JSON.parse(text) : undefined,
      };
      requests.push(record);
      const { status, body } = answer(record);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      for (const waiter of [...waiters]) {
        if (!taken.has(record) && waiter.path.test(record.path)) {
          taken.add(record);
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(record);
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/api/v10`,
    requests,
    next(path, timeoutMs = 120_000) {
      const done = requests.find((r) => !taken.has(r) && path.test(r.path));
      if (done) {
        taken.add(done);
        return Promise.resolve(done);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no request to ${path} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          path,
          taken,
          resolve: (r) => {
            clearTimeout(timer);
            resolve(r);
          },
        });
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function defaultAnswer(r: Recorded): { status: number; body: unknown } {
  if (r.method === 'PUT' && Array.isArray(r.body)) {
    return {
      status: 200,
      body: r.body.map((c: { name: string }, i: number) => ({ id: String(1000 + i), ...c })),
    };
  }
  return { status: 200, body: { id: '1', ...(r.body as object) } };
}

/**
 * Posts an interaction body to a server's `/discord/interactions`, signed as Discord signs it (now's timestamp):
 * the HTTP status and the parsed answer.
 *
 * @example
 * const { status, answer } = await postSigned(server.url, key, JSON.stringify({ type: 1 }));
 */
export async function postSigned(
  url: string,
  key: SigningKey,
  body: string,
): Promise<{ status: number; answer: unknown }> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const response = await fetch(`${url}/discord/interactions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-signature-ed25519': await key.sign(timestamp, body),
      'x-signature-timestamp': timestamp,
    },
    body,
  });
  return { status: response.status, answer: await response.json() };
}
