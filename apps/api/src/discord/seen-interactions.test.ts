// Without rooms, interaction ids are remembered in memory: once each within 15 minutes, and bounded.
import { describe, expect, it } from 'vitest';
import { SEEN_TTL_MS, SeenInteractions } from './seen-interactions.js';

describe('SeenInteractions in memory', () => {
  it('claims an id once within its time, again after it, and never holds more than its bound', async () => {
    let now = 0;
    const seen = new SeenInteractions(undefined, () => now, 3);
    expect(await seen.claim('a')).toBe(true);
    expect(await seen.claim('a')).toBe(false);
    now = SEEN_TTL_MS + 1;
    expect(await seen.claim('a')).toBe(true);
    for (const id of ['b', 'c', 'd', 'e']) expect(await seen.claim(id)).toBe(true);
    // 'a' went first to keep at most 3 (plus the new one): it is claimable again.
    expect(await seen.claim('a')).toBe(true);
    expect(await seen.claim('e')).toBe(false);
  });
});
