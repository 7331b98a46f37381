// On an edge runtime the follow-up of a deferred reply must run inside the request's `waitUntil`, or the
// worker may stop before the edit is sent: the app passes each deferred task to the execution context.
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { createAppRegistry } from '../registry.js';

describe('deferred replies on an edge runtime', () => {
  it("hand the follow-up to the request's waitUntil", async () => {
    const keys = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, [
      'sign',
      'verify',
    ])) as CryptoKeyPair;
    const publicKey = Buffer.from(await crypto.subtle.exportKey('raw', keys.publicKey)).toString('hex');
    const sent: { url: string; body: unknown }[] = [];
    // Discord's REST API stands outside the app: this records what would be sent to it.
    const discordApi = (async (url: string, init: RequestInit) => {
      sent.push({ url, body: JSON.parse(String(init.body)) });
      return new Response('{}');
    }) as typeof fetch;
    // Never run by a timer here: only waitUntil may carry the task.
    const app = createApp({
      registry: createAppRegistry(),
      discord: { publicKey, fetch: discordApi, later: () => expect.unreachable('the timer path was used') },
    });
    const body = JSON.stringify({
      type: 2,
      application_id: '77',
      token: 'tok',
      member: { user: { id: '1' } },
      data: { name: 'odds', options: [{ name: 'notation', type: 3, value: '2d6' }] },
    });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = Buffer.from(
      await crypto.subtle.sign(
        { name: 'Ed25519' },
        keys.privateKey,
        new TextEncoder().encode(timestamp + body),
      ),
    ).toString('hex');
    const waiting: Promise<unknown>[] = [];
    const executionCtx = {
      waitUntil: (p: Promise<unknown>) => waiting.push(p),
      passThroughOnException() {},
      props: {},
    };
    const response = await app.request(
      '/discord/interactions',
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-signature-ed25519': signature,
          'x-signature-timestamp': timestamp,
        },
        body,
      },
      undefined,
      executionCtx,
    );
    expect(await response.json()).toEqual({ type: 5 });
    expect(waiting).toHaveLength(1);
    await Promise.all(waiting);
    expect(sent.map((s) => s.url)).toEqual([
      'https://discord.com/api/v10/webhooks/77/tok/messages/@original',
    ]);
    expect(sent[0]!.body).toMatchObject({ embeds: [{ author: { name: 'Odds of 2d6' } }] });
  });
});
