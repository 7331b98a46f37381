/**
 * @module
 * The room screen's keys and prompt: one key picks an action (roll, answer a request, the GM's tools), the prompt
 * takes a line and sends it, and Ctrl-Z (or u outside the prompt) brings back what Backspace and Esc took from it.
 */
import type { Registry } from '@verdict/core';
import type { RequestEntry, Visibility } from '@verdict/fair';
import { checkRollHere, endedWords, type RoomScreen, revealSeqOf } from '@verdict/room';
import { type Key, useApp } from 'ink';
import { useRef, useState } from 'react';
import { splitKeys } from '../../interactive/split-keys.js';
import { useTypedKeys } from '../../interactive/use-typed-keys.js';
import { freshClientSeed } from '../play-commands.js';
import type { SavedSeat } from '../seats-store.js';
import { orUsage } from '../usage.js';
import { answerPart, offeredCharacter } from './answer-part.js';
import { parseRequestLine, parseRollLine } from './prompt.js';
import { type RoomAnswer, through } from './use-room.js';

/** What the keys do now: pick an action, or type into one of the prompts (or answer a y/n question). */
export type Mode = 'keys' | 'roll' | 'secret' | 'answer' | 'request' | 'reveal' | 'epoch' | 'close';

const VISIBILITIES: readonly Visibility[] = ['public', 'outcome', 'blind'];

/** The prompt as the screen shows it: the mode, what is typed, the roll's visibility and seed, the last message. */
export interface RoomPrompt {
  readonly mode: Mode;
  readonly draft: string;
  readonly visibility: Visibility;
  readonly seed: string;
  readonly message: string;
  /** The request in parts the 'answer' prompt answers. */
  readonly answering?: RequestEntry;
}

/** `Epoch ended · 3 unrevealed blind rolls become computable to their rollers`, or how many were revealed. */
function endedText(done: string, answer: RoomAnswer): string {
  const words = endedWords(answer);
  return words === '' ? done : `${done} · ${words}`;
}

/** What the keys act on: the seat, the registry, and the room view (its members, requests and actions). */
export interface RoomKeysProps {
  readonly seat: SavedSeat;
  readonly registry: Registry;
  readonly screen: RoomScreen;
}

/** No server answered the call (the network, or the deadline): nothing was refused, so the line may be sent again. */
const unreachable = (error: Error) => (error as { code?: string }).code === 'server_unreachable';

