// A whole realistic room built with the package's own functions, for the verifier's tests: what the room
// service writes, in the protocol's order. Seeds and salts are derived from labels here so that the log
// is the same on every run; a real room takes them from a secure source.
import { createRegistry, type Registry } from '@verdict/core';
import corePackage from '@verdict/core/package.json' with { type: 'json' };
import type { RoomEntry, RoomExport, UnhashedEntry, Visibility } from '@verdict/fair';
import {
  algorithmOf,
  chainEntry,
  commitment,
  GENESIS_PREV,
  hashEntry,
  resolveRoll,
  seal,
  sha256Hex,
  splitEntry,
} from '@verdict/fair';
import { twoD6Pool } from '@verdict/system-2d6-pool';
import { d20RollUnder } from '@verdict/system-d20-roll-under';
import { t13 } from '@verdict/system-t13';

export const registry: Registry = createRegistry([d20RollUnder, twoD6Pool, t13]);
export const ENGINE_VERSION = corePackage.version;
export const serverSeeds = {
  1: sha256Hex('test server seed, epoch 1'),
  2: sha256Hex('test server seed, epoch 2'),
};
const salt = (label: string) => sha256Hex(`test salt: ${label}`);

/** Appends entries the way the room service does: seq, prev, hash, epochs and nonces. */
export class RoomLog {
  readonly entries: RoomEntry[] = [];
  epoch = 1;
  /** The hidden part of each sealed entry, by seq: what the private route and a reveal give. */
  readonly hidden = new Map<number, Record<string, unknown>>();
  private nonce = 0;
  /** Protocol 2: each member's next nonce in the current epoch. */
  private readonly memberNonces = new Map<string, number>();

  /** Protocol 1 (one nonce a room and epoch) or 2 (one a member and epoch, dice keyed by the member). */
  constructor(readonly protocol: 1 | 2 = 1) {}

  private takeNonce(by: string): number {
    if (this.protocol === 1) return this.nonce++;
    const next = this.memberNonces.get(by) ?? 0;
    this.memberNonces.set(by, next + 1);
    return next;
  }

  /** Protocol 2: the ending epoch's counts, as epoch.rotated and room.closed state them. */
  private counts(): { nonces?: Record<string, number> } {
    if (this.protocol === 1) return {};
    const sorted = [...this.memberNonces].sort(([a], [b]) => (a < b ? -1 : 1));
    return { nonces: Object.fromEntries(sorted) };
  }

  append(fields: Record<string, unknown> & { type: RoomEntry['type']; by: string | null }): RoomEntry {
    const last = this.entries.at(-1);
    const seq = this.entries.length + 1;
    const entry = chainEntry({
      seq,
      prev: last?.hash ?? GENESIS_PREV,
      at: `2026-12-01T20:${String(seq).padStart(2, '0')}:00.000Z`,
      ...fields,
    } as UnhashedEntry);
    this.entries.push(entry);
    return entry;
  }

  /** A roll: generated (a client seed) or entered (dice), sealed unless public. */
  roll(
    by: string,
    request: { system: string; test: string; input: unknown; visibility: Visibility; request?: number },
    from: { clientSeed: string } | { dice: number[] },
    options: { sealAnyway?: boolean } = {},
  ): RoomEntry {
    const generated = 'clientSeed' in from;
    const nonce = generated ? this.takeNonce(by) : undefined;
    const seed = serverSeeds[this.epoch as 1 | 2];
    const member = this.protocol === 2 ? { member: by } : {};
    const roll = resolveRoll(
      registry,
      request,
      generated
        ? { serverSeed: seed, clientSeed: from.clientSeed, nonce: nonce!, ...member }
        : { dice: from.dice },
    );
    // Split by the protocol's visibility rule, as decide does (protocol 2 seals a gm or blind roll's test).
    const { fields, hidden } = splitEntry({
      protocol: this.protocol,
      visibility: request.visibility,
      ...(options.sealAnyway ? { hidden: true } : {}),
      open: {
        type: 'roll',
        by,
        visibility: request.visibility,
        epoch: this.epoch,
        ...(nonce === undefined ? {} : { nonce }),
        ...(request.request === undefined ? {} : { request: request.request }),
      },
      subject: { system: request.system, test: request.test },
      content: {
        ...(generated ? { clientSeed: from.clientSeed } : {}),
        input: roll.input,
        outcome: roll.outcome,
        dice: roll.dice,
      },
      shown: this.publicResult(request.visibility, roll.outcome),
      salt: salt(`entry ${this.entries.length + 1}`),
    });
    const entry = this.append(fields as Record<string, unknown> & { type: 'roll'; by: string });
    if (hidden) this.hidden.set(entry.seq, hidden);
    return entry;
  }

