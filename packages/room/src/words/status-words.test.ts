// The connection's state in a word, the same on every screen (issue 36: the web's room page worded it).
import { describe, expect, it } from 'vitest';
import { roomStatusWords } from './status-words.js';

describe("the room connection's state in a word", () => {
  it('says each status, a first connect and a reconnect apart', () => {
    expect(
      (['idle', 'connecting', 'live', 'reconnecting', 'closed', 'error'] as const).map(roomStatusWords),
    ).toEqual(['Connecting…', 'Connecting…', 'Live', 'Reconnecting…', 'Closed', 'Disconnected']);
  });
});
