// Issue 18, the screen at 80x24 in a real terminal (tmux): for every test of every built-in system, the test list
// fits, the form, odds and result fit in 80 columns with the key bar at the bottom, and the result is never cut:
// every step and effect of the roll (checked against `verdict resolve --seed` of the same seed) is on screen,
// wrapped, a PgDn away at most. Very small windows say what they leave out.
//
// Every run plays the same rolls: each test has a fixed seed, and the dice `verdict resolve --seed` draws from it are
// typed into the screen's dice prompt (d, the way a table enters physical dice: the screen takes no seed).
import { describeRegistry } from '@verdict/core';
import { inputParties, outcomeLabel, stepText } from '@verdict/form';
import { afterAll, describe, expect, it } from 'vitest';
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

const systems = describeRegistry(createAppRegistry()).systems;

/**
 * The seed each test's first example is rolled from, chosen for the results that are hardest to fit: the longest
 * effects and the most rounds its seeds gave (of the first 3,000 `fit-N`), so that a long result pages.
 */
const SEEDS: Record<string, string> = {
  // A Catastrophic Failure, with its long effects.
  'd20-roll-under/check': 'fit-12',
  // 7 rounds.
  'd20-roll-under/directed-contest': 'fit-2893',
  // The long d20 contest: 10 rounds, 20 dice, 44 steps over several pages.
  'd20-roll-under/mutual-contest': 'fit-1557',
  // 5 rounds.
  'd20-roll-under/resist': 'fit-1043',
  // Overwhelmed: the longest effects of a Horror Check.
  'd20-roll-under/horror': 'fit-12',
  // Success, 4 degrees.
  '2d6-pool/check': 'fit-20',
  // 42 dice over the hours.
  '2d6-pool/extended': 'fit-247',
  // A Value Test draws no dice.
  't13/value': 'fit-0',
  // A Proficiency Crisis: its effects wrap across a page break of the result.
  't13/dice': 'fit-9',
  // SRD 5.2: any seed shows each test's whole result.
  'srd52/check': 'fit-1',
  'srd52/save': 'fit-1',
  'srd52/attack': 'fit-1',
  'srd52/damage': 'fit-1',
  'srd52/passive': 'fit-1',
  'srd52/contest': 'fit-1',
  'srd52/group': 'fit-1',
  'srd52/death-saves': 'fit-1',
};

/** The hard cases: results long enough to page, read whole across their page breaks. */
const PAGED = new Set(['d20-roll-under/mutual-contest', 't13/dice']);

/** Lines as seen, with the screen's own wrapping undone (a wrapped line goes on, indented, on the next). */
const flat = (text: string) => text.replace(/\s+/g, ' ');

/** The screen fits the window: header first, key bar last, nothing wider than 80 columns. */
function expectFits(screen: string) {
  const lines = screen.replace(/\n+$/, '').split('\n');
  expect(lines.length).toBeLessThanOrEqual(24);
  expect(lines.every((line) => [...line].length <= 80)).toBe(true);
  expect(lines[0]).toMatch(/^verdict/);
  expect(lines.at(-1)).toMatch(/\? (more )?keys|q quit|Esc back/);
}

/**
 * The pages of a scrolled result read as one text: the first page whole, then each page's lines that moved (the
 * header, form, odds and key bar stay put), less the lines it repeats from the page before (a page starts on the
 * line the last one ended with) and the scroll lines, so that an effect wrapped across a page break reads on.
 */
function stitch(pages: readonly string[]): string {
  const scrollLine = /lines? above: PgUp|more lines? below: PgDn/;
  const lines: string[] = [];
  pages.forEach((page, k) => {
    const before = k > 0 ? pages[k - 1]!.split('\n') : [];
    const moved = page.split('\n').filter((line, i) => k === 0 || line !== before[i]);
    const body = moved.filter((line) => !scrollLine.test(line));
    let repeated = Math.min(body.length, lines.length);
    while (repeated > 0 && lines.slice(-repeated).join('\n') !== body.slice(0, repeated).join('\n'))
      repeated--;
    lines.push(...body.slice(repeated));
  });
  return lines.join('\n');
}

