// The CLI reads its problems' statuses and titles from core's table, the one the API answers with, and keeps
// no copy of any row.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { COMMAND_PROBLEM_TYPES, PROBLEM_TYPES } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { describeFailure, UsageError } from '../src/errors.js';
import { toProblem } from '../src/format/problem-json.js';

const SRC = join(import.meta.dirname, '../src');

/** The code without its comment lines (a doc comment's example may show a problem). */
function withoutComments(text: string): string {
  return text
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
    .join('\n');
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("the CLI's problem table", () => {
  it('is not copied: no CLI source file spells out a row of core’s table', () => {
    for (const path of sourceFiles(SRC)) {
      const text = withoutComments(readFileSync(path, 'utf8'));
      const copied = [...PROBLEM_TYPES, ...COMMAND_PROBLEM_TYPES].filter(
        (type) => text.includes(`title: '${type.title}'`) || text.includes(`${type.code}: { status`),
      );
      expect(
        copied.map((type) => type.code),
        relative(SRC, path),
      ).toEqual([]);
    }
  });

  it.each([...PROBLEM_TYPES, ...COMMAND_PROBLEM_TYPES].map((type) => [type.code, type] as const))(
    '%s: --json answers with the status and title of core’s row',
    (code, type) => {
      const problem = toProblem(describeFailure(new UsageError('detail', { code })));
      expect(problem).toMatchObject({ code, status: type.status, title: type.title });
    },
  );
});
