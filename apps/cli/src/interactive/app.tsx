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
import { describeNeeds, nextNeeds } from './actions.js';
import { FormView } from './form-view.js';
import { HelpLine, KeysView } from './help-line.js';
import { handleKey, splitKeys } from './keys.js';
import { HistoryView, PresetsView } from './lists-view.js';
import { OddsView } from './odds-view.js';
import { PickerView } from './picker-view.js';
import { ResultView } from './result-view.js';
import { choiceRows } from './round-choices.js';
import { currentTool, initialState, type PlayState, selection } from './state.js';
import { ToolArea } from './tool-area.js';
import { useTerminalSize } from './use-terminal-size.js';

/** What the play screen needs: the registry, where characters are saved, and the engine options (seeds). */
export interface AppProps {
  readonly registry: Registry;
  readonly store: CharacterStore;
  readonly engine?: EngineOptions;
  /** Called with the history when the player leaves. */
  readonly onExit?: (state: PlayState) => void;
}

/** The interactive screen: pick a system and a test, fill its form, watch the odds, roll. */
export function App({ registry, store, engine = {}, onExit }: AppProps) {
  const { exit } = useApp();
  const [state, setState] = useState(() => initialState(registry));
  // Keys are applied to the latest state in order, even when several arrive before React re-renders.
  const latest = useRef(state);
  const deps = {
    registry,
    store,
    engine,
    exit: () => {
      onExit?.(latest.current);
      exit();
    },
  };
  useInput((input, key) => {
    for (const [char, info] of splitKeys(input, key))
      latest.current = handleKey(latest.current, char, info, deps);
    setState(latest.current);
  });
  const { columns, rows } = useTerminalSize();
  const body = Math.max(8, rows - 4);
  const { system, test } = selection(state);
  const tool = currentTool(state);
  const header =
    state.screen === 'systems'
      ? 'verdict'
      : `verdict · ${system.name}${state.screen === 'tests' ? '' : ` › ${tool?.title ?? test.title}`}`;
  return (
    <Box flexDirection="column" width={columns}>
      <Text bold wrap="truncate">
        {header}
        <Text dimColor> {state.history.length > 0 ? ` ${state.history.length} rolled` : ''}</Text>
      </Text>
      {state.screen === 'systems' || state.screen === 'tests' ? (
        <PickerView state={state} height={body} columns={columns} />
      ) : state.screen === 'history' ? (
        <HistoryView state={state} height={body} />
      ) : state.screen === 'presets' ? (
        <PresetsView
          presets={store.forTest(system.id, test.id)}
          cursor={state.listCursor}
          height={body}
          file={store.file}
        />
      ) : tool ? (
        <ToolArea state={state} registry={registry} tool={tool} height={body} columns={columns} />
      ) : (
        <PlayArea state={state} registry={registry} height={body} columns={columns} />
      )}
      <HelpLine state={state} needs={needsText(state, registry, engine)} width={columns} />
    </Box>
  );
}

function needsText(state: PlayState, registry: Registry, engine: EngineOptions): string {
  if (state.screen !== 'play' || state.mode !== 'dice') return '';
  const needs = nextNeeds(state, { registry, engine });
  return typeof needs === 'string' ? needs : describeNeeds(needs, selection(state).test.labels);
}

function PlayArea({
  state,
  registry,
  height,
  columns,
}: {
  state: PlayState;
  registry: Registry;
  height: number;
  columns: number;
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
  const top = Math.max(6, Math.floor(height / 2) + 1);
  const formWidth = Math.floor(columns / 2);
  return (
    <Box flexDirection="column" height={height}>
      <Box flexDirection="row" height={top}>
        <FormView rows={rows} state={state} height={top} width={formWidth} />
        <Box marginLeft={1}>
          <OddsView
            odds={odds}
            issues={issues}
            {...(error ? { error } : {})}
            height={top}
            width={columns - formWidth - 1}
            labels={test.labels}
            paging={state.mode === 'browse'}
          />
        </Box>
      </Box>
      {state.showHelp ? (
        <KeysView height={height - top} />
      ) : (
        <ResultView panel={state.result} height={height - top} labels={test.labels} />
      )}
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