async function whole(terminal: ReturnType<typeof startTerminal>) {
  // Every page of the result, from the top, until the screen says nothing more is below.
  const pages = [terminal.screen()];
  for (let page = 0; page < 30 && /more lines? below: PgDn/.test(pages.at(-1)!); page++) {
    const before = pages.at(-1)!;
    terminal.keys('NPage');
    const until = Date.now() + 60_000;
    while (terminal.screen() === before && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    pages.push(terminal.screen());
  }
  return pages;
}

describe.skipIf(!hasTmux)('the play screen at 80x24', () => {
  for (const [s, system] of systems.entries()) {
    it(`${system.id}: every test's list entry, form, odds, key bar and whole result fit`, {
      timeout: 240_000,
    }, async () => {
      const terminal = startTerminal(`fit-${system.id}`, config.dir);
      terminals.push(terminal);
      await terminal.waitFor('❯ d20 roll-under');
      for (let i = 0; i < s; i++) terminal.keys('Down');
      await terminal.waitFor(`❯ ${system.name}`);
      const list = await terminal.press('Enter', `${system.name}: tests`);
      expectFits(list);
      // Every test and tool of the list, in full: none cut, none scrolled away.
      for (const test of system.tests) expect(list).toContain(test.title);
      for (const tool of system.tools) expect(list).toContain(`⚒ ${tool.title}`);
      expect(list).not.toMatch(/↓ \d+ more/);
      for (const [t, test] of system.tests.entries()) {
        await terminal.waitFor(new RegExp(`❯ ${test.title.replace(/[()]/g, '.')}`));
        terminal.keys('Enter');
        const form = await terminal.waitFor(`› ${test.title}`);
        expectFits(form);
        const where = `${system.id}/${test.id}`;
        const seed = SEEDS[where];
        expect(seed, `a fixed seed for ${where}`).toBeDefined();
        const input = JSON.stringify(test.examples[0]?.input ?? {});
        const resolved = runCli(['resolve', system.id, test.id, '--input', input, '--seed', seed!, '--json']);
        expect(resolved.code, resolved.stderr).toBe(0);
        const { outcome, steps, dice } = JSON.parse(resolved.stdout) as {
          outcome: {
            label: string;
            [field: string]: unknown;
            effects: { kind: string; text: string }[];
            followUps?: { label: string }[];
          };
          dice?: { face: number }[];
          steps: { kind: string; text: string }[];
        };
        // The seed's dice, in the order the test draws them, typed into the dice prompt.
        terminal.keys('d');
        await terminal.waitFor('Dice: ');
        const faces = (dice ?? []).map((die) => die.face).join(',');
        if (faces) terminal.keys(faces);
        terminal.keys('Enter');
        // A long test title wraps the header (never cut): the count may begin a line of its own.
        const rolled = await terminal.waitFor(new RegExp(`${t + 1}\\s+rolled`));
        expectFits(rolled);
        const pages = await whole(terminal);
        for (const page of pages) expectFits(page);
        if (PAGED.has(where)) expect(pages.length, `${where} pages`).toBeGreaterThan(1);
        const seen = flat(stitch(pages));
        // The outcome as a screen says it: a contest's sides by the names the input gives them (issue 37, U5).
        expect(seen).toContain(flat(outcomeLabel(outcome, test.labels)));
        const parties = inputParties(test.labels, test.examples[0]?.input);
        for (const step of steps) expect(seen, where).toContain(flat(stepText(step, test.labels, parties)));
        // A follow-up effect is shown once, as the follow-up (its label, f plays it).
        for (const effect of outcome.effects.filter((e) => e.kind !== 'follow-up'))
          expect(seen, where).toContain(flat(effect.text));
        for (const next of outcome.followUps ?? []) expect(seen, where).toContain(flat(next.label));
        // Back to the list, on to the next test.
        terminal.keys('Escape');
        await terminal.waitFor(`${system.name}: tests`);
        terminal.keys('Down');
      }
      terminal.close();
    });
  }

  it('says what a small window leaves out, and what a tiny one shows', { timeout: 120_000 }, async () => {
    const terminal = startTerminal('fit-small', config.dir, { columns: 50, rows: 14 });
    terminals.push(terminal);
    await terminal.waitFor('❯ d20 roll-under');
    const list = await terminal.press('Enter', 'd20 roll-under: tests');
    expect(list).toContain('descriptions hidden');
    terminal.keys('Enter');
    const small = await terminal.waitFor(/Small window \(50x14\): odds hidden/);
    expect(small.split('\n').every((line) => [...line].length <= 50)).toBe(true);
    // Fields that do not fit are counted in the form's title.
    expect(small).toMatch(/Input \(1\/\d+: ↓ \d+ more\)/);
    terminal.keys('Enter');
    await terminal.waitFor('1 rolled');
    // The result takes its share and says what it hides, on a line of its own (drawn over nothing).
    const rolled = await terminal.waitFor(/more lines? below: PgDn/);
    expect(rolled).toMatch(/^↓ \d+ more lines? below: PgDn$/m);
    expect(rolled).toMatch(/^Input \(1\/\d+: ↓ \d+ more\)$/m);
    expect(rolled.split('\n').every((line) => [...line].length <= 50)).toBe(true);
    terminal.close();
    const tiny = startTerminal('fit-tiny', config.dir, { columns: 28, rows: 7 });
    terminals.push(tiny);
    await tiny.waitFor(/Too small \(28x7\): 34x10/);
    tiny.close();
  });

  it('wraps the header in a narrow window: the system, the test and the rolls are never cut', {
    timeout: 120_000,
  }, async () => {
    const terminal = startTerminal('fit-narrow', config.dir, { columns: 36, rows: 16 });
    terminals.push(terminal);
    await terminal.waitFor('❯ d20 roll-under');
    terminal.keys('Down');
    await terminal.waitFor('❯ 2d6 keep-two dice pool');
    await terminal.press('Enter', '2d6 keep-two dice pool: tests');
    terminal.keys('Down');
    await terminal.waitFor(/❯ .*Extended test/);
    terminal.keys('Enter');
    await terminal.waitFor(/Small window \(36x16\)/);
    terminal.keys('Enter');
    const rolled = await terminal.waitFor(/rolled/);
    const lines = rolled.split('\n');
    // The header's words follow each other across its break, then the screen goes on below it.
    const top = lines.slice(0, 2).join(' ').replace(/\s+/g, ' ');
    expect(top).toMatch(/^verdict · 2d6 keep-two dice pool › Extended test · 1 rolled/);
    expect(lines.every((line) => [...line].length <= 36)).toBe(true);
    expect(rolled).not.toContain('…');
    terminal.close();
  });
});
