/**
 * @module
 * A room page's sentences that the web's components wrote themselves (issue 36, h8-roomsize), so every screen that
 * draws a room says them alike: a request waiting for me in a banner's sentence, a member's line and how many are here, the luck ledger's sentence, legend and what it
 * counts, a join link that only this computer can reach, and a screen that holds no seat at the room.
 */
import type { MemberLine } from '../client/room-view.js';
import type { WaitingRequest } from '../client/room-view-requests.js';
import { type MemberLuck, ordinal } from '../luck.js';

/**
 * A request waiting for me in a banner's short sentence: who asks, the roll by its name and the GM's note (its card
 * starts with `asks`, which also says what is hidden).
 *
 * @example
 * requestSentence(waiting); // 'Ada asks you to roll Fishing (Check): “Roll to fish”'
 */
export function requestSentence(waiting: Pick<WaitingRequest, 'from' | 'words' | 'note'>): string {
  const note = waiting.note ? `: “${waiting.note}”` : '';
  return `${waiting.from} asks you to roll ${waiting.words.roll}${note}`;
}

/**
 * A member as the members' list names them: `Ada (GM) (you)`.
 *
 * @example
 * memberWords({ id: 'm1', name: 'Ada', role: 'gm', you: true }); // 'Ada (GM) (you)'
 */
export function memberWords(member: MemberLine): string {
  return `${member.name}${member.role === 'gm' ? ' (GM)' : ''}${member.you ? ' (you)' : ''}`;
}

/** How many of the members are here, once the server said (`2 of 3 here now`); undefined before. */
export function hereNowWords(members: readonly MemberLine[], here: number | undefined): string | undefined {
  return here === undefined ? undefined : `${here} of ${members.length} here now`;
}

/** The luck ledger's fixed words: its heading, an empty ledger, its chart's legend and what it counts. */
export const LUCK_WORDS = {
  heading: 'Luck ledger',
  none: 'No generated rolls yet.',
  legend: 'What the chart shows',
  dot: 'A dot: one roll, at its percentile',
  mean: 'The bar: the mean of them',
  mid: 'The line: 50, an average roll',
  counts:
    "A roll's percentile is the chance of a worse result plus half the chance of the same one: 50 is an average " +
    'roll. Entered (physical) dice are not counted. It counts only the rolls you can see: sealed rolls not shown ' +
    'to you are left out, so others at the table may see other numbers.',
} as const;

/**
 * A member's line of the luck ledger, or undefined for a member with no generated roll.
 *
 * @example
 * luckWords({ memberId: 'p', name: 'Pia', percentiles: [62.5, 15], mean: 38.75 });
 * // "Pia's dice ran at the 39th percentile (2 rolls)."
 */
export function luckWords(member: MemberLuck): string | undefined {
  if (member.mean === undefined) return undefined;
  const count = member.percentiles.length;
  return `${member.name}'s dice ran at the ${ordinal(member.mean)} percentile (${count} ${count === 1 ? 'roll' : 'rolls'}).`;
}

const LOOPBACK = /^(127(?:\.\d{1,3}){3}|localhost|\[::1\]|0\.0\.0\.0)$/i;

/**
 * What to say of a join link that points at this machine only (127.x, localhost, ::1, 0.0.0.0): phones and other
 * computers cannot open it, and how the server is started so they can. Undefined for any other link.
 *
 * @example
 * loopbackLinkWarning('http://127.0.0.1:8787/#/rooms/r1/join?invite=abc'); // 'This link points at 127.0.0.1, …'
 */
export function loopbackLinkWarning(link: string): string | undefined {
  let host: string;
  try {
    host = new URL(link).hostname;
  } catch {
    return undefined;
  }
  if (!LOOPBACK.test(host)) return undefined;
  return (
    `This link points at ${host}, which only this computer can reach: phones and other computers cannot open it. ` +
    'Restart the server with HOST=0.0.0.0 so that phones on the same Wi-Fi can reach it (new tables then share its ' +
    'network address), or with PUBLIC_URL set to the address they open (such as PUBLIC_URL=https://dice.example.org ' +
    'behind an HTTPS proxy); then open a new table.'
  );
}

/** What a screen that holds no seat at the room says, and how to get one. */
export const NO_SEAT_WORDS =
  'This browser has no seat at this room. Open the join link the GM shared to join it, or take your seat back ' +
  'with its recovery key.';
