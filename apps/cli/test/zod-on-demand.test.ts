// zod loads only for an input that needs its words (issue 38): a valid input of a built-in test the build proved
// exact is checked against the build's JSON Schema, and the system's schemas are built on first use, so
// `verdict resolve` and `verdict odds` start without parsing zod; a wrong input loads it and gets its words.
// Which files load is what NODE_DEBUG=module names (zod is dist/zod.cjs, required on demand).
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

const traced = (args: readonly string[]) => runCli(args, { env: { NODE_DEBUG: 'module' } });

describe('zod in the built CLI', () => {
  it('is not loaded for a valid input of a built-in test', () => {
    for (const args of [
      ['resolve', 'd20-roll-under', 'check', 'value=12', '--seed', 'x', '--json'],
      ['odds', 'd20-roll-under', 'check', 'value=12', '--json'],
      [
        'resolve',
        'd20-roll-under',
        'mutual-contest',
        '--input',
        '{"parties":[{"will":12,"wits":10},{"will":11,"wits":14}]}',
        '--seed',
        'x',
      ],
    ]) {
      const run = traced(args);
      expect(run.code, `${args.join(' ')}: ${run.stderr}`).toBe(0);
      expect(run.stderr, args.join(' ')).not.toContain('zod.cjs');
    }
  });

  // t13 has tools: registering a system checks each tool's input, which the CLI answers from the build's manifest
  // (built-in-schemas.ts), so its tests' and tools' help loads no zod either.
  it("is not loaded by the other systems' exact tests, nor by a test's help (their schemas are built on first use)", () => {
    const damage = '{"parts":[{"label":"Longsword","count":1,"sides":8,"modifier":3,"type":"Slashing"}]}';
    for (const args of [
      ['resolve', '2d6-pool', 'check', 'rating=2', 'difficulty=8', '--seed', 'x', '--json'],
      ['odds', '2d6-pool', 'check', 'rating=2', 'difficulty=8', '--json'],
      ['resolve', 'srd52', 'damage', '--input', damage, '--seed', 'x', '--json'],
      ['odds', 'srd52', 'damage', '--input', damage],
      ['resolve', 'srd52', 'attack', '--help'],
      ['resolve', 't13', 'value', '--help'],
      ['odds', 't13', 'dice', '--help'],
      ['tool', 't13', 'boon-value', '--help'],
    ]) {
      const run = traced(args);
      expect(run.code, `${args.join(' ')}: ${run.stderr}`).toBe(0);
      expect(run.stderr, args.join(' ')).not.toContain('zod.cjs');
    }
  });

  // The review's §2: `odds <notation>` loaded every system (and t13's tools, zod) to learn its word names none.
  it('is not loaded by the odds of a notation, nor are the systems', () => {
    for (const args of [
      ['odds', '3d6'],
      ['odds', '4dF+2', '--json'],
      ['odds', 'd20'],
    ]) {
      const run = traced(args);
      expect(run.code, `${args.join(' ')}: ${run.stderr}`).toBe(0);
      expect(run.stderr, args.join(' ')).not.toContain('zod.cjs');
    }
    // A word that is no notation may be a misspelt system: its did-you-mean still names it.
    const misspelt = runCli(['odds', 't31']);
    expect(misspelt.code).toBe(2);
    expect(misspelt.stderr).toContain("'t13'");
  });

  it("is loaded for a wrong input, whose words are zod's and ours as before", () => {
    const wrong = traced(['resolve', 'd20-roll-under', 'check', 'value=120', '--seed', 'x']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('zod.cjs');
    expect(wrong.stderr).toContain('verdict: input.value: expected a value from -99 to 99');
  });
});
