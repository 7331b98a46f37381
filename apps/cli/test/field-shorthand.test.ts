// The list shorthand of @verdict/form on the command line, as in the Discord app's `fields` option.
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

describe('verdict resolve with a list written short', () => {
  it('reads modifiers=-3:poor tackle as [{ amount: -3, label: "poor tackle" }]', () => {
    const { code, stdout, stderr } = runCli([
      'resolve',
      'd20-roll-under',
      'check',
      'value=12',
      'modifiers=-3:poor tackle;+1:dusk',
      '--dice',
      '15',
      '--json',
    ]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const body = JSON.parse(stdout);
    // Olaf: Fishing 12, -3 poor tackle, +1 dusk: effective 10; a 15 fails by 5.
    expect(body.outcome).toMatchObject({ label: 'Failure', margin: -5 });
    expect(body.steps.map((s: { text: string }) => s.text)).toEqual(
      expect.arrayContaining(['poor tackle: -3', 'dusk: +1']),
    );
  });
});
