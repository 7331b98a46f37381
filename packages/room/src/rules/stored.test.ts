// A partial state loaded from storage rules as the state folded from the whole log does.
import { describe, expect, it } from 'vitest';
import { storedRoom } from '../test-support/stored-room.js';
import { mayOpen } from './access.js';
import { loadStoredState } from './stored.js';

describe('loadStoredState', () => {
  it('loads the head, the members, and only the entries named (with the request a roll answers)', async () => {
    const { state, reader, head, reads } = storedRoom(11);
    const loaded = await loadStoredState(reader, head, { seqs: [9] });
    expect(reads).toEqual([9, 8]);
    expect([...loaded.members.keys()]).toEqual([...state.members.keys()]);
    expect(loaded).toMatchObject({ lastSeq: 11, lastHash: head.lastHash, epoch: state.epoch, closed: false });
    expect([...loaded.requests.keys()]).toEqual([8]);
    expect(loaded.requests.get(8)).toMatchObject({
      hidden: true,
      input: { name: 'Spot the ambush', value: 9 },
    });
    expect([...loaded.sealed.keys()].sort()).toEqual([8, 9]);
  });

  it('rules on who may open a sealed entry as the folded log does', async () => {
    const { log, state, reader, head } = storedRoom(15);
    const sealed = log.entries.filter((e) => 'sealed' in e && e.sealed !== undefined).map((e) => e.seq);
    expect(sealed.length).toBeGreaterThan(2);
    for (const seq of sealed) {
      const loaded = await loadStoredState(reader, head, { seqs: [seq] });
      for (const member of state.members.values()) {
        expect(mayOpen(loaded, member, seq), `${member.name} opening ${seq}`).toBe(
          mayOpen(state, member, seq),
        );
      }
    }
  });

  it("knows whether the member answered a request, and nothing of others' answers", async () => {
    const { state, reader, head } = storedRoom(11);
    const [answerer] = [...state.requests.get(8)!.answeredBy];
    expect(answerer).toBeDefined();
    const asAnswerer = await loadStoredState(reader, head, { seqs: [8], member: answerer });
    expect([...asAnswerer.requests.get(8)!.answeredBy]).toEqual([answerer]);
    const asNobody = await loadStoredState(reader, head, { seqs: [8] });
    expect(asNobody.requests.get(8)!.answeredBy.size).toBe(0);
  });
});
