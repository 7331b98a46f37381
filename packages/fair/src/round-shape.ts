/**
 * @module
 * The shapes of protocol 2's round-by-round entries and of their hidden parts (see `round-entries.ts`): every
 * field named, none unknown, the part either in the open or sealed, never both.
 */
import { common, dice, id, outcome, result, visibility } from './entry-shape.js';
import type { RoundType } from './round-entries.js';
import {
  anything,
  boolean,
  checkFields,
  clientSeed,
  hex64,
  isObject,
  list,
  number,
  object,
  oneOf,
  type Rule,
  type ShapeIssue,
  text,
  whole,
} from './shape-rules.js';

interface Shape {
  /** The fields besides the hidden part. */
  readonly fields: Record<string, Rule>;
  readonly optional: readonly string[];
  /** The hidden part's fields, in the open or sealed. */
  readonly part: Record<string, Rule>;
  readonly partOptional: readonly string[];
}

// Built on first use: `entry-shape.ts` and this file import each other.
let shapes: Record<RoundType, Shape> | undefined;
function shapesOf(): Record<RoundType, Shape> {
  if (shapes) return shapes;
  const step: Rule = (value, path, issues) => {
    if (!isObject(value)) issues.push({ path, message: 'expected a step object' });
    else text(100)(value.kind, `${path}.kind`, issues);
  };
  const recount = object({ index: whole(0), kept: boolean });
  shapes = {
    'rounds.started': {
      fields: { ...common, system: id, test: id, visibility, epoch: whole(1), request: whole(1) },
      // A gm or blind test seals its system and test (the room's rules check which: see sealsSubject).
      optional: ['system', 'test', 'request'],
      part: { input: anything },
      partOptional: [],
    },
    'round.choice': {
      fields: { ...common, of: whole(1), round: whole(1) },
      optional: [],
      part: { choices: anything },
      partOptional: [],
    },
    round: {
      fields: { ...common, of: whole(1), round: whole(1), epoch: whole(1), nonce: whole(0) },
      // Entered (physical) dice take no nonce and have no client seed.
      optional: ['nonce'],
      part: { clientSeed, dice, steps: list(step), previousDice: list(recount), outcome },
      // `outcome`: on the round that ends a test answering a hidden request only (the room's rules check it).
      partOptional: ['clientSeed', 'previousDice', 'outcome'],
    },
    'round.lapsed': {
      fields: { ...common, of: whole(1), round: whole(1), epoch: whole(1), nonce: whole(0) },
      optional: [],
      part: { clientSeed, noResult: oneOf('deadline', 'failed') },
      partOptional: [],
    },
    'rounds.ended': {
      fields: {
        ...common,
        of: whole(1),
        abandoned: oneOf(true),
        result: object({ result, label: text(), tier: number }),
      },
      optional: ['abandoned', 'result'],
      part: { outcome },
      partOptional: [],
    },
  };
  return shapes;
}

/** Problems with a round-by-round entry's shape (`hashed: false`: `hash` may be left out). */
export function roundShapeIssues(
  entry: Record<string, unknown>,
  options: { hashed?: boolean } = {},
): ShapeIssue[] {
  const type = entry.type as RoundType;
  const shape = shapesOf()[type];
  const issues: ShapeIssue[] = [];
  const abandoned = type === 'rounds.ended' && entry.abandoned !== undefined;
  const sealed = entry.sealed !== undefined;
  const fields = {
    ...shape.fields,
    ...(abandoned ? {} : sealed ? { sealed: hex64 } : shape.part),
  };
  const optional = [
    ...shape.optional,
    ...(sealed ? [] : shape.partOptional),
    ...(options.hashed === false ? ['hash'] : []),
  ];
  checkFields(entry, '', fields, optional, issues);
  if (type === 'rounds.ended' && entry.result !== undefined && !sealed)
    issues.push({ path: 'result', message: 'a public result goes with a sealed outcome only' });
  if (abandoned && entry.result !== undefined)
    issues.push({ path: 'result', message: 'an abandoned test has no result' });
  if (type === 'round' && !sealed && (entry.nonce !== undefined) !== (entry.clientSeed !== undefined))
    issues.push({
      path: 'clientSeed',
      message:
        entry.nonce === undefined
          ? 'a round of entered dice (no nonce) has no clientSeed'
          : 'a round of generated dice (it has a nonce) needs its clientSeed',
    });
  return issues;
}

/**
 * What the hidden part of a round-by-round entry holds: its type's part, or (`rounds.subject`: the start of a
 * protocol 2 `gm` or `blind` test, whose public entry names no system or test) the start's with them.
 */
export type RoundContentKind = RoundType | 'rounds.subject';

/** Problems with the hidden part of a sealed round-by-round entry, as a reveal publishes it. */
export function roundContentIssues(content: unknown, of: RoundContentKind, path = 'content'): ShapeIssue[] {
  const issues: ShapeIssue[] = [];
  const shape = shapesOf()[of === 'rounds.subject' ? 'rounds.started' : of];
  const subject: Record<string, Rule> = of === 'rounds.subject' ? { system: id, test: id } : {};
  // The sealed end of a test answering a hidden request says it was abandoned in its part, not in the open.
  const part =
    of === 'rounds.ended' && isObject(content) && content.abandoned !== undefined
      ? { abandoned: oneOf(true) }
      : shape.part;
  object({ ...subject, ...part, salt: hex64 }, [...shape.partOptional])(content, path, issues);
  return issues;
}
