import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { RequestEntry } from '@verdict/fair';
import { afterEach, describe, expect, it } from 'vitest';
import { CHARACTERS_KEY } from '../characters/character.js';
import { registry } from '../test/render-app.js';
import { gmScreen, recordingActions, waitingOf } from '../test/room-screen.js';
import { GmTools } from './gm-tools.js';
import { RequestCards } from './request-cards.js';

// A request in parts on the player's card: the GM fixes the modifiers (in the open, or hidden), the player's
// part comes from their saved character for the test (its own modifiers left out: the GM's count), can be
// typed over, and is what the answer sends.
const olaf = { name: 'Fishing', value: 12, modifiers: [{ label: 'good rod', amount: 2 }] };
const request = (seq: number, fields: object) =>
  ({
    seq,
    type: 'request',
    by: 'gm',
    to: ['p'],
    system: 'd20-roll-under',
    test: 'check',
    visibility: 'outcome',
    fixes: ['modifiers'],
    ...fields,
  }) as unknown as RequestEntry;

function renderCards(requests: RequestEntry[]) {
  const { actions, sent } = recordingActions();
  render(<RequestCards waiting={waitingOf(requests)} registry={registry} answer={actions.answer} />);
  // What each answer sends: the request and the rest of the command, as one body.
  return () => sent.map(({ args }) => ({ request: args[0], ...(args[1] as object) }));
}

afterEach(() => localStorage.clear());

describe('a request in parts on the player card', () => {
  it("answers with the saved character's part, its fixed field left out", async () => {
    localStorage.setItem(
      CHARACTERS_KEY,
      JSON.stringify([{ id: 'c1', system: 'd20-roll-under', test: 'check', name: 'Olaf', input: olaf }]),
    );
    const bodies = renderCards([request(4, { sealed: 'c'.repeat(64) })]);
    const card = screen.getByRole('listitem');
    expect(card.textContent).toContain("asks you to roll Check with the GM's modifiers hidden"); // issue 37, N11: 'against a hidden modifiers'
    expect((within(card).getByLabelText('From your character') as HTMLSelectElement).value).toBe('c1');
    expect((within(card).getByLabelText('Skill') as HTMLInputElement).value).toBe('12');
    expect(within(card).queryByLabelText('modifiers')).toBeNull(); // the GM's field is not asked
    expect(card.querySelector('.odds-headline')).toBeNull(); // hidden: no odds
    fireEvent.click(within(card).getByRole('button', { name: 'Roll #4' }));
    await waitFor(() => expect(bodies()).toHaveLength(1));
    expect(bodies()[0]).toMatchObject({ request: 4, input: { name: 'Fishing', value: 12 } });
    expect((bodies()[0] as unknown as { input: object }).input).not.toHaveProperty('modifiers');
  });

  it('lets the player type their part when no character fits, over an open GM part', async () => {
    const bodies = renderCards([request(5, { input: { modifiers: [{ label: 'dusk', amount: -1 }] } })]);
    const card = screen.getByRole('listitem');
    expect(within(card).queryByLabelText('From your character')).toBeNull();
    expect(card.textContent).toContain('Set by the GM: dusk -1');
    fireEvent.change(within(card).getByLabelText('Skill'), { target: { value: '11' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Roll #5' }));
    await waitFor(() => expect(bodies()).toHaveLength(1));
    expect(bodies()[0]).toMatchObject({ request: 5, input: { value: 11 } });
  });
});

describe("the GM's request form in parts", () => {
  it("sends only the GM's part, fixing every field the players do not give", async () => {
    const { actions, sent } = recordingActions();
    render(<GmTools registry={registry} screen={gmScreen(actions)} actions={actions} />);
    const parts = screen.getByRole('group', { name: /Each player gives/ });
    fireEvent.click(within(parts).getByLabelText('Skill'));
    fireEvent.click(within(parts).getByLabelText('Name'));
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.action).toBe('request');
    const body = sent[0]!.args[0] as { input: Record<string, unknown>; fixes: string[]; system: string };
    expect(body.fixes).not.toContain('value');
    expect(body.fixes).not.toContain('name');
    expect(body.fixes.length).toBeGreaterThan(0);
    expect(Object.keys(body.input).every((field) => body.fixes.includes(field))).toBe(true);
  });

  // Issue 37, N4: the GM's own Skill stayed editable after "Skill" was ticked as the player's, and was silently
  // left out of the request.
  it("shows a field the players give as theirs, with no input of the GM's to edit", () => {
    const { actions } = recordingActions();
    render(<GmTools registry={registry} screen={gmScreen(actions)} actions={actions} />);
    const tools = screen.getByRole('region', { name: 'GM tools' });
    const skill = () => tools.querySelector('#gm-request-value');
    expect(skill()).toBeTruthy();
    fireEvent.click(within(screen.getByRole('group', { name: /Each player gives/ })).getByLabelText('Skill'));
    expect(skill()).toBeNull();
    expect(within(tools).getByText('Each player gives it: yours is not sent.')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('group', { name: /Each player gives/ })).getByLabelText('Skill'));
    expect(skill()).toBeTruthy();
  });
});
