import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { RequestEntry } from '@verdict/fair';
import { requestWords } from '@verdict/room';
import { describe, expect, it } from 'vitest';
import { OddsWorkerContext } from '../odds/odds-worker-context.js';
import { HeldWorker } from '../test/held-worker.js';
import { registry } from '../test/render-app.js';
import { recordingActions, waitingOf } from '../test/room-screen.js';
import { RequestCards } from './request-cards.js';

/** A GM's request as the log holds it (only the fields the cards read matter). */
function request(seq: number, fields: Partial<RequestEntry>): RequestEntry {
  return {
    type: 'request',
    seq,
    prev: '0'.repeat(64),
    hash: '0'.repeat(64),
    at: '2026-12-01T20:00:00.000Z',
    by: 'gm',
    to: ['p'],
    system: 'd20-roll-under',
    test: 'check',
    visibility: 'public',
    ...fields,
  } as RequestEntry;
}

const visible = request(4, {
  input: { name: 'Fishing', value: 12, modifiers: [{ label: 'Dark', amount: -3 }] },
});
const hidden = request(5, { sealed: 'c'.repeat(64), note: 'the lock' } as Partial<RequestEntry>);

/** The request cards (the odds bars inside them are list items too). */
const cards = () => [
  ...screen.getByRole('region', { name: 'Asked of you' }).querySelectorAll<HTMLElement>('.request-card'),
];

describe('the requests asked of a player', () => {
  it('shows the roll by its name, its input by its labels (never paths) and the headline odds first, then the bars', async () => {
    const { actions, sent } = recordingActions();
    render(
      <RequestCards waiting={waitingOf([visible, hidden])} registry={registry} answer={actions.answer} />,
    );
    const [open, sealed] = cards();
    expect(open!.textContent).toContain('Ada asks you to roll Fishing (Check)');
    // The same words as the terminal's request rows (room-lines-request-words.test.ts).
    expect(within(open!).getByText(`Input: ${requestWords(visible, registry).input}`)).toBeTruthy();
    expect(within(open!).getByText('Input: Skill 12, Dark -3')).toBeTruthy();
    expect(open!.textContent).not.toMatch(/[{}"=]|modifiers|d20-roll-under/);
    const first = open!.querySelector('.odds-headline, .odds-bars');
    expect(first?.className).toBe('odds-headline');
    // 12 - 3 = 9: a success on 1 to 9 of a d20.
    const success = [...open!.querySelectorAll('.headline-fact')].find(
      (fact) => fact.querySelector('dt')?.textContent === 'Success',
    );
    expect(success?.querySelector('.headline-value')?.textContent).toBe('45.0%');
    expect(open!.querySelector('.odds-bars')).toBeTruthy();
    // A hidden difficulty has no odds to show, and says so.
    expect(sealed!.textContent).toContain('against a hidden difficulty: “the lock”');
    expect(sealed!.querySelector('.odds-headline, .odds-bars')).toBeNull();
    fireEvent.click(within(open!).getByRole('button', { name: 'Roll #4' }));
    await act(async () => {});
    expect(sent).toEqual([{ action: 'answer', args: [4, { clientSeed: expect.any(String) }] }]);
  });

  it("answers with a fresh client seed, or with the one the player typed under 'Client seed'", async () => {
    const { actions, sent } = recordingActions();
    render(
      <RequestCards waiting={waitingOf([visible, hidden])} registry={registry} answer={actions.answer} />,
    );
    const [, sealed] = cards();
    fireEvent.change(within(sealed!).getByLabelText('Your client seed for #5'), {
      target: { value: ' my-lucky-seed ' },
    });
    fireEvent.click(within(sealed!).getByRole('button', { name: 'Roll #5' }));
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'Roll #4' }));
    await act(async () => {});
    expect(sent).toEqual([
      { action: 'answer', args: [5, { clientSeed: 'my-lucky-seed' }] },
      { action: 'answer', args: [4, { clientSeed: expect.stringMatching(/^[0-9a-f]{32}$/) }] },
    ]);
  });

  it('works the odds out in the odds worker, saying so until they come', async () => {
    HeldWorker.made = [];
    render(
      <OddsWorkerContext value={() => new HeldWorker()}>
        <RequestCards
          waiting={waitingOf([visible])}
          registry={registry}
          answer={recordingActions().actions.answer}
        />
      </OddsWorkerContext>,
    );
    const [open] = cards();
    expect(await within(open!).findByText('Computing the odds…')).toBeTruthy();
    expect(open!.querySelector('.odds-headline')).toBeNull();
    expect(HeldWorker.latest.inbox).toHaveLength(1);
    await act(async () => HeldWorker.latest.answerNext());
    expect(within(open!).queryByText('Computing the odds…')).toBeNull();
    expect(open!.querySelector('.odds-headline')?.textContent).toContain('45.0%');
  });
});
