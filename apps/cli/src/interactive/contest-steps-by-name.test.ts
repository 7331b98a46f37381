// Issue 37, U5: the CLI's steps were the engine's text as it is: a Mutual Contest's last step read "Second party
// wins after 2 rounds" and, while it was played, each round's dice "First party's Will", where the input names
// Witch and Abbot. The steps go through `@verdict/form`'s `stepText`, as the web's do, and the sides by the input.
import { playNext, startPlay } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { createAppRegistry } from '../registry.js';
import { resultLines } from './result-lines.js';

const registry = createAppRegistry();
const request = {
  system: 'd20-roll-under',
  test: 'mutual-contest',
  input: {
    parties: [
      { name: 'Witch', will: 12, wits: 14 },
      { name: 'Abbot', will: 11, wits: 10 },
    ],
  },
  mode: 'rounds' as const,
};
const labels = registry.test('d20-roll-under', 'mutual-contest').labels;
const text = (lines: unknown) => JSON.stringify(lines);

describe('a contest in the terminal, by its parties', () => {
  it("says each round's dice and the last step by the parties' names", () => {
    // Both succeed (6 and 9), then the Witch succeeds (4) while the Abbot fails (15).
    let play = startPlay(registry, request);
    play = playNext(registry, play, { dice: [6, 9] });
    const going = text(resultLines({ session: play }, 80, labels));
    expect(going).toMatch(/Witch/);
    expect(going).not.toMatch(/First party|Second party/);
    play = playNext(registry, play, { dice: [4, 15] });
    const done = text(resultLines({ session: play }, 80, labels));
    expect(done).toMatch(/Witch wins after 2 rounds/);
    expect(done).not.toMatch(/First party|Second party/);
  });
});
