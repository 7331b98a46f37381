// A player's part typed on one line (moved from the CLI's room screen, issue 36): pairs as the schema reads them, a
// saved character through the client's callback, and what to mend before anything is sent.
import { createRegistry } from '@verdict/core';
import type { RequestEntry } from '@verdict/fair';
import { d20RollUnder } from '@verdict/system-d20-roll-under';
import { describe, expect, it } from 'vitest';
import { partFieldsWords, readPartLine } from './part-line.js';

const registry = createRegistry([d20RollUnder]);
// A request in parts: the GM fixed the name; the player gives the value.
const request = {
  seq: 4,
  system: 'd20-roll-under',
  test: 'check',
  fixes: ['name'],
} as unknown as RequestEntry;
const read = (line: string, req: RequestEntry = request) =>
  readPartLine({
    line,
    request: req,
    registry,
    command: 'verdict room answer',
    character: (name) => {
      if (name !== 'Pia') throw new Error(`Unknown character '${name}'`);
      return { value: 12 };
    },
  });

describe("a player's part on one line", () => {
  it("reads field=value pairs as the test's schema expects them, or a saved character by name", () => {
    expect(read(' value=11 ')).toEqual({ value: 11 });
    expect(read('Pia')).toEqual({ value: 12 });
    expect(() => read('Bob')).toThrow("Unknown character 'Bob'");
  });

  it('says what to mend: nothing typed, a test not known here, a field the GM fixed, a field missing', () => {
    expect(() => read('  ')).toThrow(/^Give your part/);
    expect(() => read('value=11', { ...request, system: 't13' } as RequestEntry)).toThrow(
      /not known here|t13/,
    );
    expect(() => read('name=Mine value=11')).toThrow(/^answer: /);
    expect(() => read('modifiers.0.amount=2')).toThrow(
      /^Request #4 leaves .*\(value\) to you: verdict room answer 4 value=…/,
    );
  });
});

describe('the fields a request in parts leaves to the player', () => {
  it('names each by its title and how to type it, without the fields the GM fixed', () => {
    const words = partFieldsWords(registry, request);
    expect(words).toMatch(/^\S.* \(value=\)/);
    expect(words).not.toMatch(/name=/);
    expect(partFieldsWords(registry, { ...request, system: 't13' } as RequestEntry)).toBe('none');
  });
});
