import { describe, expect, it } from 'vitest';
import { eventBlock } from '../client/sse.js';
import { EXPORT_START, entriesText, exportEnd, roomEvents, roomView } from './answers.js';

const gm = { id: 'g', name: 'Ada', role: 'gm' as const, tokenHash: 'never shown' };
const pia = { id: 'p', name: 'Pia', role: 'player' as const, tokenHash: 'never shown either' };

describe('the room answers', () => {
  it('shows members without their tokens, and failedAttempts only when given', () => {
    const room = {
      id: 'r',
      name: 'Friday',
      epoch: 2,
      closed: false,
      lastSeq: 9,
      createdAt: '2026-12-01T20:00:00.000Z',
    };
    const view = roomView({ room, commitment: 'c', members: [gm, pia], present: ['p'], me: pia });
    expect(view).toEqual({
      room: { ...room, commitment: 'c' },
      members: [
        { id: 'g', name: 'Ada', role: 'gm' },
        { id: 'p', name: 'Pia', role: 'player' },
      ],
      present: ['p'],
      me: { id: 'p', name: 'Pia', role: 'player' },
    });
    const failed = [{ request: 3, member: 'p', count: 2 }];
    expect(
      roomView({ room, commitment: 'c', members: [gm], present: [], me: gm, failedAttempts: failed }),
    ).toHaveProperty('failedAttempts', failed);
  });

  it('writes pages and the export from the stored texts, the export with its head', () => {
    const bodies = ['{"seq":1,"hash":"a"}', '{"seq":2,"hash":"b"}'];
    expect(JSON.parse(entriesText(bodies))).toEqual({
      entries: [JSON.parse(bodies[0]!), JSON.parse(bodies[1]!)],
    });
    const exported = JSON.parse(EXPORT_START + bodies.join(',') + exportEnd({ seq: 2, hash: 'b' }));
    expect(exported).toMatchObject({ format: 'verdict-room-log', version: 1, head: { seq: 2, hash: 'b' } });
    expect(JSON.parse(EXPORT_START + exportEnd(undefined))).toEqual({
      format: 'verdict-room-log',
      version: 1,
      entries: [],
    });
  });

  it("writes event blocks the client's reader reads back", () => {
    const read = (text: string) => eventBlock(text.replace(/\n\n$/, ''));
    expect(read(roomEvents.entry(7, '{"seq":7}'))).toEqual({ event: 'entry', data: '{"seq":7}' });
    expect(read(roomEvents.presence(['p']))).toEqual({ event: 'presence', data: '{"present":["p"]}' });
    expect(read(roomEvents.heartbeat).data).toBeUndefined();
    expect(roomEvents.entry(7, '{}')).toMatch(/^id: 7\n/);
  });
});
