import { basename } from 'node:path';
import {
  type EngineOptions,
  type InputIssue,
  type OddsResponse,
  oddsTest,
  type Registry,
  validateInput,
} from '@verdict/core';
import { Box, Text, useApp, useInput } from 'ink';
import { useMemo, useRef, useState } from 'react';
import type { CharacterStore } from '../characters.js';
import { describeFailure } from '../errors.js';
import { formRows } from '../form/form-rows.js';
import { terminalSafe, terminalText } from '../format/terminal-text.js';
import type { HistoryStore } from '../history-file.js';
import { describeNeeds, nextNeeds } from './actions.js';
import { FormView, formHeight } from './form-view.js';
import { HelpLine, helpLines, KeysView } from './help-line.js';
import { handleKey, safeForTest, splitKeys } from './keys.js';
import { LinesView } from './line-view.js';
import { HistoryView, PresetsView } from './lists-view.js';
import { atAGlance, OddsView, oddsLines } from './odds-view.js';
import { PickerView } from './picker-view.js';
import { resultLines, scrollWindow } from './result-lines.js';
import { ResultView } from './result-view.js';
import { choiceRows } from './round-choices.js';
import { currentTool, initialState, type PlayState, selection } from './state.js';
import { ToolArea } from './tool-area.js';
import { useTerminalSize } from './use-terminal-size.js';
import { wrapSpans, wrapText } from './wrap.js';

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

/** Below this the play screen shows one column without the odds, and says so. */
const FULL = { columns: 64, rows: 14 } as const;
/** Below this nothing but a message and the key bar fits. */
const TINY = { columns: 30, rows: 8 } as const;

