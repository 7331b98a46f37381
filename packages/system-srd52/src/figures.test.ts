import { createRegistry, oddsTest } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { srd52 } from './index.js';

const registry = createRegistry([srd52]);
const odds = (test: string, input: unknown) => oddsTest(registry, { system: 'srd52', test, input });
const fractions = (test: string, input: unknown) =>
  Object.fromEntries(odds(test, input).outcomes.map((o) => [o.label, o.fraction]));
const headline = (test: string, input: unknown, key: string) =>
  (odds(test, input) as { headline?: { key: string; fraction?: string }[] }).headline?.find(
    (h) => h.key === key,
  )?.fraction;

// Every figure the rules digest prints (rules: srd52.md), as exact fractions.
describe("the digest's figures", () => {
  it('section 1: checks', () => {
    expect(
      fractions('check', { abilityScore: 16, proficiency: 'proficient', proficiencyBonus: 2, dc: 15 })
        .Success,
    ).toBe('11/20');
    expect(
      fractions('check', { abilityModifier: 4, proficiency: 'expertise', levelOrCr: 5, dc: 20 }).Success,
    ).toBe('11/20');
    expect(fractions('check', { abilityModifier: -1, dc: 25 }).Success).toBeUndefined();
    expect(
      fractions('check', { abilityModifier: 0, proficiency: 'half', proficiencyBonus: 3, dc: 10 }).Success,
    ).toBe('3/5');
  });
  it('section 2: Advantage and Disadvantage', () => {
    expect(fractions('check', { abilityModifier: 5, dc: 15, advantage: ['Help'] }).Success).toBe('319/400');
    expect(fractions('check', { abilityModifier: 5, dc: 15, disadvantage: ['Poisoned'] }).Success).toBe(
      '121/400',
    );
    expect(
      fractions('check', {
        abilityModifier: 5,
        dc: 15,
        advantage: ['Help'],
        disadvantage: ['Poisoned', 'Frightened'],
      }).Success,
    ).toBe('11/20');
    expect(headline('attack', { abilityModifier: 5, ac: 15, advantage: ['Help'] }, 'hit')).toBe('319/400');
  });
  it('section 3: Heroic Inspiration', () => {
    const base = { abilityModifier: 3, dc: 15, heroicInspiration: true };
    expect(headline('check', base, 'withoutInspiration')).toBe('9/20');
    expect(headline('check', base, 'withInspiration')).toBe('279/400');
    expect(fractions('check', base).Success).toBe('279/400');
    expect(headline('check', { ...base, advantage: ['Help'] }, 'withoutInspiration')).toBe('279/400');
    expect(headline('check', { ...base, advantage: ['Help'] }, 'withInspiration')).toBe('6669/8000');
    expect(headline('check', { ...base, disadvantage: ['x'] }, 'withoutInspiration')).toBe('81/400');
    expect(headline('check', { ...base, disadvantage: ['x'] }, 'withInspiration')).toBe('1701/4000');
    const attack = { abilityModifier: 5, ac: 15, heroicInspiration: true };
    expect(headline('attack', { ...attack, reroll: 'none' }, 'hit')).toBe('11/20');
    expect(headline('attack', attack, 'hit')).toBe('319/400');
    expect(headline('attack', attack, 'criticalHit')).toBe('29/400');
  });
  it('section 4: Bless, Bane, Guidance', () => {
    expect(
      fractions('save', {
        abilityModifier: 1,
        proficiency: 'proficient',
        proficiencyBonus: 2,
        dc: 15,
        bless: true,
      }).Success,
    ).toBe('23/40');
    expect(fractions('save', { abilityModifier: 1, dc: 13, bless: true, bane: true }).Success).toBe('9/20');
    expect(fractions('check', { abilityModifier: 2, dc: 15, guidance: true }).Success).toBe('21/40');
  });
  it('section 5: Exhaustion', () => {
    expect(fractions('check', { abilityModifier: 5, dc: 10, exhaustion: 3 }).Success).toBe('1/2');
    expect(fractions('check', { abilityModifier: 5, dc: 10 }).Success).toBe('4/5');
    expect(headline('attack', { abilityModifier: 5, ac: 15, exhaustion: 2 }, 'hit')).toBe('7/20');
    expect(fractions('death-saves', { successes: 2, failures: 2, exhaustion: 2 }).Stable).toBe('3/10');
  });
  it('section 6: Influence and Hide', () => {
    expect(
      fractions('check', { abilityModifier: 5, influence: { attitude: 'hostile', intelligence: 17 } })
        .Success,
    ).toBe('81/400');
    expect(fractions('check', { abilityModifier: 5, action: 'hide' }).Success).toBe('11/20');
  });
  it('section 7: saves', () => {
    const fire = {
      ability: 'Dexterity',
      abilityModifier: 2,
      dc: 15,
      damage: [{ count: 8, sides: 6, type: 'Fire' }],
    };
    expect(fractions('save', fire).Success).toBe('2/5');
    expect(headline('save', fire, 'meanDamage')).toBe('223/10');
    expect(fractions('save', { abilityModifier: 5, concentrationDamage: 25 }).Success).toBe('7/10');
    expect(
      fractions('save', { ability: 'Dexterity', abilityModifier: 1, dc: 15, cover: 'half' }).Success,
    ).toBe('9/20');
    expect(fractions('save', { abilityModifier: 1, dc: 15, autoFail: true })).toEqual({ Failure: '1/1' });
  });
  it('section 8: attacks', () => {
    expect(fractions('attack', { abilityModifier: 5, ac: 15 })).toEqual({
      'Critical Hit': '1/20',
      Hit: '1/2',
      Miss: '9/20',
    });
    expect(fractions('attack', { abilityModifier: 5, ac: 25, critOn: 19 })).toEqual({
      'Critical Hit': '1/10',
      Miss: '9/10',
    });
    expect(fractions('attack', { abilityModifier: 5, ac: 10, advantage: ['x'], autoCrit: true }).Miss).toBe(
      '1/25',
    );
  });
  it('section 9: damage', () => {
    const longsword = [{ count: 1, sides: 8, modifier: 3, type: 'Slashing' }];
    expect(headline('attack', { abilityModifier: 5, ac: 14, damage: longsword }, 'meanDamage')).toBe(
      '189/40',
    );
  });
  it('section 11: contests', () => {
    const sides = { opposer: { abilityModifier: 5 }, actor: { abilityModifier: 3 } };
    expect(fractions('contest', sides).Success).toBe('171/400');
    expect(fractions('contest', { ...sides, tie: 'standoff' })).toEqual({
      Success: '153/400',
      Standoff: '9/200',
      Failure: '229/400',
    });
    expect(
      fractions('contest', {
        opposer: { abilityModifier: 2 },
        actor: { abilityModifier: 2, advantage: ['Help'] },
      }).Success,
    ).toBe('553/800');
  });
  it('section 12: groups', () => {
    const four = { dc: 12, members: [0, 2, 5, -1].map((m) => ({ abilityModifier: m })) };
    expect(fractions('group', four)['Group Success']).toBe('7309/10000');
    expect(
      fractions('group', { dc: 15, members: [4, 1, 1].map((m) => ({ abilityModifier: m })) })[
        'Group Success'
      ],
    ).toBe('7/20');
  });
  it('section 13: Death Saving Throws', () => {
    expect(fractions('death-saves', {})).toEqual({
      Revived: '1451/8000',
      Stable: '331/800',
      Dead: '3239/8000',
    });
    expect(headline('death-saves', {}, 'survives')).toBe('4761/8000');
    expect(fractions('death-saves', { heroicInspiration: true })).toEqual({
      Revived: '8387/40000',
      Stable: '857/1600',
      Dead: '2547/10000',
    });
    expect(fractions('death-saves', { bless: true })).toEqual({
      Revived: '180347/1024000',
      Stable: '9715/16384',
      Dead: '472931/2048000',
    });
    expect(fractions('death-saves', { exhaustion: 1 })).toEqual({
      Revived: '901/5000',
      Stable: '166/625',
      Dead: '2771/5000',
    });
    expect(fractions('death-saves', { successes: 1, failures: 2 })).toEqual({
      Revived: '3/40',
      Stable: '1/4',
      Dead: '27/40',
    });
    expect(fractions('death-saves', { successes: 2, failures: 1 })).toEqual({
      Revived: '7/100',
      Stable: '7/10',
      Dead: '23/100',
    });
    expect(fractions('death-saves', { failures: 2 })).toEqual({
      Revived: '7/80',
      Stable: '1/8',
      Dead: '63/80',
    });
  });
});
