import { escapeControl } from '@verdict/core';

/**
 * User text as the terminal may show it: every control character escaped (`\u001b`), so a name, a label, a note or
 * a saved character's name can neither move the cursor, clear or recolour the screen, nor forge a line. The one
 * escaping function of the CLI: commands and the interactive screen show user text only through it (or
 * {@link terminalSafe}).
 *
 * @example
 * terminalText('Olaf\u001b[2J'); // 'Olaf\\u001b[2J'
 */
export function terminalText(text: string): string {
  return escapeControl(text);
}

/**
 * A copy of a value with every string in it passed through {@link terminalText}, keys too: for the engine's
 * responses and manifests before they are formatted for the terminal.
 *
 * @example
 * formatOutcome(terminalSafe(resolveTest(registry, request)), palette);
 */
export function terminalSafe<T>(value: T): T {
  return safe(value, 0) as T;
}

function safe(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return terminalText(value);
  if (typeof value !== 'object' || value === null || depth > 64) return value;
  if (Array.isArray(value)) return value.map((item) => safe(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [terminalText(k), safe(v, depth + 1)]));
}

// C1 control characters, which JSON.stringify leaves as they are (it escapes only C0 ones).
const C1 = /[\u007F-\u009F]/g;

/**
 * JSON text with the C1 control characters escaped too (`\u009b`): the same JSON value, safe to print to a terminal.
 *
 * @example
 * terminalJson({ name: 'a\u009bb' }); // '{"name":"a\\u009bb"}'
 */
export function terminalJson(value: unknown, indent?: number): string {
  return JSON.stringify(value, null, indent).replace(
    C1,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