/** Reads the room screen's keys (until unmounted) and returns the prompt's state to draw. */
export function useRoomKeys({ seat, registry, screen }: RoomKeysProps): RoomPrompt {
  const { actions, members, closed } = screen;
  const waiting = screen.waiting.map((waited) => waited.request);
  const { exit } = useApp();
  const [draft, setDraftState] = useState('');
  // What is typed, also kept where a burst of keys (a paste, keys typed ahead: `99` then Enter in one read) sees
  // each key's change at once: Enter sends the line as typed, not the one the last render saw.
  const typed = useRef('');
  const setDraft = (next: string | ((previous: string) => string)) => {
    typed.current = typeof next === 'function' ? next(typed.current) : next;
    setDraftState(typed.current);
  };
  const [visibility, setVisibility] = useState<Visibility>('public');
  const [seed, setSeed] = useState(freshClientSeed);
  const [message, setMessage] = useState('');
  const [mode, setShownMode] = useState<Mode>('keys');
  // The mode too, for the same bursts: `v` then `7` in one read types 7 into the Reveal prompt.
  const modeNow = useRef<Mode>('keys');
  const setModeState = (next: Mode) => {
    modeNow.current = next;
    setShownMode(next);
  };
  const setMode = (next: Mode) => {
    setModeState(next);
    if (next !== 'keys') setMessage('');
  };
  const gm = (screen.me?.role ?? seat.role) === 'gm';
  // The request in parts being answered in the 'answer' prompt (the player types their part).
  const [answering, setAnswering] = useState<RequestEntry | undefined>();

  // `kept`: the prompt a send came from. When no server answered (nothing was refused), it comes back typed as it
  // was, unless another prompt was opened meanwhile (earlier review's 9: the typed roll was lost).
  const act = <T>(
    what: Promise<T>,
    done: string | ((answer: T) => string),
    kept?: { mode: Mode; draft: string },
  ) => {
    setMessage('…');
    through(what).then(
      (answer) => setMessage(typeof done === 'string' ? done : done(answer)),
      (error: Error) => {
        if (!kept || !unreachable(error) || modeNow.current !== 'keys') {
          setMessage(`Refused: ${error.message}`);
          return;
        }
        setModeState(kept.mode);
        setDraft(kept.draft);
        setMessage(`Not sent: ${error.message} · the line is kept: Enter sends it again`);
      },
    );
  };

  const submit = () => {
    const line = typed.current;
    const mode = modeNow.current;
    try {
      if (mode === 'roll' || mode === 'secret') {
        const roll = parseRollLine(line, registry);
        // A system's roll is resolved here first, as `room roll` does (earlier review's 6): a roll the live check
        // already refuses is not sent, and the line stays to mend. Notation is the server's to check (its cost).
        if (registry.systems.some((system) => system.id === roll.system)) checkRollHere(registry, roll);
        const clientSeed = roll.clientSeed ?? seed;
        act(
          actions.roll.run({
            system: roll.system,
            test: roll.test,
            input: roll.input,
            clientSeed,
            visibility: mode === 'secret' ? 'gm' : visibility,
          }),
          `Rolled with client seed ${clientSeed}`,
          { mode, draft: line },
        );
        setSeed(freshClientSeed());
      } else if (mode === 'answer' && answering) {
        const input = answerPart(line, answering, registry);
        act(actions.answer.run(answering.seq, { input, clientSeed: seed }), `Answered #${answering.seq}`);
        setSeed(freshClientSeed());
      } else if (mode === 'request') {
        const request = parseRequestLine(line, registry, members);
        act(
          actions.request.run({
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
        // Checked against the sealed entries listed beside the prompt: nothing is sent for a wrong seq (N6).
        const seq = orUsage(
          revealSeqOf(
            line,
            screen.sealed.map((choice) => choice.seq),
          ),
        );
        act(actions.reveal.run(seq), `Revealed #${seq}`);
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
  // A burst (a paste, keys sent together, Backspace held down) is read one key at a time, as the play screen does;
  // a lone line feed (an Enter typed ahead while the terminal was still cooked) is Enter, as there (earlier 16).
  useTypedKeys((input, key) => {
    for (const [char, info] of splitKeys(input, key)) onKey(char, { ...key, ...info });
  });
  const onKey = (input: string, key: Key) => {
    const mode = modeNow.current;
    const draft = typed.current;
    const previous = lastKey.current;
    lastKey.current = key.backspace || key.delete ? 'delete' : '';
    if (key.ctrl && input === 'z') {
      undoPrompt();
      return;
    }
    if (mode === 'epoch' || mode === 'close') {
      const revealAll = mode === 'close' && input === 'a';
      if (input === 'y' || revealAll)
        act(
          mode === 'epoch' ? actions.rotate.run() : actions.close.run(revealAll ? { revealAll: true } : {}),
          (answer) => endedText(mode === 'epoch' ? 'Epoch ended' : 'Room closed', answer),
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
    else if (input === 'n') {
      // The next round of your own test in play (the room view says which may be played, and why not).
      const test = screen.rounds.find((each) => each.next.allowed);
      if (!test) setMessage('No test of yours is in play round by round');
      else act(test.next.run(), `Played round ${test.rounds.length + 1} of #${test.seq}`);
    } else if (/^[1-9]$/.test(input)) {
      const request = waiting[Number(input) - 1];
      if (!request) return;
      if (request.fixes !== undefined) {
        // A request in parts: the player gives their part (a saved character, offered when one fits, or fields).
        setAnswering(request);
        setDraft(offeredCharacter(request, seat.memberName) ?? '');
        setMode('answer');
        return;
      }
      act(actions.answer.run(request.seq, { clientSeed: seed }), `Answered #${request.seq}`);
      setSeed(freshClientSeed());
    } else if (gm && input === 's') setMode('secret');
    else if (gm && input === 'R') setMode('request');
    else if (gm && input === 'e') setMode('epoch');
    else if (gm && input === 'c') setMode('close');
    if (gm && input === 'v') setMode('reveal');
  };

  return { mode, draft, visibility, seed, message, ...(answering ? { answering } : {}) };
}
