import { UsageError } from '../errors.js';
import { terminalText } from '../format/terminal-text.js';

/** What an export names itself (`format`): anything else handed to `verdict verify` is not an export. */
const EXPORT_FORMAT = 'verdict-room-log';
const BEGINS = 40;

/**
 * The export read from `text`, or a usage error (exit 2) saying what came in instead: empty input, text that
 * is not JSON, or JSON that is not a room export (no `"format": "verdict-room-log"`). An export that names its
 * format is returned whatever else it holds: what is wrong inside it is a failed check (exit 4), not usage.
 *
 * @example
 * exportFrom('', 'stdin'); // throws "stdin is empty: nothing to verify (did the command before the pipe fail? …)"
 */
export function exportFrom(text: string, source: string): unknown {
  const where = terminalText(source);
  if (text.trim() === '') {
    const hint =
      source === 'stdin'
        ? ' (did the command before the pipe fail? e.g. verdict room export, whose message is above)'
        : '';
    throw notAnExport(`${where} is empty: nothing to verify${hint}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    const begins = text.trim().split('\n')[0]!.slice(0, BEGINS);
    throw notAnExport(`${where} is not JSON (it begins '${terminalText(begins)}'): nothing to verify`);
  }
  if (isObject(value) && value.format === EXPORT_FORMAT) return value;
  throw notAnExport(`${where} is JSON but not a room export: ${what(value)}`);
}

function notAnExport(message: string): UsageError {
  return new UsageError(`${message}\nA room's export comes from: verdict room export > room.json`);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A few words on a JSON value that is not an export. */
function what(value: unknown): string {
  if (Array.isArray(value)) return `an array of ${value.length} ${value.length === 1 ? 'item' : 'items'}`;
  if (value === null) return 'null';
  if (!isObject(value)) return `a ${typeof value}`;
  const keys = Object.keys(value);
  const shown = keys.slice(0, 5).map((key) => terminalText(key));
  if (keys.length > 5) shown.push('…');
  const format =
    'format' in value
      ? `"format": ${terminalText(JSON.stringify(value.format))}, not "${EXPORT_FORMAT}"`
      : `no "format": "${EXPORT_FORMAT}"`;
  return keys.length === 0 ? `an empty object` : `an object with ${shown.join(', ')} and ${format}`;
}
