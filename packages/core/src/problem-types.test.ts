import { describe, expect, it } from 'vitest';
import type { VerdictErrorCode } from './errors.js';
import {
  COMMAND_PROBLEM_TYPES,
  commandProblemType,
  findProblemType,
  PROBLEM_TYPES,
} from './problem-types.js';

// Every engine code, spelled out: `satisfies` makes tsc fail when a code is added to VerdictErrorCode
// without being listed here (and so without this test checking it has a row).
const ENGINE_CODES = {
  unknown_system: true,
  unknown_test: true,
  unknown_tool: true,
  invalid_input: true,
  invalid_state: true,
  invalid_system: true,
  unsupported_api_version: true,
  duplicate_system: true,
  invalid_notation: true,
  dice_exhausted: true,
  dice_left_over: true,
  face_out_of_range: true,
  limit_exceeded: true,
} as const satisfies Record<VerdictErrorCode, true>;

describe('the problem table', () => {
  it('has one row per code, across the API and the command line', () => {
    const codes = [...PROBLEM_TYPES, ...COMMAND_PROBLEM_TYPES].map((type) => type.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('gives every engine error code a status, a title and help', () => {
    for (const code of Object.keys(ENGINE_CODES)) {
      const type = findProblemType(code) ?? COMMAND_PROBLEM_TYPES.find((t) => t.code === code);
      expect(type, code).toBeDefined();
      expect(type!.title.length, code).toBeGreaterThan(0);
      expect(type!.help.length, code).toBeGreaterThan(0);
    }
  });

  it('answers a command line with the API row when the API has one, else its own, else a usage error', () => {
    expect(commandProblemType('invalid_notation')).toBe(findProblemType('invalid_notation'));
    expect(commandProblemType('unknown_character')).toMatchObject({
      status: 404,
      title: 'Unknown character',
    });
    expect(commandProblemType('no_such_code')).toMatchObject({ code: 'usage_error', status: 400 });
  });

  it('lists the API rows in order of status', () => {
    const statuses = PROBLEM_TYPES.map((type) => type.status);
    expect(statuses).toEqual([...statuses].sort((a, b) => a - b));
  });
});
