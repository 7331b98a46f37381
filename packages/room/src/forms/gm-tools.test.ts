// The GM's tools as a model (issue 36: the web panel kept this state itself): the request's body from the form
// (who rolls, the players' fields, hidden, visibility, note), the ticks starting again for another test, a confirm
// before the epoch's end or the close, and what an action did said until the log moves past its entry.
import { describe, expect, it } from 'vitest';
import type { RoomActions } from '../client/room-view-actions.js';
import type { Appended } from '../client/types.js';
import { registry } from '../test-support/build-room.js';
import { createGmTools } from './gm-tools.js';
import { createTestChoice } from './test-choice.js';

/** Actions that keep what they were asked and answer entry `seq` (or refuse with `refusal`). */
function actionsAt(seq: number, refusal?: string) {
  const sent: { action: string; args: unknown[] }[] = [];
  const record = (action: string, extra: Partial<Appended> = {}) => ({
    allowed: true,
    run: async (...args: unknown[]) => {
      sent.push({ action, args });
      if (refusal) throw new Error(refusal);
      return { entry: { seq }, ...extra } as unknown as Appended;
    },
  });
  const actions = {
    request: record('request'),
    reveal: record('reveal'),
    rotate: record('rotate'),
    close: record('close', { revealed: 2 }),
  } as unknown as RoomActions;
  return { actions, sent };
}

describe("the GM's tools", () => {
  it("sends a request to everyone, or to the players ticked, with the GM's part and the players' fields", async () => {
    const tools = createGmTools(registry);
    const choice = createTestChoice(registry);
    choice.setInput({ value: 12, modifiers: [{ label: 'Dark', amount: -3 }] });
    const { actions, sent } = actionsAt(7);
    await tools.send(choice.getSnapshot().choice, actions.request);
    tools.toggleTo('olaf', true);
    tools.toggleTheirs(choice.getSnapshot().choice, 'value', true);
    expect(tools.theirFields(choice.getSnapshot().choice).find((f) => f.field === 'value')).toEqual({
      field: 'value',
      title: 'Skill',
      theirs: true,
    });
    tools.setVisibility('blind');
    tools.setNote('the lock');
    await tools.send(choice.getSnapshot().choice, actions.request);
    expect(sent.map((s) => s.args[0])).toEqual([
      { to: 'all', system: 'd20-roll-under', test: 'check', input: choice.getSnapshot().choice.input },
      {
        to: ['olaf'],
        system: 'd20-roll-under',
        test: 'check',
        input: { modifiers: [{ label: 'Dark', amount: -3 }] },
        fixes: ['modifiers', 'name', 'strongSuccess'],
        visibility: 'blind',
        note: 'the lock',
      },
    ]);
    expect(tools.message(7)).toBe('Request sent');
  });

  it('fixes only the filled fields of a hidden request, and starts the ticks again for another test', () => {
    const tools = createGmTools(registry);
    const choice = createTestChoice(registry);
    const check = () => choice.getSnapshot().choice;
    tools.toggleTheirs(check(), 'value', true);
    tools.setHidden(true);
    expect(tools.canSend(check(), actionsAt(1).actions.request)).toBe(true);
    choice.pick('t13');
    expect(tools.theirsOf(check()).size).toBe(0);
    choice.pick('d20-roll-under', 'check');
    expect([...tools.theirsOf(check())]).toEqual(['value']);
  });

  it('asks for a confirm, then ends the epoch or closes, saying what it did until the log moves on', async () => {
    const tools = createGmTools(registry);
    const { actions, sent } = actionsAt(9);
    await tools.confirmed(actions);
    expect(sent).toEqual([]);
    tools.ask('close');
    expect(tools.getSnapshot().confirm).toBe('close');
    await tools.confirmed(actions, true);
    expect(tools.getSnapshot().confirm).toBeUndefined();
    expect(sent).toEqual([{ action: 'close', args: [{ revealAll: true }] }]);
    expect(tools.message(9)).toBe(
      'The table is closed: revealed 2 sealed entries first, so its export verifies completely',
    );
    expect(tools.message(10)).toBeUndefined();
    tools.ask('rotate');
    tools.ask(undefined);
    expect(tools.getSnapshot().confirm).toBeUndefined();
  });

  it('reveals the chosen entry, then chooses none; a refusal is said until the next action', async () => {
    const tools = createGmTools(registry);
    const { actions, sent } = actionsAt(11);
    tools.setReveal('4');
    await tools.reveal(actions.reveal);
    expect(sent).toEqual([{ action: 'reveal', args: [4] }]);
    expect(tools.getSnapshot().reveal).toBe('');
    expect(tools.message(11)).toBe('Revealed #4');
    const refused = actionsAt(12, 'Only the GM asks for rolls');
    await tools.send(createTestChoice(registry).getSnapshot().choice, refused.actions.request);
    expect(tools.message(40)).toBe('Only the GM asks for rolls');
  });
});
