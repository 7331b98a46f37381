// `verdict roll 2d6 +3` made two rolls (2d6, then the constant 3) and exited 0: a modifier typed after a space is
// almost certainly part of the roll before it, so it is refused with the notation to type instead.
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

describe('verdict roll: a modifier typed as its own argument', () => {
  it.each([
    [
      ['2d6', '+3'],
      "Unexpected argument '+3': it reads as part of '2d6'; write '2d6+3' (each argument is one roll)",
    ],
    // N12: `-1` read as an unknown option, and the advice to put it after '--' led to this message only then.
    [
      ['2d6', '-1'],
      "Unexpected argument '-1': it reads as part of '2d6'; write '2d6-1' (each argument is one roll)",
    ],
    [
      ['2d6', '-1', '--seed', 'x'],
      "Unexpected argument '-1': it reads as part of '2d6'; write '2d6-1' (each argument is one roll)",
    ],
    [
      ['1d20', '3d6', '*2'],
      "Unexpected argument '*2': it reads as part of '3d6'; write '3d6*2' (each argument is one roll)",
    ],
  ])('refuses %j, suggesting the notation without the space', (args, message) => {
    const { code, stdout, stderr } = runCli(['roll', ...args]);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain(message);
  });

  it('still rolls separate notations, and a lone constant', () => {
    expect(runCli(['roll', '2d6', '3', '--dice', '6,6', '--total'])).toMatchObject({
      code: 0,
      stdout: '12\n3\n',
    });
    expect(runCli(['roll', '+3', '--total'])).toMatchObject({ code: 0, stdout: '3\n' });
    expect(runCli(['roll', '2d6+3', '--dice', '1,2', '--total'])).toMatchObject({ code: 0, stdout: '6\n' });
  });
});
