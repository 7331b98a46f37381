import { render, screen } from '@testing-library/react';
import { chainEntry, GENESIS_PREV, type RoomEntry, resolveRoll } from '@verdict/fair';
import { csvField, logLines, ordinal, transcriptCsv, transcriptMarkdown } from '@verdict/room';
import { describe, expect, it } from 'vitest';
import { createAppRegistry } from '../composition/registry.js';
import { LuckLedger } from './luck-ledger.js';
import { parseRoomRoute } from './routes.js';

const registry = createAppRegistry();
const AT = '2026-12-01T20:00:00.000Z';

/** A small real log: opened, GM, player, a public roll by each, a sealed GM roll, a request with a note. */
function log(): RoomEntry[] {
  const test = { system: 'd20-roll-under', test: 'check', input: { value: 12 } };
  const generated = resolveRoll(registry, test, { serverSeed: '0'.repeat(64), clientSeed: 's', nonce: 0 });
  const entered = resolveRoll(registry, test, { dice: [17] });
  const raw: Record<string, unknown>[] = [
    {
      type: 'room.opened',
      by: null,
      room: { id: 'r', name: 'Friday, "table"' },
      algorithm: 'hmac-sha256-v1',
      epoch: 1,
      commitment: 'a'.repeat(64),
      engine: { version: '1.0.0' },
      systems: { 'd20-roll-under': '1.0.0' },
    },
    { type: 'member.joined', by: 'gm', member: { id: 'gm', name: 'Ada', role: 'gm' } },
    { type: 'member.joined', by: 'p', member: { id: 'p', name: 'Pia', role: 'player' } },
    {
      type: 'roll',
      by: 'p',
      system: 'd20-roll-under',
      test: 'check',
      visibility: 'public',
      epoch: 1,
      nonce: 0,
      clientSeed: 's',
      input: generated.input,
      outcome: generated.outcome,
      dice: generated.dice,
    },
    {
      type: 'roll',
      by: 'p',
      system: 'd20-roll-under',
      test: 'check',
      visibility: 'public',
      epoch: 1,
      input: entered.input,
      outcome: entered.outcome,
      dice: entered.dice,
    },
    {
      type: 'roll',
      by: 'gm',
      system: 'd20-roll-under',
      test: 'check',
      visibility: 'gm',
      epoch: 1,
      nonce: 1,
      sealed: 'b'.repeat(64),
    },
    {
      type: 'request',
      by: 'gm',
      to: ['p'],
      system: 'd20-roll-under',
      test: 'check',
      visibility: 'outcome',
      sealed: 'c'.repeat(64),
      note: 'the lock, again',
    },
  ];
  let prev = GENESIS_PREV;
  return raw.map((fields, index) => {
    const entry = chainEntry({ seq: index + 1, prev, at: AT, ...fields } as never) as RoomEntry;
    prev = entry.hash;
    return entry;
  });
}

