import type { InputIssue } from '@verdict/core';

/** What a tool computed: lines to show, or the problems with its input. */
export type ToolResult =
  | { readonly ok: true; readonly lines: readonly string[] }
  | { readonly ok: false; readonly issues: readonly InputIssue[] };

/**
 * A small calculator a system offers beside its tests (T13: the Value of a Boon). The app draws its form from
 * `inputSchema` like a test's, so it knows nothing of the system behind it. Tools come from the composition root.
 */
export interface ToolV1 {
  /** The system whose page shows it. */
  readonly system: string;
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** JSON Schema (2020-12) of its input. */
  readonly inputSchema: Record<string, unknown>;
  /** The input it starts from. */
  readonly initial: Record<string, unknown>;
  readonly run: (input: unknown) => ToolResult;
}

/** Reads an integer field of a tool's input, or says what is wrong with it. */
export function readInteger(
  input: unknown,
  key: string,
  range: { min?: number; max?: number } = {},
): { value: number } | { issue: InputIssue } {
  const raw =
    typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[key] : undefined;
  if (typeof raw !== 'number' || !Number.isInteger(raw)) {
    return {
      issue: {
        path: [key],
        message: `Expected a whole number, got ${raw === undefined ? 'nothing' : JSON.stringify(raw)}`,
      },
    };
  }
  if (range.min !== undefined && raw < range.min) {
    return { issue: { path: [key], message: `Too small: expected at least ${range.min}` } };
  }
  if (range.max !== undefined && raw > range.max) {
    return { issue: { path: [key], message: `Too big: expected at most ${range.max}` } };
  }
  return { value: raw };
}
