import { readFileSync } from 'node:fs';
import { UsageError } from '../errors.js';
import { applyFieldPairs } from './field-pairs.js';

/** Where a command's input comes from: JSON text, a file (or `-` for stdin), and field=value pairs. */
export interface InputSources {
  readonly input?: string;
  readonly inputFile?: string;
  readonly pairs: readonly string[];
  /** Reads all of stdin (injected so tests need no real stdin). */
  readonly readStdin: () => string;
}

/**
 * Builds a test's input: the JSON of `--input` or `--input-file` (or `{}`), then each `field=value` on top.
 *
 * @example
 * readInput({ input: '{"value":12}', pairs: ['modifiers.0.amount=-3'], readStdin }, schema);
 */
export function readInput(sources: InputSources, schema: Record<string, unknown>): unknown {
  if (sources.input !== undefined && sources.inputFile !== undefined) {
    throw new UsageError('Unexpected --input with --input-file, expected one of them');
  }
  let base: unknown = {};
  if (sources.input !== undefined) base = parseJson(sources.input, '--input');
  if (sources.inputFile !== undefined) {
    const name = sources.inputFile === '-' ? 'stdin' : sources.inputFile;
    base = parseJson(readSource(sources.inputFile, sources.readStdin), `--input-file ${name}`);
  }
  if (sources.pairs.length === 0) return base;
  if (typeof base !== 'object' || base === null || Array.isArray(base)) {
    throw new UsageError('Unexpected field=value pairs on an input that is not a JSON object');
  }
  return applyFieldPairs(base, sources.pairs, schema);
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
    throw new UsageError(`${where}: expected JSON, ${(error as Error).message}`);
  }
}

/** Reads all of the process's stdin synchronously (for `--input-file -`). */
export function readProcessStdin(): string {
  try {
    return readFileSync(0, 'utf8');
  } catch (error) {
    throw new UsageError(
      `--input-file -: cannot read stdin (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    );
  }
}
