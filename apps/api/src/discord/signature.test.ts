import { describe, expect, it } from 'vitest';
import { checkSignature, importPublicKey } from './signature.js';

async function pair() {
  const keys = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const hex = Buffer.from(await crypto.subtle.exportKey('raw', keys.publicKey)).toString('hex');
  const sign = async (message: string) =>
    Buffer.from(
      await crypto.subtle.sign({ name: 'Ed25519' }, keys.privateKey, new TextEncoder().encode(message)),
    ).toString('hex');
  return { key: await importPublicKey(hex), sign };
}

describe('checkSignature', () => {
  it('accepts Discord-style signatures over timestamp + body, and names what is wrong otherwise', async () => {
    const { key, sign } = await pair();
    const body = '{"type":1}';
    const signature = await sign(`1700000000${body}`);
    const check = (o: { signature?: string; timestamp?: string; body?: string; nowSeconds?: number }) =>
      checkSignature(key, { signature, timestamp: '1700000000', body, nowSeconds: 1_700_000_100, ...o });
    expect(await check({})).toBeUndefined();
    expect(await check({ signature: undefined })).toBe('missing');
    expect(await check({ timestamp: '' })).toBe('missing');
    expect(await check({ signature: 'zz'.repeat(64) })).toBe('malformed');
    expect(await check({ signature: signature.slice(2) })).toBe('malformed');
    expect(await check({ timestamp: '17e8' })).toBe('malformed');
    expect(await check({ body: '{"type":2}' })).toBe('invalid');
    expect(await check({ timestamp: '1700000001' })).toBe('invalid');
    expect(await check({ nowSeconds: 1_700_000_301 })).toBe('stale');
    expect(await check({ nowSeconds: 1_699_999_699 })).toBe('stale');
    expect(await check({ nowSeconds: 1_700_000_300 })).toBeUndefined();
  });

  it('refuses a public key that is not 32 bytes of hex', async () => {
    await expect(importPublicKey('abc')).rejects.toThrow(/DISCORD_PUBLIC_KEY/);
    await expect(importPublicKey('ab'.repeat(31))).rejects.toThrow(/64 hex characters/);
  });
});
