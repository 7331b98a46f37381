// Issue 38 (N13): on the play screen a contest's table too wide for the panel turns into records, which read
// `Label: Attacker wins (critical)`, `Text: ...`, `Result: success`, `Tier: 2`: raw field names. A record is now
// headed by the ending's name alone, and the result and tier codes are left out (the form's odds tables).
import { oddsTest } from '@verdict/core';
import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { SCREEN_TEST_TIMEOUT_MS } from '../../test/ink-screen.js';
import { createAppRegistry } from '../registry.js';
import { OddsView } from './odds-view.js';

const registry = createAppRegistry();

describe("the play screen's odds records", { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it("head each row by the ending's name, with no Label:, Result: or Tier: line", async () => {
    const odds = oddsTest(registry, {
      system: 'd20-roll-under',
      test: 'directed-contest',
      input: { attacker: { will: 12 }, target: { will: 11 } },
    });
    const labels = registry.test('d20-roll-under', 'directed-contest').labels;
    const app = render(<OddsView odds={odds} issues={[]} height={400} width={40} labels={labels} />);
    const shown = app.lastFrame() ?? '';
    expect(shown).toContain('Attacker stunned');
    expect(shown).toMatch(/^Attacker wins \(critical\)$/m);
    expect(shown).not.toMatch(/^\s*(Label|Result|Tier):/m);
    app.unmount();
  });
});
