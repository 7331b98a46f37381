// Issue 16, the terminal's side: the GM's choices for one round, drawn from the test's `choicesSchema`, shown under
// the input on the play screen and played with the round.
import { afterAll, describe, expect, it } from 'vitest';
import { tempConfigHome } from './temp-config.js';
import { hasTmux, startTerminal } from './tmux-session.js';

const config = tempConfigHome();
const terminals: ReturnType<typeof startTerminal>[] = [];
afterAll(() => {
  for (const terminal of terminals) terminal.close();
  config.remove();
});

/** Opens d20 roll-under's Directed Contest of Wills (its first example: Sorcerer, Will 12, against Knight, Will 11). */
async function openContest(name: string) {
  const terminal = startTerminal(name, config.dir, { columns: 100, rows: 30 });
  terminals.push(terminal);
  await terminal.waitFor('❯ d20 roll-under');
  await terminal.press('Enter', 'd20 roll-under: tests');
  terminal.keys('Down', 'Enter');
  await terminal.waitFor('› Directed Contest of Wills');
  return terminal;
}

/** Moves the cursor to the last row (the target's choice), then up to the attacker's. */
async function toAttackerChoice(terminal: Awaited<ReturnType<typeof openContest>>) {
  for (let i = 0; i < 40; i++) terminal.keys('Down');
  terminal.keys('Up');
  return terminal.waitFor(/❯\s*Attacker\?\s+‹ as the test says ›/);
}

describe.skipIf(!hasTmux)("verdict in a real terminal: the GM's choices each round", () => {
  it("the attacker's critical success wins at once when the GM chooses 'automatic' for that round", async () => {
    const terminal = await openContest('choices-win');
    const shown = await terminal.waitFor("GM's choices for round 1");
    expect(shown).toMatch(/Critical success/);
    await toAttackerChoice(terminal);
    terminal.keys('Right', 'Right');
    await terminal.waitFor(/❯\s*Attacker\?\s+‹ Automatic ›/);
    // The attacker's 2 is a critical success; without the choice the target would roll at Will 11 - 5.
    terminal.keys('d', '2', 'C-n'); // Ctrl-N: one round with these faces
    // The result's headline names the winner by the party's name (the example's attacker is the Sorcerer).
    const won = await terminal.waitFor(/^Sorcerer wins \(critical\) \(/m);
    expect(won).toContain("GM's choices: Critical success (Attacker Automatic)");
    expect(won).toContain("GM's fiat, this round");
  });

  it("choices left as the test says play the round with the input's default, and the next round starts afresh", async () => {
    const terminal = await openContest('choices-default');
    await toAttackerChoice(terminal);
    // 2 then 3: the attacker's critical success puts -5 on the target (Will 6), who resists with a 3.
    terminal.keys('d', '2 3', 'C-n');
    const round = await terminal.waitFor('Round 1 played');
    expect(round).not.toContain("GM's choices:");
    expect(round).toContain("GM's choices for round 2");
    // A choice made, then Enter: a whole roll would leave it out, so the screen says to play the round instead.
    terminal.keys('Right');
    await terminal.waitFor(/Attacker\?\s+‹ Penalty ›/);
    terminal.keys('Enter');
    await terminal.waitFor("The GM's choices apply to one round");
    expect(terminal.screen()).toContain('Round 1 played');
  });
});
