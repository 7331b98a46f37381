// A request in parts from the terminal, against the real server: the GM asks with only a hidden difficulty
// (`room request --parts`), the player answers from their saved character (`room answer SEQ --character`),
// the character's own difficulty left out; the export, closed with everything revealed, verifies (exit 0).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { roomServerPerFile } from './room-server.js';

const table = roomServerPerFile();
const gm = table.member();
const player = table.member();

const json = (text: string) => JSON.parse(text);

describe('verdict room answer: the player part from a saved character', () => {
  it('answers a hidden request in parts with the saved character, and the export verifies', async () => {
    const created = await gm.run(['room', 'create', 'Parts', '--name', 'Ada']);
    expect(created.code).toBe(0);
    const joinUrl = /Join link: (\S+)/.exec(created.stdout)![1]!;
    const seat = json((await player.run(['room', 'join', joinUrl, '--name', 'Grog', '--json'])).stdout);

    // Grog's saved character for the test, with a difficulty of its own the GM's request will override.
    mkdirSync(join(player.config.dir, 'verdict'), { recursive: true });
    const grog = { attribute: 'might', rating: 3, difficulty: 6 };
    const characters = [{ name: 'Grog', system: '2d6-pool', test: 'check', input: grog }];
    writeFileSync(
      join(player.config.dir, 'verdict', 'characters.json'),
      JSON.stringify({ version: 1, characters }),
    );

    const asked = await gm.run([
      'room',
      'request',
      '2d6-pool',
      'check',
      'difficulty=11',
      '--parts',
      '--hidden',
      '--to',
      seat.memberId,
      '--json',
    ]);
    expect(asked.stderr).toBe('');
    const request = json(asked.stdout).entry;
    expect(request).toMatchObject({ type: 'request', fixes: ['difficulty'] });

    // Issue 38, N8: the part is checked here, before anything is sent (exit 2). The player's fields left out are
    // said with the command that gives them; a field the GM fixed is named, never its hidden value.
    const before = json((await gm.run(['room', 'log', '--json'])).stdout).entries.length;
    const empty = await player.run(['room', 'answer', String(request.seq)]);
    expect(empty.code).toBe(2);
    expect(empty.stderr).toMatch(
      new RegExp(
        `Request #${request.seq} leaves .*\\(rating\\).* to you: verdict room answer ${request.seq} .*rating=…`,
      ),
    );
    expect(empty.stderr).not.toContain('HTTP');
    const override = await player.run([
      'room',
      'answer',
      String(request.seq),
      'attribute=might',
      'rating=3',
      'difficulty=7',
    ]);
    expect(override.code).toBe(2);
    expect(override.stderr).toContain(`request ${request.seq} fixes difficulty: the GM sets it`);
    expect(override.stderr).not.toContain('11');
    const wrong = await player.run(['room', 'answer', String(request.seq), 'attribute=might', 'rating=lots']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('input.rating');
    expect(json((await gm.run(['room', 'log', '--json'])).stdout).entries.length).toBe(before);

    const answered = await player.run([
      'room',
      'answer',
      String(request.seq),
      '--character',
      'Grog',
      '--json',
    ]);
    expect(answered.stderr).toBe('');
    expect(answered.code).toBe(0);
    const roll = json(answered.stdout).entry;
    expect(roll).toMatchObject({ type: 'roll', request: request.seq, visibility: 'outcome' });

    const opened = json((await gm.run(['room', 'log', '--json'])).stdout);
    expect(opened.entries.at(-1).seq).toBe(roll.seq);
    expect((await gm.run(['room', 'close', '--reveal-all'])).code).toBe(0);
    const exported = await player.run(['room', 'export']);
    const file = join(player.config.dir, 'room.json');
    writeFileSync(file, exported.stdout);
    const revealed = json(exported.stdout).entries.find(
      (e: { type: string; of?: number }) => e.type === 'reveal' && e.of === roll.seq,
    );
    expect(revealed.content.input).toMatchObject({ attribute: 'might', rating: 3, difficulty: 11 });
    const verified = await player.run(['verify', file]);
    expect(verified.stdout).toMatch(/^Verified/);
    expect(verified.code).toBe(0);
  }, 120_000);
});
