import type { InputIssue, OddsResponse } from '@verdict/core';
import { type DisplayLabels, formatPath, oddsFacts } from '@verdict/form';
import { Box, Text } from 'ink';
import { bar, percent } from '../format/bar.js';
import { tierColour } from '../format/colour.js';

/** The exact odds as a bar chart that updates with the input; the input's problems when it has any. */
export function OddsView(props: {
  odds?: OddsResponse;
  issues: readonly InputIssue[];
  error?: string;
  height: number;
  width: number;
  /** The test's words and formats for its odds extras. */
  labels?: DisplayLabels | undefined;
}) {
  const { odds, issues, error, height, width, labels } = props;
  const extras = odds ? oddsFacts(odds, labels).facts : [];
  const room = Math.max(0, height - 1 - (odds?.outcomes.length ?? 0));
  const labelWidth = Math.min(18, Math.max(8, Math.floor(width * 0.45)));
  const barWidth = Math.max(4, width - labelWidth - 10);
  return (
    <Box flexDirection="column" width={width} height={height}>
      <Text bold underline>
        Odds
      </Text>
      {issues.length > 0 || error ? (
        <>
          <Text color="red">Fix the input:</Text>
          {issues.slice(0, height - 2).map((issue) => (
            <Text key={formatPath(issue.path)} color="red" wrap="truncate">
              {formatPath(issue.path.slice(1)) || 'input'}: {issue.message}
            </Text>
          ))}
          {error ? (
            <Text color="red" wrap="wrap">
              {error}
            </Text>
          ) : null}
        </>
      ) : (
        [
          ...(odds?.outcomes.slice(0, height - 1).map((o) => {
            const name =
              o.label.length > labelWidth
                ? `${o.label.slice(0, labelWidth - 1)}…`
                : o.label.padEnd(labelWidth);
            return (
              <Text key={`${o.label}/${o.winner ?? ''}`} wrap="truncate">
                <Text color={tierColour(o.tier)}>{name}</Text>
                <Text> {percent(o.probability).padStart(7)} </Text>
                <Text color={tierColour(o.tier)}>{bar(o.probability, barWidth)}</Text>
              </Text>
            );
          }) ?? []),
          ...extras.slice(0, room).map((fact) => (
            <Text key={`x-${fact.key}`} wrap="truncate" dimColor>
              {`${fact.label}: ${fact.text}`}
            </Text>
          )),
        ]
      )}
    </Box>
  );
}