  /** Appends an entry whose hidden part is sealed, and keeps that part for its reveal. */
  sealed(
    fields: Record<string, unknown> & { type: RoomEntry['type']; by: string | null },
    part: object,
  ): RoomEntry {
    const content = { ...part, salt: salt(`entry ${this.entries.length + 1}`) };
    const entry = this.append({ ...fields, sealed: seal(content) });
    this.hidden.set(entry.seq, content);
    return entry;
  }

  /** The GM reveals a sealed entry. */
  reveal(by: string, of: number): RoomEntry {
    return this.append({ type: 'reveal', by, of, content: this.hidden.get(of) });
  }

  private publicResult(visibility: Visibility, outcome: { result: string; label: string; tier: number }) {
    const { result, label, tier } = outcome;
    return visibility === 'outcome' ? { result: { result, label, tier } } : {};
  }

  rotate(by: string): RoomEntry {
    const ending = this.epoch;
    const counts = this.counts();
    this.epoch += 1;
    this.nonce = 0;
    this.memberNonces.clear();
    return this.append({
      type: 'epoch.rotated',
      by,
      epoch: ending,
      serverSeed: serverSeeds[ending as 1],
      next: { epoch: this.epoch, commitment: commitment(serverSeeds[this.epoch as 2]) },
      ...counts,
    });
  }

  close(by: string): RoomEntry {
    const serverSeed = serverSeeds[this.epoch as 1 | 2];
    return this.append({ type: 'room.closed', by, epoch: this.epoch, serverSeed, ...this.counts() });
  }

  export(): RoomExport {
    return { format: 'verdict-room-log', version: 1, entries: structuredClone(this.entries) };
  }
}

const olafCheck = { name: 'Fishing', value: 12, modifiers: [{ label: 'poor tackle', amount: -3 }] };
const grogJump = {
  attribute: 'might',
  rating: 2,
  bonusDice: 1,
  bonusLabel: 'nimble boots',
  penaltyDice: 1,
  penaltyLabel: 'over the load by 1',
  difficulty: 8,
};
const pushCar = {
  tested: { facet: 'Zeal', contributions: [{ label: 'Pusher', boon: 13 }] },
  opposing: { facet: 'Inertia', contributions: [{ label: 'Car', boon: 18 }] },
  mode: 'percentage',
  multiples: true,
};

/**
 * A whole evening: the room opens, the GM and two players join; public, outcome, gm and blind rolls
 * (generated and entered) in three game systems; a request with a hidden difficulty answered blind;
 * reveals; an epoch rotation; a public request answered by everyone; the room closes; a reveal after it.
 * Seqs are fixed (the tests name them): see the comments. `stopAfter` ends the evening after that seq.
 * The nonces in the comments are protocol 1's (one count a room); with `protocol` 2 each member counts
 * their own: #5 olaf 0, #6 grog 0, #7 gm 0, #9 olaf 1; after the rotation #13 olaf 0, #17 grog 0.
 */