/** The interactive screen: pick a system and a test, fill its form, watch the odds, roll. */
export function App({ registry, store, engine = {}, history, now = () => new Date(), onExit }: AppProps) {
  const { exit } = useApp();
  // A damaged characters or history file is said at once (and on the characters list); the screen goes on without
  // it, and this sitting's history is kept in memory.
  const [state, setState] = useState(() => {
    const start = initialState(registry);
    const problems = [store.problem(), history?.problem()].filter((p): p is string => p !== undefined);
    // Earlier sittings' plays are shown as they are: escaped, like this sitting's.
    const past = history && problems.length === 0 ? terminalSafe(history.list()) : safePast(history);
    return { ...start, past, ...(problems.length > 0 ? { notice: problems.join(' · ') } : {}) };
  });
  // Keys are applied to the latest state in order, even when several arrive before React re-renders.
  const latest = useRef(state);
  // The result panel as last drawn, for PgUp/PgDn.
  const resultView = useRef<{ lines: number; room: number; start: number } | undefined>(undefined);
  const deps = {
    registry,
    store,
    engine,
    exit: () => {
      onExit?.(latest.current);
      exit();
    },
    resultView: () => resultView.current,
  };
  useInput((input, key) => {
    const before = latest.current.history;
    for (const [char, info] of splitKeys(input, key))
      latest.current = handleKey(latest.current, char, info, deps);
    latest.current = keepHistory(latest.current, before, history, now);
    setState(latest.current);
  });
  const { columns, rows } = useTerminalSize();
  const needs = needsText(state, registry, engine);
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
  const tiny = columns < TINY.columns || rows < TINY.rows;
  return (
    <Box flexDirection="column" width={columns}>
      <LinesView lines={header} prefix="t" />
      {tiny ? (
        <Box height={body} flexDirection="column">
          <Text color="yellow" wrap="wrap">
            {`Window too small (${columns}x${rows}): showing only the key bar. ${TINY.columns}x${TINY.rows} shows the form; 80x24 everything.`}
          </Text>
        </Box>
      ) : state.screen === 'systems' || state.screen === 'tests' ? (
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

/**
 * New plays (put in front of the history by the keys) are stamped with the time and added to the history file. A
 * file that cannot be written is said in the notice; the plays stay in this sitting's history all the same.
 */
function keepHistory(
  state: PlayState,
  before: PlayState['history'],
  store: HistoryStore | undefined,
  now: () => Date,
): PlayState {
  const added = state.history.length - before.length;
  if (added <= 0 || state.history[added] !== before[0]) return state;
  const at = now().toISOString();
  const fresh = state.history.slice(0, added).map((entry) => ({ ...entry, at }));
  const next = { ...state, history: [...fresh, ...before] };
  if (!store) return next;
  try {
    const { movedTo } = store.add(fresh);
    if (!movedTo) return next;
    const note = `History saved to a new file; the damaged one is kept as ${basename(movedTo)}`;
    return { ...next, notice: next.notice ? `${next.notice} · ${note}` : note };
  } catch (error) {
    return { ...next, notice: `History not saved (kept for this sitting): ${(error as Error).message}` };
  }
}

function safePast(history: HistoryStore | undefined): PlayState['past'] {
  try {
    return history ? terminalSafe(history.list()) : [];
  } catch {
    return [];
  }
}

function needsText(state: PlayState, registry: Registry, engine: EngineOptions): string {
  if (state.screen !== 'play' || state.mode !== 'dice') return '';
  const needs = nextNeeds(state, { registry, engine });
  return typeof needs === 'string' ? needs : describeNeeds(needs, selection(state).test.labels);
}

type ResultReport = (view: { lines: number; room: number; start: number } | undefined) => void;

function PlayArea({
  state,
  registry,
  height,
  columns,
  rows: windowRows,
  report,
}: {
  state: PlayState;
  registry: Registry;
  height: number;
  columns: number;
  rows: number;
  report: ResultReport;
}) {
  const { system, test } = selection(state);
  const { odds, issues, error } = useMemo(
    () => computeOdds(registry, system.id, test.id, state.input),
    [registry, system.id, test.id, state.input],
  );
  const rows = useMemo(
    () => [
      ...formRows(test.inputSchema, state.input, {
        hints: test.ui,
        issues: issues.map((issue) => ({ ...issue, path: issue.path.slice(1) })),
      }),
      // The GM's choices for the next round, under the input (a test whose rounds take them).
      ...choiceRows(state),
    ],
    [test, state, issues],
  );
  if (state.showHelp) {
    report(undefined);
    return <KeysView height={height} width={columns} />;
  }
  const hasResult = Boolean(state.result?.session || state.result?.error);
  const compact = columns < FULL.columns || height < FULL.rows;
  // A small window: one column, the odds left out, and the screen says so.
  const banner = compact
    ? wrapText(
        `Small window (${columns}x${windowRows}): odds hidden; ${FULL.columns}x${FULL.rows + 4} shows them`,
        columns,
        2,
        { dimColor: true },
      )
    : [];
  const formWidth = compact ? columns : Math.floor(columns / 2);
  const space = height - banner.length;
  const formNeed = formHeight(rows, state, formWidth);
  // The odds' title, headline and outcomes, counted as drawn (a long label takes lines of its own); the tables page.
  const oddsNeed = compact
    ? 0
    : 1 +
      (odds
        ? oddsLines(odds, columns - formWidth - 1, test.labels).filter(atAGlance).length
        : issues.length + 3);
  const need = Math.max(formNeed, oddsNeed);
  // The form and odds take what they need, up to about half when there is a result to read below them.
  // (A small window splits evenly: the result is what was just rolled.)
  const half = compact ? Math.floor(space / 2) : Math.max(6, Math.floor(space / 2) + 1);
  const top = Math.max(Math.min(2, space), Math.min(need, hasResult ? half : space - 2, space - 1));
  const below = Math.max(0, space - top);
  const lines = resultLines(state.result, columns, test.labels);
  const view = scrollWindow(lines, below, state.resultScroll);
  report(hasResult ? { lines: view.lines.length, room: view.room, start: view.start } : undefined);
  return (
    <Box flexDirection="column" height={height}>
      <LinesView lines={banner} prefix="s" />
      <Box flexDirection="row" height={top}>
        <FormView rows={rows} state={state} height={top} width={formWidth} />
        {compact ? null : (
          <Box marginLeft={1}>
            <OddsView
              odds={odds}
              issues={issues}
              {...(error ? { error } : {})}
              height={top}
              width={columns - formWidth - 1}
              labels={test.labels}
              paging={state.mode === 'browse' && !hasResult}
            />
          </Box>
        )}
      </Box>
      <ResultView
        panel={state.result}
        height={below}
        labels={test.labels}
        width={columns}
        scroll={state.resultScroll}
      />
    </Box>
  );
}

function computeOdds(
  registry: Registry,
  system: string,
  test: string,
  input: unknown,
): { odds?: OddsResponse; issues: readonly InputIssue[]; error?: string } {
  // Shown on the screen: messages may quote what was typed, and odds name outcomes in a system's words.
  const checked = validateInput(registry.test(system, test), input);
  if (!checked.ok)
    return {
      issues: checked.issues.map((i) => ({ path: ['input', ...i.path], message: terminalText(i.message) })),
    };
  try {
    return { odds: terminalSafe(oddsTest(registry, { system, test, input })), issues: [] };
  } catch (error) {
    return { issues: [], error: terminalText(describeFailure(error).message) };
  }
}
