import type { DieMark, RollResponse } from '@verdict/dice';
import { diceRowClass, PIPS } from '../outcome/die-face.js';

type RolledDie = RollResponse['dice'][number];

/** What each mark says, in words. */
const MARK_WORDS: Readonly<Record<DieMark, string>> = {
  rerolled: 'rerolled',
  exploded: 'exploded',
  explosion: 'from an explosion',
  compounded: 'compounded',
  penetrated: 'penetrating, −1',
  dropped: 'dropped',
  success: 'success',
  failure: 'failure',
  'critical-success': 'critical success',
  'critical-failure': 'critical failure',
  min: 'raised to the minimum',
  max: 'lowered to the maximum',
};

/** Dice drawn one by one at most: a big roll (`10000d6`) shows its total, these first dice and how many more. */
export const SHOWN_DICE = 100;

/**
 * The first {@link SHOWN_DICE} dice of a rolled notation, in the order drawn, grouped as the notation groups them (`2d20kh1`, `cold (1d8)`),
 * each with what happened to it in words: kept or dropped, rerolled, exploded, from an explosion, a success…
 */
export function RolledDice({ roll }: { roll: RollResponse }) {
  const groups: { group: string; dice: RolledDie[] }[] = [];
  const more = roll.dice.length - SHOWN_DICE;
  for (const die of roll.dice.slice(0, SHOWN_DICE)) {
    const last = groups.at(-1);
    if (last && last.group === die.group) last.dice.push(die);
    else groups.push({ group: die.group, dice: [die] });
  }
  return (
    <>
      <ul className="dice-groups">
        {groups.map((g, index) => (
          <li key={index} className="dice-group">
            <span className="dice-group-name">
              {g.dice[0]?.label ? `${g.dice[0].label} (${g.group})` : g.group}
            </span>
            <ul className={`${diceRowClass(g.dice.map((die) => die.value ?? die.face))} marked-dice`}>
              {g.dice.map((die, i) => (
                <li key={i}>
                  <MarkedDie die={die} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {more > 0 ? <p className="muted dice-more">and {more.toLocaleString('en-US')} more</p> : null}
    </>
  );
}

/** A die's name: `dF` for a Fate die (three sides: -, blank, +), else `d` and its sides. */
export function dieName(die: Pick<RolledDie, 'sides' | 'group'>): string {
  return die.sides === 3 && /dF/.test(die.group) ? 'dF' : `d${die.sides}`;
}

/** What a Fate die's face shows, as the dice are printed: −, blank or + (its value -1, 0 or 1 is in its name). */
const FATE_FACES: Readonly<Record<number, string>> = { [-1]: '−', 0: '\u00a0', 1: '+' };

/** One die: its face (pips on a plain d6; −, blank or + on a Fate die), its sides, and its marks written under it. */
export function MarkedDie({ die }: { die: RolledDie }) {
  const shown = die.value ?? die.face;
  const marks = die.marks ?? [];
  const words = marks.map((m) => MARK_WORDS[m]);
  const name = `${dieName(die)} showing ${shown}${die.value === undefined ? '' : ` (face ${die.face})`}${words.length > 0 ? `: ${words.join(', ')}` : ''}`;
  const pips = die.sides === 6 && die.value === undefined ? PIPS[die.face] : undefined;
  const struck = !die.kept;
  const fate = dieName(die) === 'dF' ? FATE_FACES[shown] : undefined;
  return (
    <span className="marked-die">
      <span className={`die${struck ? ' dropped' : ''}`} role="img" aria-label={name} title={name}>
        {pips ? (
          <span className="pips" aria-hidden="true">
            {Array.from({ length: 9 }, (_, cell) => (
              <span key={cell} className={pips.includes(cell) ? 'pip on' : 'pip'} />
            ))}
          </span>
        ) : (
          <span className="face" aria-hidden="true">
            {fate ?? shown}
          </span>
        )}
        <span className="sides" aria-hidden="true">
          {dieName(die)}
        </span>
      </span>
      {words.length > 0 ? (
        <span className="die-marks" aria-hidden="true">
          {words.join(', ')}
        </span>
      ) : null}
    </span>
  );
}
