import type { DisplayLabels } from '@verdict/form';
import { Box, Text } from 'ink';
import { LinesView } from './line-view.js';
import { resultLines, scrollWindow } from './result-lines.js';
import type { ResultPanel } from './state.js';
import { columnsOf, lineText, wrapText } from './wrap.js';

// The round key only for a test played round by round (earlier review's 21: the Check offered 'n plays a round
// (contests)', a key it has no use for, in a word that is not its own).
const HINT = 'Enter rolls · d enters the faces of physical dice';
const SHORT_HINT = 'Enter rolls · d dice';

/** The hint in full when it fits the panel, else in short, cut to its height. */
function hintLines(width: number, height: number, rounds: boolean): string[] {
  const full = wrapText(rounds ? `${HINT} · n plays one round` : HINT, width).map(lineText);
  const short = rounds ? `${SHORT_HINT} · n a round` : SHORT_HINT;
  return (full.length <= height ? full : wrapText(short, width).map(lineText)).slice(0, height);
}

/**
 * The last play (see {@link resultLines}) in `height` lines: the outcome stays on top, the rest scrolls with
 * PgUp/PgDn, and a line says how many lines are above and below.
 */
export function ResultView({
  panel,
  height,
  labels,
  choicesSchema,
  width = 80,
  scroll,
  rounds = false,
}: {
  panel?: ResultPanel | undefined;
  height: number;
  labels?: DisplayLabels | undefined;
  /** The test's schema of the GM's round choices, to say the choices made by their titles. */
  choicesSchema?: Record<string, unknown> | undefined;
  width?: number;
  scroll?: number | undefined;
  /** Whether the test plays round by round (the hint offers `n`). */
  rounds?: boolean;
}) {
  if (!panel?.session && !panel?.error) {
    return (
      <Box height={height} flexDirection="column">
        {/* Wrapped here, within the panel's height: lines past it ran into the panel below (N16, at 40x12). */}
        {hintLines(width, height, rounds).map((line, index) => (
          <Text key={`hint-${index}`} dimColor wrap="truncate">
            {line}
          </Text>
        ))}
      </Box>
    );
  }
  const lines = resultLines(panel, width, labels, choicesSchema);
  const view = scrollWindow(lines, height, scroll);
  const head = lines.head.slice(0, view.pinned);
  const hidden = [
    view.above > 0 ? `↑ ${view.above} line${view.above === 1 ? '' : 's'} above: PgUp` : '',
    view.below > 0 ? `↓ ${view.below} more line${view.below === 1 ? '' : 's'} below: PgDn` : '',
  ].filter(Boolean);
  return (
    <Box height={height} flexDirection="column">
      <LinesView lines={head} prefix="h" />
      <LinesView lines={view.lines.slice(view.start, view.start + view.room)} prefix="b" />
      {hidden.length > 0 && height > 0 ? (
        <Text dimColor wrap="truncate">
          {/* Said in full when it fits, else in short: never cut. */}
          {columnsOf(hidden.join(' · ')) <= width
            ? hidden.join(' · ')
            : `${view.above > 0 ? `↑${view.above} ` : ''}${view.below > 0 ? `↓${view.below} ` : ''}lines: PgUp/PgDn`}
        </Text>
      ) : null}
    </Box>
  );
}
