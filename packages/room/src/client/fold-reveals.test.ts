// Issue 37, N13: "Reveal everything, then close" wrote ten lines of "Morgana revealed #N" into the log box, pushing
// the play out of view. A screen shows a run of reveals by one member as one line, "revealed 2 entries: #8, #9";
// the log keeps every entry (this is a rendering, not a protocol change).
import { describe, expect, it } from 'vitest';
import { buildRoom, registry } from '../test-support/build-room.js';
import { foldReveals } from './fold-reveals.js';
import { logLines } from './room-view-lines.js';

describe('a run of reveals on screen', () => {
  it('is one line naming how many and which; a lone reveal and every other line stay as they are', () => {
    const { entries } = buildRoom();
    const { lines } = logLines(entries, new Map(), registry);
    const folded = foldReveals(lines);
    const reveals = folded.filter((line) => line.kind === 'reveal').map((line) => line.sentence);
    expect(reveals).toEqual(['Gwen revealed #7', 'Gwen revealed 2 entries: #8, #9', 'Gwen revealed #6']);
    expect(folded).toHaveLength(lines.length - 1);
    expect(folded.filter((line) => line.kind !== 'reveal')).toEqual(
      lines.filter((line) => line.kind !== 'reveal'),
    );
  });
});
