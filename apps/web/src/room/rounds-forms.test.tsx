import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describeRegistry } from '@verdict/core';
import type { RoomAction, RoundsTestView } from '@verdict/room';
import { describe, expect, it } from 'vitest';
import { registry } from '../test/render-app.js';
import { RoundsPanel } from './rounds-panel.js';

// Issue 36: the forms a room's rounds need. The GM's choices for a round are a form drawn from the test's choices
// schema (as the solo play's), not a JSON field; a roller may play the next round with the faces rolled at the
// table (`dice` on /rounds/next), and a face that is not a whole number is said, nothing sent.
const contest = describeRegistry(registry)
  .systems.find((s) => s.id === 'd20-roll-under')!
  .tests.find((t) => t.id === 'mutual-contest')!;

function recorded<Args extends unknown[]>(sent: unknown[][], allowed = true) {
  return {
    allowed,
    run: async (...args: Args) => {
      sent.push(args);
      return { entry: { seq: 9 } };
    },
  } as unknown as RoomAction<never>;
}

function renderTest(gm: boolean) {
  const next: unknown[][] = [];
  const choose: unknown[][] = [];
  const test = {
    seq: 4,
    who: 'Olaf',
    title: 'Mutual Contest of Wills',
    visibility: 'public',
    status: 'playing',
    rounds: [],
    nextChosen: false,
    takesChoices: true,
    choicesSchema: contest.choicesSchema!,
    next: gm ? { ...recorded(next, false), why: 'Only Olaf plays the rounds of this test' } : recorded(next),
    choose: gm ? recorded(choose) : { ...recorded(choose, false), why: 'Only the GM chooses for a round' },
    abandon: recorded([]),
  } as unknown as RoundsTestView;
  render(
    <RoundsPanel
      registry={registry}
      rounds={[test]}
      start={{ allowed: false, why: 'x', run: async () => ({}) } as never}
      visibilities={[]}
    />,
  );
  return { next, choose, article: screen.getByRole('article', { name: /Mutual Contest of Wills/ }) };
}

describe('the forms of a round in the web room', () => {
  it("draws the GM's choices from the test's schema and sends the ones picked", async () => {
    const { choose, article } = renderTest(true);
    expect(within(article).queryByLabelText(/JSON/)).toBeNull();
    const group = within(article).getByRole('group', { name: "GM's choices for round 1" });
    const send = within(article).getByRole('button', { name: 'Choose for the next round' });
    expect(send).toHaveProperty('disabled', true); // nothing chosen yet: everything as the test says
    const first = within(group).getAllByRole('combobox')[0] as HTMLSelectElement;
    const penalty = [...first.options].find((o) => /penalty/i.test(o.text))!;
    fireEvent.change(first, { target: { value: penalty.value } });
    fireEvent.click(send);
    await waitFor(() => expect(choose).toHaveLength(1));
    expect(choose[0]![0]).toEqual({ criticalSuccess: { first: 'penalty' } });
    expect(within(article).queryByLabelText('Or the faces you rolled for it')).toBeNull(); // not the GM's round
  });

  it('plays the next round with the faces typed, and says a face that is not a number', async () => {
    const { next, article } = renderTest(false);
    expect(within(article).queryByRole('group', { name: /GM's choices/ })).toBeNull();
    const faces = within(article).getByLabelText('Or the faces you rolled for it');
    fireEvent.change(faces, { target: { value: '4 x' } });
    fireEvent.click(within(article).getByRole('button', { name: 'Play the round with these dice' }));
    await within(article).findByText("Die 2: expected a whole number, got 'x'");
    expect(next).toHaveLength(0);
    fireEvent.change(faces, { target: { value: '4, 17' } });
    fireEvent.click(within(article).getByRole('button', { name: 'Play the round with these dice' }));
    await waitFor(() => expect(next).toHaveLength(1));
    expect(next[0]![0]).toEqual({ dice: [4, 17] });
  });
});
