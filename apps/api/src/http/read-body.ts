import type { Context } from 'hono';
import type { z } from 'zod';
import { problemOf } from './errors.js';
import { toPointer } from './problem.js';

/** The body as parsed JSON (`raw`, passed on to the engine untouched) and as checked by the route's schema. */
export interface ReadBody<T> {
  readonly raw: Record<string, unknown>;
  readonly body: T;
}

/**
 * Reads the request body as JSON and checks it against the route's schema: malformed JSON is a 400,
 * a body of the wrong shape a 422 naming each field by JSON Pointer. `JSON.parse` makes `__proto__`
 * an own property, never a prototype, and the strict schemas refuse unknown keys, so nothing is polluted.
 *
 * @example
 * const { body } = await readBody(c, rollBody);
 */
export async function readBody<T>(c: Context, schema: z.ZodType<T>): Promise<ReadBody<T>> {
  const text = await c.req.text();
  if (text.trim() === '') {
    throw problemOf('malformed_json', 'The body is empty: expected a JSON object', [
      { path: '', message: 'expected a JSON object' },
    ]);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    const message = error instanceof SyntaxError ? error.message : 'not valid JSON';
    throw problemOf('malformed_json', `The body is not valid JSON: ${message}`, [{ path: '', message }]);
  }
  const checked = schema.safeParse(raw);
  if (!checked.success) {
    const errors = checked.error.issues.map((issue) => ({
      path: toPointer(issue.path),
      message: issue.message,
    }));
    const detail = errors.map((e) => `${e.path || '(body)'}: ${e.message}`).join('; ');
    throw problemOf('invalid_body', detail, errors);
  }
  return { raw: raw as Record<string, unknown>, body: checked.data };
}
