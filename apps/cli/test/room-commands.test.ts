// verdict room ... and verdict verify against the real API server (a child process), each member with
// its own config folder: a whole room from the terminal, then its export verified and tampered with.
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSeatStore } from '../src/room/seats-store.js';
import { roomServerPerFile } from './room-server.js';

const table = roomServerPerFile();
const gm = table.member();
const player = table.member();
let exportFile: string;
// biome-ignore lint/suspicious/noExplicitAny: the API's JSON, read as plain data
let exported: any;

const json = (text: string) => JSON.parse(text);

describe('verdict room: a whole table from the terminal', () => {
  let joinUrl: string;
  let playerId: string;

  it('create prints the invite and the join link, and keeps the token in rooms.json with mode 0600', async () => {
    const created = await gm.run(['room', 'create', 'Friday', 'table', '--name', 'Ada']);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    joinUrl = /Join link: (\S+)/.exec(created.stdout)![1]!;
    expect(joinUrl).toMatch(new RegExp(`^${table.server.url}/#/rooms/[0-9a-f]+/join\\?invite=`));
    expect(created.stdout).toMatch(/Invite: +\S+/);
    const file = join(gm.config.dir, 'verdict', 'rooms.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const kept = createSeatStore(file).list()[0]!;
    expect(kept).toMatchObject({
      server: table.server.url,
      roomName: 'Friday table',
      role: 'gm',
      memberName: 'Ada',
    });
    expect(kept.token).toMatch(/\S{20,}/);
  });

  it('join takes the link and a name; without a name it says what is missing', async () => {
    const nameless = await player.run(['room', 'join', joinUrl]);
    expect(nameless.code).toBe(2);
    expect(nameless.stderr).toContain('Missing --name');
    const joined = await player.run(['room', 'join', joinUrl, '--name', 'Grog', '--json']);
    expect(joined.code).toBe(0);
    const seat = json(joined.stdout);
    expect(seat).toMatchObject({ roomName: 'Friday table', memberName: 'Grog', role: 'player' });
    expect(seat.token).toBeUndefined();
    playerId = seat.memberId;
  });

  it('roll: a fresh client seed each time, --client-seed to choose one, --json is the API answer', async () => {
    const first = json(
      (await player.run(['room', 'roll', 'd20-roll-under', 'check', 'value=12', '--json'])).stdout,
    );
    const second = json(
      (await player.run(['room', 'roll', 'd20-roll-under', 'check', 'value=12', '--json'])).stdout,
    );
    expect(first.entry).toMatchObject({ type: 'roll', visibility: 'public', by: playerId });
    expect(first.entry.clientSeed).toMatch(/^[0-9a-f]{32}$/);
    expect(second.entry.clientSeed).not.toBe(first.entry.clientSeed);
    const chosen = await player.run([
      'room',
      'roll',
      '2d6-pool',
      'check',
      'rating=3',
      'difficulty=8',
      '--client-seed',
      'lucky-7',
      '--json',
    ]);
    expect(json(chosen.stdout).entry.clientSeed).toBe('lucky-7');
    const text = await player.run(['room', 'roll', 'd20-roll-under', 'check', 'value=12', '--dice', '3']);
    expect(text.stdout).toMatch(
      // The outcome's effect, as the web's room page says it (issue 38), then the dice.
      /Grog rolled Check against Skill 12: Strong Success by 9 \(\d+(\.\d+)?% for this or better\) {2}It looked good and was maybe slightly better than normal; the GM may give a slight extra advantage or information {2}check: d20 3, entered/,
    );
  });

  it("roll takes a saved --character and the input from stdin ('-'), as the other commands do; pairs win", async () => {
    // A character saved on the play screen, in the player's config folder.
    const olaf = { name: 'Fishing', value: 12, modifiers: [{ label: 'poor tackle', amount: -3 }] };
    mkdirSync(join(player.config.dir, 'verdict'), { recursive: true });
    writeFileSync(
      join(player.config.dir, 'verdict', 'characters.json'),
      JSON.stringify({
        version: 1,
        characters: [{ name: 'Olaf: Fishing 12', system: 'd20-roll-under', test: 'check', input: olaf }],
      }),
    );
    const roll = (...args: string[]) => [
      'room',
      'roll',
      'd20-roll-under',
      'check',
      ...args,
      '--dice',
      '15',
      '--json',
    ];
    const saved = json((await player.run(roll('--character', 'Olaf: Fishing 12'))).stdout).entry;
    expect(saved).toMatchObject({ type: 'roll', input: olaf, outcome: { label: 'Failure', margin: -6 } });
    const over = json((await player.run(roll('-c', 'Olaf: Fishing 12', 'value=18'))).stdout).entry;
    expect(over).toMatchObject({ input: { ...olaf, value: 18 }, outcome: { label: 'Success', margin: 0 } });
    const piped = json(
      (await player.run(roll('-', 'value=14'), JSON.stringify({ value: 9, name: 'Pipe' }))).stdout,
    ).entry;
    expect(piped).toMatchObject({ input: { value: 14, name: 'Pipe' }, outcome: { margin: -1 } });
    const unknown = await player.run(roll('--character', 'Olaf: Fishin 12'));
    expect(unknown.code).toBe(2);
    expect(json(unknown.stdout)).toMatchObject({ code: 'unknown_character', status: 404 });
    expect(unknown.stderr).toContain("did you mean 'Olaf: Fishing 12'?");
    const bad = await player.run(roll('-'), '{"value": ');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('stdin: expected JSON');
  });

  it("the GM's secret roll is sealed for the player and open for the GM; a player may not use GM tools", async () => {
    const secret = await gm.run([
      'room',
      'roll',
      'd20-roll-under',
      'check',
      'value=12',
      '--visibility',
      'gm',
    ]);
    expect(secret.code).toBe(0);
    const seq = Number(/^#(\d+)/.exec(secret.stdout)![1]);
    expect((await player.run(['room', 'log'])).stdout).toContain(
      `#${seq} Ada made a secret roll [secret, sealed]`,
    );
    expect((await gm.run(['room', 'log'])).stdout).toMatch(
      new RegExp(`#${seq} Ada rolled Check against .+ \\[secret, opened\\]: .+check: d20`),
    );
    const before = json((await gm.run(['room', 'log', '--json'])).stdout).entries.length;
    // The room view's actions refuse a player's GM tools in its words, before anything is sent (exit 2, as
    // `room answer` refuses a request not waiting; the server's 403 said it before, exit 5).
    const refused = await player.run(['room', 'reveal', String(seq)]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('reveal: Only the GM reveals sealed entries');
    const epoch = await player.run(['room', 'epoch']);
    expect(epoch.code).toBe(2);
    expect(epoch.stderr).toContain('epoch: Only the GM ends an epoch');
    expect(json((await gm.run(['room', 'log', '--json'])).stdout).entries.length).toBe(before);
  });

  it('a hidden request is answered with --request; the reveal and the close follow; log --json is the API entries', async () => {
    const asked = await gm.run([
      'room',
      'request',
      'd20-roll-under',
      'check',
      'value=9',
      '--hidden',
      '--note',
      'the lock',
      '--json',
    ]);
    const request = json(asked.stdout).entry;
    expect(request).toMatchObject({ type: 'request', to: 'all', visibility: 'outcome', note: 'the lock' });
    expect(request.input).toBeUndefined();
    const answered = json(
      (await player.run(['room', 'roll', '--request', String(request.seq), '--json'])).stdout,
    );
    expect(answered.entry).toMatchObject({ request: request.seq, visibility: 'outcome' });
    expect((await gm.run(['room', 'reveal', String(request.seq)])).code).toBe(0);
    // Read from the room view's log and sealed entries: a second reveal is refused, nothing sent.
    const again = await gm.run(['room', 'reveal', String(request.seq)]);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain(`reveal: entry ${request.seq} is revealed already (`);
    expect((await gm.run(['room', 'epoch'])).stdout).toContain('ended epoch 1');
    expect(
      (await gm.run(['room', 'roll', 'd20-roll-under', 'check', 'value=12', '--visibility', 'outcome'])).code,
    ).toBe(0);
    expect((await gm.run(['room', 'close'])).stdout).toContain('closed the room');
    const log = json((await player.run(['room', 'log', '--json'])).stdout);
    const seat = createSeatStore(join(player.config.dir, 'verdict', 'rooms.json')).list()[0]!;
    const api = await fetch(`${table.server.url}/v1/rooms/${seat.roomId}/entries?limit=1000`, {
      headers: { authorization: `Bearer ${seat.token}` },
    });
    expect(log).toEqual(await api.json());
    const exportRun = await player.run(['room', 'export']);
    exported = json(exportRun.stdout);
    expect(exported).toMatchObject({ format: 'verdict-room-log', version: 1 });
    exportFile = join(player.config.dir, 'room.json');
    writeFileSync(exportFile, exportRun.stdout);
  }, 120_000);
});

describe('verdict verify', () => {
  it('room and verify have help with examples', async () => {
    for (const command of ['room', 'verify']) {
      const { code, stdout } = await gm.run([command, '--help']);
      expect(code).toBe(0);
      expect(stdout).toContain(`verdict ${command}`);
      expect(stdout).toContain('Examples:');
    }
  });

  it('exits 3 on the real export of a room closed with sealed entries left, naming them; --json is verifyLog', async () => {
    const incomplete = await player.run(['verify', exportFile]);
    expect(incomplete.stderr).toBe('');
    expect(incomplete.code).toBe(3);
    expect(incomplete.stdout).toMatch(
      /^Incomplete: chain intact to seq \d+ \(hash [0-9a-f]{12}…\); \d+ entries not verifiable yet \(sealed\): #/,
    );
    expect(incomplete.stdout).toContain(exportFile);
    // The room is closed: close refuses a second time, so the advice is to reveal, not to close (N10).
    expect(incomplete.stdout).not.toContain('--reveal-all');
    expect(incomplete.stdout).toMatch(
      /the room is closed, so the GM reveals each sealed entry: verdict room reveal \d+/,
    );
    const body = json((await player.run(['verify', exportFile, '--json'])).stdout);
    expect(body).toMatchObject({
      ok: true,
      status: 'incomplete',
      closed: true,
      entries: exported.entries.length,
      failures: [],
    });
    const piped = await player.run(['verify', '-'], readFileSync(exportFile, 'utf8'));
    expect(piped.code).toBe(3);
  });

  it('exits 4 on a tampered export, naming the entry and the check', async () => {
    const tampered = structuredClone(exported);
    const roll = tampered.entries.find(
      (e: { type: string; visibility?: string }) => e.type === 'roll' && e.visibility === 'public',
    );
    roll.outcome.label = 'Critical Success';
    const file = join(player.config.dir, 'tampered.json');
    writeFileSync(file, JSON.stringify(tampered));
    const bad = await player.run(['verify', file]);
    expect(bad.code).toBe(4);
    expect(bad.stdout).toMatch(new RegExp(`^Failed: entry #${roll.seq}: `));
    expect(bad.stdout).toContain(file);
    expect(bad.stdout).toContain(`entry ${roll.seq} [hash]`);
    const body = json((await player.run(['verify', file, '--json'])).stdout);
    expect(body.ok).toBe(false);
    expect(body.failures).toContainEqual(expect.objectContaining({ seq: roll.seq, check: 'hash' }));
  });

  it('exits 4 when a revealed server seed is swapped, and 2 for a missing file', async () => {
    const tampered = structuredClone(exported);
    const rotated = tampered.entries.find((e: { type: string }) => e.type === 'epoch.rotated');
    rotated.serverSeed = 'f'.repeat(64);
    const file = join(player.config.dir, 'seed.json');
    writeFileSync(file, JSON.stringify(tampered));
    const swapped = await player.run(['verify', file, '--json']);
    expect(swapped.code).toBe(4);
    const body = json(swapped.stdout);
    expect(body.failures).toContainEqual(expect.objectContaining({ seq: rotated.seq, check: 'commitment' }));
    const missing = await player.run(['verify', join(player.config.dir, 'nope.json')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Cannot read');
  });
});
