// Issue 38 (N6, and the earlier review's 19): the GM's room screen in a real terminal (tmux, 100x30) on the real
// API server. The Request prompt shows its syntax and checks the line as it is typed (as the Roll prompt shows its
// odds); the Reveal prompt checks the seq against the sealed entries it lists, so an empty line or a wrong seq is
// said there and nothing is sent (no zod words, no '/of').
import { afterAll, describe, expect, it } from 'vitest';
import { roomServerPerFile } from './room-server.js';
import { BIN } from './run-cli.js';
import { hasTmux, startCommandTerminal } from './tmux-session.js';

/** The screen as one line: a wrapped line reads on across its breaks. */
const flat = (shown: string) => shown.replace(/\s+/g, ' ');

let term: ReturnType<typeof startCommandTerminal> | undefined;

const table = roomServerPerFile();
const gm = table.member();
const grog = table.member();

afterAll(() => {
  term?.close();
});

describe.skipIf(!hasTmux)("the GM's Request and Reveal prompts (tmux)", () => {
  it('hints and checks a request as it is typed; checks a reveal here and sends only a sealed seq', async () => {
    const created = JSON.parse(
      (await gm.run(['room', 'create', 'Prompt table', '--name', 'Ada', '--json'])).stdout,
    );
    expect((await grog.run(['room', 'join', created.joinUrl, '--name', 'Grog'])).code).toBe(0);
    const secret = JSON.parse(
      (
        await gm.run([
          'room',
          'roll',
          'd20-roll-under',
          'check',
          'value=12',
          '--visibility',
          'secret',
          '--json',
        ])
      ).stdout,
    ).entry.seq as number;
    const command = `XDG_CONFIG_HOME='${gm.config.dir}' NO_COLOR=1 '${process.execPath}' '${BIN}' room join; echo "exit code $?"; sleep 60`;
    term = startCommandTerminal(
      'gm-prompts',
      command,
      { columns: 100, rows: 30 },
      { flat: true, resendAfterMs: 5000 },
    );
    await term!.waitFor(`#${secret} Ada rolled Check`);
    await term!.waitFor('[secret, ');

    // The Request prompt: its syntax while empty, then what the line asks of whom, or what is wrong with it.
    await term!.press('R', 'Type: <system> <test> field=value ... [to:Name,Name] [hidden] [note:text]');
    term!.type('d20-roll-under check value=12 to:Grg');
    await term!.waitFor("to: no member is named 'Grg': did you mean 'Grog'?");
    term!.keys('BSpace', 'BSpace');
    term!.type('rog');
    await term!.waitFor('Asks Grog to roll Check · Enter sends');
    term!.keys('Enter');
    await term!.waitFor('Ada asks Grog to roll Check');

    // A roll the live check refuses is not sent: the engine's words, and the line stays to mend (earlier 6).
    await term!.press('r', 'Roll [public');
    term!.type('d20-roll-under check value=200');
    term!.keys('Enter');
    const refused = await term!.waitFor('input.value: expected a value from -99 to 99');
    expect(flat(refused)).toContain('Roll [public');
    expect(flat(refused)).toContain('value=200▏');
    expect(flat(refused)).not.toMatch(/Refused|HTTP/);
    term!.keys('BSpace', 'BSpace', 'BSpace');
    term!.type('12');
    term!.keys('Enter');
    await term!.waitFor('Ada rolled Check against Skill 12:');
    const sent = JSON.parse((await gm.run(['room', 'log', '--json'])).stdout).entries as { type: string }[];
    expect(sent.filter((e) => e.type === 'roll')).toHaveLength(2);

    // The Reveal prompt: an empty line and a seq that seals nothing are answered here; nothing is sent.
    await term!.press('v', `Reveal seq sealed: ${secret}`);
    term!.keys('Enter');
    await term!.waitFor(`Type the seq of a sealed entry (sealed: ${secret})`);
    term!.type('99');
    term!.keys('Enter');
    const wrong = await term!.waitFor(`reveal: entry 99 seals nothing (sealed: ${secret})`);
    expect(flat(wrong)).not.toMatch(/Too small|\/of|Refused/);
    // The prompt kept the line: mend it and send.
    term!.keys('BSpace', 'BSpace');
    term!.type(String(secret));
    term!.keys('Enter');
    await term!.waitFor(`Revealed #${secret}`);
    await term!.waitFor('[secret, revealed]');
    const log = JSON.parse((await gm.run(['room', 'log', '--json'])).stdout);
    const reveals = (log.entries as { type: string; of?: number }[]).filter((e) => e.type === 'reveal');
    expect(reveals.map((e) => e.of)).toEqual([secret]);
  }, 300_000);
});
