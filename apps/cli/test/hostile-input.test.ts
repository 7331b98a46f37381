// Issue 17 in the CLI: finding 6, a repeated field=value silently kept the last value and a misspelt field was
// ignored; finding 7, the CLI accepted seeds the API refuses and passed terminal escape sequences from names straight
// to the terminal.
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

const ESC = '\u001B';
const CSI = '\u009B';
const check = ['resolve', 'd20-roll-under', 'check'];

/** The control characters in a text, but the line breaks the CLI writes itself. */
const rawControls = (text: string) =>
  [...text].filter((c) => {
    const code = c.charCodeAt(0);
    return c !== '\n' && (code < 0x20 || (code >= 0x7f && code <= 0x9f));
  });

describe('the CLI against hostile input', () => {
  it('refuses a repeated field=value instead of keeping the last one', () => {
    const { code, stderr } = runCli([...check, 'value=12', 'value=13', '--dice', '5']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/Repeated field 'value' \('value=12' and 'value=13'\): give each field once/);
  });

  it('refuses a misspelt field, as the API does, with a did-you-mean', () => {
    const { code, stderr } = runCli([...check, 'value=12', 'modifers.0.amount=-3', '--dice', '11']);
    expect(code).toBe(2);
    expect(stderr).toContain("input.modifers: unknown field 'modifers': did you mean 'modifiers'?");
  });

  it.each([
    ['an empty seed', ''],
    ['a seed of 257 characters', 'x'.repeat(257)],
    ['a seed with an escape sequence', `olaf${ESC}[2J`],
  ])('refuses %s with the API rule, in resolve and roll', (_, seed) => {
    for (const args of [
      [...check, 'value=12'],
      ['roll', '2d6'],
    ]) {
      const { code, stdout, stderr } = runCli([...args, '--seed', seed]);
      expect(code).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toMatch(/^verdict: --seed: expected a seed/);
      expect(stderr).not.toContain(ESC);
    }
  });

  it('accepts any other seed of up to 256 characters', () => {
    const { code, stdout } = runCli(['roll', '2d6', '--seed', `Verdict 🎲 ${'x'.repeat(240)}`, '--json']);
    expect(code).toBe(0);
    expect(JSON.parse(stdout).seed).toHaveLength(251);
  });

  it('shows control characters in names and labels escaped, never raw', () => {
    const name = `Olaf${ESC}[2J${CSI}31m`;
    const { code, stdout } = runCli([
      ...check,
      'value=12',
      `name=${name}`,
      `modifiers.0.label=poor${ESC}]0;pwned${'\u0007'}`,
      'modifiers.0.amount=-3',
      '--dice',
      '15',
    ]);
    expect(code).toBe(0);
    expect(stdout).toContain('Olaf\\u001b[2J\\u009b31m');
    expect(stdout).toContain('poor\\u001b]0;pwned\\u0007');
    expect(rawControls(stdout)).toEqual([]);
  });

  it('keeps --json the same JSON value, with C1 control characters escaped too', () => {
    const name = `Olaf${ESC}[2J${CSI}31m`;
    const { code, stdout } = runCli([...check, 'value=12', `name=${name}`, '--dice', '15', '--json']);
    expect(code).toBe(0);
    expect(rawControls(stdout)).toEqual([]);
    expect(JSON.parse(stdout).steps[0].text).toBe(`${name} 12`);
  });
});
