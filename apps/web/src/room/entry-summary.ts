/**
 * @module
 * Each log entry summarised for reading, from the log alone plus the hidden parts this member has opened:
 * who, what, the outcome in the rules' words, the dice, and the exact chance of that result or better
 * before the roll. The room's log, the transcripts and the luck ledger all read these.
 */
import type { Registry } from '@verdict/core';
import type { DieRecord } from '@verdict/dice';
import type { RollContent, RoomEntry } from '@verdict/fair';
import { toFieldPairs } from '@verdict/form';
import { nameOf as nameOfMember, rollChance, viewOf } from '@verdict/room';

/** One entry as read. */
export interface EntrySummary {
  readonly seq: number;
  readonly at: string;
  readonly type: RoomEntry['type'];
  /** The member's name (or "room" for entries by no one). */
  readonly who: string;
  readonly by: string | null;
  /** What happened, in a sentence ("Secret roll by the GM", "asks Grog to roll …"). */
  readonly text: string;
  /** `system/test` of rolls and requests. */
  readonly test?: string;
  readonly visibility?: string;
  readonly label?: string;
  readonly tier?: number;
  readonly dice?: readonly DieRecord[];
  /** The chance, before the roll, of this result or better. */
  readonly orBetter?: number;
  /** The roll's percentile against its exact odds (generated dice only). */
  readonly percentile?: number;
  /** Whether the dice were generated (only those count in the luck ledger). */
  readonly generated?: boolean;
  /** Sealed and not opened for this member. */
  readonly sealed: boolean;
  /** Opened by a reveal entry. */
  readonly revealed: boolean;
  readonly request?: number;
}

/** Names by member id, and hidden parts by seq (from reveals and from what this member opened). */
export function summarise(
  entries: readonly RoomEntry[],
  opened: ReadonlyMap<number, unknown>,
  registry: Registry,
): EntrySummary[] {
  const view = viewOf(entries, opened);
  const known = view.opened;
  const nameOf = (id: string | null) => nameOfMember(view, id);
  return entries.map((entry) => {
    const base = {
      seq: entry.seq,
      at: entry.at,
      type: entry.type,
      who: nameOf(entry.by),
      by: entry.by,
      revealed: view.revealed.has(entry.seq),
    };
    switch (entry.type) {
      case 'room.opened':
        return { ...base, text: `opened the room "${entry.room.name}"`, sealed: false };
      case 'member.joined':
        return {
          ...base,
          text: `joined as ${entry.member.role === 'gm' ? 'GM' : 'a player'}`,
          sealed: false,
        };
      case 'reveal':
        return { ...base, text: `revealed #${entry.of}`, sealed: false };
      case 'epoch.rotated':
        return { ...base, text: `ended epoch ${entry.epoch}; its server seed is revealed`, sealed: false };
      case 'room.closed':
        return { ...base, text: 'closed the room; the last server seed is revealed', sealed: false };
      case 'request': {
        const to = entry.to === 'all' ? 'everyone' : entry.to.map(nameOf).join(', ');
        const hiddenInput = entry.input === undefined && !known.has(entry.seq);
        const opened = entry.input === undefined && known.has(entry.seq);
        const secret = opened
          ? ` (hidden input ${inputText((known.get(entry.seq) as { input?: unknown }).input)})`
          : '';
        const note = entry.note ? `: “${entry.note}”` : '';
        return {
          ...base,
          test: `${entry.system}/${entry.test}`,
          visibility: entry.visibility,
          text: `asks ${to} to roll ${entry.system}/${entry.test}${hiddenInput ? ' (hidden difficulty)' : secret}${note}`,
          sealed: hiddenInput,
        };
      }
      case 'roll': {
        const test = `${entry.system}/${entry.test}`;
        const common = {
          ...base,
          test,
          visibility: entry.visibility,
          ...(entry.request === undefined ? {} : { request: entry.request }),
        };
        const content =
          entry.visibility === 'public'
            ? { input: entry.input, outcome: entry.outcome, dice: entry.dice }
            : (known.get(entry.seq) as RollContent | undefined);
        if (!content) {
          if (entry.visibility === 'outcome')
            return {
              ...common,
              text: `rolled ${test}`,
              label: entry.result.label,
              tier: entry.result.tier,
              sealed: true,
            };
          return {
            ...common,
            text: entry.visibility === 'gm' ? 'Secret roll by the GM' : `Blind roll (${test})`,
            sealed: true,
          };
        }
        const chance = rollChance(
          registry,
          { system: entry.system, test: entry.test, input: content.input },
          content.outcome.tier,
        );
        const generated = content.dice.length > 0 && content.dice.every((die) => die.source === 'generated');
        return {
          ...common,
          text: `rolled ${test}`,
          label: content.outcome.label,
          tier: content.outcome.tier,
          dice: content.dice,
          generated,
          ...(chance ? { orBetter: chance.orBetter, percentile: chance.percentile } : {}),
          sealed: false,
        };
      }
      default:
        // An entry type newer than this app: shown by its type, never hidden.
        return { ...base, text: (entry as { type: string }).type, sealed: false };
    }
  });
}

/**
 * A test's input as people read it, never as JSON: its `field=value` pairs joined by spaces, as `verdict` takes
 * them on the command line ("value=12 modifiers.0.amount=-3"); a plain value (an input that is one number) as
 * itself, and "no fields" for an empty one.
 *
 * @example
 * inputText({ value: 12, modifiers: [{ amount: -3 }] }); // 'value=12 modifiers.0.amount=-3'
 */
export function inputText(input: unknown): string {
  if (input === null || typeof input !== 'object') return String(input);
  const pairs = toFieldPairs(input);
  return pairs.length > 0 ? pairs.join(' ') : 'no fields';
}
