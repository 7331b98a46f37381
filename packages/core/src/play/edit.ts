import type { FieldHints } from '../contract.js';
import { VerdictError } from '../errors.js';
import type { Registry } from '../registry.js';
import { validateWith } from '../validate.js';
import { recordPlay, replayRecord } from './record.js';
import type { EditClassification, PlaySession } from './types.js';

type Path = readonly (string | number)[];

/**
 * Classifies an edit of a test's input made during a play. 'labels': only fields that name things changed (a
 * character's or a modifier's name), so the play goes on with the new names ({@link relabelPlay}); 'rules':
 * anything else changed, so a frontend asks before restarting (and records the old play as abandoned);
 * 'none': nothing changed.
 *
 * A field is a label when the test's `ui` hint for its path says `role: 'label'`, or when it is a string field
 * called `name` or `label` (the convention every Verdict system follows). Adding or removing an entry of a list
 * (a modifier) changes the rules. Inputs are compared as given and, failing that, as the test parses them, so spelling
 * out a default (`maxRounds: 3` where 3 is the default) is not a change of the rules ('labels', with no paths).
 *
 * @example
 * classifyEdit(registry, { system: 'd20-roll-under', test: 'resist' }, before, { ...before, attacker: { ...a, name: 'Olaf' } });
 * // { kind: 'labels', paths: [['attacker', 'name']] }
 */
export function classifyEdit(
  registry: Registry,
  where: { readonly system: string; readonly test: string },
  before: unknown,
  after: unknown,
): EditClassification {
  const test = registry.test(where.system, where.test);
  const raw = classify(before, after, test.ui);
  if (raw.kind !== 'rules') return raw;
  // A field left out and the same field given its default are the same rules: when every rules change is a field
  // added or left out, compare what the test would get.
  const addedOrLeftOut = raw.paths.every(
    (path) => at(before, path) === undefined || at(after, path) === undefined,
  );
  if (!addedOrLeftOut) return raw;
  const parsedBefore = validateWith(test.input, before);
  const parsedAfter = validateWith(test.input, after);
  if (!parsedBefore.ok || !parsedAfter.ok) return raw;
  const parsed = classify(parsedBefore.value, parsedAfter.value, test.ui);
  return parsed.kind === 'rules' ? raw : { kind: 'labels', paths: parsed.paths };
}

function classify(before: unknown, after: unknown, hints: FieldHints | undefined): EditClassification {
  const changed: Path[] = [];
  diff(before, after, [], changed);
  if (changed.length === 0) return { kind: 'none', paths: [] };
  const rules = changed.filter((path) => !isLabel(path, before, after, hints));
  return rules.length === 0 ? { kind: 'labels', paths: changed } : { kind: 'rules', paths: rules };
}

/**
 * Applies an edit that changes only labels to a play: the same rolls played again with the new input, so the
 * play keeps its dice and rounds and its steps and outcome name the new names. Throws `invalid_input` (at
 * `input`, naming the fields) when the edit changes the rules.
 *
 * @example
 * play = relabelPlay(registry, play, { ...play.input, name: 'Olaf' });
 */
export function relabelPlay(registry: Registry, session: PlaySession, input: unknown): PlaySession {
  const edit = classifyEdit(registry, session, session.input, input);
  if (edit.kind === 'none') return session;
  if (edit.kind === 'rules') {
    const issues = edit.paths.map((path) => ({
      path: ['input', ...path],
      message: 'changes the rules: restart the play',
    }));
    throw new VerdictError('invalid_input', 'This edit changes the rules of the play: restart it', issues);
  }
  const record = recordPlay(registry, session);
  return replayRecord(registry, { ...record, input });
}

function diff(before: unknown, after: unknown, path: Path, out: Path[]): void {
  if (Object.is(before, after)) return;
  if (Array.isArray(before) && Array.isArray(after)) {
    if (before.length !== after.length) out.push(path);
    else for (const [i, item] of before.entries()) diff(item, after[i], [...path, i], out);
    return;
  }
  if (isObject(before) && isObject(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      diff(before[key], after[key], [...path, key], out);
    }
    return;
  }
  out.push(path);
}

function isLabel(path: Path, before: unknown, after: unknown, hints: FieldHints | undefined): boolean {
  const key = path.at(-1);
  if (typeof key !== 'string') return false;
  const hinted = hints?.[path.filter((p): p is string => typeof p === 'string').join('.')]?.role === 'label';
  const named = key === 'name' || key === 'label';
  return (hinted || named) && isTextOrAbsent(at(before, path)) && isTextOrAbsent(at(after, path));
}

function at(value: unknown, path: Path): unknown {
  let here = value;
  for (const key of path) here = isObject(here) || Array.isArray(here) ? (here as never)[key] : undefined;
  return here;
}

function isTextOrAbsent(value: unknown): boolean {
  return value === undefined || typeof value === 'string';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
