// Issue 39: `verdict systems` says what each system is in its own words: its description, with the attribution its
// license requires (SRD 5.2's, word for word), from the manifest like every other system.
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

describe('verdict systems', () => {
  it("shows each system's description, SRD 5.2's attribution statement included", () => {
    const { code, stdout } = runCli(['systems']);
    expect(code).toBe(0);
    const flat = stdout.replace(/\s+/g, ' ');
    expect(flat).toContain('srd52 SRD 5.2 (5E compatible)');
    expect(flat).toContain(
      'This work includes material from the System Reference Document 5.2 (“SRD 5.2”) by Wizards of the Coast LLC',
    );
    expect(flat).toContain('licensed under the Creative Commons Attribution 4.0 International License');
  });
});
