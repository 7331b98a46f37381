// Issue 12, the CLI's side: the interactive screen plays through the engine's play session, so a seed replays the
// same contest through `verdict resolve`, a name edit keeps a contest going, a rules edit asks first and files
// the old play as abandoned, and a refused round keeps the typed faces.
import { describeRegistry } from '@verdict/core';
import { outcomeLabel } from '@verdict/form';
import { afterAll, describe, expect, it } from 'vitest';
import { outcomeFacts } from '../src/format/outcome-text.js';
import { createAppRegistry } from '../src/registry.js';
import { runCli } from './run-cli.js';
import { tempConfigHome } from './temp-config.js';
import { hasTmux, startTerminal } from './tmux-session.js';

const config = tempConfigHome();
const terminals: ReturnType<typeof startTerminal>[] = [];
afterAll(() => {
  for (const terminal of terminals) terminal.close();
  config.remove();
});

/** Opens d20 roll-under's Directed Contest of Wills (starting from its first example). */
async function openContest(name: string) {
  const terminal = startTerminal(name, config.dir, { columns: 100, rows: 30 });
  terminals.push(terminal);
  await terminal.waitFor('❯ d20 roll-under');
  await terminal.press('Enter', 'd20 roll-under: tests');
  terminal.keys('Down', 'Enter');
  await terminal.waitFor('› Directed Contest of Wills');
  return terminal;
}

describe.skipIf(!hasTmux)('verdict in a real terminal: one play model', () => {
  it('(2) a contest played round by round shows its seed, and `verdict resolve --seed` gives the same outcome', async () => {
    const terminal = await openContest('seed');
    let shown = '';
    for (let round = 1; round <= 30; round++) {
      terminal.keys('n');
      shown = await terminal.waitFor(new RegExp(`Round ${round} played|Seed \\S+`));
      if (/Seed \S+/.test(shown)) break;
    }
    const seed = /Seed (\S+)/.exec(shown)![1]!;
    const input = JSON.stringify({
      attacker: { name: 'Sorcerer', will: 12 },
      target: { name: 'Knight', will: 11 },
    });
    const args = [
      'resolve',
      'd20-roll-under',
      'directed-contest',
      '--input',
      input,
      '--seed',
      seed,
      '--json',
    ];
    const whole = runCli(args);
    expect(whole.code).toBe(0);
    const { outcome } = JSON.parse(whole.stdout);
    // The same seed, resolved whole, gives the same contest: the screen's label (the winner by name, from the
    // test's labels) and its facts (result, tier, rounds).
    const labels = describeRegistry(createAppRegistry())
      .systems.find((system) => system.id === 'd20-roll-under')!
      .tests.find((test) => test.id === 'directed-contest')!.labels;
    expect(shown.replace(/\s+/g, ' ')).toContain(
      `${outcomeLabel(outcome, labels)} (${outcomeFacts(outcome, labels)})`,
    );
    expect(shown).toMatch(new RegExp(`Rounds ${outcome.rounds}\\)`));
  });

  it('(4, 5) a name edit keeps the contest; a rules edit asks, and restarting files the old play as abandoned; a refused round keeps the faces', async () => {
    const terminal = await openContest('edits');
    terminal.keys('d', '4 2', 'C-n'); // Ctrl-N: one round with these faces
    await terminal.waitFor('Round 1 played');
    // The attacker's name (row 2): typing a new one keeps the play.
    terminal.keys('Down', 'X', 'Enter'); // a text field takes what is typed
    await terminal.waitFor('"SorcererX"');
    expect(terminal.screen()).toContain('Round 1 played');
    // Round 2: the attacker's 1 succeeds, so the target's die is needed; without it the round is refused. Off the
    // text field (Will, row 3), letters are commands again.
    terminal.keys('Down', 'd', '1', 'Enter');
    const refused = await terminal.waitFor(/✗ .*(more are needed|missing|Missing)/);
    expect(refused).toMatch(/Dice: 1▏/);
    expect(refused).toContain('Round 1 played');
    terminal.keys('Escape');
    await terminal.waitFor('Enter roll · d dice');
    // Will (row 3) is a rule: changing it asks first; Esc keeps playing with the old Will.
    terminal.keys('Right');
    await terminal.waitFor(/changes the rules/);
    terminal.keys('Escape');
    await terminal.waitFor('Kept playing');
    expect(terminal.screen()).toContain('Round 1 played');
    expect(terminal.screen()).toMatch(/Will\s+12/);
    terminal.keys('Right');
    await terminal.waitFor(/changes the rules/);
    terminal.keys('Enter');
    await terminal.waitFor(/Will\s+13/);
    terminal.keys('h');
    await terminal.waitFor(/abandoned/i);
  });

  it('(1) three faces for a two-dice resist round are refused, as the API refuses them, and kept to correct', async () => {
    const terminal = startTerminal('leftover', config.dir, { columns: 100, rows: 30 });
    terminals.push(terminal);
    await terminal.waitFor('❯ d20 roll-under');
    await terminal.press('Enter', 'd20 roll-under: tests');
    terminal.keys('Down', 'Down', 'Down', 'Enter');
    await terminal.waitFor('› Resisting');
    terminal.keys('d', '8 5 7', 'C-n');
    const refused = await terminal.waitFor(/✗ .*(left over|too many)/i);
    expect(refused).toMatch(/Dice: 8 5 7▏/);
    expect(refused).not.toContain('Round 1 played');
  });

  it('(7) a test that needs no dice resolves from the dice prompt', async () => {
    const terminal = startTerminal('nodice', config.dir);
    terminals.push(terminal);
    await terminal.waitFor('❯ d20 roll-under');
    await terminal.press('Down', '❯ 2d6');
    terminal.keys('Down', 'Enter');
    await terminal.waitFor('T13: tests');
    terminal.keys('Enter');
    await terminal.waitFor('› Value Test');
    terminal.keys('d');
    await terminal.waitFor(/Needs no dice/);
    terminal.keys('Enter');
    await terminal.waitFor(/\(Result (Success|Failure|Stalemate)|Success Levels \d/);
  });
});
