import { fstatSync, readFileSync } from 'node:fs';
import { UsageError } from '../errors.js';
import { applyFieldPairs } from './field-pairs.js';
import { readToEnd } from './read-stdin.js';

/**
 * Where a command's input comes from: a saved character, JSON text, a file (or `-` for stdin), stdin when it is
 * piped and nothing else is given, and field=value pairs (a lone `-` among them: stdin).
 */
export interface InputSources {
  readonly input?: string;
  readonly inputFile?: string;
  readonly pairs: readonly string[];
  /** Reads all of stdin (injected so tests need no real stdin). */
  readonly readStdin: () => string;
  /** Stdin is a pipe or a file: read when no input at all is given. */
  readonly stdinPiped?: boolean;
  /** A saved character's input (`--character`): the base, under everything given. */
  readonly character?: { readonly name: string; readonly input: unknown };
}

/**
 * Builds a test's input, each layer over the one before (objects merged, anything else replaced): a saved
 * character's input, then the JSON of `--input`, `--input-file` or stdin (`-`; or, when stdin is piped and no
 * input is given at all, stdin read anyway), then each `field=value`.
 *
 * @example
 * readInput({ input: '{"value":12}', pairs: ['modifiers.0.amount=-3'], readStdin }, schema);
 */
export function readInput(sources: InputSources, schema: Record<string, unknown>): unknown {
  const dashes = sources.pairs.filter((pair) => pair === '-').length;
  const pairs = sources.pairs.filter((pair) => pair !== '-');
  const given = [
    sources.input !== undefined && '--input',
    sources.inputFile !== undefined && '--input-file',
    dashes > 0 && "'-' (stdin)",
  ].filter((flag): flag is string => flag !== false);
  if (given.length > 1 || dashes > 1) {
    throw new UsageError(`Unexpected ${given.join(' with ')}, expected one of them`);
  }
  let json: unknown;
  if (sources.input !== undefined) json = parseJson(sources.input, '--input');
  if (sources.inputFile !== undefined) {
    const name = sources.inputFile === '-' ? 'stdin' : sources.inputFile;
    json = parseJson(readSource(sources.inputFile, sources.readStdin), `--input-file ${name}`);
  }
  if (dashes > 0) json = parseJson(sources.readStdin(), 'stdin');
  // Piped with nothing else given: `echo '{"value":12}' | verdict resolve d20-roll-under check`. Never with
  // pairs or a character, so a command inside `while read ...; done < file` does not eat the loop's input.
  if (given.length === 0 && pairs.length === 0 && !sources.character && sources.stdinPiped) {
    const text = sources.readStdin();
    if (text.trim() !== '') json = parseJson(text, 'stdin');
  }
  let base: unknown = sources.character?.input ?? {};
  if (json !== undefined) base = sources.character ? mergeInput(base, json) : json;
  if (pairs.length === 0) return base;
  if (typeof base !== 'object' || base === null || Array.isArray(base)) {
    throw new UsageError('Unexpected field=value pairs on an input that is not a JSON object');
  }
  return applyFieldPairs(base, pairs, schema);
}

/**
 * `over` laid on `under`: objects merged key by key, anything else (a number, a list) replaced.
 *
 * @example
 * mergeInput({ value: 12, name: 'Olaf' }, { value: 9 }); // { value: 9, name: 'Olaf' }
 */
export function mergeInput(under: unknown, over: unknown): unknown {
  if (!isObject(under) || !isObject(over)) return over;
  const merged: Record<string, unknown> = { ...under };
  for (const [key, value] of Object.entries(over)) {
    // Defined, not assigned: a JSON key '__proto__' stays a plain key (and is refused by the schema).
    Object.defineProperty(merged, key, {
      value: Object.hasOwn(under, key) ? mergeInput(under[key], value) : value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return merged;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Whether the process's stdin is a pipe, a file or a socket (a shell's `|` is a pipe; a program that spawns
 * `verdict` with piped stdio, as Node's child_process does, gives a socket), not a terminal, /dev/null or closed.
 */
export function stdinIsPiped(): boolean {
  try {
    const stat = fstatSync(0);
    return stat.isFIFO() || stat.isFile() || stat.isSocket();
  } catch {
    return false;
  }
}

function readSource(file: string, readStdin: () => string): string {
  if (file === '-') return readStdin();
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new UsageError(`--input-file: cannot read '${file}' (${code})`);
  }
}

function parseJson(text: string, where: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${where}: expected JSON, ${(error as Error).message}`, {
      code: 'malformed_json',
      issues: [{ path: ['input'], message: `expected JSON, ${(error as Error).message}` }],
    });
  }
}

/** Reads all of the process's stdin, to its end (for `-`, `--input-file -` and piped input). */
export function readProcessStdin(): string {
  try {
    return readToEnd(0);
  } catch (error) {
    throw new UsageError(`cannot read stdin (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
}
