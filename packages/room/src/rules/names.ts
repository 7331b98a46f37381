/**
 * Names in a room, as people read them (issue 33, L4): stored in Unicode's composed form (NFC), each with a
 * visible character, without control, bidirectional-override or other invisible formatting characters
 * (`protocol/bodies.ts` refuses those), and one member to a name, whatever its case: a player cannot join
 * under the GM's name. The last is a rule of the server's door, like `roleRefusal`: the verifier does not
 * replay it, so a log written before it verifies as it did.
 */
import type { Refusal } from './commands.js';
import type { RoomState } from './state.js';

/**
 * A name compared the way people read it: compatibility-composed (NFKC: a full-width "Ａ" is an "A") and
 * case-folded.
 *
 * @example
 * nameKey('ＧＭ'); // 'gm'
 */
export const nameKey = (name: string): string => name.normalize('NFKC').toLocaleLowerCase('und');

/**
 * The refusal of a new member's `name` when a member of the room already has it (its case aside), else
 * undefined.
 *
 * @example
 * nameTakenRefusal(state, 'ada')?.message; // 'Ada is already the name of a member of this room: choose another'
 */
export function nameTakenRefusal(state: RoomState, name: string): Refusal | undefined {
  const key = nameKey(name);
  for (const member of state.members.values()) {
    if (nameKey(member.name) === key) {
      return {
        code: 'invalid_body',
        path: '/name',
        message: `${member.name} is already the name of a member of this room: choose another`,
        issue: 'a member of this room has this name (names are compared without case)',
      };
    }
  }
  return undefined;
}

/**
 * `name`, or the first of `name (2)`, `name (3)`, … no member has: for members whose name comes from
 * elsewhere (a Discord display name), where two people may well share one.
 *
 * @example
 * freeName(state, 'Bob'); // 'Bob (2)' when a Bob has joined
 */
export function freeName(state: RoomState, name: string): string {
  const taken = new Set([...state.members.values()].map((member) => nameKey(member.name)));
  if (!taken.has(nameKey(name))) return name;
  for (let n = 2; ; n++) {
    const candidate = `${name} (${n})`;
    if (!taken.has(nameKey(candidate))) return candidate;
  }
}
