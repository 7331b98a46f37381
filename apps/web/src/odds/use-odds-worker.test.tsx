import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '../app/app.js';
import { HeldWorker } from '../test/held-worker.js';
import { registry } from '../test/render-app.js';
import { OddsWorkerContext } from './odds-worker-context.js';

const success = () =>
  [...(document.querySelectorAll('.odds-headline .headline-fact') ?? [])]
    .find((fact) => fact.querySelector('dt')?.textContent === 'Success')
    ?.querySelector('.headline-value')?.textContent;

/** Lets the worker made last answer its oldest request, and React take the answer. */
const answer = (worker = HeldWorker.latest) => act(async () => worker.answerNext());

describe('the app with the odds worker', () => {
  it('computes off the page, says so, and never shows the odds of an input already replaced', async () => {
    HeldWorker.made = [];
    render(
      <OddsWorkerContext value={() => new HeldWorker()}>
        <App registry={registry} />
      </OddsWorkerContext>,
    );
    const odds = screen.getByRole('region', { name: 'Odds' });
    expect(await within(odds).findByText('Computing the odds…')).toBeTruthy();
    expect(success()).toBeUndefined();
    await answer();
    // Olaf: Fishing 12, -3: effective 9, a success on 1 to 9.
    expect(success()).toBe('45.0%');
    expect(within(odds).getByRole('status').textContent).toBe('');

    // Two edits before any answer: the first one's worker is stopped, and only the second one's odds ever show.
    fireEvent.change(screen.getByLabelText(/^Skill/), { target: { value: '15' } });
    expect(odds.querySelector('.odds-content')?.getAttribute('aria-busy')).toBe('true');
    expect(success()).toBe('45.0%');
    const first = HeldWorker.latest;
    fireEvent.change(screen.getByLabelText(/^Skill/), { target: { value: '16' } });
    expect(first.terminated).toBe(true);
    const second = HeldWorker.latest;
    expect(second).not.toBe(first);
    // The stopped worker's answer (for 15: 60.0%) is dropped, were it to come.
    await answer(first);
    expect(success()).toBe('45.0%');
    await answer(second);
    // 16 - 3 = 13: a success on 1 to 13.
    expect(success()).toBe('65.0%');
    expect(odds.querySelector('.odds-content')?.getAttribute('aria-busy')).toBe('false');
  });

  it('asks for nothing while the input is invalid, and says what to fix', async () => {
    HeldWorker.made = [];
    render(
      <OddsWorkerContext value={() => new HeldWorker()}>
        <App registry={registry} />
      </OddsWorkerContext>,
    );
    await answer();
    fireEvent.change(screen.getByLabelText(/^Skill/), { target: { value: '' } });
    expect(screen.getByText('Fix the input above to see the odds.')).toBeTruthy();
    expect(HeldWorker.made.every((worker) => worker.inbox.length === 0)).toBe(true);
  });
});
