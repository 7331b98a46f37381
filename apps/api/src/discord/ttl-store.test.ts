import { describe, expect, it } from 'vitest';
import { TtlStore } from './ttl-store.js';
import { UserLimit } from './user-limit.js';

describe('TtlStore', () => {
  it('forgets entries after the TTL and never holds more than its bound', () => {
    let now = 0;
    const store = new TtlStore<number>({ ttlMs: 1000, maxEntries: 3, now: () => now });
    const ids = [1, 2, 3, 4].map((n) => store.put(n));
    expect(ids.every((id) => /^[\w-]{16}$/.test(id))).toBe(true);
    expect(store.size).toBe(3);
    expect(store.get(ids[0]!)).toBeUndefined();
    expect(store.get(ids[3]!)).toBe(4);
    now = 1000;
    expect(store.get(ids[3]!)).toBeUndefined();
    store.put(5);
    expect(store.size).toBe(1);
  });
});

describe('UserLimit', () => {
  it('allows perMinute uses per user per sliding minute, and remembers a bounded number of users', () => {
    let now = 0;
    const limit = new UserLimit({ perMinute: 2, maxUsers: 2, now: () => now });
    expect([limit.take('a'), limit.take('a'), limit.take('a')]).toEqual([0, 0, 60]);
    now = 30_000;
    expect(limit.take('a')).toBe(30);
    expect(limit.take('b')).toBe(0);
    expect(limit.take('c')).toBe(0);
    // 'a' was forgotten (the least recently seen of three users, with room for two): its budget is fresh.
    expect(limit.take('a')).toBe(0);
    now = 60_001;
    expect(limit.take('b')).toBe(0);
  });
});