describe('entry summaries, transcripts and the luck ledger', () => {
  const { lines: summaries, luck } = logLines(log(), new Map(), registry);

  it('reads sealed things as sealed and open rolls with their chance', () => {
    expect(summaries[5]).toMatchObject({ text: 'rolled Check', badge: 'secret, sealed', sealed: true });
    expect(summaries[5]!.outcome).toBeUndefined();
    expect(summaries[6]).toMatchObject({
      sealed: true,
      text: 'asks Pia to roll Check (hidden difficulty) for “the lock, again”, answers result only',
    });
    expect(summaries[3]).toMatchObject({
      who: 'Pia',
      text: 'rolled Check against Skill 12',
      outcome: 'Success',
      generated: true,
      sealed: false,
    });
    expect(summaries[3]!.orBetter).toBeGreaterThan(0);
    expect(summaries[4]).toMatchObject({ generated: false });
  });

  it('reads a hidden input this member opened as field=value pairs, never as JSON', () => {
    const opened = new Map([[7, { input: { value: 12, modifiers: [{ label: 'Dark', amount: -3 }] } }]]);
    const [, , , , , , request] = logLines(log(), opened, registry).lines;
    expect(request).toMatchObject({
      sealed: false,
      text: 'asks Pia to roll Check (hidden difficulty, opened: Skill 12, Dark -3) for “the lock, again”, answers result only',
    });
    expect(request!.text).not.toMatch(/[{}[\]"]/);
  });

  it('Markdown has a line per entry; CSV quotes what needs quoting', () => {
    const markdown = transcriptMarkdown('Friday, "table"', summaries);
    expect(markdown.split('\n')[0]).toBe('# Friday, "table"');
    expect(markdown).toContain(
      '- **#4** 2026-12-01 20:00 UTC · Pia rolled Check against Skill 12: **Success by 3** (d20:9), ',
    );
    expect(markdown).toContain('**#6** 2026-12-01 20:00 UTC · Ada rolled Check [secret, sealed]');
    const rows = transcriptCsv(summaries).trimEnd().split('\r\n');
    expect(rows).toHaveLength(1 + summaries.length);
    expect(rows[0]).toBe(
      'seq,at,who,type,roll,against,visibility,outcome,margin,tier,dice,chance_or_better,percentile,sealed',
    );
    expect(rows[7]).toMatch(/^7,2026-12-01T20:00:00.000Z,Ada,request,Check,,,,,,,,,yes$/);
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField(undefined)).toBe('');
  });

  // Issue 37, U20: the GM's CSV said sealed=no for the GM's own sealed roll (opened for the GM, sealed in the log).
  it("says sealed=yes in the GM's CSV for a roll still sealed in the log, and no for a public one", () => {
    const test = { system: 'd20-roll-under', test: 'check', input: { value: 12 } };
    const own = resolveRoll(registry, test, { serverSeed: '0'.repeat(64), clientSeed: 'g', nonce: 1 });
    const opened = new Map<number, unknown>([
      [6, { input: own.input, outcome: own.outcome, dice: own.dice }],
    ]);
    const gmLines = logLines(log(), opened, registry).lines;
    expect(gmLines[5]).toMatchObject({ kind: 'roll', sealed: false });
    const rows = transcriptCsv(gmLines).trimEnd().split('\r\n');
    expect(rows[6]).toMatch(/^6,.*,yes$/);
    expect(rows[4]).toMatch(/^4,.*,no$/);
  });

  // Issue 37, U20 and N10: the ledger counts only what this reader can see, and its dots had no legend.
  it('the luck ledger says it counts the rolls this reader can see, and what its dots, bar and line are', () => {
    render(<LuckLedger luck={luck} />);
    const ledger = screen.getByRole('region', { name: 'Luck ledger' });
    expect(ledger.textContent).toMatch(/only the rolls you can see/i);
    expect(ledger.textContent).toMatch(/sealed rolls not shown to you are left out/i);
    const legend = screen.getByRole('list', { name: 'What the chart shows' });
    expect(legend.textContent).toMatch(/a dot: one roll/i);
    expect(legend.textContent).toMatch(/the bar: the mean/i);
    expect(legend.textContent).toMatch(/the line: 50, an average roll/i);
  });

  it('the luck ledger counts generated rolls only, per member', () => {
    const ledger = luck;
    const pia = ledger.find((m) => m.name === 'Pia')!;
    expect(pia.percentiles).toHaveLength(1);
    expect(pia.mean).toBe(summaries[3]!.percentile);
    expect(ledger.find((m) => m.name === 'Ada')!.mean).toBeUndefined();
    expect([1, 2, 3, 4, 11, 12, 13, 21, 38.4, 99.6].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '38th',
      '100th',
    ]);
  });

  it('routes: the API joinUrl, a room, the verifier, opening a table; anything else is solo play', () => {
    expect(parseRoomRoute('#/rooms/39fd/join?invite=dEu4-_x')).toEqual({
      page: 'join',
      roomId: '39fd',
      invite: 'dEu4-_x',
    });
    expect(parseRoomRoute('#/rooms/39fd')).toEqual({ page: 'room', roomId: '39fd' });
    expect(parseRoomRoute('#/verify')).toEqual({ page: 'verify' });
    expect(parseRoomRoute('#/table')).toEqual({ page: 'open' });
    expect(parseRoomRoute('#system=d20-roll-under&test=check')).toBeUndefined();
    expect(parseRoomRoute('')).toBeUndefined();
  });
});
