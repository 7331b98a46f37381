/**
 * @module
 * The room screen: the live log (newest at the bottom), members, requests waiting for you (answered with
 * one key), a roll prompt with live odds, a fresh client seed per roll and a visibility choice, and the
 * GM's tools (secret roll, request, reveal, end epoch, close).
 */
import { oddsTest, type Registry } from '@verdict/core';
import type { Visibility } from '@verdict/fair';
import { oddsHeadline, toFieldPairs } from '@verdict/form';
import {
  answersByRequest,
  formatChance,
  membersOf,
  openRequests,
  unrevealedSeqs,
  viewOf,
} from '@verdict/table';
import { Box, Text, useApp, useInput } from 'ink';
import { useMemo, useRef, useState } from 'react';
import { terminalText } from '../../format/terminal-text.js';
import { splitKeys } from '../../interactive/split-keys.js';
import { useTerminalSize } from '../../interactive/use-terminal-size.js';
import { lineText, wrapText } from '../../interactive/wrap.js';
import { entryText } from '../entry-text.js';
import { membersLine } from '../members-line.js';
import { freshClientSeed } from '../play-commands.js';
import type { SavedSeat } from '../seats-store.js';
import { parseRequestLine, parseRollLine } from './prompt.js';
import { useRoom } from './use-room.js';

type Mode = 'keys' | 'roll' | 'secret' | 'request' | 'reveal' | 'epoch' | 'close';

const VISIBILITIES: readonly Visibility[] = ['public', 'outcome', 'blind'];

const PROMPTS: Record<Exclude<Mode, 'keys'>, string> = {
  roll: 'Roll',
  secret: 'Secret roll',
  request: 'Request',
  reveal: 'Reveal seq',
  epoch: 'End the epoch (reveals its server seed)? y/n',
  close: 'Close the room for good? y/n',
};

