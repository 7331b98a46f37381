import type { Effect, Step } from '@verdict/core';
import type { DieRecord } from '@verdict/dice';
import { Box, Text } from 'ink';
import type { ReactNode } from 'react';
import { tierColour } from '../format/colour.js';
import { groupDice } from '../format/dice-text.js';
import { outcomeFacts } from '../format/outcome-text.js';
import type { ResultPanel } from './state.js';

/** Dice by group: kept faces plain, dropped ones dim and struck through. */
export function DiceLine({ dice }: { dice: readonly DieRecord[] }) {
  if (dice.length === 0) return <Text dimColor>No dice</Text>;
  return (
    <Text wrap="truncate">
      <Text bold>Dice </Text>
      {groupDice(dice).map((group, g) => (
        <Text key={`${g}`}>
          {g > 0 ? '  ' : ''}
          <Text dimColor>
            {group.group} d{group.sides}:
          </Text>
          {group.dice.map((die, i) => (
            <Text key={`${i}`} {...(die.kept ? {} : { dimColor: true, strikethrough: true })}>
              {' '}
              {die.face}
            </Text>
          ))}
        </Text>
      ))}
    </Text>
  );
}

/** The last roll: the outcome's label coloured by tier, the dice, the steps of reasoning and the effects. */
export function ResultView({ panel, height }: { panel?: ResultPanel; height: number }) {
  if (!panel) {
    return (
      <Box height={height} flexDirection="column">
        <Text dimColor>Enter rolls · d enters the faces of physical dice · n plays a round (contests)</Text>
      </Box>
    );
  }
  if (panel.kind === 'error') {
    return (
      <Box height={height} flexDirection="column">
        <Text color="red" wrap="wrap">
          ✗ {panel.message}
        </Text>
      </Box>
    );
  }
  const head: ReactNode[] = [];
  const body: ReactNode[] = [];
  if (panel.kind === 'outcome') {
    const { response } = panel;
    head.push(<OutcomeLine key="o" outcome={response.outcome} />, <DiceLine key="d" dice={response.dice} />);
    body.push(...stepLines(response.steps, 's'), ...effectLines(response.outcome.effects));
    if (response.seed) body.push(<Text key="seed" dimColor>{`Seed ${response.seed}`}</Text>);
  } else {
    const last = panel.rounds.at(-1)!;
    head.push(
      last.done && last.outcome ? (
        <OutcomeLine key="o" outcome={last.outcome} />
      ) : (
        <Text key="o" bold color="cyan" wrap="truncate">
          {`Round ${panel.rounds.length} played: n for the next round, Enter resolves a new contest whole`}
        </Text>
      ),
      <DiceLine key="d" dice={last.dice} />,
    );
    body.push(...panel.rounds.flatMap((round, r) => stepLines(round.steps, `r${r}`)));
    body.push(...effectLines(last.outcome?.effects ?? []));
  }
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

function OutcomeLine({ outcome }: { outcome: Parameters<typeof outcomeFacts>[0] }) {
  return (
    <Text wrap="truncate">
      <Text bold color={tierColour(outcome.tier)}>
        {outcome.label}
      </Text>
      <Text dimColor> ({outcomeFacts(outcome)})</Text>
    </Text>
  );
}

function stepLines(steps: readonly Step[], prefix: string): ReactNode[] {
  return steps.map((step, i) => <Text key={`${prefix}${i}`} wrap="truncate">{`  ${step.text}`}</Text>);
}

function effectLines(effects: readonly Effect[]): ReactNode[] {
  return effects.map((effect, i) => (
    <Text key={`e${i}`} wrap="truncate" color="magenta">
      {`• ${effect.text}${effect.kind === 'follow-up' ? '  (f: play the follow-up)' : ''}`}
    </Text>
  ));
}
