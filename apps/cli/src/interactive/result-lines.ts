import type { Effect, Step } from '@verdict/core';
import type { DieRecord } from '@verdict/dice';
import {
  type DisplayLabels,
  describeInput,
  groupLabel,
  inputParties,
  type JsonSchema,
  outcomeLabel,
  type Parties,
  stepText,
  toFieldPairs,
} from '@verdict/form';
import { tierColour } from '../format/colour.js';
import { groupDice } from '../format/dice-text.js';
import { outcomeFacts } from '../format/outcome-text.js';
import { terminalSafe, terminalText } from '../format/terminal-text.js';
import { replayText } from './replay-command.js';
import type { ResultPanel } from './state.js';
import { type Line, type Span, wrapSpans, wrapText } from './wrap.js';

/** The result panel as lines: `head` always shows (the outcome, a refused request), `body` scrolls. */
export interface ResultLines {
  readonly head: readonly Line[];
  readonly body: readonly Line[];
  /** A play going on: it is read from its newest round (the bottom) until scrolled. */
  readonly going: boolean;
}

const DIM = { dimColor: true } as const;
const MAGENTA = { color: 'magenta' } as const;

/** Dice by group as spans, named in the test's words or by the side that rolled them; dropped dice struck through. */
export function diceSpans(
  dice: readonly DieRecord[],
  labels?: DisplayLabels,
  parties?: Parties,
  title = 'Dice',
): Span[] {
  if (dice.length === 0)
    return [
      { text: `${title} `, style: { bold: true } },
      { text: 'none', style: DIM },
    ];
  const spans: Span[] = [{ text: `${title} `, style: { bold: true } }];
  groupDice(dice).forEach((group, g) => {
    const name = groupLabel(group.group, labels, parties);
    const die = `d${group.sides}`;
    spans.push({
      text: `${g > 0 ? '  ' : ''}${name.includes(die) ? `${name}:` : `${name} ${die}:`}`,
      style: DIM,
    });
    for (const record of group.dice) {
      spans.push({ text: ' ' }, { text: String(record.face), ...(record.kept ? {} : { style: STRUCK }) });
    }
  });
  return spans;
}

const STRUCK = { dimColor: true, strikethrough: true } as const;

/**
 * The last play, from the engine's session, wrapped to `width`: the outcome's label coloured by tier, the dice
 * (round by round for a play in rounds: every round's, not only the last), the steps, the effects and follow-ups,
 * the seed. A refused request is shown above it.
 */
export function resultLines(
  panel: ResultPanel | undefined,
  width: number,
  labels?: DisplayLabels,
  choicesSchema?: Record<string, unknown>,
): ResultLines {
  // The session goes back to the engine as it is; what is shown of it (names, labels, steps) is escaped.
  const session = panel?.session ? terminalSafe(panel.session) : undefined;
  const shown = terminalSafe(labels);
  const head: Line[] = [];
  const body: Line[] = [];
  if (panel?.error) head.push(...wrapText(`✗ ${terminalText(panel.error)}`, width, 2, { color: 'red' }));
  if (!session) return { head, body, going: false };
  const response = session.outcome;
  // While a contest is played no outcome carries the sides' names yet: the input has them (the test's `sides`).
  const parties = response?.outcome.parties ?? inputParties(shown, session.input);
  const inRounds = session.mode === 'rounds';
  if (inRounds) {
    // Each round's dice, then what the round did.
    session.rounds.forEach((round) => {
      body.push(...wrapSpans(diceSpans(round.dice, shown, parties, `Round ${round.round} dice`), width, 4));
      if (round.choices) body.push(...choicesLines(round.choices, width, choicesSchema));
      body.push(...stepLines(round.steps, width, shown, parties));
    });
  } else {
    for (const round of session.rounds) {
      if (round.choices) body.push(...choicesLines(round.choices, width, choicesSchema));
      body.push(...stepLines(round.steps, width, shown, parties));
    }
  }
  if (!response) {
    head.push(
      ...wrapText(
        `Round ${session.rounds.length} played: n for the next round, Enter plays the whole test anew`,
        width,
        2,
        { bold: true, color: 'cyan' },
      ),
    );
    return { head, body, going: true };
  }
  const { outcome } = response;
  const followUps = session.followUps;
  head.push(
    ...wrapSpans(
      [
        { text: outcomeLabel(outcome, shown), style: { bold: true, color: tierColour(outcome.tier) } },
        { text: ` (${outcomeFacts(outcome, shown)})`, style: DIM },
      ],
      width,
      2,
    ),
  );
  // What replays the play stays in view: the seed only when the seed alone does, else the command with its dice.
  if (panel?.replay) head.push(...wrapText(terminalText(replayText(panel.replay)), width, 2, DIM));
  if (!inRounds) head.push(...wrapSpans(diceSpans(response.dice, shown, parties), width, 5));
  body.push(...effectLines(outcome.effects, followUps.length > 0, width));
  for (const next of followUps) {
    body.push(
      ...wrapText(
        `• ${next.label}${next.description ? `: ${next.description}` : ''}  (f: play it)`,
        width,
        2,
        MAGENTA,
      ),
    );
  }

  return { head, body, going: false };
}

