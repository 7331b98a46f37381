// A refusal on the room screen ("Refused: ... (HTTP 422)" and one line per problem) printed its newlines as the
// literal text `\u000a`: the message is shown line by line, each line still escaped.
import type { RoomEntry } from '@verdict/fair';
import { describe, expect, it } from 'vitest';
import { createAppRegistry } from '../../registry.js';
import { roomLines } from './room-lines.js';
import { servedScreen } from './test-support/served-screen.js';

const entries: RoomEntry[] = [];
const seat = {
  server: 'http://127.0.0.1:1',
  roomId: 'r1',
  roomName: 'Friday',
  memberId: 'gm1',
  memberName: 'Ada',
  role: 'gm' as const,
  token: 't',
  usedAt: '2026-12-01T00:00:00.000Z',
};
const linesWith = async (message: string) =>
  roomLines({
    seat,
    registry: createAppRegistry(),
    screen: await servedScreen(entries, { id: 'gm1', name: 'Ada', role: 'gm' }),
    prompt: { mode: 'keys', draft: '', visibility: 'public', seed: 'abcdef0123456789', message },
    columns: 100,
    rows: 30,
  });

describe('the room screen message', () => {
  it('shows a multi-line refusal as lines, not as a literal \\u000a', async () => {
    const refusal = [
      'Refused: The input does not fit the test (HTTP 422)',
      "  /input/valu: unknown field 'valu', expected one of: value, modifiers, name, strongSuccess",
      '  /input/value: expected a whole number',
    ].join('\n');
    const rows = (await linesWith(refusal)).messageRows;
    expect(rows.join('')).not.toContain('\\u000a');
    expect(rows).toEqual(refusal.split('\n'));
  });

  it('still escapes control characters within a line', async () => {
    expect((await linesWith('Refused: Ada\u001b[2J (HTTP 422)')).messageRows).toEqual([
      'Refused: Ada\\u001b[2J (HTTP 422)',
    ]);
  });
});

describe("the GM's confirm of an epoch's end", () => {
  it('says what ending the epoch or closing will do, from the room view, before the y/n (issue 36)', async () => {
    const screen = await servedScreen(entries, { id: 'gm1', name: 'Ada', role: 'gm' });
    const confirm = (mode: 'epoch' | 'close') =>
      roomLines({
        seat,
        registry: createAppRegistry(),
        screen,
        prompt: { mode, draft: '', visibility: 'public', seed: 'abcdef0123456789', message: '' },
        columns: 100,
        rows: 30,
      }).promptRows.join(' ');
    expect(confirm('epoch')).toContain('Ending the epoch publishes its server seed');
    expect(confirm('epoch')).toContain('End the epoch (reveals its server seed)? y/n');
    expect(confirm('close')).toContain('Closing the table makes the log final');
  });
});
