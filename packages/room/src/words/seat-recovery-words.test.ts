// A recovery key is said the same on every screen that shows or takes one (issue 36: the web's table pages and the
// Owlbear popover each worded it).
import { describe, expect, it } from 'vitest';
import { seatRecoveryWords } from './seat-recovery-words.js';

describe("a seat's recovery key in words", () => {
  it("names the GM's key and a player's, and the file each downloads to", () => {
    expect(seatRecoveryWords(true)).toMatchObject({
      name: 'GM recovery key',
      recover: 'Recover the GM seat',
    });
    expect(seatRecoveryWords(false)).toMatchObject({
      name: 'Seat recovery key',
      recover: 'Take my seat back',
    });
    expect(seatRecoveryWords(true).fileName('39fd')).toBe('verdict-gm-key-39fd.txt');
    expect(seatRecoveryWords(false).fileName('39fd')).toBe('verdict-seat-key-39fd.txt');
  });

  it('says what the key does where it is shown once, and who must not read it', () => {
    expect(seatRecoveryWords(true).shownOnce).toBe(
      'Shown once. With it you take the GM seat back on another browser, or after this one forgets it. Keep it where players cannot read it.',
    );
    expect(seatRecoveryWords(false).shownOnce).toMatch(/this seat back .* where others cannot read it\.$/);
  });

  it("offers a screen that holds no seat the key, or another name by choice, by the person's name", () => {
    expect(seatRecoveryWords(false).notHeld('Grog')).toMatch(
      /^A member named Grog already sits at this table\. If that is you on another browser/,
    );
    expect(seatRecoveryWords(true).notHeld('Ada')).toBe(
      "This screen does not hold your GM seat at this room's table.",
    );
    expect(seatRecoveryWords(false).join).toBe('Join as a new member');
    expect(seatRecoveryWords(true).joinInstead).toMatch(
      /join the table as a player instead, under another name\.$/,
    );
  });

  it('names the press that makes a new key the same on every screen, and says the earlier key stops working', () => {
    expect(seatRecoveryWords(true).make).toEqual({
      press: 'Make a new GM recovery key',
      help: 'With it you take the GM seat back on another browser; the key you kept stops working.',
    });
    expect(seatRecoveryWords(false).make.press).toBe('Make a seat recovery key');
    expect(seatRecoveryWords(false).make.help).toMatch(/an earlier key stops working\.$/);
  });
});
