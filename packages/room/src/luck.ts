/**
 * @module
 * The luck ledger: each generated roll's percentile against its exact odds (50 is an average roll), and
 * each member's mean over the session, from the log alone. Entered (physical) dice do not count.
 */
/** What the ledger reads of each entry: its type and member, and for rolls, whether the dice were generated and the percentile. */
export interface LuckSample {
  readonly type: string;
  /** The member id (null for entries by the room). */
  readonly by: string | null;
  /** The member's name (read from member.joined entries). */
  readonly who: string;
  /** Whether every die was generated (entered physical dice do not count). */
  readonly generated?: boolean;
  /** The roll's percentile against its exact odds, when its dice are known to this member. */
  readonly percentile?: number;
}

/** A member's luck over the session. */
export interface MemberLuck {
  readonly memberId: string;
  readonly name: string;
  /** The percentile of each of the member's generated rolls, in log order. */
  readonly percentiles: readonly number[];
  /** Their mean, or undefined without rolls. */
  readonly mean: number | undefined;
}

/**
 * Per member, the percentiles of the generated rolls this member can see the dice of.
 *
 * @example
 * luckLedger(summaries)[0]; // { memberId, name: 'Pia', percentiles: [62.5, 15], mean: 38.75 }
 */
export function luckLedger(summaries: readonly LuckSample[]): MemberLuck[] {
  const byMember = new Map<string, { name: string; percentiles: number[] }>();
  for (const s of summaries) {
    if (s.type === 'member.joined' && s.by !== null) byMember.set(s.by, { name: s.who, percentiles: [] });
  }
  for (const s of summaries) {
    if (s.type !== 'roll' || !s.generated || s.percentile === undefined || s.by === null) continue;
    byMember.get(s.by)?.percentiles.push(s.percentile);
  }
  return [...byMember].map(([memberId, { name, percentiles }]) => ({
    memberId,
    name,
    percentiles,
    mean: percentiles.length === 0 ? undefined : percentiles.reduce((a, b) => a + b, 0) / percentiles.length,
  }));
}

/** `38th`, `1st`, `22nd`, `13th`: an ordinal percentile for a sentence. */
export function ordinal(value: number): string {
  const n = Math.round(value);
  const tens = n % 100;
  const suffix =
    tens >= 11 && tens <= 13
      ? 'th'
      : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}
