import type { InputIssue } from '@verdict/core';
import type { JsonSchema } from './json-schema.js';

/** What every field widget gets: its schema, its value, where it sits, and the problems found with the input. */
export interface FieldProps {
  readonly schema: JsonSchema;
  /** The whole schema, to follow `$ref`s. */
  readonly root: JsonSchema;
  /** The field's value; undefined when absent. */
  readonly value: unknown;
  /** Sets the value; undefined removes an optional field. */
  readonly onChange: (value: unknown) => void;
  /** Path from the input's root, as the engine's issues name it. */
  readonly path: readonly (string | number)[];
  readonly label: string;
  /** Help text shown under the label (the schema's description, or a hint). */
  readonly help?: string | undefined;
  readonly required: boolean;
  /** Every problem with the whole input; each field shows its own. */
  readonly issues: readonly InputIssue[];
  /** Prefix of element ids, unique per form. */
  readonly idPrefix: string;
  /** Hide the label (a row whose heading already says what it is). */
  readonly bare?: boolean;
}

/** A DOM id for a path. */
export function fieldId(prefix: string, path: readonly (string | number)[]): string {
  return [prefix, ...path].join('-').replace(/[^A-Za-z0-9_-]/g, '_');
}

/** The problems whose path is exactly this field's. */
export function issuesAt(issues: readonly InputIssue[], path: readonly (string | number)[]): InputIssue[] {
  return issues.filter(
    (issue) => issue.path.length === path.length && issue.path.every((p, i) => String(p) === String(path[i])),
  );
}

/** The problems at this field or anywhere inside it. */
export function issuesUnder(issues: readonly InputIssue[], path: readonly (string | number)[]): InputIssue[] {
  return issues.filter(
    (issue) => issue.path.length >= path.length && path.every((p, i) => String(p) === String(issue.path[i])),
  );
}
