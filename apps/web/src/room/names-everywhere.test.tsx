// Issue 36.2, "names everywhere in a room": every test of every system (and plain notation), rolled into a room
// with each of its examples, asked for by a request, and read by the room view's lines, the Markdown and CSV
// transcripts and the request cards: no system or test id, member id, slot name or field path reaches a person.
import { describeRegistry } from '@verdict/core';
import { commitment, type RoomEntry, resolveRoll } from '@verdict/fair';
import {
  applyEntry,
  decide,
  logLines,
  type RoomMember,
  requestWords,
  roomState,
  transcriptCsv,
  transcriptMarkdown,
  withNotation,
} from '@verdict/room';
import { describe, expect, it } from 'vitest';
import { createAppRegistry } from '../composition/registry.js';

const registry = withNotation(createAppRegistry());
const gm: RoomMember = { id: 'member-7f3a', name: 'Ada', role: 'gm' };
const grog: RoomMember = { id: 'member-91bc', name: 'Grog', role: 'player' };
const seed = 'ab'.repeat(32);

/** What must never be read: ids, slots and paths (words of the schemas' keys, not their titles). */
function leaks(text: string, system: string, test: string, fields: readonly string[]): string[] {
  const found: string[] = [];
  const look = (what: string, pattern: RegExp) => {
    const match = pattern.exec(text);
    if (match) found.push(`${what} '${match[0]}'`);
  };
  // `dice` is a word too ("No dice were drawn"): the notation's id is caught as a pair.
  if (system !== 'dice') look('a system id', new RegExp(`\\b${system}\\b`));
  if (test.includes('-')) look('a test id', new RegExp(`\\b${test}\\b`));
  look('a system/test pair', /\b[\w-]+\/[\w-]+\b/);
  look('a member id', /member-[0-9a-f]{4}/);
  look('a field path', /\b[a-z]\w*\.(?:\d+|[a-z]\w*)\b/);
  for (const field of fields) if (/[A-Z]/.test(field)) look('a field key', new RegExp(`\\b${field}\\b`));
  return found;
}

/** Top-level and nested keys of a JSON schema. */
function keysOf(schema: unknown, into = new Set<string>()): Set<string> {
  if (schema && typeof schema === 'object') {
    for (const [key, value] of Object.entries(schema)) {
      if (key === 'properties' && value && typeof value === 'object')
        for (const name of Object.keys(value)) into.add(name);
      keysOf(value, into);
    }
  }
  return into;
}

/** A room where Grog rolls the example (public and blind, opened) and Ada asks for it (open and hidden, opened). */
function roomOf(system: string, test: string, input: unknown, dice: readonly number[] | undefined) {
  const state = roomState([]);
  const entries: RoomEntry[] = [];
  const opened = new Map<number, unknown>();
  let minute = 0;
  const run = (member: RoomMember, command: Parameters<typeof decide>[2]) => {
    const roll =
      command.kind === 'roll'
        ? resolveRoll(
            registry,
            { system, test, input },
            dice ? { dice } : { serverSeed: seed, clientSeed: 'c', nonce: entries.length, member: member.id },
          )
        : undefined;
    const decided = decide(state, member, command, {
      at: `2026-12-06T20:${String(minute++).padStart(2, '0')}:00.000Z`,
      salt: 'cd'.repeat(32),
      commitment: commitment(seed),
      serverSeed: seed,
      ...(roll ? { roll } : {}),
    });
    if (!decided.ok) throw new Error(`${system}/${test}: ${decided.refusal.message}`);
    for (const { entry, sealed } of decided.entries) {
      entries.push(entry);
      applyEntry(state, entry);
      if (sealed) opened.set(entry.seq, sealed);
    }
  };
  const systems = Object.fromEntries(registry.systems.map((s) => [s.id, s.version]));
  run(gm, { kind: 'open', room: { id: 'r', name: 'Names' }, engine: { version: '1.0.0' }, systems });
  run(grog, { kind: 'join', name: 'Grog' });
  const how = dice ? { dice: [...dice] } : { clientSeed: 'c' };
  run(grog, { kind: 'roll', system, test, input, ...how });
  run(grog, { kind: 'roll', system, test, input, visibility: 'blind', ...how });
  run(gm, { kind: 'request', to: [grog.id], system, test, input, visibility: 'public' });
  run(gm, { kind: 'request', to: [grog.id], system, test, input, hidden: true, visibility: 'blind' });
  return { entries, opened };
}

describe('names everywhere in a room', () => {
  for (const system of describeRegistry(registry).systems) {
    for (const test of system.tests) {
      it(`${system.id} ${test.id}: lines, transcripts and request cards say no id, slot or field path`, () => {
        const fields = [...keysOf(test.inputSchema)];
        const definition = registry.test(system.id, test.id);
        for (const example of definition.examples) {
          const { entries, opened } = roomOf(system.id, test.id, example.input, example.dice);
          const { lines } = logLines(entries, opened, registry);
          const texts = [
            ...lines.map((line) => line.sentence),
            ...lines.flatMap((line) => [line.roll ?? '', line.against ?? '', line.outcome ?? '']),
            transcriptMarkdown('Names', lines),
            transcriptCsv(lines).split('\n').slice(1).join('\n'), // its rows (the header names columns)
            ...entries.flatMap((entry) =>
              entry.type === 'request' ? Object.values(requestWords(entry, registry)).map(String) : [],
            ),
          ];
          const found = texts.flatMap((text) =>
            leaks(text, system.id, test.id, fields).map((l) => `${l} in: ${text}`),
          );
          expect(found, example.title).toEqual([]);
        }
      });
    }
  }
});

// Issue 36: every test of every system can carry the test's own name, and a room's line says it.
describe('every test can be named', () => {
  for (const system of describeRegistry(registry).systems) {
    if (system.id === 'dice') continue; // a notation roll is named by its notation (and may carry a name too)
    for (const test of system.tests) {
      it(`${system.id} ${test.id}: its input takes a name, and the room line reads it`, () => {
        const schema = test.inputSchema as { properties?: Record<string, { type?: string }> };
        expect(schema.properties?.name?.type, 'a top-level name field').toBe('string');
        const example = registry.test(system.id, test.id).examples[0]!;
        const input = { ...(example.input as object), name: 'Break the ward' };
        const { entries, opened } = roomOf(system.id, test.id, input, example.dice);
        const { lines } = logLines(entries, opened, registry);
        const title = registry.test(system.id, test.id).title;
        expect(lines.find((line) => line.sentence.startsWith('Grog rolled'))?.sentence).toContain(
          `rolled Break the ward (${title})`,
        );
      });
    }
  }
});
