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
});
