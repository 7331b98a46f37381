import { describe, expect, it } from 'vitest';
import { freeName, nameKey, nameTakenRefusal } from './names.js';
import { emptyRoomState } from './state.js';

function stateWith(...names: string[]) {
  const state = emptyRoomState();
  names.forEach((name, i) => {
    state.members.set(`m${i}`, { id: `m${i}`, name, role: i === 0 ? 'gm' : 'player' });
  });
  return state;
}

describe("a room's names", () => {
  it('compares names without case, and full-width letters as the letters they show', () => {
    expect(nameKey('ＧＭ')).toBe('gm');
    expect(nameKey('Ada')).toBe(nameKey('ADA'));
  });

  it("refuses a new member's name that a member has in any case, naming /name", () => {
    const state = stateWith('Ada', 'Grog');
    expect(nameTakenRefusal(state, 'ada')).toMatchObject({ code: 'invalid_body', path: '/name' });
    expect(nameTakenRefusal(state, 'GROG')?.message).toBe(
      'Grog is already the name of a member of this room: choose another',
    );
    expect(nameTakenRefusal(state, 'Bo')).toBeUndefined();
  });

  it('gives a name from elsewhere the first free number', () => {
    expect(freeName(stateWith('Ada'), 'Bob')).toBe('Bob');
    expect(freeName(stateWith('Ada', 'Bob', 'bob (2)'), 'Bob')).toBe('Bob (3)');
  });
});
