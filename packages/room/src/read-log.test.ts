// The one-shot reader opens what the member may open, by the room's rule, through the reader's own I/O: the GM every
// sealed part, a player its own result-only roll, nothing blind; a refusal leaves the entry sealed.
import { describe, expect, it } from 'vitest';
import { readLog } from './read-log.js';
import { buildRoom } from './test-support/build-room.js';

/** The evening up to #10, and the seqs each reader asked to open. */
function evening() {
  const log = buildRoom(10);
  const asked: number[] = [];
  const open = async (seq: number) => {
    asked.push(seq);
    return log.hidden.get(seq);
  };
  return { log, asked, open };
}

describe('readLog', () => {
  it('opens every sealed part for the GM, and names the members', async () => {
    const { log, asked, open } = evening();
    const view = await readLog(log.entries, { member: { id: 'gm', role: 'gm' }, open });
    expect(asked).toEqual([6, 7, 8, 9]);
    expect([...view.opened.keys()].sort((a, b) => a - b)).toEqual([6, 7, 8, 9]);
    expect(view.names.get('grog')).toBe('Grog');
  });

  it("opens only a player's own result-only roll, never a blind one or another's", async () => {
    const { log, asked, open } = evening();
    const grog = await readLog(log.entries, { member: { id: 'grog', role: 'player' }, open });
    expect(asked).toEqual([6]);
    expect(grog.opened.get(6)).toEqual(log.hidden.get(6));
    asked.length = 0;
    const olaf = await readLog(log.entries, { member: { id: 'olaf', role: 'player' }, open });
    expect(asked).toEqual([]);
    expect(olaf.opened.size).toBe(0);
  });

  it('leaves a refused part sealed and does not ask again for one already known', async () => {
    const { log, asked } = evening();
    const open = async (seq: number) => {
      asked.push(seq);
      if (seq === 8) throw new Error('Forbidden');
      return log.hidden.get(seq);
    };
    const view = await readLog(log.entries, {
      member: { id: 'gm', role: 'gm' },
      open,
      opened: new Map([[6, log.hidden.get(6)]]),
    });
    expect(asked).toEqual([7, 8, 9]);
    expect(view.opened.has(8)).toBe(false);
    expect(view.opened.get(6)).toEqual(log.hidden.get(6));
  });
});
