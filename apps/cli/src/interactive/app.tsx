import type { EngineOptions, Registry } from '@verdict/core';
import { Box, useApp } from 'ink';
import { useRef, useState } from 'react';
import type { CharacterStore } from '../characters.js';
import { describeNeeds } from '../format/needs-text.js';
import { terminalSafe } from '../format/terminal-text.js';
import type { HistoryStore } from '../history-file.js';
import { nextNeeds, type PlayDeps } from './actions.js';
import { HelpLine, helpLines } from './help-line.js';
import { keepHistory, safePast } from './history-keeping.js';
import { handleKey, safeForTest, splitKeys } from './keys.js';
import { LinesView } from './line-view.js';
import { HistoryView, PresetsView } from './lists-view.js';
import { PickerView } from './picker-view.js';
import { PlayArea } from './play-area.js';
import { withSnapshot } from './snapshot-view.js';
import { currentTool, initialState, type PlayState, selection } from './state.js';
import { isTiny, TinyWindow } from './tiny-window.js';
import { ToolArea } from './tool-area.js';
import { usePlay } from './use-play.js';
import { useTerminalSize } from './use-terminal-size.js';
import { useTypedKeys } from './use-typed-keys.js';
import { wrapSpans } from './wrap.js';

/** What the play screen needs: the registry, where characters are saved, and the engine options (seeds). */
export interface AppProps {
  readonly registry: Registry;
  readonly store: CharacterStore;
  readonly engine?: EngineOptions;
  /** Where plays are kept across sittings (none: this sitting's history only, in memory). */
  readonly history?: HistoryStore;
  /** The time a play is stamped with in the history file (tests pass a fixed one). */
  readonly now?: () => Date;
  /** Called with the history when the player leaves. */
  readonly onExit?: (state: PlayState) => void;
}

/** The interactive screen: pick a system and a test, fill its form, watch the odds, roll. */
export function App({ registry, store, engine = {}, history, now = () => new Date(), onExit }: AppProps) {
  const { exit } = useApp();
  const { controller, snapshot } = usePlay(registry, engine);
  // A damaged characters or history file is said at once (and on the characters list); the screen goes on without
  // it, and this sitting's history is kept in memory.
  const [terminal, setState] = useState(() => {
    const start = initialState(registry, controller.getSnapshot());
    const problems = [store.problem(), history?.problem()].filter((p): p is string => p !== undefined);
    // Earlier sittings' plays are shown as they are: escaped, like this sitting's.
    const past = history && problems.length === 0 ? terminalSafe(history.list()) : safePast(history);
    return { ...start, past, ...(problems.length > 0 ? { notice: problems.join(' · ') } : {}) };
  });
  // Keys are applied to the latest state in order, even when several arrive before React re-renders.
  const latest = useRef(terminal);
  // The result panel as last drawn, for PgUp/PgDn.
  const resultView = useRef<{ lines: number; room: number; start: number } | undefined>(undefined);
  // The screen as the controller's snapshot has it now (the keys left it so; the hook redraws on any change).
  const state = withSnapshot(terminal, snapshot, registry);
  const deps = {
    registry,
    store,
    engine,
    play: controller,
    exit: () => {
      // Leaving in the middle of a play round by round files its rounds (the dice entered at the table too) in the
      // history as abandoned, as a restart does (N3); a finished play stays on screen for its replay line.
      const { view } = controller.getSnapshot();
      if (view.kind === 'playing' && view.session.rounds.length > 0) {
        const before = controller.getSnapshot().history;
        controller.reset();
        const filed = withSnapshot(latest.current, controller.getSnapshot(), registry);
        latest.current = keepHistory(filed, before, { registry, history, now });
      }
      onExit?.(latest.current);
      exit();
    },
    resultView: () => resultView.current,
  };
  useTypedKeys((input, key) => {
    const before = controller.getSnapshot().history;
    for (const [char, info] of splitKeys(input, key))
      latest.current = handleKey(latest.current, char, info, deps);
    latest.current = keepHistory(latest.current, before, { registry, history, now });
    setState(latest.current);
  });
  const { columns, rows } = useTerminalSize();
  const needs = needsText(state, deps);
  const help = helpLines(state, needs, columns);
  const { system, test } = selection(state);
  const tool = currentTool(state);
  const title =
    state.screen === 'systems'
      ? 'verdict'
      : `verdict · ${system.name}${state.screen === 'tests' ? '' : ` › ${tool?.title ?? test.title}`}`;
  // A narrow window wraps the header (never cut: which test this is, and how many were rolled); the body takes the
  // rows it leaves.
  const header = wrapSpans(
    [
      { text: title, style: { bold: true } },
      ...(state.history.length > 0
        ? [{ text: ` · ${state.history.length} rolled`, style: { dimColor: true } }]
        : []),
    ],
    columns,
    2,
  );
  const body = Math.max(1, rows - header.length - help.top.length - help.keys.length);
  // A tiny window shows one line that says so: the panels would run into each other and leave stray characters.
  if (isTiny(columns, rows)) return <TinyWindow columns={columns} rows={rows} />;
  return (
    <Box flexDirection="column" width={columns}>
      <LinesView lines={header} prefix="t" />
      {state.screen === 'systems' || state.screen === 'tests' ? (
        <PickerView state={state} height={body} columns={columns} />
      ) : state.screen === 'history' ? (
        <HistoryView state={state} height={body} width={columns} />
      ) : state.screen === 'presets' ? (
        <PresetsView
          presets={safeForTest(store, system.id, test.id)}
          cursor={state.listCursor}
          height={body}
          width={columns}
          file={store.file}
          problem={store.problem()}
        />
      ) : tool ? (
        <ToolArea state={state} registry={registry} tool={tool} height={body} columns={columns} />
      ) : (
        <PlayArea
          state={state}
          registry={registry}
          height={body}
          columns={columns}
          rows={rows}
          report={(view) => {
            resultView.current = view;
          }}
        />
      )}
      <HelpLine state={state} needs={needs} width={columns} />
    </Box>
  );
}

/** What the dice prompt needs next (shown in the key bar), else nothing. */
function needsText(state: PlayState, deps: PlayDeps): string {
  if (state.screen !== 'play' || state.mode !== 'dice') return '';
  const needs = nextNeeds(deps);
  return typeof needs === 'string' ? needs : describeNeeds(needs, selection(state).test.labels);
}
