/**
 * @module
 * The room screen's lines: the header, the members, the live log (newest at the bottom), requests waiting for you,
 * the GM's answers, the message, the live odds and the prompt, each wrapped to the window (never cut), the log
 * taking the rows the others leave.
 */
import type { Registry } from '@verdict/core';
import {
  failedAttemptsWords,
  membersWords,
  partFieldsWords,
  type RoomScreen,
  rollOddsWords,
  statusWords,
  warningLines,
} from '@verdict/room';
import { terminalText } from '../../format/terminal-text.js';
import { lineText, wrapText } from '../../interactive/wrap.js';
import { logLineText } from '../entry-text.js';
import type { SavedSeat } from '../seats-store.js';
import { problemText, requestCheckText } from './prompt.js';
import type { Mode, RoomPrompt } from './room-keys.js';
import { roundsLines } from './rounds-lines.js';

const PROMPTS: Record<Exclude<Mode, 'keys'>, string> = {
  roll: 'Roll',
  secret: 'Secret roll',
  answer: 'Your part',
  request: 'Request',
  reveal: 'Reveal seq',
  epoch: 'End the epoch (reveals its server seed)? y/n',
  close: 'Close the room for good? y/n · a reveals every sealed entry, then closes',
  rounds: 'Round by round (a test, or #seq of a request)',
  choose: "GM's choices for the next round",
  faces: 'Your faces for the next round',
};

/** What the lines are made of: the seat, the room view, the prompt, the window's size. */
export interface RoomLinesProps {
  readonly seat: SavedSeat;
  readonly registry: Registry;
  readonly screen: RoomScreen;
  readonly prompt: RoomPrompt;
  readonly columns: number;
  readonly rows: number;
}

/** The screen's lines, block by block, top to bottom. */
export interface RoomLines {
  readonly headRows: string[];
  /** The room client's warnings (issue 34): the log fails this client's checks. Shown loudly, never cut. */
  readonly warningRows: string[];
  readonly memberRows: string[];
  readonly logLines: string[];
  readonly requestRows: string[];
  readonly gmRows: string[];
  readonly messageRows: string[];
  readonly oddsRows: string[];
  readonly promptRows: string[];
}

