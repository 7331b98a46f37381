import { describe, expect, it } from 'vitest';
import { mergeInput } from './read-input.js';

describe('mergeInput', () => {
  it('merges objects key by key and replaces anything else', () => {
    expect(mergeInput({ value: 12, attacker: { will: 9, name: 'Ada' } }, { attacker: { will: 11 } })).toEqual(
      {
        value: 12,
        attacker: { will: 11, name: 'Ada' },
      },
    );
    expect(
      mergeInput({ modifiers: [{ amount: -3 }, { amount: 2 }] }, { modifiers: [{ amount: 1 }] }),
    ).toEqual({
      modifiers: [{ amount: 1 }],
    });
  });

  it("keeps a JSON key '__proto__' a plain key, never the object's prototype", () => {
    const merged = mergeInput({ value: 12 }, JSON.parse('{"__proto__": {"polluted": true}}')) as object;
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(Object.hasOwn(merged, '__proto__')).toBe(true);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});