export function buildRoom(stopAfter = Number.POSITIVE_INFINITY, protocol: 1 | 2 = 1): RoomLog {
  const log = new RoomLog(protocol);
  const d20 = { system: 'd20-roll-under', test: 'check' };
  const pool = { system: '2d6-pool', test: 'check', input: grogJump };
  const value = { system: 't13', test: 'value', input: pushCar };
  const hiddenInput = { name: 'Spot the ambush', value: 9 };
  const everyone = { ...d20, input: { name: 'Dodge', value: 11 }, visibility: 'public' as const };
  const steps = [
    () =>
      log.append({
        type: 'room.opened',
        by: null,
        room: { id: 'room-1', name: 'Thursday table' },
        ...(protocol === 2 ? { protocol } : {}),
        algorithm: algorithmOf(protocol),
        epoch: 1,
        commitment: commitment(serverSeeds[1]),
        engine: { version: ENGINE_VERSION },
        systems: Object.fromEntries(registry.systems.map((system) => [system.id, system.version])),
      }), // 1
    () => log.append({ type: 'member.joined', by: 'gm', member: { id: 'gm', name: 'Gwen', role: 'gm' } }), // 2
    () =>
      log.append({ type: 'member.joined', by: 'olaf', member: { id: 'olaf', name: 'Olaf', role: 'player' } }), // 3
    () =>
      log.append({ type: 'member.joined', by: 'grog', member: { id: 'grog', name: 'Grog', role: 'player' } }), // 4
    () => log.roll('olaf', { ...d20, input: olafCheck, visibility: 'public' }, { clientSeed: 'olaf-1' }), // 5: nonce 0
    () => log.roll('grog', { ...pool, visibility: 'outcome' }, { clientSeed: 'grog 🎲' }), // 6: nonce 1
    () => log.roll('gm', { ...value, visibility: 'gm' }, { clientSeed: 'gm-secret' }), // 7: nonce 2
    () =>
      log.sealed(
        { type: 'request', by: 'gm', to: ['olaf'], ...d20, visibility: 'blind', note: 'Roll Perception' },
        { input: hiddenInput },
      ), // 8: a hidden difficulty
    () =>
      log.roll(
        'olaf',
        { ...d20, input: hiddenInput, visibility: 'blind', request: 8 },
        { clientSeed: 'olaf-2' },
      ), // 9: nonce 3
    () => log.roll('grog', { ...pool, visibility: 'public' }, { dice: [6, 3, 5, 1] }), // 10: entered
    () => log.reveal('gm', 7), // 11
    () => log.rotate('gm'), // 12
    () => log.roll('olaf', { ...d20, input: { value: 15 }, visibility: 'public' }, { clientSeed: 'olaf-3' }), // 13: epoch 2, nonce 0
    () => log.reveal('gm', 8), // 14
    () => log.reveal('gm', 9), // 15
    () => log.append({ type: 'request', by: 'gm', to: 'all', ...everyone }), // 16
    () => log.roll('grog', { ...everyone, request: 16 }, { clientSeed: 'grog-2' }), // 17: nonce 1
    () => log.roll('olaf', { ...everyone, request: 16 }, { dice: [4] }), // 18: entered
    () => log.close('gm'), // 19
    () => log.reveal('gm', 6), // 20: after the close
  ];
  for (const step of steps) {
    if (log.entries.length >= stopAfter) break;
    step();
  }
  return log;
}

/** Recomputes every prev and hash after an edit, as a forger would (seqs are left as they are). */
export function rechain(entries: Record<string, unknown>[]): Record<string, unknown>[] {
  let prev = GENESIS_PREV;
  return entries.map((entry) => {
    const { hash: _old, ...rest } = entry;
    const next = { ...rest, prev };
    const hash = hashEntry(next);
    prev = hash;
    return { ...next, hash };
  });
}

/** Removes entries as a forger would: renumbers seq, `of` and `request`, and re-chains. */
export function dropAndRechain(
  entries: Record<string, unknown>[],
  seqs: readonly number[],
): Record<string, unknown>[] {
  const kept = entries.filter((e) => !seqs.includes(e.seq as number));
  const renumbered = new Map(kept.map((e, i) => [e.seq as number, i + 1]));
  const moved = kept.map((e) => ({
    ...e,
    seq: renumbered.get(e.seq as number),
    ...(typeof e.of === 'number' ? { of: renumbered.get(e.of) } : {}),
    ...(typeof e.request === 'number' ? { request: renumbered.get(e.request) } : {}),
  }));
  return rechain(moved);
}
