import { ROLES, VISIBILITIES } from './entries.js';
import { ALGORITHM, ALGORITHM_V2 } from './hmac-source.js';
import { isRoundType } from './round-entries.js';
import { type RoundContentKind, roundContentIssues, roundShapeIssues } from './round-shape.js';
import {
  anything,
  boolean,
  checkFields,
  clientSeed,
  either,
  hex64,
  isObject,
  list,
  number,
  object,
  oneOf,
  type Rule,
  record,
  type ShapeIssue,
  text,
  whole,
} from './shape-rules.js';

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?Z$/;
const at: Rule = (value, path, issues) => {
  if (typeof value !== 'string' || !ISO_UTC.test(value))
    issues.push({ path, message: 'expected an ISO 8601 UTC time such as 2026-12-01T00:00:00.000Z' });
};
export const id = text(200);
const name = text(100);
/** Who a request asks: "all", or a list of member ids. */
const to: Rule = (value, path, issues) => {
  if (value === 'all') return;
  if (Array.isArray(value)) list(id, 1)(value, path, issues);
  else issues.push({ path, message: 'expected "all" or a list of member ids' });
};
export const visibility = oneOf(...VISIBILITIES);
export const result = oneOf('success', 'failure', 'stalemate', 'unresolved');

/** The contract's Outcome: result, label, tier and effects, and whatever else the system adds. */
export const outcome: Rule = (value, path, issues) => {
  if (!isObject(value)) {
    issues.push({ path, message: 'expected an Outcome object' });
    return;
  }
  result(value.result, `${path}.result`, issues);
  text()(value.label, `${path}.label`, issues);
  number(value.tier, `${path}.tier`, issues);
  list(anything)(value.effects, `${path}.effects`, issues);
};

/** One die as the contract writes it; its face must fit its sides. */
const die: Rule = (value, path, issues) => {
  const found: ShapeIssue[] = [];
  object({
    sides: whole(1),
    face: whole(1),
    kept: boolean,
    group: text(),
    source: oneOf('generated', 'entered'),
  })(value, path, found);
  const d = value as { sides: number; face: number };
  if (found.length === 0 && d.face > d.sides)
    found.push({ path: `${path}.face`, message: `a d${d.sides} has no face ${d.face}` });
  issues.push(...found);
};
export const dice = list(die);

/** Protocol 2's counts of an ending epoch's generated rolls, by member id: each at least 1. */
const nonces = record(whole(1));

export const common = {
  seq: whole(1),
  prev: hex64,
  type: anything,
  at,
  by: either(oneOf(null), id),
  hash: hex64,
};
const rollCommon = {
  ...common,
  system: id,
  test: id,
  visibility,
  epoch: whole(1),
  nonce: whole(0),
  request: whole(1),
};

/** The fields of each entry type (and which are optional), per visibility for rolls. */
const SHAPES: Record<string, { fields: Record<string, Rule>; optional: string[] }> = {
  'room.opened': {
    fields: {
      ...common,
      room: object({ id, name }),
      protocol: oneOf(2),
      algorithm: oneOf(ALGORITHM, ALGORITHM_V2),
      epoch: oneOf(1),
      commitment: hex64,
      engine: object({ version: text(100) }),
      systems: record(text(100)),
    },
    optional: ['protocol'],
  },
  'member.joined': {
    fields: { ...common, member: object({ id, name, role: oneOf(...ROLES) }) },
    optional: [],
  },
  'roll.public': {
    fields: { ...rollCommon, clientSeed, input: anything, outcome, dice },
    optional: ['nonce', 'request', 'clientSeed'],
  },
  'roll.outcome': {
    fields: { ...rollCommon, result: object({ result, label: text(), tier: number }), sealed: hex64 },
    optional: ['nonce', 'request'],
  },
  'roll.hidden': { fields: { ...rollCommon, sealed: hex64 }, optional: ['nonce', 'request'] },
  // A gm or blind roll: protocol 2 seals its system and test, protocol 1 names them (the room's rules check
  // which, since they know the protocol: see sealsSubject).
  'roll.secret': {
    fields: { ...rollCommon, sealed: hex64 },
    optional: ['nonce', 'request', 'system', 'test'],
  },
  request: {
    fields: {
      ...common,
      to,
      system: id,
      test: id,
      visibility,
      note: text(500),
      input: anything,
      sealed: hex64,
      fixes: list(text(100)),
    },
    optional: ['note', 'input', 'sealed', 'fixes'],
  },
  reveal: { fields: { ...common, of: whole(1), content: anything }, optional: [] },
  'epoch.rotated': {
    fields: {
      ...common,
      epoch: whole(1),
      serverSeed: hex64,
      next: object({ epoch: whole(2), commitment: hex64 }),
      nonces,
    },
    optional: ['nonces'],
  },
  'room.closed': {
    fields: { ...common, epoch: whole(1), serverSeed: hex64, nonces },
    optional: ['nonces'],
  },
};

