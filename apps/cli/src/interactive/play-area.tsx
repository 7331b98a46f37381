/**
 * @module
 * The play screen's body: the form and the live odds side by side (one column in a small window), the result below,
 * each given the rows it needs.
 */
import { type InputIssue, type OddsResponse, oddsTest, type Registry, validateInput } from '@verdict/core';
import { Box } from 'ink';
import { useMemo } from 'react';
import { describeFailure } from '../errors.js';
import { formRows } from '../form/form-rows.js';
import { terminalSafe, terminalText } from '../format/terminal-text.js';
import { FormView, formHeight } from './form-view.js';
import { KeysView } from './help-line.js';
import { LinesView } from './line-view.js';
import { atAGlance, OddsView, oddsLines } from './odds-view.js';
import { resultLines, scrollWindow } from './result-lines.js';
import { ResultView } from './result-view.js';
import { choiceRows } from './round-choices.js';
import { type PlayState, selection } from './state.js';
import { wrapText } from './wrap.js';

/** Below this the play screen shows one column without the odds, and says so. */
const FULL = { columns: 64, rows: 14 } as const;
/** The widest the form gets beside the odds. */
const FORM_MAX = 80;

/** Told the result panel as drawn (its lines, its room, the first shown), for PgUp/PgDn; undefined when none is. */
export type ResultReport = (view: { lines: number; room: number; start: number } | undefined) => void;

/** The form, the odds and the result of the test being played, in `height` rows of a window `columns` wide. */
export function PlayArea({
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
  // Half the window, at most 80 columns: a form's lines are short, and at 200 columns half was 100 mostly blank ones
  // beside odds that paged (the earlier review's 8).
  const formWidth = compact ? columns : Math.min(Math.floor(columns / 2), FORM_MAX);
  const space = height - banner.length;
  const formNeed = formHeight(rows, state, formWidth);
  // The odds' title and every line of theirs (headline, outcomes, tables), counted as drawn (a long label takes lines
  // of its own), and those read at a glance (headline and outcomes): they page only what does not fit.
  const odded = compact || !odds ? undefined : oddsLines(odds, columns - formWidth - 1, test.labels);
  const oddsNeed = compact ? 0 : 1 + (odded ? odded.length : issues.length + 3);
  const glanceNeed = compact ? 0 : 1 + (odded ? odded.filter(atAGlance).length : issues.length + 3);
  const lines = resultLines(state.result, columns, test.labels);
  const resultNeed = lines.head.length + lines.body.length;
  // Before a roll the form and odds take all but a line. With a result to read below them, the odds take their
  // at-a-glance lines up to about half, and every row the result leaves. (A small window splits evenly: the result
  // is what was just rolled.)
  const half = compact ? Math.floor(space / 2) : Math.max(6, Math.floor(space / 2) + 1);
  const room = hasResult
    ? Math.max(Math.min(Math.max(formNeed, glanceNeed), half), space - resultNeed)
    : space - 2;
  const top = Math.max(Math.min(2, space), Math.min(Math.max(formNeed, oddsNeed), room, space - 1));
  const below = Math.max(0, space - top);
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
        choicesSchema={test.choicesSchema}
        rounds={test.rounds}
        width={columns}
        scroll={state.resultScroll}
      />
    </Box>
  );
}

/** The odds of the input, else what is wrong with it (its issues, or the engine's refusal), escaped for the screen. */
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
