import type { Effect, PlaySession, Step } from '@verdict/core';
import type { DieRecord } from '@verdict/dice';
import { type DisplayLabels, groupLabel, type Parties, toFieldPairs } from '@verdict/form';
import { Box, Text } from 'ink';
import type { ReactNode } from 'react';
import { tierColour } from '../format/colour.js';
import { groupDice } from '../format/dice-text.js';
import { outcomeFacts } from '../format/outcome-text.js';
import { terminalSafe, terminalText } from '../format/terminal-text.js';
import { followUpsOf } from './actions.js';
import type { ResultPanel } from './state.js';

/** Dice by group, named in the test's words or by the side that rolled them; dropped dice dim and struck through. */
export function DiceLine({
  dice,
  labels,
  parties,
}: {
  dice: readonly DieRecord[];
  labels?: DisplayLabels | undefined;
  parties?: Parties;
}) {
  if (dice.length === 0) return <Text dimColor>No dice</Text>;
  return (
    <Text wrap="truncate">
      <Text bold>Dice </Text>
      {groupDice(dice).map((group, g) => {
        const name = groupLabel(group.group, labels, parties);
        const die = `d${group.sides}`;
        return (
          <Text key={`${g}`}>
            {g > 0 ? '  ' : ''}
            <Text dimColor>{name.includes(die) ? `${name}:` : `${name} ${die}:`}</Text>
            {group.dice.map((record, i) => (
              <Text key={`${i}`} {...(record.kept ? {} : { dimColor: true, strikethrough: true })}>
                {' '}
                {record.face}
              </Text>
            ))}
          </Text>
        );
      })}
    </Text>
  );
}

/**
 * The last play, from the engine's session: the outcome's label coloured by tier, the dice, the steps, the
 * effects and follow-ups, the seed; or the rounds so far of a play going on. A refused request is shown above it.
 */
export function ResultView({
  panel,
  height,
  labels,
}: {
  panel?: ResultPanel | undefined;
  height: number;
  labels?: DisplayLabels | undefined;
}) {
  // The session goes back to the engine as it is; what is shown of it (names, labels, steps) is escaped.
  const session = panel?.session ? terminalSafe(panel.session) : undefined;
  const shownLabels = terminalSafe(labels);
  if (!session && !panel?.error) {
    return (
      <Box height={height} flexDirection="column">
        <Text dimColor>Enter rolls · d enters the faces of physical dice · n plays a round (contests)</Text>
      </Box>
    );
  }
  const head: ReactNode[] = [];
  const body: ReactNode[] = [];
  if (panel?.error) {
    head.push(
      <Text key="error" color="red" wrap="truncate">
        ✗ {terminalText(panel.error)}
      </Text>,
    );
  }
  if (session) sessionLines(session, shownLabels, head, body);
  const room = Math.max(0, height - head.length);
  const hidden = body.length > room ? body.length - room + 1 : 0;
  return (
    <Box height={height} flexDirection="column">
      {head}
      {hidden > 0 ? <Text dimColor> … {hidden} earlier lines (h: history)</Text> : null}
      {body.slice(hidden)}
    </Box>
  );
}

function sessionLines(
  session: PlaySession,
  labels: DisplayLabels | undefined,
  head: ReactNode[],
  body: ReactNode[],
): void {
  const steps = session.rounds.flatMap((round, r) => [
    ...(round.choices ? [choicesLine(round.choices, `c${r}`)] : []),
    ...stepLines(round.steps, `r${r}`),
  ]);
  const response = session.outcome;
  if (!response) {
    const last = session.rounds.at(-1);
    head.push(
      <Text key="o" bold color="cyan" wrap="truncate">
        {`Round ${session.rounds.length} played: n for the next round, Enter resolves a new contest whole`}
      </Text>,
      <DiceLine key="d" dice={last?.dice ?? []} labels={labels} />,
    );
    body.push(...steps);
    return;
  }
  const { outcome } = response;
  const followUps = followUpsOf(session);
  head.push(
    <Text key="o" wrap="truncate">
      <Text bold color={tierColour(outcome.tier)}>
        {outcome.label}
      </Text>
      <Text dimColor> ({outcomeFacts(outcome, labels)})</Text>
    </Text>,
    <DiceLine key="d" dice={response.dice} labels={labels} parties={outcome.parties} />,
  );
  body.push(...steps, ...effectLines(outcome.effects, followUps.length > 0));
  body.push(
    ...followUps.map((next, i) => (
      <Text key={`f${i}`} wrap="truncate" color="magenta">
        {`• ${next.label}${next.description ? `: ${next.description}` : ''}  (f: play it)`}
      </Text>
    )),
  );
  if (response.seed) body.push(<Text key="seed" dimColor>{`Seed ${response.seed}`}</Text>);
}

/** The GM's choices a round was played with (`criticalSuccess.attacker=automatic`), from the escaped session. */
function choicesLine(choices: Readonly<Record<string, unknown>>, key: string): ReactNode {
  return (
    <Text key={key} wrap="truncate" dimColor>
      {`  GM's choices: ${toFieldPairs(choices).join(', ')}`}
    </Text>
  );
}

function stepLines(steps: readonly Step[], prefix: string): ReactNode[] {
  return steps.map((step, i) => <Text key={`${prefix}${i}`} wrap="truncate">{`  ${step.text}`}</Text>);
}

function effectLines(effects: readonly Effect[], followUpsShown: boolean): ReactNode[] {
  // A 1.0 system's follow-up effect is shown once, as the follow-up.
  return effects
    .filter((effect) => !(followUpsShown && effect.kind === 'follow-up'))
    .map((effect, i) => (
      <Text key={`e${i}`} wrap="truncate" color="magenta">
        {`• ${effect.text}`}
      </Text>
    ));
}
