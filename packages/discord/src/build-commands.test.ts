import type { SystemManifest, TestManifest } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { buildDiscordCommands, FIXED } from './build-commands.js';
import type { CommandOption } from './discord-types.js';
import { commandSize, validateCommands } from './limits.js';

const long = 'A description far longer than Discord allows for an option, repeated. '.repeat(4);
const colours = Array.from({ length: 40 }, (_, i) => `Colour ${i + 1}`);

function test(id: string, rounds = false): TestManifest {
  return {
    id,
    title: `Test ${id}`,
    description: long,
    rounds,
    examples: [],
    inputSchema: {
      type: 'object',
      properties: {
        skillValue: { type: 'integer', minimum: 1, maximum: 30, description: long },
        colour: { type: 'string', enum: colours, description: 'A colour from a long list' },
        mood: { type: 'string', enum: ['calm', 'angry'] },
        dice: { type: 'integer', description: 'A field that clashes with the fixed dice option' },
        attacker: {
          type: 'object',
          properties: {
            will: { type: 'integer', minimum: -99, maximum: 99 },
            name: { type: 'string', maxLength: 50 },
          },
          required: ['will'],
        },
        modifiers: { type: 'array', items: { type: 'object' } },
        huge: { type: 'integer', minimum: -(2 ** 60), maximum: 2 ** 60 },
      },
      required: ['skillValue', 'attacker'],
    },
  };
}

const thirdParty: SystemManifest = {
  id: 'Big_System.Of Many Tests (Third Party)',
  name: 'Big system',
  version: '1.0.0',
  description: long,
  tests: Array.from({ length: 30 }, (_, i) => test(`test-${i}`, i === 0)),
  tools: [],
};
const roll: SystemManifest = { ...thirdParty, id: 'roll', tests: [test('only')] };