/** The room screen for one seat. */
export function RoomApp(props: { seat: SavedSeat; registry: Registry }) {
  const { seat, registry } = props;
  const { exit } = useApp();
  const { columns, rows } = useTerminalSize();
  const room = useRoom(seat);
  const [draft, setDraft] = useState('');
  const [visibility, setVisibility] = useState<Visibility>('public');
  const [seed, setSeed] = useState(freshClientSeed);
  const [message, setMessage] = useState('');
  const [mode, setModeState] = useState<Mode>('keys');
  const setMode = (next: Mode) => {
    setModeState(next);
    if (next !== 'keys') setMessage('');
  };
  const gm = seat.role === 'gm';

  const view = useMemo(() => viewOf(room.entries, room.opened), [room.entries, room.opened]);
  const members = useMemo(() => membersOf(room.entries), [room.entries]);
  const waiting = useMemo(() => openRequests(room.entries, seat.memberId), [room.entries, seat.memberId]);
  const answers = useMemo(() => answersByRequest(room.entries), [room.entries]);
  const closed = room.entries.some((entry) => entry.type === 'room.closed');

  const act = (what: Promise<unknown>, done: string) => {
    setMessage('…');
    what.then(
      () => setMessage(done),
      (error: Error) => setMessage(`Refused: ${error.message}`),
    );
  };

  const submit = () => {
    const line = draft;
    try {
      if (mode === 'roll' || mode === 'secret') {
        const roll = parseRollLine(line, registry);
        const clientSeed = roll.clientSeed ?? seed;
        act(
          room.post('rolls', {
            system: roll.system,
            test: roll.test,
            input: roll.input,
            clientSeed,
            visibility: mode === 'secret' ? 'gm' : visibility,
          }),
          `Rolled with client seed ${clientSeed}`,
        );
        setSeed(freshClientSeed());
      } else if (mode === 'request') {
        const request = parseRequestLine(line, registry, members);
        act(
          room.post('requests', {
            to: request.to,
            system: request.system,
            test: request.test,
            input: request.input,
            ...(request.hidden ? { hidden: true } : {}),
            ...(request.note ? { note: request.note } : {}),
          }),
          'Request sent',
        );
      } else if (mode === 'reveal') {
        act(room.post('reveals', { of: Number(line.trim()) }), `Revealed #${line.trim()}`);
      }
    } catch (error) {
      setMessage((error as Error).message);
      return;
    }
    setDraft('');
    setMode('keys');
  };

  // What Backspace and Esc took from the prompt, newest last: Ctrl-Z (or u outside the prompt) brings it back. A run
  // of Backspaces is one step.
  const undoStack = useRef<{ mode: Mode; draft: string }[]>([]);
  const lastKey = useRef('');
  const undoPrompt = () => {
    const step = undoStack.current.pop();
    if (!step) {
      setMessage('Nothing to undo');
      return;
    }
    setModeState(step.mode);
    setDraft(step.draft);
    setMessage('Undone');
  };
  // A burst (a paste, keys sent together, Backspace held down) is read one key at a time, as the play screen does.
  useInput((input, key) => {
    for (const [char, info] of splitKeys(input, key)) onKey(char, { ...key, ...info });
  });
  const onKey = (input: string, key: Parameters<Parameters<typeof useInput>[0]>[1]) => {
    const previous = lastKey.current;
    lastKey.current = key.backspace || key.delete ? 'delete' : '';
    if (key.ctrl && input === 'z') {
      undoPrompt();
      return;
    }
    if (mode === 'epoch' || mode === 'close') {
      if (input === 'y')
        act(
          room.post(mode === 'epoch' ? 'epochs' : 'close', {}),
          mode === 'epoch' ? 'Epoch ended' : 'Room closed',
        );
      setMode('keys');
      return;
    }
    if (mode !== 'keys') {
      if (key.escape) {
        setMode('keys');
        if (draft !== '') {
          undoStack.current.push({ mode, draft });
          setMessage('Cleared the prompt · u undoes');
        }
        setDraft('');
      } else if (key.return) submit();
      else if (key.tab && mode === 'roll')
        setVisibility((v) => VISIBILITIES[(VISIBILITIES.indexOf(v) + 1) % VISIBILITIES.length]!);
      else if (key.backspace || key.delete) {
        if (draft !== '' && previous !== 'delete') undoStack.current.push({ mode, draft });
        setDraft((d) => d.slice(0, -1));
      } else if (!key.ctrl && !key.meta && input) setDraft((d) => d + input);
      return;
    }
    if (input === 'u') undoPrompt();
    else if (input === 'q') exit();
    else if (closed) setMessage('The room is closed: only reveals remain (GM).');
    else if (input === 'r') setMode('roll');
    else if (/^[1-9]$/.test(input)) {
      const request = waiting[Number(input) - 1];
      if (!request) return;
      act(room.post('rolls', { request: request.seq, clientSeed: seed }), `Answered #${request.seq}`);
      setSeed(freshClientSeed());
    } else if (gm && input === 's') setMode('secret');
    else if (gm && input === 'R') setMode('request');
    else if (gm && input === 'e') setMode('epoch');
    else if (gm && input === 'c') setMode('close');
    if (gm && input === 'v') setMode('reveal');
  };

  const odds = mode === 'roll' || mode === 'secret' ? liveOdds(draft, registry) : '';
  // Everything below is shown as text: names, notes, inputs and labels are what members typed, escaped.
  const requestLines = waiting.slice(0, 3).map((request, index) => {
    // The input as the field=value pairs a user types (the prompt and `verdict room roll` take them back).
    const pairs = request.input === undefined ? [] : toFieldPairs(request.input);
    const input = request.input === undefined ? 'hidden difficulty' : pairs.join(' ') || 'no input';
    return terminalText(
      `[${index + 1}] #${request.seq} roll ${request.system}/${request.test} (${input})${request.note ? `: ${request.note}` : ''}`,
    );
  });
  const gmLines = gm
    ? room.entries
        .filter((entry) => entry.type === 'request')
        .slice(-2)
        .map((request) => {
          const got = answers.get(request.seq) ?? [];
          const labels = got.map((roll) =>
            'result' in roll ? roll.result.label : 'outcome' in roll ? roll.outcome.label : 'sealed',
          );
          return terminalText(
            `#${request.seq} answers: ${got.length}${labels.length ? ` (${labels.join(', ')})` : ''}`,
          );
        })
    : [];
  const keys = gm
    ? 'r roll · s secret roll · R request · v reveal · e end epoch · c close · q quit'
    : `r roll${waiting.length ? ' · 1-9 answer a request' : ''} · q quit`;
  const sealedHint =
    gm && mode === 'reveal' ? `  sealed: ${unrevealedSeqs(room.entries).join(', ') || 'none'}` : '';
  const prompt =
    mode === 'keys'
      ? keys
      : `${PROMPTS[mode]}${mode === 'roll' ? ` [${visibility}, Tab changes; seed ${seed.slice(0, 8)}…, seed:… sets]` : ''}${sealedHint}${
          mode === 'epoch' || mode === 'close' ? '' : `: ${terminalText(draft)}▏`
        }`;
  // Every line wraps like the log (a long note, many answers, the odds, what is typed: never cut), continuation
  // lines indented; the log takes the rows the others leave.
  const wrapped = (text: string) => wrapText(text, columns, 4).map(lineText);
  const headRows = wrapped(
    `${terminalText(seat.roomName)} · ${terminalText(seat.memberName)} (${gm ? 'GM' : 'player'}) · ${room.status}${closed ? ' · closed' : ''}`,
  );
  const memberRows = wrapped(terminalText(membersLine(members, room.present)));
  const requestRows = requestLines.flatMap(wrapped);
  const gmRows = gmLines.flatMap(wrapped);
  const messageRows = message ? wrapped(terminalText(message)) : [];
  const oddsRows = odds ? wrapped(terminalText(odds)) : [];
  const promptRows = wrapped(prompt);
  // One row is left spare, as Ink's last line.
  const fixed =
    1 +
    headRows.length +
    memberRows.length +
    requestRows.length +
    gmRows.length +
    messageRows.length +
    oddsRows.length +
    promptRows.length;
  // Entries wrap (a long label or a sealed mark is never cut); the newest lines that fit are shown.
  const logLines = room.entries
    .slice(-Math.max(1, rows - fixed))
    .flatMap((entry) => wrapped(entryText(entry, view, registry)))
    .slice(-Math.max(1, rows - fixed));
  const block = (
    lines: readonly string[],
    key: string,
    style: { bold?: boolean; dimColor?: boolean; color?: string },
  ) =>
    lines.map((line, index) => (
      <Text key={`${key}${index}-${line}`} wrap="truncate-end" {...style}>
        {line}
      </Text>
    ));

  return (
    <Box flexDirection="column" width={columns}>
      {block(headRows, 'h', { bold: true })}
      {block(memberRows, 'm', { dimColor: true })}
      {block(logLines, 'l', {})}
      {block(requestRows, 'r', { color: 'cyan' })}
      {block(gmRows, 'g', { dimColor: true })}
      {block(messageRows, 'n', {})}
      {block(oddsRows, 'o', { dimColor: true })}
      {block(promptRows, 'p', mode === 'keys' ? { dimColor: true } : {})}
    </Box>
  );
}

/** The exact odds of the test typed so far, or what is wrong with it. */
function liveOdds(line: string, registry: Registry): string {
  if (line.trim() === '') return 'Type: <system> <test> field=value ...  e.g. d20-roll-under check value=12';
  try {
    const roll = parseRollLine(line, registry);
    const odds = oddsTest(registry, roll);
    // The headline first (each kind of result, then the test's own numbers), then each outcome.
    const headline = oddsHeadline(odds, registry.test(roll.system, roll.test).labels).map(
      (fact) => `${fact.label} ${fact.format === 'percent' ? formatChance(fact.value) : fact.text}`,
    );
    const outcomes = odds.outcomes.map((o) => `${o.label} ${formatChance(o.probability)}`);
    return `Odds: ${headline.join(' · ')} | ${outcomes.join(' · ')}`;
  } catch (error) {
    return (error as Error).message.split('\n')[0]!;
  }
}
