// Ending an epoch counts the unrevealed generated rolls its seed makes computable to their rollers.
import { describe, expect, it } from 'vitest';
import { buildRoom } from '../test-support/build-room.js';
import { computableAtEpochEnd } from './epoch-end.js';
import { roomState } from './state.js';

describe('computableAtEpochEnd', () => {
  it("counts the epoch's unrevealed blind rolls, not its revealed or open ones", () => {
    // Epoch 1 up to seq 11: 6 an outcome roll, 7 a gm roll revealed at 11, 9 a blind answer to hidden request 8.
    const state = roomState(buildRoom(11).entries);
    expect(computableAtEpochEnd(state, [5, 6, 7, 8, 9, 10, 11])).toEqual({
      blindRolls: 1,
      hiddenRequestAnswers: 0,
    });
  });

  it('stops counting a roll once it is revealed', () => {
    const state = roomState(buildRoom(15).entries);
    expect(computableAtEpochEnd(state, [5, 6, 7, 8, 9, 10, 11])).toEqual({
      blindRolls: 0,
      hiddenRequestAnswers: 0,
    });
  });

  it('counts an outcome answer to a request whose input is still hidden', () => {
    const state = roomState(buildRoom(11).entries);
    const blind = state.sealed.get(9)!;
    state.sealed.set(9, { ...blind, visibility: 'outcome' });
    expect(computableAtEpochEnd(state, [9])).toEqual({ blindRolls: 0, hiddenRequestAnswers: 1 });
    state.requests.get(8)!.hidden = false;
    expect(computableAtEpochEnd(state, [9])).toEqual({ blindRolls: 0, hiddenRequestAnswers: 0 });
  });

  it('counts an outcome answer of entered dice to a still-hidden request (its label told its roller the input), not a blind one', () => {
    const state = roomState(buildRoom(11).entries);
    const blind = state.sealed.get(9)!;
    state.sealed.set(9, { ...blind, generated: false, visibility: 'outcome' });
    expect(computableAtEpochEnd(state, [9])).toEqual({ blindRolls: 0, hiddenRequestAnswers: 1 });
    state.sealed.set(9, { ...blind, generated: false, visibility: 'blind' });
    expect(computableAtEpochEnd(state, [9])).toEqual({ blindRolls: 0, hiddenRequestAnswers: 0 });
  });
});
