import { describe, expect, it } from 'vitest';
import { normaliseServer } from './http.js';
import { parseJoinTarget } from './join-link.js';

describe('join targets', () => {
  it("reads the API's joinUrl, and a bare invite with --room and --server", () => {
    expect(parseJoinTarget('http://127.0.0.1:8787/#/rooms/39fd/join?invite=dEu4-_x', {})).toEqual({
      server: 'http://127.0.0.1:8787',
      roomId: '39fd',
      invite: 'dEu4-_x',
    });
    expect(parseJoinTarget('https://dice.example/verdict/#/rooms/ab/join?invite=z', {}).server).toBe(
      'https://dice.example/verdict',
    );
    expect(parseJoinTarget('dEu4', { room: '39fd', server: '127.0.0.1:8787' })).toEqual({
      server: 'http://127.0.0.1:8787',
      roomId: '39fd',
      invite: 'dEu4',
    });
  });

  it('says what is missing', () => {
    expect(() => parseJoinTarget('dEu4', {})).toThrow(/--room <id> and --server/);
    expect(() => parseJoinTarget('http://host/#/rooms/ab/join?x=1', {})).toThrow(/has no invite/);
    expect(() => parseJoinTarget('http://host/rooms', {})).toThrow(/Expected a join link/);
    expect(() => normaliseServer('ftp://host')).toThrow(/http:\/\/ or https:\/\//);
  });
});
