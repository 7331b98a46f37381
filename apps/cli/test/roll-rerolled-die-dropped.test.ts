// A die rolled again whose new roll must be used (SRD 5.2's Heroic Inspiration) is shown dropped by the CLI's own
// dice text, as any dropped die is: no code for the system, only the engine's `kept: false`.
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

describe('verdict resolve: a die replaced by a reroll is shown dropped', () => {
  it('brackets the missed d20 and counts the rerolled 20', () => {
    const { code, stdout, stderr } = runCli([
      'resolve',
      'srd52',
      'attack',
      'abilityModifier=5',
      'ac=15',
      'heroicInspiration=true',
      '--dice',
      '3,20',
    ]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain('Critical Hit');
    expect(stdout).toMatch(/\(3\)/);
    expect(stdout).not.toMatch(/\(20\)/);
  });
});
