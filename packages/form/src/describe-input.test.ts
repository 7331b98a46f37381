import { describe, expect, it } from 'vitest';
import { describeInput } from './describe-input.js';
import { manifestOf, schemaOf } from './fixtures/captured.js';

describe('describeInput', () => {
  const check = schemaOf('d20-roll-under', 'check');

  it('says a check by its labels and its modifiers as "label ±amount", never as paths', () => {
    const input = {
      value: 11,
      modifiers: [
        { label: 'poor tackle', amount: -2 },
        { label: 'dusk', amount: 1 },
      ],
    };
    const text = describeInput(check, input, { hints: { value: { label: 'Skill' } } });
    expect(text).toBe('Skill 11, poor tackle -2, dusk +1');
    expect(text).not.toMatch(/modifiers|=/);
  });

  it("leaves the input's own name out unless asked, and says switches as yes or no", () => {
    const input = { name: 'Sense evil', value: 9, strongSuccess: false };
    expect(describeInput(check, input)).toBe('Skill 9, Strong Success no');
    expect(describeInput(check, input, { withName: true })).toBe(
      'Skill 9, Name Sense evil, Strong Success no',
    );
  });

  it('names an unlabelled modifier by its list', () => {
    expect(describeInput(check, { value: 9, modifiers: [{ amount: 3 }] })).toBe('Skill 9, Modifier +3');
  });

  it("says a contest's parties by their names and a choice by its option's label", () => {
    const { inputSchema } = manifestOf('d20-roll-under', 'mutual-contest');
    const input = {
      ...manifestOf('d20-roll-under', 'mutual-contest').examples[0]!.input,
      criticalSuccess: 'automatic',
    };
    const hints = { criticalSuccess: { options: { automatic: 'Wins at once (GM option)' } } };
    expect(describeInput(inputSchema, input, { hints })).toBe(
      'Witch (Will 12, Wits 10), Abbot (Will 11, Wits 14), Critical success Wins at once (GM option)',
    );
  });

  it("says unnamed parties of a list by their place, as the contest's own words do (issue 36)", () => {
    const { inputSchema } = manifestOf('d20-roll-under', 'mutual-contest');
    const input = {
      parties: [
        { will: 12, wits: 10 },
        { will: 11, wits: 14 },
      ],
    };
    expect(describeInput(inputSchema, input)).toBe(
      'First party (Will 12, Wits 10), Second party (Will 11, Wits 14)',
    );
    const extended = manifestOf('2d6-pool', 'extended');
    const one = { difficulty: 8, progressRequired: 5, participants: [{ rating: 2 }] };
    expect(describeInput(extended.inputSchema, one)).toBe(
      'Difficulty 8, Progress required 5, Participant (Rating 2)',
    );
    const many = { ...one, participants: Array.from({ length: 11 }, () => ({ rating: 1 })) };
    const words = describeInput(extended.inputSchema, many);
    expect(words).toContain('Tenth participant (Rating 1), Participant 11 (Rating 1)');
  });

  it('says a named group by its label and its name', () => {
    const { inputSchema, examples } = manifestOf('d20-roll-under', 'directed-contest');
    expect(describeInput(inputSchema, examples[0]!.input)).toBe(
      'Attacker Sorcerer (Will 12), Target Knight (Will 11)',
    );
  });

  it('says rows of a union by their names, and a named row with one number by its label', () => {
    const value = manifestOf('t13', 'value');
    expect(describeInput(value.inputSchema, value.examples[0]!.input)).toBe(
      'Tested (Facet Zeal, Pusher 1 (Boon 13), Pusher 2 (Boon 13)), Opposing (Facet Inertia, Car (Boon 18))',
    );
    const extended = manifestOf('2d6-pool', 'extended');
    expect(describeInput(extended.inputSchema, extended.examples[0]!.input)).toBe(
      'Difficulty 8, Progress required 5, Grog (Rating 2, Bonus dice 1, Penalty dice 1), Ulla (Rating 1), Timescale Hour',
    );
  });

  it('reads every captured example without a path or JSON', () => {
    for (const key of ['t13/value', 't13/dice', '2d6-pool/check', '2d6-pool/extended']) {
      const [system, test] = key.split('/') as [string, string];
      const { inputSchema, examples } = manifestOf(system, test);
      const text = describeInput(inputSchema, examples[0]!.input);
      expect(text, key).not.toMatch(/[{}[\]=]|\.\d+\./);
      expect(text, key).not.toBe('no fields');
    }
  });

  it('says an empty input as "no fields"', () => {
    expect(describeInput({ type: 'object', properties: {} }, {})).toBe('no fields');
  });
});
