// Each part of a request's input is checked on its own fields (the other part's fields, missing from it, are
// no issue), then the merged input whole.
import { describe, expect, it } from 'vitest';
import { registry } from '../test-support/build-room.js';
import { answerPartIssues, mergedInputFits, requestPartIssues } from './request-parts.js';

const test = registry.test('2d6-pool', 'check');
const fixes = ['difficulty'];
const fields = (issues: readonly { readonly path: readonly (string | number)[] }[]) =>
  issues.map((issue) => issue.path.join('/'));

describe("a request's parts", () => {
  it("checks the GM's part on the fields it fixes only", () => {
    expect(requestPartIssues(test, { difficulty: 8 }, fixes)).toEqual([]);
    expect(fields(requestPartIssues(test, { difficulty: 'hard' }, fixes))).toEqual(['difficulty']);
    // A fixed field missing is the GM's issue; the player's fields, missing too, are not.
    expect(fields(requestPartIssues(test, {}, fixes))).toEqual(['difficulty']);
  });

  it("checks an answer's part on its own fields only", () => {
    expect(answerPartIssues(test, { attribute: 'might', rating: 2 }, fixes)).toEqual([]);
    expect(fields(answerPartIssues(test, { attribute: 'might', rating: 'two' }, fixes))).toEqual(['rating']);
    expect(fields(answerPartIssues(test, undefined, fixes))).toEqual(['rating']);
    // The fixed field is missing from the answer's part: not its issue.
    expect(fields(answerPartIssues(test, { attribute: 'might', rating: 2 }, fixes))).not.toContain(
      'difficulty',
    );
  });

  it('checks the merged input whole, schema and limits', () => {
    expect(mergedInputFits(test, { attribute: 'might', rating: 2, difficulty: 8 })).toBe(true);
    expect(mergedInputFits(test, { attribute: 'might', rating: 2 })).toBe(false);
    expect(mergedInputFits(test, { attribute: 'might', rating: 2, difficulty: 'hard' })).toBe(false);
  });
});
