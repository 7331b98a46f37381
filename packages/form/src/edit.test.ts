import { describe, expect, it } from 'vitest';
import { schemaOf } from './fixtures/captured.js';
import {
  type ArrayField,
  addRow,
  buildForm,
  type ChoiceField,
  chooseVariant,
  cycleChoice,
  flattenFields,
  includeGroup,
  type JsonSchema,
  type NumberField,
  type ObjectField,
  removeRow,
  stepNumber,
  type VariantsField,
} from './index.js';

const find = <T>(schema: JsonSchema, value: unknown, path: string) =>
  flattenFields(buildForm(schema, value)).find(({ field }) => field.path.join('.') === path)!.field as T;

describe('edits through the field model', () => {
  const check = schemaOf('d20-roll-under', 'check');

  it('steps numbers within their bounds', () => {
    expect(stepNumber({ value: 98 }, find<NumberField>(check, { value: 98 }, 'value'), 5, check)).toEqual({
      value: 99,
    });
    expect(stepNumber({ value: -99 }, find<NumberField>(check, { value: -99 }, 'value'), -1, check)).toEqual({
      value: -99,
    });
  });

  it('adds and removes list rows, within minItems and maxItems', () => {
    const input = { value: 12 };
    const added = addRow(input, find<ArrayField>(check, input, 'modifiers'), check);
    expect(added).toEqual({ value: 12, modifiers: [{ amount: 0 }] });
    expect(removeRow(added, find<ArrayField>(check, added, 'modifiers'), 0)).toEqual({
      value: 12,
      modifiers: [],
    });
    const mutual = schemaOf('d20-roll-under', 'mutual-contest');
    const two = {
      parties: [
        { will: 10, wits: 10 },
        { will: 11, wits: 9 },
      ],
    };
    const parties = find<ArrayField>(mutual, two, 'parties');
    expect(parties.canAdd).toBe(false);
    expect(addRow(two, parties, mutual)).toBe(two);
    expect(removeRow(two, parties, 0)).toBe(two);
  });

  it('switches the shape of a union, keeping the fields both share', () => {
    const schema = schemaOf('t13', 'value');
    const input = {
      tested: { contributions: [{ label: 'Pusher', boon: 13 }] },
      opposing: { difficulty: 13 },
    };
    const contribution = find<VariantsField>(schema, input, 'tested.contributions.0');
    const switched = chooseVariant(input, contribution, 1, schema) as typeof input;
    expect(switched.tested.contributions[0]).toEqual({ label: 'Pusher', value: 0 });
    expect(input.tested.contributions[0]).toEqual({ label: 'Pusher', boon: 13 });
  });

  it('cycles choices and adds or removes an optional group', () => {
    const schema = schemaOf('d20-roll-under', 'directed-contest');
    const input = { attacker: { will: 12 }, target: { will: 10 } };
    const critical = find<ChoiceField>(schema, input, 'criticalSuccess');
    expect(cycleChoice(input, critical, 1)).toMatchObject({ criticalSuccess: 'automatic' });
    const dice = schemaOf('t13', 'dice');
    const base = { main: { boon: 13 }, proficiencies: 1, difficulty: 8 };
    const descendant = find<VariantsField>(dice, base, 'descendant');
    expect(descendant.chosen).toBe(-1);
    const withOne = includeGroup(base, descendant, true, dice);
    expect(withOne).toMatchObject({ descendant: { boon: 1 } });
    expect(includeGroup(withOne, find<ObjectField>(dice, withOne, 'descendant'), false, dice)).toEqual(base);
  });
});
