import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { RequestEntry } from '@verdict/fair';
import { visibilityChoices } from '@verdict/room';
import { describe, expect, it } from 'vitest';
import { OddsWorkerContext } from '../odds/odds-worker-context.js';
import { HeldWorker } from '../test/held-worker.js';
import { registry } from '../test/render-app.js';
import { gmScreen, recordingActions, waitingOf } from '../test/room-screen.js';
import { GmTools } from './gm-tools.js';
import { RequestCards } from './request-cards.js';
import { RollForm } from './roll-form.js';

const { actions } = recordingActions();
const visibilities = visibilityChoices({ id: 'p', name: 'Pia', role: 'player' });

/** The room's roll form, its odds worked out by held workers (the test answers them). */
function renderRollForm() {
  HeldWorker.made = [];
  render(
    <OddsWorkerContext value={() => new HeldWorker()}>
      <RollForm registry={registry} visibilities={visibilities} roll={actions.roll} />
    </OddsWorkerContext>,
  );
  return screen.getByRole('region', { name: 'Roll' });
}

const success = (root: HTMLElement) =>
  [...root.querySelectorAll('.odds-headline .headline-fact')]
    .find((fact) => fact.querySelector('dt')?.textContent === 'Success')
    ?.querySelector('.headline-value')?.textContent;

/** Lets the worker made last answer its oldest request, and React take the answer. */
const answer = (worker = HeldWorker.latest) => act(async () => worker.answerNext());

describe("the room's roll form odds", () => {
  it('are worked out in the odds worker, saying so, with the earlier odds greyed meanwhile', async () => {
    const form = renderRollForm();
    expect(await within(form).findByText('Computing the odds…')).toBeTruthy();
    expect(success(form)).toBeUndefined();
    expect(HeldWorker.latest.inbox).toHaveLength(1);
    await answer();
    // The test's plain input: Skill 12 (the first example's number, without Olaf's poor tackle -3), 1 to 12.
    expect(success(form)).toBe('60.0%');
    expect(within(form).getByRole('status').textContent).toBe('');
    expect(form.querySelector('.odds-content')?.getAttribute('aria-busy')).toBe('false');
    // The headline first, then the bars.
    expect(form.querySelector('.odds-headline, .odds-bars')?.className).toBe('odds-headline');

    // A new input: the earlier odds stay, greyed (aria-busy), until the worker answers.
    fireEvent.change(within(form).getByLabelText(/^Skill/), { target: { value: '15' } });
    expect(form.querySelector('.odds-content')?.getAttribute('aria-busy')).toBe('true');
    expect(success(form)).toBe('60.0%');
    expect(await within(form).findByText('Computing the odds…')).toBeTruthy();
    await answer();
    // A success on 1 to 15.
    expect(success(form)).toBe('75.0%');
    expect(form.querySelector('.odds-content')?.getAttribute('aria-busy')).toBe('false');
  });

  it('asks the worker nothing where no odds are shown (the GM request form)', async () => {
    HeldWorker.made = [];
    render(
      <OddsWorkerContext value={() => new HeldWorker()}>
        <GmTools registry={registry} screen={gmScreen(actions)} actions={actions} />
      </OddsWorkerContext>,
    );
    await act(async () => {});
    expect(HeldWorker.made.every((worker) => worker.inbox.length === 0)).toBe(true);
  });
});

/** A GM's request in the open, as the log holds it (only the fields the cards read matter). */
function request(seq: number, test: string, input: unknown): RequestEntry {
  return {
    type: 'request',
    seq,
    prev: '0'.repeat(64),
    hash: '0'.repeat(64),
    at: '2026-12-01T20:00:00.000Z',
    by: 'gm',
    to: ['p'],
    system: 'd20-roll-under',
    test,
    input,
    visibility: 'public',
  } as RequestEntry;
}

// Issue 37, U13 (and N1): the room's forms started as Olaf's example, "Fishing" with his poor tackle -3, and a tap
// on Roll put that into the shared log.
/** What a form holds: every field's value, and the modifiers' rows. */
const held = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLInputElement>('input[type="text"], input:not([type])')]
    .map((input) => input.value)
    .join(' ') + [...root.querySelectorAll('.rows li')].map((row) => row.textContent).join(' ');

describe("a room's forms start plain, or as I left them", () => {
  it('the roll form holds no name or modifier of an example, and keeps my last input of each test', async () => {
    const form = renderRollForm();
    const name = within(form).queryByLabelText(/^Name/) as HTMLInputElement | null;
    expect(name?.value ?? '').toBe('');
    expect(held(form)).not.toMatch(/tackle|Fishing/i);
    expect((within(form).getByLabelText(/^Skill/) as HTMLInputElement).value).toBe('12');
    fireEvent.change(within(form).getByLabelText(/^Skill/), { target: { value: '7' } });
    fireEvent.change(within(form).getByLabelText('Test'), { target: { value: 'horror' } });
    expect(held(form)).not.toMatch(/tackle|Fishing/i);
    fireEvent.change(within(form).getByLabelText('Test'), { target: { value: 'check' } });
    expect((within(form).getByLabelText(/^Skill/) as HTMLInputElement).value).toBe('7');
  });

  it("the GM's request form starts plain too", () => {
    render(<GmTools registry={registry} screen={gmScreen(actions)} actions={actions} />);
    const tools = screen.getByRole('region', { name: 'GM tools' });
    expect(held(tools)).not.toMatch(/tackle|Fishing/i);
    expect(tools.querySelectorAll('[aria-label^="Modifier"]')).toHaveLength(0);
  });
});

describe('the headline odds of a room', () => {
  it('each have their own name, saying whose odds they are', async () => {
    render(
      <>
        <RollForm registry={registry} visibilities={visibilities} roll={actions.roll} />
        <RequestCards
          waiting={waitingOf([
            request(4, 'check', { name: 'Fishing', value: 12 }),
            request(6, 'check', { name: 'Climbing', value: 9 }),
          ])}
          registry={registry}
          answer={actions.answer}
        />
      </>,
    );
    await screen.findAllByText('Success');
    const names = [...document.querySelectorAll('.odds-headline')].map((dl) => dl.getAttribute('aria-label'));
    expect(names).toHaveLength(3);
    expect(new Set(names).size).toBe(3);
    const title = `${registry.test('d20-roll-under', 'check').title} (${registry.system('d20-roll-under').name})`;
    expect(screen.getByLabelText(`Headline odds of your roll: ${title}`)).toBeTruthy();
    expect(screen.getByLabelText(`Headline odds of request #4: ${title}`)).toBeTruthy();
    expect(screen.getByLabelText(`Headline odds of request #6: ${title}`)).toBeTruthy();
  });
});
