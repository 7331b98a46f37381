// Sealed rounds (issues 34 and 36): under protocol 2 the start of a gm or blind test of rounds names no system or
// test in its public entry (its seal holds them with its input, its reveal shows them), as a sealed roll does. A log
// whose sealed start names them fails, as does a public one that does not, and a reveal that drops or changes
// them; the writer refuses the same entries, since `decide` checks what it writes by the verifier's rules.
import { parseInput } from '@verdict/core';
import { seal } from '@verdict/fair';
import { describe, expect, it } from 'vitest';
import { describeEntry } from '../describe/describe-entry.js';
import { viewOf } from '../log-view.js';
import { entryProblems } from '../rules/entry-rules.js';
import { forkState } from '../rules/state.js';
import { rechain, registry } from '../test-support/build-room.js';
import { gm, olaf, roundsRoom } from '../test-support/rounds-room.js';
import { verifyLog } from './verify-log.js';

type Raw = Record<string, unknown>;
const contest = { system: 'd20-roll-under', test: 'mutual-contest' };
const input = parseInput(registry.test(contest.system, contest.test), {
  parties: [
    { name: 'Witch', will: 12, wits: 10 },
    { name: 'Abbot', will: 11, wits: 14 },
  ],
});
const failures = (entries: readonly unknown[]) =>
  verifyLog({ format: 'verdict-room-log', version: 1, entries } as never, registry).failures.map(
    (f) => `${f.seq}:${f.check}: ${f.message}`,
  );

/** The GM's secret contest, played to its end, and the room closed with every part revealed. */
function secretContest() {
  const room = roundsRoom();
  const [started] = room.run(gm, { kind: 'start', ...contest, input, visibility: 'gm' });
  const of = started!.entry.seq;
  for (let n = 1; room.state.tests.get(of)?.ended === undefined; n++) {
    if (n > 30) throw new Error('the contest did not end');
    room.run(gm, { kind: 'round', of, clientSeed: `gm-${n}` });
  }
  return { room, of, started: started! };
}

describe('a gm or blind test of rounds seals its test', () => {
  it('its start names no system or test; its seal holds them with its input; closed, it verifies', () => {
    const { room, of, started } = secretContest();
    expect(started.entry).not.toHaveProperty('system');
    expect(started.entry).not.toHaveProperty('test');
    expect(started.sealed).toMatchObject({ ...contest, input });
    expect(started.actorMayOpen).toBe(true);
    // A player reads "a secret test"; the GM, who opens it, reads its title.
    expect(describeEntry(started.entry, viewOf(room.entries), registry).sentence).toBe(
      'Gwen started a secret test of rounds [secret, sealed]',
    );
    const opened = viewOf(room.entries, new Map([[of, started.sealed]]));
    expect(describeEntry(started.entry, opened, registry).sentence).toBe(
      'Gwen started Mutual Contest of Wills round by round against Witch (Will 12, Wits 10), Abbot (Will 11, Wits 14) [secret, opened]',
    );
    // Its rounds carry the test's badge too, by its start.
    const round = room.entries.find((e) => e.type === 'round')!;
    expect(describeEntry(round, viewOf(room.entries), registry).sentence).toBe(
      `Gwen played round 1 of #${of} [secret, sealed]`,
    );
    room.run(gm, { kind: 'close', revealAll: true });
    expect(failures(room.entries)).toEqual([]);
    const reveal = room.entries.find((e) => e.type === 'reveal' && e.of === of) as Raw | undefined;
    expect(reveal?.content).toMatchObject(contest);
  });

  it('a sealed start that names its test fails, and a public one that does not', () => {
    const { room, of } = secretContest();
    room.run(gm, { kind: 'close', revealAll: true });
    const named = structuredClone(room.entries) as unknown as Raw[];
    named[of - 1] = { ...named[of - 1], ...contest };
    expect(failures(rechain(named))).toContain(
      `${of}:shape: a gm test names no system or test in its public entry (protocol 2 seals them)`,
    );
    const open = roundsRoom();
    const [started] = open.run(olaf, { kind: 'start', ...contest, input });
    const unnamed = structuredClone(open.entries) as unknown as Raw[];
    const { system: _s, ...rest } = unnamed[started!.entry.seq - 1]!;
    unnamed[started!.entry.seq - 1] = rest;
    expect(failures(rechain(unnamed))).toContain(
      `${started!.entry.seq}:shape: system: missing (protocol 2 names what a public test plays)`,
    );
  });

  it('the writer refuses a sealed start that names its test (decide checks it by the same rules)', () => {
    const { room, of } = secretContest();
    const state = forkState(room.state);
    const entry = { ...room.entries[of - 1]!, seq: state.lastSeq + 1, ...contest } as never;
    expect(entryProblems(state, entry).map((p) => p.message)).toContain(
      'a gm test names no system or test in its public entry (protocol 2 seals them)',
    );
  });

  it('a reveal that drops or changes its test fails', () => {
    const { room, of } = secretContest();
    room.run(gm, { kind: 'close', revealAll: true });
    const at = room.entries.findIndex((e) => e.type === 'reveal' && e.of === of);
    const forge = (change: (content: Raw) => Raw) => {
      const forged = structuredClone(room.entries) as unknown as Raw[];
      const content = change(forged[at]!.content as Raw);
      forged[of - 1] = { ...forged[of - 1], sealed: seal(content as { salt: string }) };
      forged[at] = { ...forged[at], content };
      return failures(rechain(forged)).join('\n');
    };
    expect(forge(({ system: _s, test: _t, ...rest }) => rest)).toMatch(new RegExp(`^${at + 1}:`, 'm'));
    expect(forge((content) => ({ ...content, test: 'directed-contest' }))).toMatch(new RegExp(`test #${of}`));
  });
});