/**
 * The GM's choices a round was played with, from the escaped session, by their titles ("Critical success (Attacker
 * Automatic)") when the test's choices schema is at hand, else as field=value pairs.
 */
function choicesLines(
  choices: Readonly<Record<string, unknown>>,
  width: number,
  schema?: Record<string, unknown>,
): Line[] {
  const said = schema ? describeInput(schema as JsonSchema, choices) : toFieldPairs(choices).join(', ');
  return wrapText(`  GM's choices: ${said}`, width, 4, DIM);
}

/** The steps as the web says them (`stepText`): a contest's last step by the side's name. */
function stepLines(steps: readonly Step[], width: number, labels?: DisplayLabels, parties?: Parties): Line[] {
  return steps.flatMap((step) => wrapText(`  ${stepText(step, labels, parties)}`, width, 4));
}

function effectLines(effects: readonly Effect[], followUpsShown: boolean, width: number): Line[] {
  // A 1.0 system's follow-up effect is shown once, as the follow-up.
  return effects
    .filter((effect) => !(followUpsShown && effect.kind === 'follow-up'))
    .flatMap((effect) => wrapText(`• ${effect.text}`, width, 2, MAGENTA));
}

/**
 * How the result fits in `height` lines: the head stays on top when it leaves room for some of the body and the line
 * that says what is hidden; in a window too small for that, head and body scroll as one. `lines` are what scrolls
 * (from `start`, `room` of them); never more than `height` lines in all.
 */
export function scrollWindow(
  result: ResultLines,
  height: number,
  scroll: number | undefined,
): { pinned: number; lines: readonly Line[]; start: number; room: number; above: number; below: number } {
  const total = result.head.length + result.body.length;
  if (total <= height) {
    return {
      pinned: result.head.length,
      lines: result.body,
      start: 0,
      room: result.body.length,
      above: 0,
      below: 0,
    };
  }
  // The head stays in view only while the rest keeps at least half the panel: a long replay command pinned in a
  // short panel left one line a page for the steps (an 80x24 Directed Contest took 40 pages to read).
  const pin = result.head.length + 2 <= height && (height - result.head.length - 1) * 2 >= height;
  const lines = pin ? result.body : [...result.head, ...result.body];
  const pinned = pin ? result.head.length : 0;
  // One line says what is hidden and how to see it.
  const room = Math.max(0, height - pinned - 1);
  const last = Math.max(0, lines.length - room);
  const start = Math.min(last, Math.max(0, scroll ?? (result.going && pin ? last : 0)));
  return { pinned, lines, start, room, above: start, below: Math.max(0, lines.length - start - room) };
}
