/**
 * The first place two JSON values differ, as a path (`outcome.rounds[2].faces[1]`) and both values, so a
 * failure can say exactly which field the rules and the log disagree on.
 */

/** Where two values first differ, and what each holds there (`undefined` when one lacks the field). */
export interface Difference {
  readonly path: string;
  readonly rules: unknown;
  readonly log: unknown;
}

/**
 * The first difference between what the rules give and what the log says, walking objects by the rules'
 * member order (then the log's extra members) and arrays by index; undefined when they are equal.
 *
 * @example
 * firstDifference({ kept: [6, 5] }, { kept: [6, 4] }, 'outcome'); // { path: 'outcome.kept[1]', rules: 5, log: 4 }
 */
export function firstDifference(rules: unknown, log: unknown, path: string): Difference | undefined {
  if (Array.isArray(rules) && Array.isArray(log)) {
    for (let i = 0; i < Math.max(rules.length, log.length); i++) {
      const found = firstDifference(rules[i], log[i], `${path}[${i}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (isPlain(rules) && isPlain(log)) {
    const keys = [...Object.keys(rules), ...Object.keys(log).filter((key) => !Object.hasOwn(rules, key))];
    for (const key of keys) {
      const found = firstDifference(rules[key], log[key], `${path}.${key}`);
      if (found) return found;
    }
    return undefined;
  }
  return Object.is(rules, log) || (rules === 0 && log === 0) ? undefined : { path, rules, log };
}

/** `outcome.kept[1]: rules 5, log 4`, values as JSON (`absent` for a missing field). */
export function differenceText(difference: Difference): string {
  return `${difference.path}: rules ${valueText(difference.rules)}, log ${valueText(difference.log)}`;
}

function valueText(value: unknown): string {
  if (value === undefined) return 'absent';
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

function isPlain(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
