// Issue 38 (the review's §3): a notation error said `Unexpected end of notation at 5` with no echo of the notation
// and no guess at a d20-like typo. `roll` and `odds` now print the notation with a caret under the character, and
// @verdict/dice's suggestion as a did-you-mean.
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

describe('a notation error on the command line', () => {
  it.each([
    ['roll', 'd2o', "Unexpected 'o' at 3", ['  d2o', '    ^', "  Did you mean 'd20'?"]],
    ['roll', '2x6', "Unexpected 'x' at 2", ['  2x6', '   ^', "  Did you mean '2d6'?"]],
    ['odds', '1d20+', 'Unexpected end of notation at 6', ['  1d20+', '       ^', "  Did you mean '1d20'?"]],
    ['odds', '2d', 'Unexpected end of notation at 3', ['  2d', '    ^', "  Did you mean '2d6'?"]],
  ])(
    'verdict %s %s: the message, the notation, a caret and the did-you-mean',
    (command, notation, message, lines) => {
      const { code, stdout, stderr } = runCli([command, notation]);
      expect(code).toBe(2);
      expect(stdout).toBe('');
      const printed = stderr.trimEnd().split('\n');
      expect(printed[0]).toContain(message);
      expect(printed.slice(1)).toEqual(lines);
    },
  );

  it('puts the caret under the character without a guess where no small edit parses', () => {
    const { code, stderr } = runCli(['roll', '3d6kh5']);
    expect(code).toBe(2);
    expect(stderr.trimEnd().split('\n').slice(1)).toEqual(['  3d6kh5', '     ^']);
  });

  it('names the roll among several, with the caret under its own notation', () => {
    const { stderr } = runCli(['roll', '1d20', 'd2o']);
    expect(stderr).toContain("Roll 2 ('d2o', argument 2)");
    expect(stderr.trimEnd().split('\n').slice(1)).toEqual(['  d2o', '    ^', "  Did you mean 'd20'?"]);
  });

  it('gives the position and the suggestion in --json problems', () => {
    const { stdout } = runCli(['roll', 'd2o', '--json']);
    expect(JSON.parse(stdout)).toMatchObject({ code: 'invalid_notation', position: 3, suggestion: 'd20' });
  });
});
