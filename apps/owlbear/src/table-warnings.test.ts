// Issue 34: the popover shows the room client's warnings loudly, as the web's room page does (its own test is
// apps/web/src/room/log-warnings.test.tsx): the popover's table renders the web's LogWarnings with the client's
// warnings. Here a real room client reads a log in which an entry was changed after it was hashed, and what the
// popover renders for it is an alert naming the entry; an honest log renders nothing.
import { applyEntry, createRoomClient, decide, membersOf, roomState } from '@verdict/room';
import { LogWarnings } from '@verdict/web/embed';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

type RoomEntry = Parameters<typeof applyEntry>[1];

const gm = { id: 'gm1', name: 'Ada', role: 'gm' as const };
const vex = { id: 'p1', name: 'Vex', role: 'player' as const };

function honestLog(): RoomEntry[] {
  const state = roomState([]);
  const entries: RoomEntry[] = [];
  const open = {
    kind: 'open',
    room: { id: 'r1', name: 'Friday' },
    engine: { version: '1.0.0' },
    systems: {},
  } as const;
  for (const [member, command] of [
    [gm, open],
    [vex, { kind: 'join', name: 'Vex' }],
  ] as const) {
    const given = { at: '2026-12-01T20:00:00.000Z', commitment: 'ab'.repeat(32) };
    const decided = decide(state, member, command, given);
    if (!decided.ok) throw new Error(decided.refusal.message);
    for (const { entry } of decided.entries) {
      entries.push(entry);
      applyEntry(state, entry);
    }
  }
  return entries;
}

/** What the popover's table renders for the warnings of a room client that read `entries` as Vex. */
async function popoverWarnings(entries: RoomEntry[]): Promise<string> {
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  const fetch = async (url: string) => {
    const { pathname, searchParams } = new URL(url);
    if (pathname === '/v1/rooms/r1')
      return json({
        room: { id: 'r1', name: 'Friday', epoch: 1, commitment: '', closed: false, lastSeq: entries.length },
        members: membersOf(entries),
        present: [],
        me: vex,
      });
    return json({ entries: entries.slice(Number(searchParams.get('after') ?? 0)) });
  };
  const client = createRoomClient({
    server: 'http://verdict.test',
    roomId: 'r1',
    token: 't',
    fetch,
    newKey: () => 'k',
  });
  await client.connect();
  return renderToStaticMarkup(createElement(LogWarnings, { warnings: client.getSnapshot().warnings }));
}

describe('the live checks in the Owlbear popover', () => {
  it('render a changed entry as an alert naming it', async () => {
    const forged = honestLog().map((entry) =>
      entry.type === 'member.joined' && entry.member.id === 'p1'
        ? ({ ...entry, member: { ...entry.member, name: 'Vex the Bold' } } as RoomEntry)
        : entry,
    );
    const markup = await popoverWarnings(forged);
    expect(markup).toContain('role="alert"');
    expect(markup).toContain(
      'Warning: this log does not check out. 1 entry the server sent fails your client&#x27;s checks',
    );
    expect(markup).toContain('entry #3: its hash does not match its fields');
  });

  it('render nothing for an honest log', async () => {
    expect(await popoverWarnings(honestLog())).toBe('');
  });
});
