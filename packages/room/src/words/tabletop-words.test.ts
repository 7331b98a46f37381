// A tabletop screen's words (issue 36, h7-owlbear): what the Owlbear popover said in its own components, now the
// room's, so any tabletop screen says the same.
import { describe, expect, it } from 'vitest';
import { tabletopWords } from './tabletop-words.js';

const words = tabletopWords('the Owlbear room');

describe("a tabletop screen's words", () => {
  it('say where the seat search stands, and nothing once seated or recovering', () => {
    expect(words.status({ kind: 'connecting' })).toBe("Finding this room's table…");
    expect(words.status({ kind: 'waiting' })).toBe('The table opens when the GM opens Verdict in this room.');
    expect(words.status({ kind: 'problem', message: 'The table cannot be reached: offline' })).toBe(
      'The table cannot be reached: offline',
    );
    expect(words.status({ kind: 'recover', link: { roomId: 'r', invite: 'i' }, gm: true })).toBeUndefined();
  });

  it("name the tabletop's place when players cannot find the table", () => {
    expect(words.unpublished("Owlbear's room metadata is full")).toBe(
      "Players cannot find this table yet: its link is not in the Owlbear room. Owlbear's room metadata is full",
    );
  });

  it("say the GM's and a player's presses apart", () => {
    expect(words.afterClose(true)).toBe('Open a new table');
    expect(words.afterClose(false)).toBe('The GM can open a new table: you join it when they do.');
  });

  it('count earlier tables back from the one just before, and name one by its id where no seat is held', () => {
    expect(words.exportEarlier(1)).toBe('Export the table before');
    expect(words.exportEarlier(3)).toBe('Export the table before (3 back)');
    expect(words.noEarlierSeat('0123456789abcdef')).toBe('Table 01234567: no seat on this screen');
  });
});
