// The room's roll form (issue 36: the web's roll form kept this state in React): a roll sends the chosen test with
// the form's visibility and seed, a fresh seed follows each roll, an emptied seed is made fresh, a refusal is said
// until the next roll, and Roll waits while one is in flight.
import { describe, expect, it } from 'vitest';
import type { Appended, RollCommand } from '../client/types.js';
import { createRollForm } from './roll-form.js';

const choice = { system: 'd20-roll-under', test: 'check', input: { value: 12 }, valid: true };

/** Fresh seeds s1, s2, … in turn. */
function seeds() {
  let made = 0;
  return () => `s${++made}`;
}

describe("a room's roll form", () => {
  it('rolls with its visibility and seed, then holds a fresh seed', async () => {
    const sent: RollCommand[] = [];
    const form = createRollForm(seeds());
    expect(form.getSnapshot()).toEqual({ visibility: 'public', seed: 's1', busy: false });
    form.setVisibility('gm');
    await form.roll(choice, async (command) => {
      sent.push(command);
      return {} as Appended;
    });
    expect(sent).toEqual([
      { system: 'd20-roll-under', test: 'check', input: { value: 12 }, clientSeed: 's1', visibility: 'gm' },
    ]);
    expect(form.getSnapshot().seed).toBe('s2');
    form.setSeed('   ');
    await form.roll(choice, async (command) => {
      sent.push(command);
      return {} as Appended;
    });
    expect(sent[1]?.clientSeed).toBe('s3');
  });

  it('says a refusal until the next roll, and keeps the seed that was refused', async () => {
    const form = createRollForm(seeds());
    form.setSeed('mine');
    await form.roll(choice, () => Promise.reject(new Error('Only the GM rolls with visibility gm')));
    expect(form.getSnapshot()).toEqual({
      visibility: 'public',
      seed: 'mine',
      busy: false,
      problem: 'Only the GM rolls with visibility gm',
    });
    let release!: () => void;
    const pending = form.roll(
      choice,
      () => new Promise<Appended>((resolve) => (release = () => resolve({} as Appended))),
    );
    expect(form.getSnapshot().problem).toBeUndefined();
    expect(form.canRoll(choice, true)).toBe(false);
    release();
    await pending;
    expect(form.canRoll(choice, true)).toBe(true);
    expect(form.canRoll(choice, false)).toBe(false);
    expect(form.canRoll({ ...choice, valid: false }, true)).toBe(false);
  });
});
