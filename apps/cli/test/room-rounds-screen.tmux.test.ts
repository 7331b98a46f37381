// Issue 36: tests of rounds on the CLI's room screen, two real terminals (tmux) on the real API server. The player
// starts a Mutual Contest of Wills round by round (N), the GM chooses for round 1 with the test's choices as
// field=value (C, read through the choices schema), the player plays round 1 with entered faces (f) and round 2 with
// generated dice (n), each round on both screens; a hidden blind request asking a test of rounds is answered round
// by round (N, then #seq). The closed room's export verifies.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Member, roomServerPerFile } from './room-server.js';
import { BIN } from './run-cli.js';
import { hasTmux, startCommandTerminal } from './tmux-session.js';

const PARTIES =
  'parties.0.name=Witch parties.0.will=12 parties.0.wits=10 parties.1.name=Abbot parties.1.will=11 parties.1.wits=14';

const table = roomServerPerFile();
const gm = table.member();
const grog = table.member();
const terms: ReturnType<typeof startCommandTerminal>[] = [];

afterAll(() => {
  for (const term of terms) term.close();
});

/** The room screen of a member's kept seat, in its own tmux (flat: a wrapped line reads on across its breaks). */
function screenOf(who: Member, name: string) {
  const command = `XDG_CONFIG_HOME='${who.config.dir}' NO_COLOR=1 '${process.execPath}' '${BIN}' room join; echo "exit code $?"; sleep 60`;
  const term = startCommandTerminal(
    name,
    command,
    { columns: 120, rows: 40 },
    { flat: true, resendAfterMs: 5000 },
  );
  terms.push(term);
  return term;
}

describe.skipIf(!hasTmux)('tests of rounds on the room screen (tmux)', () => {
  it('starts, chooses, plays with entered and generated dice, and answers a hidden request round by round', async () => {
    const created = JSON.parse(
      (await gm.run(['room', 'create', 'Rounds table', '--name', 'Ada', '--json'])).stdout,
    );
    expect((await grog.run(['room', 'join', created.joinUrl, '--name', 'Grog'])).code).toBe(0);
    const ada = screenOf(gm, 'rounds-ada');
    const player = screenOf(grog, 'rounds-grog');
    await ada.waitFor('Grog joined as a player');
    await player.waitFor('N round by round');

    // The player starts a Mutual Contest round by round.
    await player.press('N', 'Round by round (a test, or #seq of a request) [public, Tab changes]');
    player.type(`d20-roll-under mutual-contest ${PARTIES}`);
    player.keys('Enter');
    await player.waitFor('Started round by round');
    const start = /#(\d+) Grog: Mutual Contest of Wills, round 0: no round yet/;
    const seq = Number(start.exec(await player.waitFor(start))![1]);
    await ada.waitFor(
      `#${seq} Grog: Mutual Contest of Wills, round 0: no round yet · the GM may choose for the next round`,
    );

    // The GM's choices for round 1, typed against the test's choices schema.
    await ada.press('C', "GM's choices for the next round");
    ada.type('criticalSuccess.first=penalty');
    ada.keys('Enter');
    await ada.waitFor(`Chosen for round 1 of #${seq}`);
    await player.waitFor('the GM has chosen for the next round');

    // Round 1 with the faces rolled at the table, round 2 with generated dice: each on both screens.
    await player.press('f', 'Your faces for the next round');
    player.type('3, 11');
    player.keys('Enter');
    await player.waitFor(`Played round 1 of #${seq} with your dice`);
    for (const term of [player, ada])
      await term.waitFor(`#${seq} Grog: Mutual Contest of Wills, round 1: Round 1:`);
    const log = JSON.parse((await gm.run(['room', 'log', '--json'])).stdout).entries as Record<
      string,
      unknown
    >[];
    const first = log.find((e) => e.type === 'round' && e.of === seq && e.round === 1)!;
    expect((first.dice as { face: number; source: string }[]).map((d) => [d.face, d.source])).toEqual([
      [3, 'entered'],
      [11, 'entered'],
    ]);
    const ended = /result: /;
    if (!ended.test(player.screen().replace(/\s+/g, ' '))) {
      player.keys('n');
      await player.waitFor(
        new RegExp(`Played round 2 of #${seq}|#${seq} Grog: Mutual Contest of Wills, round 2: Round 2:`),
      );
      await ada.waitFor(`#${seq} Grog: Mutual Contest of Wills, round 2: Round 2:`);
    }

    // A hidden blind request asking for a test of rounds, answered round by round.
    const asked = JSON.parse(
      (
        await gm.run([
          'room',
          'request',
          'd20-roll-under',
          'mutual-contest',
          ...PARTIES.split(' '),
          '--to',
          'Grog',
          '--hidden',
          '--visibility',
          'blind',
          '--json',
        ])
      ).stdout,
    ).entry.seq as number;
    await player.waitFor(`#${asked} roll`);
    await player.press('N', 'Round by round (a test, or #seq of a request)');
    player.type(`#${asked}`);
    player.keys('Enter');
    await player.waitFor(`Answering #${asked} round by round`);
    await player.waitFor(new RegExp(`#(?!${seq} )\\d+ Grog: [^#]*, round 0: no round yet`));

    expect((await gm.run(['room', 'close', '--reveal-all'])).code).toBe(0);
    const exported = await gm.run(['room', 'export']);
    const file = join(gm.config.dir, 'rounds.json');
    writeFileSync(file, exported.stdout);
    const verified = await gm.run(['verify', file]);
    expect(verified.stdout).toMatch(/^Verified: closed log/);
    expect(verified.code).toBe(0);
  }, 400_000);
});
