// The odds in a tall window (200x50, in tmux): before a roll they take the rows the screen has, and page only what
// does not fit in them; a paged odds panel never sits above half a screen of nothing. Every test of every built-in
// system, and a Check after a short result (the result takes the rows it needs, the odds the rest).
import { describeRegistry } from '@verdict/core';
import { afterAll, describe, expect, it } from 'vitest';
import { createAppRegistry } from '../src/registry.js';
import { tempConfigHome } from './temp-config.js';
import { hasTmux, startTerminal } from './tmux-session.js';

const config = tempConfigHome();
const terminals: ReturnType<typeof startTerminal>[] = [];
afterAll(() => {
  for (const terminal of terminals) terminal.close();
  config.remove();
});

const systems = describeRegistry(createAppRegistry()).systems;
const size = { columns: 200, rows: 50 };

/** Paged odds use the height: at most 2 empty rows on the whole screen; nothing wider than the window. */
function expectOddsUseTheHeight(screen: string, where: string) {
  const lines = screen.replace(/\n$/, '').split('\n');
  expect(
    lines.every((line) => [...line].length <= size.columns),
    where,
  ).toBe(true);
  if (!/Page 1\/\d+ · PgDn more/.test(screen)) return;
  const empty = lines.filter((line) => line.trim() === '').length;
  expect(empty, `${where}: empty rows under paged odds\n${screen}`).toBeLessThanOrEqual(2);
}

describe.skipIf(!hasTmux)('the odds at 200x50', () => {
  for (const [s, system] of systems.entries()) {
    it(`${system.id}: every test's odds fill the rows before a roll`, { timeout: 240_000 }, async () => {
      const terminal = startTerminal(`tall-${system.id}`, config.dir, size);
      terminals.push(terminal);
      await terminal.waitFor('❯ d20 roll-under');
      for (let i = 0; i < s; i++) terminal.keys('Down');
      await terminal.waitFor(`❯ ${system.name}`);
      await terminal.press('Enter', `${system.name}: tests`);
      for (const test of system.tests) {
        await terminal.waitFor(new RegExp(`❯ ${test.title.replace(/[()]/g, '.')}`));
        terminal.keys('Enter');
        await terminal.waitFor(`› ${test.title}`);
        const form = await terminal.waitFor(/Odds/);
        expectOddsUseTheHeight(form, `${system.id}/${test.id}`);
        terminal.keys('Escape');
        await terminal.waitFor(`${system.name}: tests`);
        terminal.keys('Down');
      }
      terminal.close();
    });
  }

  it('after a short result, the odds take the rows it leaves', { timeout: 120_000 }, async () => {
    const terminal = startTerminal('tall-rolled', config.dir, size);
    terminals.push(terminal);
    await terminal.waitFor('❯ d20 roll-under');
    await terminal.press('Enter', 'd20 roll-under: tests');
    await terminal.press('Enter', '› Check');
    terminal.keys('d');
    await terminal.waitFor('Dice: ');
    terminal.keys('9', 'Enter');
    const rolled = await terminal.waitFor('1 rolled');
    expectOddsUseTheHeight(rolled, 'check after a roll');
    terminal.close();
  });
});