/** The room screen's lines for a window `columns` wide and `rows` high. */
export function roomLines(props: RoomLinesProps): RoomLines {
  const { seat, registry, screen, columns, rows } = props;
  const { closed } = screen;
  const { mode, draft, visibility, seed, message } = props.prompt;
  const gm = (screen.me?.role ?? seat.role) === 'gm';
  const odds =
    mode === 'roll' || mode === 'secret'
      ? liveOdds(draft, registry)
      : mode === 'request'
        ? requestCheckText(draft, registry, screen.members)
        : '';
  // Everything below is shown as text: names, notes, inputs and labels are what members typed, escaped.
  // The roll by its name and the input by its labels, as the web's request card says them.
  const requestLines = screen.waiting
    .slice(0, 3)
    .map(({ seq, words, note }, index) =>
      terminalText(`[${index + 1}] #${seq} roll ${words.roll} (${words.input})${note ? `: ${note}` : ''}`),
    );
  requestLines.push(...roundsLines(screen.rounds));
  const gmLines = screen.asked.slice(-2).map((request) => {
    const labels = request.answers.map((answer) => answer.outcome);
    return terminalText(
      `#${request.seq} answers: ${labels.length}${labels.length ? ` (${labels.join(', ')})` : ''}`,
    );
  });
  const failed = gm ? failedAttemptsWords(screen.refused) : undefined;
  if (failed) gmLines.push(terminalText(failed));
  const keys = keyBar(screen, gm);
  const sealedHint =
    gm && mode === 'reveal'
      ? `  sealed: ${screen.sealed.map((choice) => choice.seq).join(', ') || 'none'}`
      : mode === 'answer' && props.prompt.answering
        ? ` for #${props.prompt.answering.seq}, a saved character's name or your fields: ${partFieldsWords(registry, props.prompt.answering)}`
        : '';
  // Before the GM confirms: what ending the epoch or closing will do (the room view's words).
  const ending =
    mode === 'epoch' || mode === 'close' ? `${screen.epochEnd(mode === 'epoch' ? 'rotate' : 'close')} ` : '';
  const prompt =
    mode === 'keys'
      ? keys
      : `${ending}${PROMPTS[mode]}${mode === 'roll' ? ` [${visibility}, Tab changes; seed ${seed.slice(0, 8)}…, seed:… sets]` : mode === 'rounds' ? ` [${visibility}, Tab changes]` : ''}${sealedHint}${
          mode === 'epoch' || mode === 'close' ? '' : `: ${terminalText(draft)}▏`
        }`;
  // Every line wraps like the log (a long note, many answers, the odds, what is typed: never cut), continuation
  // lines indented; the log takes the rows the others leave.
  const wrapped = (text: string) => wrapText(text, columns, 4).map(lineText);
  const headRows = wrapped(
    `${terminalText(seat.roomName)} · ${terminalText(seat.memberName)} (${gm ? 'GM' : 'player'}) · ${statusWords(screen.status, closed)}`,
  );
  const warningRows = (warningLines(screen.warnings) ?? []).flatMap((line) => wrapped(terminalText(line)));
  const memberRows = wrapped(terminalText(membersWords(screen.members, screen.here !== undefined)));
  const requestRows = requestLines.flatMap(wrapped);
  const gmRows = gmLines.flatMap(wrapped);
  // A refusal is several lines (the problem, then one per field): each is escaped and wrapped on its own.
  const messageRows = message ? message.split('\n').flatMap((line) => wrapped(terminalText(line))) : [];
  // A notation error's caret and did-you-mean are lines of their own.
  const oddsRows = odds ? odds.split('\n').flatMap((line) => wrapped(terminalText(line))) : [];
  const promptRows = wrapped(prompt);
  // One row is left spare, as Ink's last line.
  const fixed =
    1 +
    headRows.length +
    warningRows.length +
    memberRows.length +
    requestRows.length +
    gmRows.length +
    messageRows.length +
    oddsRows.length +
    promptRows.length;
  // Entries wrap (a long label or a sealed mark is never cut); the newest lines that fit are shown.
  const logLines = screen.log
    .slice(-Math.max(1, rows - fixed))
    .flatMap((line) => wrapped(logLineText(line)))
    .slice(-Math.max(1, rows - fixed));
  return {
    headRows,
    warningRows,
    memberRows,
    logLines,
    requestRows,
    gmRows,
    messageRows,
    oddsRows,
    promptRows,
  };
}

/**
 * The keys offered: each only while the room view allows its action (a closed room keeps a reveal while something is
 * sealed, and quit), so no key on the bar is one the room refuses (issue 38, N17).
 */
function keyBar(screen: RoomScreen, gm: boolean): string {
  const { actions } = screen;
  const keys = [
    actions.roll.allowed && 'r roll',
    gm && actions.roll.allowed && 's secret roll',
    !gm && actions.answer.allowed && '1-9 answer a request',
    screen.rounds.some((test) => test.next.allowed) && 'n next round · f your faces',
    screen.startRounds.allowed && 'N round by round',
    gm && screen.rounds.some((test) => test.choose.allowed) && 'C choose',
    gm && actions.request.allowed && 'R request',
    gm && actions.reveal.allowed && 'v reveal',
    gm && actions.rotate.allowed && 'e end epoch',
    gm && actions.close.allowed && 'c close',
    'q quit',
  ];
  return keys.filter(Boolean).join(' · ');
}

/** The exact odds of the test typed so far, or what is wrong with it. */
function liveOdds(line: string, registry: Registry): string {
  if (line.trim() === '') return 'Type: <system> <test> field=value ...  e.g. d20-roll-under check value=12';
  try {
    return rollOddsWords(line, registry);
  } catch (error) {
    return problemText(error);
  }
}
