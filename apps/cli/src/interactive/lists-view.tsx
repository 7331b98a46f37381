import { Box, Text } from 'ink';
import type { Character } from '../characters.js';
import { tierColour } from '../format/colour.js';
import { terminalText } from '../format/terminal-text.js';
import { LinesView } from './line-view.js';
import { ListLines } from './picker-view.js';
import type { PlayState } from './state.js';
import { type Line, wrapSpans, wrapText } from './wrap.js';

/**
 * This sitting's plays, newest first, then earlier sittings' (from the history file), each wrapped (the dice and
 * seed of a long contest are never cut); a last line counts those below.
 */
export function HistoryView({ state, height, width }: { state: PlayState; height: number; width: number }) {
  const all = [...state.history, ...state.past];
  const room = Math.max(1, height - 1);
  const lines: Line[] = [];
  let shown = 0;
  for (let i = state.listCursor; i < all.length; i++) {
    const entry = all[i]!;
    const heading =
      i === state.history.length && state.past.length > 0
        ? [[{ text: 'Earlier sittings', style: { bold: true, dimColor: true } }] as Line]
        : [];
    const number = i < state.history.length ? String(state.history.length - i) : '·';
    const entryLines = wrapSpans(
      [
        { text: `${number.padStart(3)} `, style: { dimColor: true } },
        { text: entry.label, style: { color: tierColour(entry.tier), bold: true } },
        { text: `  ${entry.title}` },
        {
          text: `  ${entry.dice}${entry.seed ? `  seed ${entry.seed}` : ''}${entry.at ? `  ${when(entry.at)}` : ''}`,
          style: { dimColor: true },
        },
      ],
      width,
      6,
    );
    const block = [...heading, ...entryLines];
    // Room is kept for the line that says how many are left.
    const left = all.length - i;
    if (lines.length + block.length > room - (left > 1 ? 1 : 0) && shown > 0) break;
    lines.push(...block);
    shown++;
  }
  const more = all.length - state.listCursor - shown;
  return (
    <Box flexDirection="column" height={height}>
      <Text bold underline wrap="truncate">
        History ({state.history.length} roll{state.history.length === 1 ? '' : 's'} this sitting)
      </Text>
      {all.length === 0 ? <Text dimColor>Nothing rolled yet.</Text> : null}
      <LinesView lines={lines.slice(0, room)} prefix="h" />
      {more > 0 ? (
        <Text dimColor wrap="truncate">{`↓ ${more} older roll${more === 1 ? '' : 's'}: ↓ scrolls`}</Text>
      ) : null}
    </Box>
  );
}

/** `2026-12-01 05:00`, in the local time zone. */
function when(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Saved characters for the current test; a damaged characters file is named, with what happens on the next save. */
export function PresetsView(props: {
  presets: readonly Character[];
  cursor: number;
  height: number;
  width: number;
  file: string;
  problem?: string | undefined;
}) {
  const foot = props.problem
    ? wrapText(
        props.problem.startsWith('Cannot read')
          ? `${terminalText(props.problem)}. Nothing is written over it: saving is refused until it can be read.`
          : `${terminalText(props.problem)}. It is left as it is: the next save keeps it as characters.json.damaged-<n> and starts a new file.`,
        props.width,
        2,
        { color: 'yellow' },
      )
    : wrapText(`Saved in ${props.file}`, props.width, 2, { dimColor: true });
  const empty = wrapText(
    'None saved yet: on the play screen, s saves the current input under a name ("Olaf: Fishing 12").',
    props.width,
    2,
    { dimColor: true },
  );
  const room = Math.max(1, props.height - 1 - foot.length);
  return (
    <Box flexDirection="column" height={props.height}>
      <Text bold underline>
        Characters for this test
      </Text>
      {props.presets.length === 0 ? (
        <LinesView lines={empty.slice(0, room)} prefix="e" />
      ) : (
        <ListLines
          items={props.presets.map((p) => terminalText(p.name))}
          cursor={props.cursor}
          height={room}
        />
      )}
      <LinesView lines={foot} prefix="p" />
    </Box>
  );
}
