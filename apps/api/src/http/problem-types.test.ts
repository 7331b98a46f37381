// Every code the API can answer with has its row in core's problem table, and the API keeps no copy of it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findProblemType, PROBLEM_TYPES } from './problem-types.js';

const SRC = join(import.meta.dirname, '..');

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
    return /\.tsx?$/.test(entry.name) && !/\.test(-d)?\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const sources = sourceFiles(SRC).map((path) => ({
  path: relative(SRC, path),
  text: withoutComments(readFileSync(path, 'utf8')),
}));

describe("the API's problem codes", () => {
  it('are all in the table: every code thrown with problemOf or typed as a ProblemCode', () => {
    const used = new Set<string>();
    for (const { text } of sources) {
      for (const match of text.matchAll(/problemOf\(\s*'([a-z_]+)'/g)) used.add(match[1]!);
      for (const match of text.matchAll(/: ProblemCode = [^;]*/g)) {
        for (const code of match[0].matchAll(/'([a-z_]+)'/g)) used.add(code[1]!);
      }
    }
    expect(used.size).toBeGreaterThan(15);
    for (const code of used) expect(findProblemType(code), code).toBeDefined();
  });

  it('keep their titles only in core: no API source file spells a row out', () => {
    for (const { path, text } of sources) {
      const copied = PROBLEM_TYPES.filter((type) => text.includes(`title: '${type.title}'`));
      expect(
        copied.map((type) => type.code),
        path,
      ).toEqual([]);
    }
  });
});
