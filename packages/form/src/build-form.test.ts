import { describe, expect, it } from 'vitest';
import { issuesOf, manifestOf, schemaOf } from './fixtures/captured.js';
import {
  type ArrayField,
  buildForm,
  type ChoiceField,
  type Field,
  flattenFields,
  type ObjectField,
  type VariantsField,
} from './index.js';

const fieldAt = (form: Field, ...keys: (string | number)[]): Field => {
  let field = form;
  for (const key of keys) {
    const holder = field.kind === 'variants' ? field.field! : field;
    const next =
      holder.kind === 'object'
        ? holder.fields.find((f) => f.key === key)
        : holder.kind === 'array'
          ? holder.rows[key as number]
          : undefined;
    if (!next) throw new Error(`No field ${String(key)} in ${holder.label}`);
    field = next;
  }
  return field;
};

describe('buildForm, on captured schemas', () => {
  it("draws the d20 Check: labels from the titles, help from the descriptions, defaults, a list's rows", () => {
    const test = manifestOf('d20-roll-under', 'check');
    const form = buildForm(schemaOf('d20-roll-under', 'check'), test.examples[0]!.input) as ObjectField;
    expect(form.fields.map((f) => `${f.label}:${f.kind}:${f.required}`)).toEqual([
      'Skill:number:true',
      'Modifiers:array:false',
      'Name:text:false',
      'Strong Success:switch:false',
    ]);
    const value = fieldAt(form, 'value');
    expect(value).toMatchObject({ path: ['value'], value: 12, min: -99, max: 99, integer: true });
    expect(value.help).toMatch(/roll at or under it/);
    const modifiers = fieldAt(form, 'modifiers') as ArrayField;
    expect(modifiers).toMatchObject({
      noun: 'modifier',
      maxItems: 50,
      canAdd: true,
      canRemove: true,
      rowsAreGroups: true,
    });
    expect(modifiers.rows[0]!.label).toBe('Modifier 1');
    expect(fieldAt(form, 'modifiers', 0, 'amount').path).toEqual(['modifiers', 0, 'amount']);
    expect(fieldAt(form, 'strongSuccess')).toMatchObject({
      kind: 'switch',
      checked: true,
      defaultValue: true,
    });
  });

  it('offers choices with readable labels, and picks the default when the value is absent', () => {
    const form = buildForm(schemaOf('d20-roll-under', 'directed-contest'), {
      attacker: { will: 12 },
      target: { will: 10 },
    });
    const critical = fieldAt(form, 'criticalSuccess') as ChoiceField;
    expect(critical.options).toEqual([
      { value: 'penalty', label: 'Penalty' },
      { value: 'automatic', label: 'Automatic' },
    ]);
    expect(critical.chosen).toBe(0);
    // The schema states the real limit (1,000 rounds), so the form shows it.
    expect(fieldAt(form, 'maxRounds')).toMatchObject({ min: 1, max: 1000 });
  });

  it('uses hints: labels, help, order and option labels', () => {
    const form = buildForm(
      schemaOf('d20-roll-under', 'directed-contest'),
      {
        attacker: { will: 12, modifiers: [{ amount: 2 }] },
        target: { will: 10 },
        criticalSuccess: 'automatic',
      },
      {
        hints: {
          target: { order: 0, label: 'Who resists' },
          'attacker.will': { label: 'Attacker’s Will' },
          'attacker.modifiers.amount': { label: 'Bonus or penalty' },
          criticalSuccess: { options: { automatic: 'Wins at once' } },
        },
      },
    ) as ObjectField;
    expect(form.fields[0]!.label).toBe('Who resists');
    expect(fieldAt(form, 'attacker', 'will').label).toBe('Attacker’s Will');
    expect(fieldAt(form, 'attacker', 'modifiers', 0, 'amount').label).toBe('Bonus or penalty');
    const critical = fieldAt(form, 'criticalSuccess') as ChoiceField;
    expect(critical.options[critical.chosen]!.label).toBe('Wins at once');
  });

  it('draws the T13 Value Test: a union of a side or a Difficulty, and lists of Boons or Values', () => {
    const input = {
      tested: { contributions: [{ label: 'Pusher', boon: 13 }, { value: 66 }] },
      opposing: { difficulty: 13 },
    };
    const form = buildForm(schemaOf('t13', 'value'), input);
    const opposing = fieldAt(form, 'opposing') as VariantsField;
    expect(opposing.options).toEqual(['Side', 'Difficulty']);
    expect(opposing.chosen).toBe(1);
    expect(fieldAt(form, 'opposing', 'difficulty').value).toBe(13);
    const first = fieldAt(form, 'tested', 'contributions', 0) as VariantsField;
    expect(first.options).toEqual(['Boon', 'Value']);
    expect(first.chosen).toBe(0);
    expect((fieldAt(form, 'tested', 'contributions', 1) as VariantsField).chosen).toBe(1);
    const geometry = fieldAt(form, 'geometry') as VariantsField;
    expect(geometry).toMatchObject({ options: ['Number', 'Text'], chosen: -1, required: false });
  });

  it('puts each validation message on its field, from the engine', () => {
    const { input, issues } = issuesOf('d20-roll-under/directed-contest attacker will 120, no target will');
    const form = buildForm(schemaOf('d20-roll-under', 'directed-contest'), input, { issues });
    expect(fieldAt(form, 'attacker', 'will').issues[0]?.message).toBeTruthy();
    expect(fieldAt(form, 'target', 'will').issues[0]?.message).toBeTruthy();
    expect(fieldAt(form, 'attacker', 'name').issues).toEqual([]);
  });

  it('flattens a form into lines with depths, a union before its shape', () => {
    const form = buildForm(schemaOf('t13', 'dice'), { main: { boon: 13 }, proficiencies: 1, difficulty: 8 });
    const lines = flattenFields(form)
      .slice(0, 6)
      .map(({ field, depth }) => `${depth} ${field.kind} ${field.label}`);
    expect(lines).toEqual([
      '0 choice Facet',
      '0 choice Trump',
      '0 variants Main dice',
      '1 text Name',
      '1 number Boon',
      '0 variants Descendant',
    ]);
  });
});
