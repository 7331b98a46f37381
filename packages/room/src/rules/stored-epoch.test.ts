// Ending an epoch on a server's storage: the rolls it makes computable and the sealed entries left to
// reveal, read back from stored entries, are the ones the folded log gives.
import { describe, expect, it } from 'vitest';
import { unrevealedSeqs } from '../table-state.js';
import { storedRoom } from '../test-support/stored-room.js';
import { computableAtEpochEnd } from './epoch-end.js';
import { loadComputableAtEpochEnd, loadUnrevealedSeqs } from './stored-epoch.js';

/** The rolls of the log's last epoch, from the folded log: those after its last `epoch.rotated`. */
function epochRolls(upTo: number): number[] {
  const { log } = storedRoom(upTo);
  const rotations = log.entries.filter((e) => e.type === 'epoch.rotated');
  const start = rotations.at(-1)?.seq ?? 0;
  return log.entries.filter((e) => e.seq > start && e.type === 'roll').map((e) => e.seq);
}

describe('loadComputableAtEpochEnd', () => {
  it("counts the ending epoch's unrevealed blind rolls, read back from the last entry", async () => {
    const { reader, head } = storedRoom(11);
    // Epoch 1 up to seq 11: 9 a blind answer to hidden request 8, 7 a gm roll revealed at 11.
    expect(await loadComputableAtEpochEnd(reader, head)).toEqual({ blindRolls: 1, hiddenRequestAnswers: 0 });
  });

  it('reads no further back than the epoch’s rotation', async () => {
    const { reader, head, reads } = storedRoom(13);
    expect(await loadComputableAtEpochEnd(reader, head)).toEqual({ blindRolls: 0, hiddenRequestAnswers: 0 });
    expect(reads.slice(0, 2)).toEqual([13, 12]);
    expect(reads.every((seq) => seq >= 12)).toBe(true);
  });

  it('agrees with the folded log at every point of the evening', async () => {
    for (let upTo = 4; upTo <= 18; upTo++) {
      const { reader, head, state } = storedRoom(upTo);
      expect(await loadComputableAtEpochEnd(reader, head), `up to ${upTo}`).toEqual(
        computableAtEpochEnd(state, epochRolls(upTo)),
      );
    }
  });
});

describe('loadUnrevealedSeqs', () => {
  it('gives the sealed entries not revealed yet, oldest first, as the folded log does', async () => {
    const { reader, head } = storedRoom(11);
    expect(await loadUnrevealedSeqs(reader, head.lastSeq)).toEqual([6, 8, 9]);
    for (let upTo = 4; upTo <= 20; upTo++) {
      const { log, reader: at, head: last } = storedRoom(upTo);
      expect(await loadUnrevealedSeqs(at, last.lastSeq), `up to ${upTo}`).toEqual(
        unrevealedSeqs(log.entries),
      );
    }
  });
});
