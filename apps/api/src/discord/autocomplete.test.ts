// In-process (the same app the server runs): a third-party system with no Discord code gets commands, and a
// field with more values than Discord's 25 choices is offered through autocomplete.
import { createRegistry, defineGameSystem, defineTest } from '@verdict/core';
import { seededSource } from '@verdict/dice';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApp } from '../app.js';

const stars = Array.from({ length: 40 }, (_, i) => `Star ${String.fromCharCode(65 + (i % 26))}${i}`);
const oracle = defineGameSystem({
  apiVersion: 1,
  id: 'star-oracle',
  name: 'Star oracle',
  version: '0.1.0',
  description: 'A third-party system with a long list of stars.',
  tests: {
    ask: defineTest({
      title: 'Ask the stars',
      description: 'Roll a d6 under the star.',
      input: z.object({ star: z.enum(stars as [string, ...string[]]), target: z.int().min(1).max(6) }),
      needs: () => [{ count: 1, sides: 6, group: 'oracle' }],
      resolve: (input, { dice }) => {
        const face = dice.d(6, 'oracle');
        const yes = face <= input.target;
        return {
          outcome: {
            result: yes ? 'success' : 'failure',
            label: yes ? 'Yes' : 'No',
            tier: yes ? 1 : -1,
            effects: [],
          },
          steps: [{ kind: 'roll', text: `${input.star}: rolled ${face}` }],
        };
      },
      odds: (input) => ({
        outcomes: [
          { label: 'Yes', result: 'success', tier: 1, probability: input.target / 6 },
          { label: 'No', result: 'failure', tier: -1, probability: 1 - input.target / 6 },
        ],
      }),
      examples: [],
    }),
  },
});

async function keyPair() {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const hex = Buffer.from(await crypto.subtle.exportKey('raw', pair.publicKey)).toString('hex');
  return { hex, privateKey: pair.privateKey };
}

describe('a third-party system in Discord', () => {
  it('suggests the values of a long enum that contain what was typed', async () => {
    const { hex, privateKey } = await keyPair();
    const app = createApp({
      registry: createRegistry([oracle]),
      random: seededSource('t'),
      discord: { publicKey: hex },
    });
    const body = JSON.stringify({
      type: 4,
      application_id: '1',
      token: 't',
      member: { user: { id: '9' } },
      data: {
        name: 'star-oracle',
        options: [{ type: 1, name: 'ask', options: [{ name: 'star', type: 3, value: 'b1', focused: true }] }],
      },
    });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = Buffer.from(
      await crypto.subtle.sign({ name: 'Ed25519' }, privateKey, new TextEncoder().encode(timestamp + body)),
    ).toString('hex');
    const response = await app.request('/discord/interactions', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-signature-ed25519': signature,
        'x-signature-timestamp': timestamp,
      },
      body,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      type: 8,
      data: { choices: ['Star B1'].map((v) => ({ name: v, value: v })) },
    });
  });

  it('is off when no Discord options are given', async () => {
    const app = createApp({ registry: createRegistry([oracle]) });
    // As Discord sends it: JSON, declared so.
    const response = await app.request('/discord/interactions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(404);
  });
});
