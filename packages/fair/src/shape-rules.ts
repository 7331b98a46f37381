import { isHex64 } from './hex.js';
import { checkClientSeed } from './hmac-source.js';

/** One problem with a value's shape: where (`outcome.tier`) and what. */
export interface ShapeIssue {
  readonly path: string;
  readonly message: string;
}

/** Checks a value and reports issues under a path. */
export type Rule = (value: unknown, path: string, issues: ShapeIssue[]) => void;

const typeName = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value;
const join = (path: string, key: string | number) =>
  typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A string of 1-max characters (Unicode code points). */
export const text =
  (max = 10_000): Rule =>
  (value, path, issues) => {
    if (typeof value !== 'string')
      issues.push({ path, message: `expected a string, got ${typeName(value)}` });
    else {
      const length = [...value].length;
      if (length < 1 || length > max)
        issues.push({ path, message: `expected 1-${max} characters, got ${length}` });
    }
  };

/** A whole number from `min`. */
export const whole =
  (min: number): Rule =>
  (value, path, issues) => {
    if (!Number.isSafeInteger(value) || (value as number) < min)
      issues.push({ path, message: `expected a whole number from ${min}, got ${JSON.stringify(value)}` });
  };

/** Exactly one of some values. */
export const oneOf =
  (...values: readonly unknown[]): Rule =>
  (value, path, issues) => {
    if (!values.includes(value))
      issues.push({
        path,
        message: `expected ${values.map((v) => JSON.stringify(v)).join(' or ')}, got ${JSON.stringify(value) ?? typeName(value)}`,
      });
  };

/** 64 lowercase hex digits. */
export const hex64: Rule = (value, path, issues) => {
  if (!isHex64(value)) issues.push({ path, message: 'expected 64 lowercase hexadecimal digits' });
};

/** A finite number. */
export const number: Rule = (value, path, issues) => {
  if (typeof value !== 'number' || !Number.isFinite(value))
    issues.push({ path, message: `expected a number, got ${typeName(value)}` });
};

export const boolean: Rule = (value, path, issues) => {
  if (typeof value !== 'boolean')
    issues.push({ path, message: `expected true or false, got ${typeName(value)}` });
};

/** Any JSON value (checked for JCS when the entry is hashed). */
export const anything: Rule = () => {};

/** A client seed: 1-128 code points of well-formed text. */
export const clientSeed: Rule = (value, path, issues) => {
  const problem = checkClientSeed(value);
  if (problem) issues.push({ path, message: problem });
};

/** One value or another: the first rule that reports nothing wins, else the first rule's issues. */
export const either =
  (...rules: Rule[]): Rule =>
  (value, path, issues) => {
    let first: ShapeIssue[] | undefined;
    for (const rule of rules) {
      const found: ShapeIssue[] = [];
      rule(value, path, found);
      if (found.length === 0) return;
      first ??= found;
    }
    issues.push(...(first ?? []));
  };

/** A list whose items all follow a rule. */
export const list =
  (item: Rule, minItems = 0): Rule =>
  (value, path, issues) => {
    if (!Array.isArray(value)) {
      issues.push({ path, message: `expected an array, got ${typeName(value)}` });
      return;
    }
    if (value.length < minItems) issues.push({ path, message: `expected at least ${minItems} item(s)` });
    for (const [i, v] of value.entries()) item(v, join(path, i), issues);
  };

/** An object with exactly these fields (`?` marks optional ones); an unknown field is an issue. */
export const object =
  (fields: Record<string, Rule>, optional: readonly string[] = []): Rule =>
  (value, path, issues) => {
    if (!isObject(value)) {
      issues.push({ path, message: `expected an object, got ${typeName(value)}` });
      return;
    }
    checkFields(value, path, fields, optional, issues);
  };

/** A map of names to values of one rule. */
export const record =
  (item: Rule): Rule =>
  (value, path, issues) => {
    if (!isObject(value)) {
      issues.push({ path, message: `expected an object, got ${typeName(value)}` });
      return;
    }
    for (const [key, v] of Object.entries(value)) item(v, join(path, key), issues);
  };

/** Checks the fields of an object against rules; unknown fields are refused, never ignored. */
export function checkFields(
  value: Record<string, unknown>,
  path: string,
  fields: Record<string, Rule>,
  optional: readonly string[],
  issues: ShapeIssue[],
): void {
  for (const [key, rule] of Object.entries(fields)) {
    if (Object.hasOwn(value, key) && value[key] !== undefined) rule(value[key], join(path, key), issues);
    else if (!optional.includes(key)) issues.push({ path: join(path, key), message: 'missing' });
  }
  for (const key of Object.keys(value)) {
    if (!Object.hasOwn(fields, key)) issues.push({ path: join(path, key), message: 'unknown field' });
  }
}
