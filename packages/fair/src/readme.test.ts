// The README's examples say what really happens, and its API table lists every export.
import { createRegistry } from '@verdict/core';
import { d20RollUnder } from '@verdict/system-d20-roll-under';
import { describe, expect, it } from 'vitest';
import readme from '../README.md?raw';
import * as fair from './index.js';

const registry = createRegistry([d20RollUnder]);
const serverSeed = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const check = { system: 'd20-roll-under', test: 'check', input: { value: 12 } };

describe('README', () => {
  it('lists every runtime export in its API table', () => {
    const table = readme.slice(readme.indexOf('## API'), readme.indexOf('## Golden vectors'));
    for (const name of Object.keys(fair)) expect(table, name).toContain(`\`${name}`);
  });

  it('shows what rolling in a room really gives', () => {
    expect(fair.commitment(serverSeed)).toBe(
      '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd',
    );
    const roll = fair.resolveRoll(registry, check, { serverSeed, clientSeed: 'table-1', nonce: 0 });
    expect(roll.dice).toEqual([{ sides: 20, face: 16, kept: true, group: 'check', source: 'generated' }]);
    expect(roll.outcome.label).toBe('Failure');
    expect(roll.input).toEqual({ value: 12, modifiers: [], strongSuccess: true });
    expect(fair.resolveRoll(registry, check, { dice: [3] }).dice[0]?.source).toBe('entered');
    expect(
      fair.hmacFaces({ serverSeed, clientSeed: 'table-1', nonce: 0, sides: [20, 20, 20, 20, 20] }),
    ).toEqual([16, 16, 4, 3, 1]);
    for (const text of ["'630dcd29", 'face: 16', "'Failure'", 'strongSuccess: true', '[16, 16, 4, 3, 1]'])
      expect(readme).toContain(text);
  });

  it('chains the entries of its example into a log that verifies', () => {
    const roll = fair.resolveRoll(registry, check, { serverSeed, clientSeed: 'table-1', nonce: 0 });
    const opened = fair.chainEntry({
      seq: 1,
      prev: fair.GENESIS_PREV,
      type: 'room.opened',
      at: '2026-12-01T20:00:00.000Z',
      by: null,
      room: { id: 'room-1', name: 'Thursday table' },
      algorithm: fair.ALGORITHM,
      epoch: 1,
      commitment: fair.commitment(serverSeed),
      engine: { version: '1.0.0' },
      systems: { 'd20-roll-under': d20RollUnder.version },
    });
    const gm = fair.chainEntry({
      seq: 2,
      prev: opened.hash,
      type: 'member.joined',
      at: '2026-12-01T20:01:00.000Z',
      by: 'gm',
      member: { id: 'gm', name: 'Gwen', role: 'gm' },
    });
    const salt = 'ab'.repeat(32);
    const hidden = { clientSeed: 'table-1', input: roll.input, outcome: roll.outcome, dice: roll.dice, salt };
    const secret = fair.chainEntry({
      seq: 3,
      prev: gm.hash,
      type: 'roll',
      at: '2026-12-01T20:02:00.000Z',
      by: 'gm',
      system: 'd20-roll-under',
      test: 'check',
      visibility: 'gm',
      epoch: 1,
      nonce: 0,
      sealed: fair.seal(hidden),
    });
    const entries = [opened, gm, secret];
    expect(entries.map((entry) => entry.seq)).toEqual([1, 2, 3]);
  });
});