/**
 * Every problem with an entry's shape, by the protocol's table: missing, unknown or mistyped fields.
 * `hash` may be left out (an entry about to be hashed). Paths are the entry's fields (`outcome.tier`).
 */
export function entryShapeIssues(entry: unknown, options: { hashed?: boolean } = {}): ShapeIssue[] {
  const issues: ShapeIssue[] = [];
  if (!isObject(entry)) return [{ path: '', message: 'expected an entry object' }];
  const type = entry.type;
  if (isRoundType(type)) return roundShapeIssues(entry, options);
  if (typeof type !== 'string' || !Object.hasOwn(SHAPES, type === 'roll' ? 'roll.public' : type)) {
    return [{ path: 'type', message: `unknown entry type ${JSON.stringify(type)}` }];
  }
  let key = type;
  if (type === 'roll') {
    const v = entry.visibility;
    // A public answer to a request with a hidden input is sealed like a gm roll (see walkRoom).
    key =
      v === 'outcome'
        ? 'roll.outcome'
        : v === 'public' && entry.sealed === undefined
          ? 'roll.public'
          : v === 'gm' || v === 'blind'
            ? 'roll.secret'
            : 'roll.hidden';
  }
  const shape = SHAPES[key]!;
  const optional = options.hashed === false ? [...shape.optional, 'hash'] : shape.optional;
  checkFields(entry, '', shape.fields, optional, issues);
  if (type === 'request' && (entry.input === undefined) === (entry.sealed === undefined))
    issues.push({ path: 'input', message: 'a request has either input or sealed, not both and not neither' });
  if (key === 'roll.public' && (entry.nonce !== undefined) !== (entry.clientSeed !== undefined)) {
    const message =
      entry.nonce === undefined
        ? 'a roll of entered dice (no nonce) has no clientSeed'
        : 'a roll of generated dice (it has a nonce) needs its clientSeed';
    issues.push({ path: 'clientSeed', message });
  }
  return issues;
}

const rollContent = object({ clientSeed, input: anything, outcome, dice, salt: hex64 }, ['clientSeed']);
const subjectContent = object(
  { system: id, test: id, clientSeed, input: anything, outcome, dice, salt: hex64 },
  ['clientSeed'],
);
const requestContent = object({ input: anything, salt: hex64 });

/**
 * What a hidden part holds: a request's input; a roll's draw and result; or (`roll.subject`, a protocol 2
 * `gm` or `blind` roll, whose public entry names no system or test) those with its system and test.
 */
export type ContentKind = 'roll' | 'roll.subject' | 'request';

/** Problems with the hidden part of a sealed roll or request, as a reveal publishes it. */
export function contentShapeIssues(
  content: unknown,
  of: ContentKind | RoundContentKind,
  path = 'content',
): ShapeIssue[] {
  if (of !== 'roll' && of !== 'roll.subject' && of !== 'request')
    return roundContentIssues(content, of, path);
  const issues: ShapeIssue[] = [];
  (of === 'roll' ? rollContent : of === 'roll.subject' ? subjectContent : requestContent)(
    content,
    path,
    issues,
  );
  return issues;
}
