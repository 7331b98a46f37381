import { createRegistry, resolveTest } from '@verdict/core';
import { twoD6Pool } from '@verdict/system-2d6-pool';
import { d20RollUnder } from '@verdict/system-d20-roll-under';
import { describe, expect, it } from 'vitest';
import { hmacFaces } from './hmac-source.js';
import { resolveRoll } from './resolve-roll.js';

const registry = createRegistry([d20RollUnder, twoD6Pool]);
const serverSeed = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const jump = {
  system: '2d6-pool',
  test: 'check',
  input: { attribute: 'might', rating: 2, bonusDice: 1, penaltyDice: 1, difficulty: 8 },
};

describe('resolveRoll', () => {
  it('rolls a test through the engine with exactly the protocol faces (four d6 of table-1, nonce 1)', () => {
    const roll = resolveRoll(registry, jump, { serverSeed, clientSeed: 'table-1', nonce: 1 });
    expect(roll.dice.map((d) => [d.sides, d.face, d.source])).toEqual([
      [6, 3, 'generated'],
      [6, 5, 'generated'],
      [6, 4, 'generated'],
      [6, 3, 'generated'],
    ]);
  });

  it('draws a d20 check from table-1, nonce 0: the first golden face', () => {
    const roll = resolveRoll(
      registry,
      { system: 'd20-roll-under', test: 'check', input: { value: 12 } },
      { serverSeed, clientSeed: 'table-1', nonce: 0 },
    );
    expect(roll.dice).toEqual([{ sides: 20, face: 16, kept: true, group: 'check', source: 'generated' }]);
    expect(roll.outcome.label).toBe('Failure');
  });

  it('gives what resolveTest gives for the same faces entered, and the parsed input with its defaults', () => {
    const generated = resolveRoll(registry, jump, { serverSeed, clientSeed: 'x', nonce: 9 });
    const faces = generated.dice.map((d) => d.face);
    expect(faces).toEqual(hmacFaces({ serverSeed, clientSeed: 'x', nonce: 9, sides: [6, 6, 6, 6] }));
    const entered = resolveTest(registry, { ...jump, dice: faces });
    expect(generated.outcome).toEqual(entered.outcome);
    expect(generated.steps).toEqual(entered.steps);
    expect(generated.dice).toEqual(entered.dice.map((d) => ({ ...d, source: 'generated' })));
    expect(resolveRoll(registry, jump, { dice: faces }).dice).toEqual(entered.dice);
    expect(generated.input).toEqual(jump.input);
  });

  it('returns the parsed input, defaults filled in: what the log records', () => {
    const check = { system: 'd20-roll-under', test: 'check', input: { value: 12 } };
    expect(resolveRoll(registry, check, { dice: [3] }).input).toEqual({
      value: 12,
      modifiers: [],
      strongSuccess: true,
    });
  });

  it("refuses bad input with the engine's named errors, before anything is resolved", () => {
    expect(() =>
      resolveRoll(registry, { ...jump, input: { rating: 'x' } }, { serverSeed, clientSeed: 'x', nonce: 0 }),
    ).toThrow(expect.objectContaining({ code: 'invalid_input' }));
    expect(() => resolveRoll(registry, { ...jump, system: 'nope' }, { dice: [1] })).toThrow(
      expect.objectContaining({ code: 'unknown_system' }),
    );
    expect(() => resolveRoll(registry, jump, { dice: [1, 2] })).toThrow(
      expect.objectContaining({ code: 'dice_exhausted' }),
    );
  });
});
