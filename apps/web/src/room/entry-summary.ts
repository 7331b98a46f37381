/**
 * @module
 * Each log entry summarised for reading, from the log alone plus the hidden parts this member has opened:
 * who, what, the outcome in the rules' words, the dice, and the exact chance of that result or better
 * before the roll. The room's log, the transcripts and the luck ledger all read these.
 */
import type { Registry } from '@verdict/core';
import type { DieRecord } from '@verdict/dice';
import type { RollContent, RoomEntry } from '@verdict/fair';
import { describeEntry, isLapsed, nameOf as nameOfMember, rollChance, viewOf } from '@verdict/room';

/** One entry as read. */
export interface EntrySummary {
  readonly seq: number;
  readonly at: string;
  readonly type: RoomEntry['type'];
  /** The member's name (or "room" for entries by no one). */
  readonly who: string;
  readonly by: string | null;
  /** What happened (describeEntry's action: "rolled Sense evil (Check)", "asks Grog to roll Check …"). */
  readonly text: string;
  /** The whole sentence, as the CLI prints it (describeEntry's): who, what, visibility, outcome, chance. */
  readonly sentence: string;
  /** Who may read it, for those who can open it: `secret, opened`, `blind, sealed`, `result only, revealed`. */
  readonly access?: string;
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
  return entries.map((entry): EntrySummary => {
    const said = describeEntry(entry, view, registry);
    const base = {
      seq: entry.seq,
      at: entry.at,
      type: entry.type,
      who: nameOf(entry.by),
      by: entry.by,
      revealed: view.revealed.has(entry.seq),
      text: said.action,
      sentence: said.sentence,
      ...(said.visibility === undefined ? {} : { access: said.visibility }),
    };
    switch (entry.type) {
      case 'request':
        return {
          ...base,
          test: `${entry.system}/${entry.test}`,
          visibility: entry.visibility,
          sealed: entry.input === undefined && !known.has(entry.seq),
        };
      case 'roll': {
        const common = {
          ...base,
          test: `${entry.system}/${entry.test}`,
          visibility: entry.visibility,
          ...(entry.request === undefined ? {} : { request: entry.request }),
        };
        const content =
          entry.visibility === 'public'
            ? { input: entry.input, outcome: entry.outcome, dice: entry.dice }
            : (known.get(entry.seq) as RollContent | undefined);
        if (!content) {
          if (entry.visibility === 'outcome')
            return { ...common, label: entry.result.label, tier: entry.result.tier, sealed: true };
          return { ...common, sealed: true };
        }
        // A roll that ran out of time has no result, so no chance of it either.
        const chance = isLapsed(content.outcome)
          ? undefined
          : rollChance(
              registry,
              { system: entry.system, test: entry.test, input: content.input },
              content.outcome.tier,
            );
        const generated = content.dice.length > 0 && content.dice.every((die) => die.source === 'generated');
        return {
          ...common,
          label: content.outcome.label,
          tier: content.outcome.tier,
          dice: content.dice,
          generated,
          ...(chance ? { orBetter: chance.orBetter, percentile: chance.percentile } : {}),
          sealed: false,
        };
      }
      default:
        return { ...base, sealed: false };
    }
  });
}
