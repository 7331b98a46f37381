/**
 * @module
 * The protocol's vocabulary, once: entry types, visibilities and roles (from `@verdict/fair`, which
 * defines the entries), the commands a member may give, which entries are the GM's alone, and who may
 * roll with which visibility.
 */
import { ENTRY_TYPES, ROLES, type Role, type RoomEntry, VISIBILITIES, type Visibility } from '@verdict/fair';

export type { Role, Visibility };
export { ENTRY_TYPES, ROLES, VISIBILITIES };

/** The commands of a room, in the order a room lives them. */
export const COMMANDS = [
  'open',
  'join',
  'roll',
  'answer',
  'request',
  'reveal',
  'rotate',
  'close',
  'start',
  'choose',
  'round',
  'abandon',
] as const;

/** A command's name. */
export type CommandKind = (typeof COMMANDS)[number];

/** The commands only the GM gives. */
export const GM_ONLY_COMMANDS: readonly CommandKind[] = ['request', 'reveal', 'rotate', 'close', 'choose'];

/** The entries only the GM makes. */
export const GM_ONLY_ENTRIES: readonly RoomEntry['type'][] = [
  'request',
  'reveal',
  'epoch.rotated',
  'room.closed',
  'round.choice',
];

/** The visibilities a member of `role` may roll with: the GM every one, a player all but `gm`. */
export const visibilitiesFor = (role: Role): readonly Visibility[] =>
  role === 'gm' ? VISIBILITIES : VISIBILITIES.filter((visibility) => visibility !== 'gm');

/** Whether a member of `role` may roll with `visibility`. */
export const mayRollVisibility = (role: Role, visibility: Visibility): boolean =>
  visibilitiesFor(role).includes(visibility);
