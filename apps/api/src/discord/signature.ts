/**
 * Discord signs every interaction with Ed25519 over `timestamp + raw body`; an endpoint must refuse a
 * request whose signature does not verify. Web Crypto only (`crypto.subtle`), so it runs on any runtime.
 */

/** How far an interaction's timestamp may be from now before it is refused as a replay. */
export const MAX_SIGNATURE_AGE_SECONDS = 300;

/** Why a request was refused, for the 401's detail. */
export type SignatureProblem = 'missing' | 'malformed' | 'stale' | 'invalid';

/**
 * Imports the application's public key (64 hex characters, from the Developer Portal) for verifying.
 * Throws a message naming `DISCORD_PUBLIC_KEY` when it is not a key.
 *
 * @example
 * const key = await importPublicKey(env.DISCORD_PUBLIC_KEY);
 */
export async function importPublicKey(hex: string): Promise<CryptoKey> {
  const bytes = fromHex(hex.trim()) ?? new Uint8Array(0);
  if (bytes.length !== 32) {
    throw new TypeError("DISCORD_PUBLIC_KEY must be the 64 hex characters of the application's public key");
  }
  return crypto.subtle.importKey('raw', bytes, { name: 'Ed25519' }, false, ['verify']);
}

/**
 * Checks an interaction's `X-Signature-Ed25519` and `X-Signature-Timestamp` headers against its raw body,
 * and that the timestamp (Unix seconds) is within {@link MAX_SIGNATURE_AGE_SECONDS} of `nowSeconds`.
 * Resolves with `undefined` when it is genuine, else with what is wrong.
 *
 * @example
 * const problem = await checkSignature(key, { signature, timestamp, body, nowSeconds: Date.now() / 1000 });
 * if (problem) return c.text('invalid request signature', 401);
 */
export async function checkSignature(
  key: CryptoKey,
  request: { signature?: string; timestamp?: string; body: string; nowSeconds: number },
): Promise<SignatureProblem | undefined> {
  const { signature, timestamp } = request;
  if (!signature || !timestamp) return 'missing';
  const sig = fromHex(signature) ?? new Uint8Array(0);
  if (sig.length !== 64 || !/^\d{1,12}$/.test(timestamp)) return 'malformed';
  const message = new TextEncoder().encode(timestamp + request.body);
  const ok = await crypto.subtle.verify({ name: 'Ed25519' }, key, sig, message);
  if (!ok) return 'invalid';
  // Checked after the signature, so an attacker learns nothing about the clock from unsigned requests.
  if (Math.abs(request.nowSeconds - Number(timestamp)) > MAX_SIGNATURE_AGE_SECONDS) return 'stale';
  return undefined;
}

function fromHex(hex: string): Uint8Array<ArrayBuffer> | undefined {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) return undefined;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}
