// The play screen shows what replays a play: after entered dice the seed alone does not (it replays a different
// contest), so the screen shows the command with every die; the test runs the shown command and compares.

import { describeRegistry } from '@verdict/core';
import { outcomeLabel } from '@verdict/form';
import { afterAll, describe, expect, it } from 'vitest';
import { KEYS, renderScreen, SCREEN_TEST_TIMEOUT_MS } from '../../test/ink-screen.js';
import { runCli } from '../../test/run-cli.js';
import { tempConfigHome } from '../../test/temp-config.js';
import { charactersFile, createCharacterStore } from '../characters.js';
import { createAppRegistry } from '../registry.js';
import { App } from './app.js';

const config = tempConfigHome();
afterAll(() => config.remove());
const CTRL_N = '\u000E';

/** The words of a shell command as `sh` splits them (plain words and single-quoted ones). */
function shellWords(command: string): string[] {
  return [...command.matchAll(/'((?:[^']|'\\'')*)'|(\S+)/g)].map((m) =>
    m[1] === undefined ? m[2]! : m[1].replaceAll("'\\''", "'"),
  );
}

/** The command the result panel shows (its wrapped lines joined), or the lone seed it used to show. */
function shownReplay(frame: string): { command?: string; seed?: string } {
  const lines = frame.split('\n');
  const start = lines.findIndex((line) => /(Replay|replays it): verdict /.test(line));
  if (start >= 0) {
    let command = lines[start]!.slice(lines[start]!.indexOf('verdict '));
    for (const line of lines.slice(start + 1)) {
      if (!/^\s{2}\S/.test(line) || /^\s{2}(Round|GM|Seed)/.test(line)) break;
      command = `${command.trimEnd()} ${line.trim()}`;
    }
    return { command: command.trim() };
  }
  const seed = /Seed ([0-9a-f]+)/.exec(frame)?.[1];
  return seed ? { seed } : {};
}

describe('the play screen shows what replays the play', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('after entered dice then generated rounds, the shown command resolves to the same contest', async () => {
    const store = createCharacterStore(charactersFile({ XDG_CONFIG_HOME: config.dir }));
    const app = await renderScreen(<App registry={createAppRegistry()} store={store} />);
    await app.press(KEYS.enter, KEYS.down, KEYS.down, KEYS.down, KEYS.enter);
    await app.see('› Resisting');
    // Round 1 with entered faces (neither side's critical), then generated rounds until it ends.
    await app.press('d', '8', ' ', '5', CTRL_N);
    await app.see('Round 1 played');
    const going = (f: string) => f.includes('played: n for the next round');
    let frame = app.frame();
    for (let round = 2; round < 200 && going(frame); round++) {
      await app.press('n');
      frame = await app.see({
        test: (f: string) => f.includes(`Round ${round} played`) || !going(f),
      } as RegExp);
    }
    frame = await app.see(/Replay: verdict |Seed [0-9a-f]+/);
    // The result's headline is the line above what replays it: "Jokkler wins (critical) (Rounds 3, …)". The label
    // itself may hold parentheses, so the test compares the headline's start with the replayed outcome's label.
    const lines = frame.split('\n');
    const at = lines.findIndex((line) => /(Replay|replays it): verdict |^Seed /.test(line));
    const headline = lines[at - 1] ?? '';
    expect(headline, frame).toMatch(/^\S/);
    app.unmount();

    const shown = shownReplay(frame);
    // The old screen showed only a seed: a user replayed it with the input on screen (Resisting's first example).
    const input = ['attacker.name=Jokkler', 'attacker.skill=12', 'target.name=Guard', 'target.will=10'];
    const args = shown.command
      ? shellWords(shown.command).slice(1)
      : ['resolve', 'd20-roll-under', 'resist', ...input, '--seed', shown.seed ?? 'none'];
    const replayed = runCli([...args, '--json'], { env: { XDG_CONFIG_HOME: config.dir } });
    expect(replayed.stderr).toBe('');
    expect(replayed.code).toBe(0);
    const outcome = JSON.parse(replayed.stdout);
    // The screen names a contest's winner by the party's name, as the form's display label does with the test's labels.
    const labels = describeRegistry(createAppRegistry())
      .systems.find((system) => system.id === 'd20-roll-under')!
      .tests.find((test) => test.id === 'resist')!.labels;
    const label = outcomeLabel(outcome.outcome, labels);
    expect(headline === label || headline.startsWith(`${label} (`), `${headline}\n${label}`).toBe(true);
    // The first round's entered faces come first, as on the screen.
    expect(outcome.dice.slice(0, 2).map((die: { face: number }) => die.face)).toEqual([8, 5]);
    expect(shown.command).not.toMatch(/--seed/);
  });
});