describe('buildDiscordCommands', () => {
  const set = buildDiscordCommands({ systems: [thirdParty, roll] });

  it('makes commands that pass the limits check, from any manifest', () => {
    expect(validateCommands(set.commands)).toEqual([]);
    expect(set.commands.map((c) => c.name)).toEqual([
      'roll',
      'odds',
      'verdict',
      'save',
      'saved',
      'r',
      'unsave',
      'board',
      'big_system-of-many-tests-third-p',
      'v-roll',
    ]);
    for (const command of set.commands) expect(commandSize(command)).toBeLessThanOrEqual(4000);
  });

  it('keeps 25 subcommands and says which tests were left out', () => {
    const kept = set.commands[8]!.options!.length;
    expect(kept).toBe(25);
    expect(set.omitted).toHaveLength(5);
    expect(set.omitted[0]).toMatch(/test-25: over Discord's 25 subcommands/);
  });

  it('offers required fields first, nested fields flattened, and clashing names only through fields', () => {
    const set = buildDiscordCommands({ systems: [{ ...thirdParty, tests: [test('test-0', true)] }] });
    const plan = set.tests.find((t) => t.test === 'test-0')!;
    expect(plan.fields.slice(0, 2).map((f) => [f.name, f.path, f.required])).toEqual([
      ['skill_value', ['skillValue'], true],
      ['attacker_will', ['attacker', 'will'], true],
    ]);
    expect(plan.fields.map((f) => f.name)).not.toContain('dice');
    expect(plan.fields.map((f) => f.name)).not.toContain('modifiers');
    const options = (set.commands[8]!.options![0]!.options ?? []) as CommandOption[];
    expect(options.map((o) => o.name)).toEqual([
      'skill_value',
      'attacker_will',
      'colour',
      'mood',
      'attacker_name',
      'huge',
      FIXED.fields,
      FIXED.dice,
      FIXED.oddsFirst,
      FIXED.private,
      FIXED.byRound,
    ]);
    const byName = Object.fromEntries(options.map((o) => [o.name, o]));
    expect(byName.colour).toMatchObject({ autocomplete: true });
    expect(byName.colour!.choices).toBeUndefined();
    expect(byName.skill_value).toMatchObject({ type: 4, min_value: 1, max_value: 30, required: true });
    expect(byName.huge!.min_value).toBeUndefined();
  });

  it('turns small enums into choices when the command has room', () => {
    const small = buildDiscordCommands({ systems: [{ ...roll, id: 'small', tests: [test('one')] }] });
    const options = small.commands[8]!.options![0]!.options!;
    expect(options.find((o) => o.name === 'mood')!.choices).toEqual([
      { name: 'calm', value: 'calm' },
      { name: 'angry', value: 'angry' },
    ]);
    expect(options.find((o) => o.name === 'skill_value')!.description.length).toBeLessThanOrEqual(100);
  });
});

describe('validateCommands', () => {
  it('offers every command to user installs and in DMs, but /verdict table only in a server with the app', () => {
    const set = buildDiscordCommands({ systems: [thirdParty, roll] });
    for (const command of set.commands.filter((c) => c.name !== 'verdict')) {
      expect(command.integration_types, command.name).toEqual([0, 1]);
      expect(command.contexts, command.name).toEqual([0, 1, 2]);
    }
    const verdict = set.commands.find((c) => c.name === 'verdict');
    expect(verdict?.integration_types).toEqual([0]);
    expect(verdict?.contexts).toEqual([0]);
  });

  it('names unknown, repeated or empty install types and contexts', () => {
    const issues = validateCommands([
      // @ts-expect-error: 3 is no install type, as Discord documents them
      { type: 1, name: 'a', description: 'x', integration_types: [0, 3], contexts: [] },
      { type: 1, name: 'b', description: 'x', contexts: [2, 2] },
    ]);
    expect(issues.map((i) => `${i.at}: ${i.message}`)).toEqual([
      'a: integration_types has 3, not one of 0, 1',
      "a: contexts is empty: leave it out for Discord's default",
      'b: contexts repeats a value',
    ]);
  });

  it('names each broken limit', () => {
    const issues = validateCommands([
      {
        type: 1,
        name: 'Roll',
        description: '',
        options: [
          { type: 3, name: 'a', description: 'x' },
          {
            type: 3,
            name: 'b',
            description: 'x',
            required: true,
            choices: [{ name: 'n', value: 'v'.repeat(101) }],
          },
          { type: 5, name: 'c', description: 'x', autocomplete: true, min_value: 1 },
          { type: 1, name: 'sub', description: 'x' },
          { type: 3, name: 'a', description: 'd'.repeat(101), max_length: 7000 },
        ],
      },
    ]);
    const text = issues.map((i) => `${i.at}: ${i.message}`);
    expect(text).toEqual(
      expect.arrayContaining([
        "Roll: name 'Roll' must be lowercase",
        'Roll: description must be 1-100 characters (has 0)',
        "Roll: name 'a' is used twice",
        'Roll: subcommands and plain options cannot be mixed at one level',
        'Roll > b: required options must come before optional ones',
        `Roll > b: choice value "${'v'.repeat(101)}" must be a string of 1-100 characters`,
        'Roll > c: autocomplete only on string, integer or number options',
        'Roll > c: min_value only on integer or number options',
        'Roll > a: description must be 1-100 characters (has 101)',
        'Roll > a: max_length 7000 must be an integer from 1 to 6000',
      ]),
    );
  });

  it('counts the 4,000 combined characters and the 25 options', () => {
    const options = Array.from({ length: 26 }, (_, i) => ({
      type: 3,
      name: `o${i}`,
      description: 'd'.repeat(100),
    }));
    const issues = validateCommands([{ type: 1, name: 'big', description: 'x', options }]);
    expect(issues.map((i) => i.message)).toEqual(
      ['2724 combined characters, at most 4000', '26 options, at most 25'].slice(1),
    );
  });
});
