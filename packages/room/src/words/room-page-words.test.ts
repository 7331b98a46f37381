// A room page's sentences (issue 36, h8-roomsize: moved from the web's members panel, luck ledger, invite link and
// room page, whose component tests still read them on the page).
import { describe, expect, it } from 'vitest';
import type { MemberLine } from '../client/room-view.js';
import {
  hereNowWords,
  LUCK_WORDS,
  loopbackLinkWarning,
  luckWords,
  memberWords,
  NO_SEAT_WORDS,
  requestSentence,
} from './room-page-words.js';

const members: MemberLine[] = [
  { id: 'g', name: 'Ada', role: 'gm', you: false, here: true },
  { id: 'p', name: 'Pia', role: 'player', you: true, here: false },
];

describe("a room page's sentences", () => {
  it("says a waiting request in the banner's sentence: who asks, the roll and the note", () => {
    const words = { roll: 'Fishing (Check)', input: 'hidden' };
    expect(requestSentence({ from: 'Ada', words, note: 'Roll to fish' })).toBe(
      'Ada asks you to roll Fishing (Check): “Roll to fish”',
    );
    expect(requestSentence({ from: 'Ada', words })).toBe('Ada asks you to roll Fishing (Check)');
  });

  it('names a member with the GM and you marked, and counts who is here once the server said', () => {
    expect(members.map(memberWords)).toEqual(['Ada (GM)', 'Pia (you)']);
    expect(hereNowWords(members, 1)).toBe('1 of 2 here now');
    expect(hereNowWords(members, undefined)).toBeUndefined();
  });

  it("says a member's luck at its ordinal percentile, one roll or many, and nothing without rolls", () => {
    expect(luckWords({ memberId: 'p', name: 'Pia', percentiles: [62.5, 15], mean: 38.75 })).toBe(
      "Pia's dice ran at the 39th percentile (2 rolls).",
    );
    expect(luckWords({ memberId: 'p', name: 'Pia', percentiles: [1], mean: 1 })).toBe(
      "Pia's dice ran at the 1st percentile (1 roll).",
    );
    expect(luckWords({ memberId: 'g', name: 'Ada', percentiles: [], mean: undefined })).toBeUndefined();
    expect(LUCK_WORDS.counts).toMatch(
      /only the rolls you can see: sealed rolls not shown to you are left out/,
    );
  });

  it('warns of a join link only this computer can reach, naming its host and PUBLIC_URL', () => {
    for (const host of ['127.0.0.1', 'localhost', '[::1]', '0.0.0.0']) {
      const warning = loopbackLinkWarning(`http://${host}:8787/#/rooms/r1/join?invite=abc`);
      expect(warning).toContain(`This link points at ${host}, which only this computer can reach`);
      expect(warning).toContain('PUBLIC_URL');
    }
    expect(loopbackLinkWarning('https://verdict.example/#/rooms/r1/join?invite=abc')).toBeUndefined();
    expect(loopbackLinkWarning('http://192.168.1.20:8787/#/rooms/r1')).toBeUndefined();
    expect(loopbackLinkWarning('not a link')).toBeUndefined();
  });

  it('says how to get a seat where the screen holds none', () => {
    expect(NO_SEAT_WORDS).toMatch(/^This browser has no seat at this room\. .*recovery key\.$/);
  });
});
