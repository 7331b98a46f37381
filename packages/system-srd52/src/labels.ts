import type { DisplayLabelsV1, FieldHints } from '@verdict/core';

// The words frontends show for this system's values, as SRD 5.2 names them (rules: srd52.md).

const fields = {
  margin: 'Margin',
  natural: 'Natural',
  total: 'Total',
  dc: 'DC',
  ac: 'AC',
  findDC: 'DC to find',
  damage: 'Damage',
  successes: 'Successes',
  failures: 'Failures',
  score: 'Score',
  rounds: 'Rounds',
};

const groups = {
  d20: 'd20',
  'Heroic Inspiration': 'Heroic Inspiration reroll',
  Bless: 'Bless d4',
  Bane: 'Bane d4',
  Guidance: 'Guidance d4',
};

/** A check, save or attack: the d20s, the bonus dice and the reroll. */
export const d20Labels: DisplayLabelsV1 = { groups, fields };

/** Damage: each part's dice by its label. */
export const damageLabels: DisplayLabelsV1 = {
  fields,
  odds: {
    meanDamage: { label: 'Mean damage', format: 'number', help: 'The average damage dealt' },
    distribution: { label: 'Damage' },
  },
};

/** A contest: the opposer's roll sets the DC of the actor's. */
export const contestLabels: DisplayLabelsV1 = {
  groups: { ...groups, opposer: "Opposer's d20", actor: "Actor's d20" },
  fields: { ...fields, opposerTotal: "Opposer's total", actorTotal: "Actor's total" },
};

/** A group check: each member's dice. */
export const groupLabels: DisplayLabelsV1 = {
  fields,
  odds: { distribution: { label: 'Successes' } },
};

/** Death Saving Throws, round by round. */
export const deathLabels: DisplayLabelsV1 = { groups, fields };

const proficiency = {
  options: {
    none: 'None',
    half: 'Half (Jack of All Trades)',
    proficient: 'Proficient',
    expertise: 'Expertise',
  },
};

/** Field hints shared by the D20 Tests. */
export const d20Ui: FieldHints = {
  proficiency,
  ability: { role: 'label' },
  skill: { role: 'label' },
  reroll: { help: "'auto' rerolls the lower d20 after a failure; a number picks the die" },
};
