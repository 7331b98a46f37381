/**
 * @module
 * A seat's recovery key in words (issue 35's rules, `rules/recovery.ts`): what the key is called, what it does when
 * it is shown once, the file it downloads to, and how a screen that holds no seat offers it back, the GM's or a
 * player's. Every screen that shows or takes a key says the same (the web's table pages, the Owlbear popover).
 */

/** The words of the recovery key of a seat: the GM's, or a player's own. */
export interface SeatRecoveryWords {
  /** "GM recovery key" or "Seat recovery key". */
  readonly name: string;
  /** Where the key is shown once: what it does, and where to keep it. */
  readonly shownOnce: string;
  /** The file a key downloads to, for its room. */
  readonly fileName: (roomId: string) => string;
  /** The press that takes the seat back with it. */
  readonly recover: string;
  /** What a screen that holds no seat says first. */
  readonly notHeld: (name: string) => string;
  /** The other way in, under another name. */
  readonly joinInstead: string;
  /** The press that joins under another name. */
  readonly join: string;
  /** The press that makes a new key for the seat held here, and what it does to the earlier one. */
  readonly make: { readonly press: string; readonly help: string };
}

/**
 * The words of a recovery key, the GM seat's (`gm`) or a player's own seat's.
 *
 * @example
 * seatRecoveryWords(true).name; // 'GM recovery key'
 * seatRecoveryWords(false).fileName('39fd'); // 'verdict-seat-key-39fd.txt'
 * seatRecoveryWords(false).make.press; // 'Make a seat recovery key'
 */
export function seatRecoveryWords(gm: boolean): SeatRecoveryWords {
  return {
    name: gm ? 'GM recovery key' : 'Seat recovery key',
    shownOnce: `Shown once. With it you take ${gm ? 'the GM seat' : 'this seat'} back on another browser, or after this one forgets it. Keep it where ${gm ? 'players' : 'others'} cannot read it.`,
    fileName: (roomId) => `verdict-${gm ? 'gm' : 'seat'}-key-${roomId}.txt`,
    recover: gm ? 'Recover the GM seat' : 'Take my seat back',
    notHeld: (name) =>
      gm
        ? "This screen does not hold your GM seat at this room's table."
        : `A member named ${name} already sits at this table. If that is you on another browser, take your seat back with its recovery key: on the screen that holds it, press "Make a seat recovery key".`,
    joinInstead: gm
      ? 'Without the key the GM seat stays with the screen that holds it; here you may join the table as a player instead, under another name.'
      : 'Not you? Join the table as a new member, under another name.',
    join: gm ? 'Join as a player instead' : 'Join as a new member',
    make: gm
      ? {
          press: 'Make a new GM recovery key',
          help: 'With it you take the GM seat back on another browser; the key you kept stops working.',
        }
      : {
          press: 'Make a seat recovery key',
          help: 'With it you take this seat back on another browser; an earlier key stops working.',
        },
  };
}
