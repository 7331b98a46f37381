import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '../app/app.js';
import { HeldWorker } from '../test/held-worker.js';
import { registry } from '../test/render-app.js';
import { OddsWorkerContext } from './odds-worker-context.js';

/** The phone's action bar line, as read (the same element is there on a wide screen, hidden by CSS). */
const summary = () => document.querySelector('.action-bar-summary')?.textContent;

/** Lets the worker made last answer its oldest request, and React take the answer. */
const answer = (worker = HeldWorker.latest) => act(async () => worker.answerNext());

describe("the action bar's one-line odds", () => {
  it('says the odds are being computed, never an earlier input’s numbers as if current', async () => {
    HeldWorker.made = [];
    render(
      <OddsWorkerContext value={() => new HeldWorker()}>
        <App registry={registry} />
      </OddsWorkerContext>,
    );
    // The first odds are on their way: not a request to fix an input that is fine.
    expect(summary()).toBe('Computing the odds…');
    await answer();
    // Olaf: Fishing 12, -3: effective 9, a success on 1 to 9.
    expect(summary()).toBe('Odds: Success 45.0% · Failure 55.0%');

    fireEvent.change(screen.getByLabelText(/^Skill/), { target: { value: '15' } });
    expect(summary()).toBe('Computing the odds…');
    expect(summary()).not.toMatch(/45\.0%/);
    expect(document.querySelector('.odds-summary')?.getAttribute('aria-busy')).toBe('true');
    await answer();
    // 15 - 3 = 12: a success on 1 to 12.
    expect(summary()).toBe('Odds: Success 60.0% · Failure 40.0%');
    expect(document.querySelector('.odds-summary')?.getAttribute('aria-busy')).toBe('false');
  });

  it('asks for a fixed input while there is none to compute', async () => {
    HeldWorker.made = [];
    render(
      <OddsWorkerContext value={() => new HeldWorker()}>
        <App registry={registry} />
      </OddsWorkerContext>,
    );
    await answer();
    fireEvent.change(screen.getByLabelText(/^Skill/), { target: { value: '' } });
    expect(summary()).toBe('Fix the input to see the odds');
  });

  // Issue 37, U6 and B13: the bar said "Success 53.5% · Failure 46.5% · Unresolve…" for a contest whose headline
  // names its sides, and "Success 43.7%" for Resisting where the headline reads 43.8%.
  it("says a contest's sides by name, in the headline's digits", async () => {
    HeldWorker.made = [];
    render(
      <OddsWorkerContext value={() => new HeldWorker()}>
        <App registry={registry} />
      </OddsWorkerContext>,
    );
    await answer();
    for (const test of ['mutual-contest', 'directed-contest', 'resist']) {
      fireEvent.change(screen.getByLabelText('Test'), { target: { value: test } });
      await answer();
      const headline = [...document.querySelectorAll('.odds-headline .headline-fact')]
        .filter((fact) => /%$/.test(fact.querySelector('.headline-value')?.textContent ?? ''))
        .map(
          (fact) =>
            `${fact.querySelector('dt')?.textContent} ${fact.querySelector('.headline-value')?.textContent}`,
        );
      expect(summary(), test).toBe(`Odds: ${headline.join(' · ')}`);
      expect(summary(), test).toMatch(/ wins \d/);
      expect(summary(), test).not.toMatch(/Success|Failure/);
    }
  });
});
