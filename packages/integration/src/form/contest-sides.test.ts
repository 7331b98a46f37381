// Issue 37, U5: a contest talked in slots where the input names its sides. The GM's round choices read "First" and
// "Second"; while a contest was played nothing knew the names (no outcome carried `parties` yet); the "By critical
// success" tables had Result ("failure" when the second party wins), Tier and Winner columns; a named Directed
// Contest said "Attack fails". The test's `sides` label says where the input names each side, and which choice is
// whose; N10: the Penalty table repeated the Endings when the input already said Penalty.
import { oddsTest } from '@verdict/core';
import {
  buildForm,
  flattenFields,
  inputParties,
  type JsonSchema,
  oddsTables,
  outcomeLabel,
  sideNamedChoices,
} from '@verdict/form';
import { describe, expect, it } from 'vitest';
import { manifestOf, registry } from './manifests.test-helper.js';

const mutual = manifestOf('d20-roll-under', 'mutual-contest');
const named = {
  parties: [
    { name: 'Ragnhild', will: 14, wits: 12 },
    { name: 'Sven', will: 11, wits: 10 },
  ],
};

describe("a contest's sides by the input's names", () => {
  it('reads the names where the test says each side is named', () => {
    expect(inputParties(mutual.labels, named)).toEqual({ first: 'Ragnhild', second: 'Sven' });
    const directed = manifestOf('d20-roll-under', 'directed-contest').labels;
    expect(inputParties(directed, { attacker: { name: 'Grog', will: 12 }, target: { will: 11 } })).toEqual({
      attacker: 'Grog',
    });
    expect(inputParties(mutual.labels, { parties: [{ will: 12 }, { will: 11 }] })).toBeUndefined();
  });

  it("titles each side's round choice by the side's name, else the rules' words", () => {
    const titles = (parties: Record<string, string> | undefined) => {
      const schema = sideNamedChoices(mutual.choicesSchema!, mutual.labels, parties) as JsonSchema;
      return flattenFields(buildForm(schema, { criticalSuccess: {} }))
        .map(({ field }) => field.label)
        .filter((label) => label !== undefined);
    };
    const withNames = titles(inputParties(mutual.labels, named));
    expect(withNames).toEqual(expect.arrayContaining(['Ragnhild', 'Sven']));
    expect(withNames.join(' | ')).not.toMatch(/\bFirst\b|\bSecond\b/);
    expect(titles(undefined)).toEqual(expect.arrayContaining(['First party', 'Second party']));
  });

  it("says a named attacker's failed attack by the attacker's name", () => {
    const labels = manifestOf('d20-roll-under', 'directed-contest').labels;
    const outcome = {
      label: 'Attack fails',
      winner: 'target',
      parties: { attacker: 'Grog', target: 'Ulla' },
    };
    expect(outcomeLabel(outcome, labels)).toBe("Grog's attack fails");
    expect(outcomeLabel({ ...outcome, parties: undefined }, labels)).toBe('Attack fails');
  });

  it('gives the by-critical-success tables no Result, Tier or Winner, and not the Endings twice', () => {
    const input = { ...named, criticalSuccess: 'penalty' };
    const odds = oddsTest(registry, { system: 'd20-roll-under', test: 'mutual-contest', input });
    const tables = oddsTables(odds, mutual.labels);
    expect(tables.map((table) => table.title)).toEqual(['Endings', 'By critical success: Automatic']);
    const byCritical = tables[1]!;
    expect(byCritical.columns.map((column) => column.key)).toEqual(['label', 'probability']);
    expect(byCritical.rows.flat().join(' | ')).not.toMatch(/success|failure|First party|Second party/);
  });
});
