import { isVerdictError, type Registry, runTool, type ToolManifest } from '@verdict/core';
import { Box, Text } from 'ink';
import { useMemo } from 'react';
import { describeFailure } from '../errors.js';
import { formRows } from '../form/form-rows.js';
import { terminalText } from '../format/terminal-text.js';
import { FormView } from './form-view.js';
import type { PlayState } from './state.js';

/**
 * One of a system's tools (T13: the Value of a Boon): its form, drawn from the manifest like a test's, and the
 * lines the engine's `runTool` answers, updated as the form changes. Nothing here knows the tool.
 */
export function ToolArea(props: {
  state: PlayState;
  registry: Registry;
  tool: ToolManifest;
  height: number;
  columns: number;
}) {
  const { state, registry, tool, height, columns } = props;
  const system = state.manifest[state.systemIndex]!.id;
  const answer = useMemo(() => {
    try {
      // A tool's lines may quote what was typed (a name's Geometry): shown escaped.
      const { lines } = runTool(registry, { system, tool: tool.id, input: state.input });
      return { lines: lines.map(terminalText), issues: [] };
    } catch (error) {
      const issues = isVerdictError(error) ? error.issues : [];
      return { lines: [], issues, message: terminalText(describeFailure(error).message) };
    }
  }, [registry, system, tool.id, state.input]);
  const rows = useMemo(
    () =>
      formRows(tool.inputSchema, state.input, {
        hints: tool.ui,
        issues: answer.issues.map((issue) => ({
          ...issue,
          path: issue.path[0] === 'input' ? issue.path.slice(1) : issue.path,
        })),
      }),
    [tool, state.input, answer.issues],
  );
  const formWidth = Math.floor(columns / 2);
  return (
    <Box flexDirection="row" height={height}>
      <FormView rows={rows} state={state} height={height} width={formWidth} />
      <Box marginLeft={1} flexDirection="column" width={columns - formWidth - 1}>
        <Text bold underline>
          {tool.title}
        </Text>
        <Text dimColor wrap="wrap">
          {tool.description}
        </Text>
        {answer.lines.map((line) => (
          <Text key={line} wrap="wrap" color="green">
            {line}
          </Text>
        ))}
        {'message' in answer && answer.message ? (
          <Text color="red" wrap="wrap">
            {answer.message}
          </Text>
        ) : null}
      </Box>
    </Box>
  );
}
