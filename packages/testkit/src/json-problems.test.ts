import { describe, expect, it } from 'vitest';
import { jsonProblems } from './json-problems.js';

describe('jsonProblems', () => {
  it('accepts plain JSON, and undefined object properties (JSON leaves them out)', () => {
    expect(jsonProblems({ a: [1, 'x', null, true, { b: -0.5 }], c: undefined }, 'outcome')).toEqual([]);
    expect(jsonProblems(Object.assign(Object.create(null), { a: 1 }), 'outcome')).toEqual([]);
  });

  it('names every value JSON would change or refuse, with its path', () => {
    class Roll {
      face = 3;
    }
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(
      jsonProblems(
        {
          margin: Number.NaN,
          total: Number.POSITIVE_INFINITY,
          big: 10n,
          at: new Date(0),
          roll: new Roll(),
          faces: [1, undefined],
          fn: () => 1,
          circular,
        },
        'outcome',
      ),
    ).toEqual([
      'outcome.margin: NaN is not JSON (it becomes null)',
      'outcome.total: Infinity is not JSON (it becomes null)',
      'outcome.big: a bigint (10n) is not JSON (JSON.stringify throws)',
      'outcome.at: a Date is not JSON (use a plain object)',
      'outcome.roll: a Roll is not JSON (use a plain object)',
      'outcome.faces[1]: undefined is not JSON',
      'outcome.fn: a function is not JSON',
      'outcome.circular.self: a circular reference is not JSON',
    ]);
  });

  it('allows the same object twice when it is not circular', () => {
    const shared = { kind: 'note', text: 'x' };
    expect(jsonProblems({ a: shared, b: [shared] }, 'steps')).toEqual([]);
  });
});
