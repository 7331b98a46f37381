// The GM's choices as select menus (issue 40): built from any test's choices schema, within Discord's documented
// limits (25 options a select, labels and values of at most 100 characters, placeholders of 150, 5 rows a message).
import { describeRegistry } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { createAppRegistry } from '../registry.js';
import { choiceMenus, choiceSelects, choicesText, choose, MAX_MENUS } from './round-choices.js';

const manifest = describeRegistry(createAppRegistry());
const schemaOf = (system: string, test: string) =>
  manifest.systems.find((s) => s.id === system)!.tests.find((t) => t.id === test)!.choicesSchema!;

describe('choice menus from a choices schema', () => {
  it("offers a contest's critical-success choices side by side, and a reroll's die index beside auto and none", () => {
    const contest = choiceMenus(schemaOf('d20-roll-under', 'directed-contest'));
    expect(contest.menus.map((m) => m.label)).toEqual([
      'Critical success › Attacker',
      'Critical success › Target',
    ]);
    expect(contest.other).toEqual([]);
    const reroll = choiceMenus(schemaOf('srd52', 'check')).menus[0]!;
    expect(reroll.options.slice(0, 4).map((o) => o.value)).toEqual(['auto', 'none', 0, 1]);
    expect(reroll.options).toHaveLength(24);
  });

  it('names the choices no select can offer (death saves: the list of events)', () => {
    const death = choiceMenus(schemaOf('srd52', 'death-saves'));
    expect(death.menus.map((m) => m.label)).toEqual(['Reroll']);
    expect(death.other).toEqual(['Events']);
  });

  it("keeps every built-in test's menus within Discord's limits", () => {
    for (const system of manifest.systems) {
      for (const test of system.tests) {
        if (!test.choicesSchema) continue;
        const { menus } = choiceMenus(test.choicesSchema);
        expect(menus.length).toBeLessThanOrEqual(MAX_MENUS);
        for (const select of choiceSelects(menus, undefined, 'AAAAAAAAAAAAAAAA')) {
          expect(select.custom_id.length).toBeLessThanOrEqual(100);
          expect(select.placeholder!.length).toBeLessThanOrEqual(150);
          expect(select.options.length).toBeLessThanOrEqual(25);
          for (const option of select.options) {
            expect(option.label.length).toBeLessThanOrEqual(100);
            expect(option.value.length).toBeLessThanOrEqual(100);
          }
        }
      }
    }
  });

  it('sets, unsets and refuses a value the menu does not offer', () => {
    const [attacker] = choiceMenus(schemaOf('d20-roll-under', 'directed-contest')).menus;
    const set = choose(attacker!, undefined, '"automatic"');
    expect(set).toEqual({ choices: { criticalSuccess: { attacker: 'automatic' } } });
    expect(choicesText([attacker!], set!.choices)).toBe('Critical success › Attacker: Automatic');
    expect(choose(attacker!, set!.choices, '-')).toEqual({ choices: { criticalSuccess: {} } });
    expect(choose(attacker!, undefined, '"never"')).toBeUndefined();
    expect(choicesText([attacker!], undefined)).toBe('None: as the test says');
  });
});
