import type { DisplayLabelsV1, FieldHints } from '@verdict/core';

// The words frontends show for this system's values, as the rules name them (rules: d20-roll-under).

const criticalSuccess = {
  options: {
    penalty: '-5 on their next Will test',
    automatic: 'Wins at once (GM option)',
  },
};

const fields = { margin: 'Margin', rounds: 'Rounds' };

/** A check: one d20 against the value. */
export const checkLabels: DisplayLabelsV1 = { groups: { check: 'd20' }, fields };

/** A Horror Check: one d20 against Will. */
export const horrorLabels: DisplayLabelsV1 = { groups: { horror: 'd20 against Will' }, fields };

const endings = { endings: { label: 'Endings' } };

// The attacker's failure is said from the attacker's side; with names, by the attacker's name.
const attackNamed = { 'Attack fails': "{attacker}'s attack fails" };

/** A Directed Contest of Wills: the attacker against the target. */
export const directedLabels: DisplayLabelsV1 = {
  winners: { attacker: 'Attacker', target: 'Target' },
  groups: { attacker: "Attacker's Will", target: "Target's Will" },
  fields,
  odds: endings,
  sides: { attacker: 'attacker.name', target: 'target.name' },
  named: attackNamed,
};

/** Resisting: the attacker's Skill against the target's Will. */
export const resistLabels: DisplayLabelsV1 = {
  winners: { attacker: 'Attacker', target: 'Target' },
  groups: { attacker: "Attacker's Skill", target: "Target's Will" },
  fields,
  odds: endings,
  sides: { attacker: 'attacker.name', target: 'target.name' },
  named: attackNamed,
};

/** A Mutual Contest of Wills: the parties in the order given. */
export const mutualLabels: DisplayLabelsV1 = {
  winners: { first: 'First party', second: 'Second party' },
  groups: { first: "First party's Will", second: "Second party's Will" },
  fields,
  odds: endings,
  sides: { first: 'parties.0.name', second: 'parties.1.name' },
};

/** Form hints of the contests: the critical success option in words. */
export const contestUi: FieldHints = { criticalSuccess };
