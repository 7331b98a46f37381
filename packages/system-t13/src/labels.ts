import type { DisplayLabelsV1, FieldHints } from '@verdict/core';

// The words frontends show for this system's values, as the rules name them (rules: t13).

const fields = { successLevels: 'Success Levels', failureLevels: 'Failure Levels' };

/** A Value Test: totals compared, or a d100 in percentage mode. */
export const valueLabels: DisplayLabelsV1 = {
  groups: { percentage: 'd100' },
  fields: { ...fields, chance: 'Chance (%)', rolledFor: 'Rolled for' },
  odds: {
    chance: { label: 'Chance of the side rolled for (%)', format: 'integer' },
  },
};

/** The Value Test's form: its modes in words. */
export const valueUi: FieldHints = {
  mode: { options: { direct: 'Direct comparison', percentage: 'Percentage (d100)' } },
  rollFor: {
    options: { smaller: 'The smaller total', tested: 'The tested side', opposing: 'The opposing side' },
  },
};

/** A Dice Test: Main, Descendant and extra dice, Proficiency dice, against a Difficulty. */
export const diceLabels: DisplayLabelsV1 = {
  groups: {
    main: 'Main dice',
    descendant: 'Descendant dice',
    extra: 'Extra dice',
    proficiency: 'Proficiency dice',
  },
  fields,
  odds: { proficiencyDice: { label: 'Proficiency dice', format: 'integer' } },
};

/** The Dice Test's form: a tie in the rules' words. */
export const diceUi: FieldHints = {
  tie: { options: { borderline: 'Borderline', stalemate: 'Stalemate' } },
};
