// Issue 39: `verdict odds <system> <test> field=value ...` takes a list of scalars written short (a list of one by
// itself: `advantage=help`), from the schema like every field: the SRD 5.2 digest's attack line gives its figure.
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

describe('verdict odds with field=value pairs', () => {
  it('reads advantage=help as a list of one source: +5 against AC 15 with Advantage hits 319/400', () => {
    const { code, stdout, stderr } = runCli([
      'odds',
      'srd52',
      'attack',
      'abilityModifier=5',
      'ac=15',
      'advantage=help',
    ]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(/Hit \(any\)\s+79\.8%\s+319\/400/);
  });

  it('reads several sources by ;, and they cancel Disadvantage as the rules say', () => {
    const { code, stdout } = runCli([
      'odds',
      'srd52',
      'attack',
      'abilityModifier=5',
      'ac=15',
      'advantage=help;flanking',
      'disadvantage=prone',
      '--json',
    ]);
    expect(code).toBe(0);
    const odds = JSON.parse(stdout);
    expect(odds.headline.find((h: { key: string }) => h.key === 'hit').fraction).toBe('11/20');
  });
});
