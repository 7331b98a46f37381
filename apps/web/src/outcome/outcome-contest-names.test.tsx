// A Mutual Contest's outcome read "Second party wins (critical)" with the facts "Result Failure, Winner Sven":
// it reads by the parties' names, in the rules' words otherwise ("Sven wins (critical)").
import { render, screen } from '@testing-library/react';
import { resolveTest } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { registry } from '../test/render-app.js';
import { OutcomeView } from './outcome-view.js';

describe('a contest outcome by its parties', () => {
  it('names the winner and says neither the result nor the winner again', () => {
    const request = {
      system: 'd20-roll-under',
      test: 'mutual-contest',
      input: {
        parties: [
          { name: 'Ragnhild', will: 12, wits: 13 },
          { name: 'Sven', will: 11, wits: 10 },
        ],
      },
      seed: 'saga',
    };
    const response = resolveTest(registry, request);
    const labels = registry.test('d20-roll-under', 'mutual-contest').labels;
    render(<OutcomeView response={response} title="Mutual Contest of Wills" labels={labels} />);
    const winner = response.outcome.parties![response.outcome.winner!]!;
    expect(screen.getByRole('heading', { level: 3 }).textContent).toMatch(new RegExp(`^${winner} wins`));
    const facts = [...document.querySelectorAll('.facts dt')].map((dt) => dt.textContent);
    expect(facts).not.toContain('Result');
    expect(facts).not.toContain('Winner');
  });

  // Issue 37, U5: the last step still read "Second party wins (critical) after 4 rounds". The logged step keeps the
  // rules' words (a room's verifier compares steps exactly); the page says it by name.
  it("says the winner by name in the steps' last line", () => {
    const response = resolveTest(registry, {
      system: 'd20-roll-under',
      test: 'mutual-contest',
      input: {
        parties: [
          { name: 'Ragnhild', will: 12, wits: 13 },
          { name: 'Sven', will: 11, wits: 10 },
        ],
      },
      seed: 'saga',
    });
    const labels = registry.test('d20-roll-under', 'mutual-contest').labels;
    render(<OutcomeView response={response} title="Mutual Contest of Wills" labels={labels} />);
    const steps = [...document.querySelectorAll('.steps li')].map((li) => li.textContent ?? '');
    const winner = response.outcome.parties![response.outcome.winner!]!;
    expect(steps.at(-1)).toMatch(new RegExp(`^${winner} wins.* after \\d+ rounds?$`));
    expect(steps.join(' | ')).not.toMatch(/First party|Second party/);
  });
});
