// Where a person wants to join, understood before anything is sent (moved from the CLI, issue 36): the server's join
// link, a bare invite with the room and server given apart, and a server typed without its scheme.
import { describe, expect, it } from 'vitest';
import { readJoinLink, roomHash, roomPageOf, serverUrlOf } from './join-link.js';

describe('a join link', () => {
  it("reads the server's join link, and a bare invite with the room and server", () => {
    expect(readJoinLink('http://127.0.0.1:8787/#/rooms/39fd/join?invite=dEu4-_x', {})).toEqual({
      ok: true,
      value: { server: 'http://127.0.0.1:8787', roomId: '39fd', invite: 'dEu4-_x' },
    });
    expect(readJoinLink('https://dice.example/verdict/#/rooms/ab/join?invite=z', {})).toMatchObject({
      value: { server: 'https://dice.example/verdict' },
    });
    expect(
      readJoinLink('http://a.example/#/rooms/ab/join?invite=z', { server: 'b.example:1' }),
    ).toMatchObject({
      value: { server: 'http://b.example:1' },
    });
    expect(readJoinLink('dEu4', { room: '39fd', server: '127.0.0.1:8787' })).toEqual({
      ok: true,
      value: { server: 'http://127.0.0.1:8787', roomId: '39fd', invite: 'dEu4' },
    });
  });

  it('says what is missing', () => {
    const problem = (text: string, given = {}) => {
      const read = readJoinLink(text, given);
      return read.ok ? undefined : read.problem;
    };
    expect(problem('dEu4')).toMatch(/--room <id> and --server/);
    expect(problem('http://host/#/rooms/ab/join?x=1')).toMatch(/has no invite/);
    expect(problem('http://host/rooms')).toMatch(/^Expected a join link/);
    expect(problem('dEu4', { room: 'ab', server: 'ftp://host' })).toBe(
      "--server: expected http:// or https://, got 'ftp://host'",
    );
  });
});

describe("a server's address", () => {
  it('adds http:// when none is typed and drops a trailing slash; refuses other schemes and non-URLs', () => {
    expect(serverUrlOf('127.0.0.1:8787/')).toEqual({ ok: true, value: 'http://127.0.0.1:8787' });
    expect(serverUrlOf('https://dice.example/verdict/')).toEqual({
      ok: true,
      value: 'https://dice.example/verdict',
    });
    expect(serverUrlOf('ftp://host')).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/http:\/\/ or https:\/\//),
    });
    expect(serverUrlOf('http://[bad')).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^--server: expected a URL/),
    });
  });
});

describe("a room's page in the web app", () => {
  it("reads the join page (the join link's hash) and the room page, and no other hash", () => {
    expect(roomPageOf('#/rooms/39fd/join?invite=dEu4-_x')).toEqual({
      page: 'join',
      roomId: '39fd',
      invite: 'dEu4-_x',
    });
    expect(roomPageOf('#/rooms/39fd/join')).toEqual({ page: 'join', roomId: '39fd', invite: '' });
    expect(roomPageOf('#/rooms/39fd')).toEqual({ page: 'room', roomId: '39fd' });
    expect(roomPageOf('#/rooms/39fd/')).toEqual({ page: 'room', roomId: '39fd' });
    expect(roomPageOf('#/rooms/39fd/other')).toBeUndefined();
    expect(roomPageOf('#/verify')).toBeUndefined();
    expect(roomPageOf('')).toBeUndefined();
  });

  it("writes a room's hash that reads back as the room, whatever its id holds", () => {
    expect(roomHash('a b/c')).toBe('#/rooms/a%20b%2Fc');
    expect(roomPageOf(roomHash('a b/c'))).toEqual({ page: 'room', roomId: 'a b/c' });
  });
});
