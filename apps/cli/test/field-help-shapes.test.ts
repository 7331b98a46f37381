// Issue 38, N14: a test's field help tells alternatives apart. T13's contribution is a Boon or a Value and its
// opposing side a side or a Difficulty: the union's line names the shapes, each field the shape it belongs to.
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

describe('verdict resolve <system> <test> --help: either/or fields', () => {
  it("names a union's shapes and marks each field of one shape", () => {
    // Wide enough for one line a field: how the lines wrap at 80 is field-help-width.test.ts's.
    const { code, stdout } = runCli(['resolve', 't13', 'value', '--help'], { env: { COLUMNS: '250' } });
    expect(code).toBe(0);
    const line = (path: string) => stdout.split('\n').find((l) => l.trim().split(/\s+/)[0] === path) ?? '';
    expect(line('tested.contributions.N')).toMatch(/either \{boon\} or \{value\}\s+required/);
    expect(line('tested.contributions.N.boon')).toMatch(/required in \{boon\}/);
    expect(line('tested.contributions.N.value')).toMatch(/required in \{value\}/);
    expect(line('opposing')).toMatch(/either \{contributions\} or \{difficulty\}\s+required/);
    expect(line('opposing.difficulty')).toMatch(/required in \{difficulty\}/);
    expect(line('opposing.contributions')).toMatch(/required in \{contributions\}/);
    expect(stdout).not.toContain('object | object');
  });
});
