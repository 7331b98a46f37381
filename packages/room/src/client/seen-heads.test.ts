// The heads a screen saw live at a room (issue 36: one rule for the web's verify page and the CLI's seats): the head
// kept never moves back, the trail keeps the latest heads before it, and an unreadable value reads as none.
import { describe, expect, it } from 'vitest';
import { createSeenHeads } from './seen-heads.js';
import type { RoomStorage } from './types.js';

function mapStorage(): RoomStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, get: (key) => items.get(key), set: (key, value) => void items.set(key, value) };
}

const head = (seq: number) => ({ seq, hash: `${seq}`.padStart(64, 'a') });

describe('createSeenHeads', () => {
  it('keeps the head seen, never moving it back', () => {
    const storage = mapStorage();
    const heads = createSeenHeads(storage, { headKey: (id) => `head:${id}` });
    expect(heads.load('r1')).toBeUndefined();
    heads.save('r1', head(5));
    heads.save('r1', head(3));
    expect(heads.load('r1')).toEqual(head(5));
    expect(heads.seenHash('r1', 5)).toBeUndefined(); // no trail asked for
    storage.set('head:r2', '{not json');
    expect(heads.load('r2')).toBeUndefined();
  });

  it('keeps a bounded trail of the heads seen, the latest last', () => {
    const heads = createSeenHeads(mapStorage(), {
      headKey: (id) => `head:${id}`,
      trailKey: (id) => `trail:${id}`,
      trail: 2,
    });
    for (const seq of [1, 2, 2, 3]) heads.save('r1', head(seq));
    expect(heads.seenHash('r1', 1)).toBeUndefined(); // past the trail's length
    expect(heads.seenHash('r1', 2)).toBe(head(2).hash);
    expect(heads.seenHash('r1', 3)).toBe(head(3).hash);
  });
});
