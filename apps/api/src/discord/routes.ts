import { type Context, Hono } from 'hono';
import { problemOf } from '../http/errors.js';
import { problemResponse } from '../http/problem.js';
import type { DiscordContext, DiscordOptions, Later } from './discord-options.js';
import { createInteractionHandler } from './handler.js';
import { interactionShape } from './interaction-shape.js';
import { checkSignature, importPublicKey, type SignatureProblem } from './signature.js';

const WHY: Record<SignatureProblem, string> = {
  missing: 'X-Signature-Ed25519 and X-Signature-Timestamp are required',
  malformed: 'X-Signature-Ed25519 must be 128 hex characters and X-Signature-Timestamp Unix seconds',
  invalid: 'the signature does not match the body and timestamp',
  stale: 'the timestamp is more than 5 minutes from now: a replay, or a wrong clock',
};

/**
 * `POST /discord/interactions`, Discord's interactions endpoint: the Ed25519 signature over timestamp and
 * raw body is checked first (401 otherwise, before anything is parsed or run), then the interaction is
 * answered within Discord's 3 seconds (heavy work is deferred and edited in through the webhook).
 *
 * @example
 * app.route('/', discordRoutes({ publicKey }, { registry, random, log, now, date }));
 */
export function discordRoutes(options: DiscordOptions, context: DiscordContext): Hono {
  const app = new Hono();
  const key = importPublicKey(options.publicKey);
  // A bad key is reported at start-up by the config; this keeps an unhandled rejection from ever escaping.
  key.catch(() => {});
  const handle = createInteractionHandler(options, context);

  app.post('/discord/interactions', async (c) => {
    const body = await c.req.text();
    const problem = await checkSignature(await key, {
      signature: c.req.header('x-signature-ed25519'),
      timestamp: c.req.header('x-signature-timestamp'),
      body,
      nowSeconds: context.date().getTime() / 1000,
    });
    if (problem) return unauthorized(WHY[problem]);
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch (error) {
      return c.json({ error: `Not an interaction: ${(error as Error).message}` }, 400);
    }
    // Checked by shape before any of it is used: 400 and one line at WARN, never an error with a stack.
    const shape = interactionShape(parsed);
    if (!shape.ok) {
      context.log({
        type: 'warn',
        time: context.date().toISOString(),
        method: 'POST',
        path: '/discord/interactions',
        message: `a signed interaction that is not one Discord documents: ${shape.why}`,
      });
      return c.json({ error: `Not an interaction: ${shape.why}` }, 400);
    }
    return c.json(await handle(shape.interaction, waitUntilOf(c), new URL(c.req.url).origin));
  });

  return app;
}

function unauthorized(detail: string): Response {
  return problemResponse(problemOf('invalid_signature', detail).problem);
}

/** The platform's `waitUntil` for this request (Cloudflare Workers and the like), or undefined (Node, Bun). */
function waitUntilOf(c: Context): Later | undefined {
  let ctx: { waitUntil(promise: Promise<unknown>): void } | undefined;
  try {
    ctx = c.executionCtx;
  } catch {
    return undefined; // Hono throws when the runtime gives no execution context.
  }
  return (task) => ctx.waitUntil(task());
}
