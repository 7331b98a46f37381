/**
 * @module
 * The play controller's snapshot as the terminal shows it: the result panel, the play going on, and this sitting's
 * history as lines of text (escaped once, here). Read from the snapshot after every key; nothing here changes it.
 */
import type { PlayRecord, PlaySnapshot, PlayView, Registry } from '@verdict/core';
import { describeFailure } from '../errors.js';
import { describeDice } from '../format/dice-text.js';
import { terminalSafe } from '../format/terminal-text.js';
import { replayOf } from './replay-command.js';
import type { HistoryEntry, PlayState, ResultPanel } from './state.js';

/** Each view's panel, made once (its replay is checked by resolving it again), so a panel changes with its view. */
const panels = new WeakMap<PlayView, ResultPanel | undefined>();
/** Each record's history entry, made once (and stamped with its time as it is kept). */
const entries = new WeakMap<PlayRecord, HistoryEntry>();

/** The state with the fields read from the controller's snapshot (`input`, `result`, `play`, `history`...). */
export function withSnapshot(state: PlayState, snap: PlaySnapshot, registry: Registry): PlayState {
  const { view } = snap;
  if (!panels.has(view)) panels.set(view, panelOf(view, registry));
  const panel = panels.get(view);
  const { choices: _choices, result: _result, play: _play, ...rest } = state;
  const result = state.promptError ? { ...panel, error: state.promptError } : panel;
  return {
    ...rest,
    snap,
    input: state.screen === 'tool' ? state.toolInput : snap.selection.input,
    ...(result ? { result } : {}),
    ...(view.kind === 'playing' ? { play: view.session } : {}),
    ...(snap.choices === undefined ? {} : { choices: snap.choices }),
    history: snap.history.map((record) => entryOf(state, record, registry)),
    undo: snap.undo,
  };
}

/** An entry stamped with the time it was kept in the history file (the same record shows it from then on). */
export function stamped(record: PlayRecord, entry: HistoryEntry): void {
  entries.set(record, entry);
}

/** The history entry a record reads as, escaped once, here (shown on screen and printed on exit). */
export function entryOf(state: PlayState, record: PlayRecord, registry: Registry): HistoryEntry {
  const known = entries.get(record);
  if (known) return known;
  const system = state.manifest.find((s) => s.id === record.system.id);
  const test = system?.tests.find((t) => t.id === record.test);
  const response = record.outcome;
  // What replays it, checked: the seed only when the seed alone does (not after entered dice or a GM's choice).
  const replay = response ? replayOf(registry, { ...record, system: record.system.id }) : undefined;
  const seed = response ? (replay?.kind === 'seed' ? replay.seed : undefined) : record.seed;
  const entry = terminalSafe<HistoryEntry>({
    system: record.system.id,
    test: record.test,
    title: test?.title ?? record.test,
    label: response ? response.outcome.label : `Abandoned after round ${record.rounds.length}`,
    tier: response ? response.outcome.tier : 0,
    dice: (response
      ? describeDice(response.dice, test?.labels, response.outcome.parties)
      : describeDice(record.dice)
    ).join('; '),
    status: record.status,
    ...(seed === undefined ? {} : { seed }),
  });
  entries.set(record, entry);
  return entry;
}

function panelOf(view: PlayView, registry: Registry): ResultPanel | undefined {
  if (view.kind === 'idle') return undefined;
  if (view.kind === 'problem') return { error: describeFailure(view.error).message };
  if (view.kind === 'playing') {
    return { session: view.session, ...(view.error ? { error: describeFailure(view.error).message } : {}) };
  }
  const replay = replayOf(registry, view.session);
  return { session: view.session, ...(replay ? { replay } : {}) };
}
