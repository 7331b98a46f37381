// Heavy odds never freeze the page (issue 18): the odds are computed in a Web Worker, "Computing the odds…" is
// said while they take long, the page takes typing and clicks meanwhile, and an input replaced before its odds
// came never shows them. The expensive input is a real one: a 2d6 extended test at Difficulty 11 needing 600
// progress over up to 10,000 turns (about 120,000,000 steps, near the engine's cost limit of 125,000,000).
import { createRegistry, oddsTest } from '@verdict/core';
import { formatNumber } from '@verdict/form';
import { twoD6Pool } from '@verdict/system-2d6-pool';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumFound, type Harness, requireChromium, screenshot, startHarness } from './harness.js';
import { openTest } from './page-helpers.js';

const grog = { name: 'Grog', rating: 2, bonusDice: 1, penaltyDice: 1 };
const ulla = { name: 'Ulla', rating: 1 };
const expensive = { difficulty: 11, progressRequired: 600, participants: [grog, ulla], maxTurns: 10_000 };
const cheap = { ...expensive, progressRequired: 6 };

/** The expected turns of an input as the panel prints them, from the engine itself. */
function expectedTurnsText(input: unknown): string {
  const registry = createRegistry([twoD6Pool]);
  const odds = oddsTest(registry, { system: '2d6-pool', test: 'extended', input });
  return formatNumber(odds.expectedTurns as number, 'number');
}

/** Counts the workers the page makes and terminates (the browser's own Worker, wrapped before the app loads). */
async function countWorkers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Native = window.Worker;
    const counts = { made: 0, terminated: 0 };
    (window as unknown as { workerCounts: typeof counts }).workerCounts = counts;
    window.Worker = class extends Native {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        counts.made++;
      }
      override terminate(): void {
        counts.terminated++;
        super.terminate();
      }
    };
  });
}

if (!chromiumFound && !process.env.CI) {
  console.warn('Skipping the odds worker browser tests: Chromium not found (set CHROMIUM_PATH)');
}

describe.skipIf(!chromiumFound && !process.env.CI)('web app in Chromium: odds in a worker', () => {
  let harness: Harness;
  beforeAll(async () => {
    requireChromium();
    harness = await startHarness();
  });
  afterAll(async () => harness?.close());

  it('stays responsive during heavy odds, and never shows the odds of an input already replaced', async () => {
    const page = await harness.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await countWorkers(page);
      await openTest(page, harness.baseUrl, '2d6-pool', 'extended');
      const odds = page.getByRole('region', { name: 'Odds' });
      await odds.getByLabel('Headline odds').waitFor();
      await page.getByLabel(/^Max turns/).fill('10000');
      await page.getByLabel(/^Difficulty/).fill('11');
      await page.getByLabel(/^Progress required/).fill('6');
      const cheapTurns = expectedTurnsText(cheap);
      await odds.getByText(cheapTurns, { exact: true }).first().waitFor();
      await page.waitForFunction(
        () => document.querySelector('section.odds .odds-content')?.getAttribute('aria-busy') === 'false',
      );

      // From now on the page notes, with times, every text the odds show, when they are busy, and each keystroke
      // and click it handles.
      await page.evaluate(() => {
        const log = {
          seen: [] as [number, string][],
          busy: [] as [number, boolean][],
          handled: [] as number[],
          longTasks: [] as number[],
        };
        (window as unknown as { oddsLog: typeof log }).oddsLog = log;
        const region = document.querySelector('section.odds')!;
        new MutationObserver(() => {
          log.seen.push([performance.now(), region.textContent ?? '']);
          const busy = region.querySelector('.odds-content')?.getAttribute('aria-busy') === 'true';
          if (log.busy.at(-1)?.[1] !== busy) log.busy.push([performance.now(), busy]);
        }).observe(region, { subtree: true, childList: true, characterData: true, attributes: true });
        document.addEventListener('input', () => log.handled.push(performance.now()), true);
        document.addEventListener('click', () => log.handled.push(performance.now()), true);
        // Every task that held the main thread 50 ms or more.
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) log.longTasks.push(entry.duration);
        }).observe({ type: 'longtask' });
      });

      // The heavy input, replaced at once, before its odds came: the worker busy with them is terminated, and
      // they never show.
      await page.getByLabel(/^Progress required/).fill(String(expensive.progressRequired));
      await page.getByLabel(/^Progress required/).fill('6');
      await page.waitForFunction(
        () => document.querySelector('section.odds .odds-content')?.getAttribute('aria-busy') === 'false',
      );
      await odds.getByText(cheapTurns, { exact: true }).first().waitFor();
      // Give a stale answer every chance to arrive (it would take a few tenths of a second), then look at the log.
      await page.waitForTimeout(2_000);
      type Log = {
        seen: [number, string][];
        busy: [number, boolean][];
        handled: number[];
        longTasks: number[];
      };
      const readLog = () => page.evaluate(() => (window as unknown as { oddsLog: Log }).oddsLog);
      const expensiveTurns = expectedTurnsText(expensive);
      expect((await readLog()).seen.filter(([, text]) => text.includes(expensiveTurns))).toEqual([]);
      expect(await odds.textContent()).toContain(cheapTurns);
      const counts = await page.evaluate(
        () => (window as unknown as { workerCounts: { made: number; terminated: number } }).workerCounts,
      );
      expect(counts.terminated).toBeGreaterThanOrEqual(1);
      expect(counts.made).toBe(counts.terminated + 1);

      // The heavy input again, left alone this time, and meanwhile typing and a click elsewhere (saving a
      // character): the page handles them while the odds are worked out, not after.
      await page.getByLabel(/^Progress required/).fill(String(expensive.progressRequired));
      const asked = (await readLog()).handled.at(-1)!;
      await page.getByLabel('Save this input as').pressSequentially('Grog');
      await page.getByRole('button', { name: 'Save character' }).click();
      await page.getByText('Grog', { exact: true }).first().waitFor();
      await odds.getByText(expensiveTurns, { exact: true }).first().waitFor({ timeout: 60_000 });
      const log = await readLog();
      const came = log.seen.find(([time, text]) => time > asked && text.includes(expensiveTurns))![0];
      const whileBusy = log.handled.filter((time) => time > asked && time < came);
      // Typing was handled before the odds came (with the odds computed in the page, every event would wait for them).
      expect(whileBusy.length).toBeGreaterThanOrEqual(1);
      // However fast the machine, no task held the main thread for most of the time the heavy odds took to come:
      // they were worked out elsewhere (computed in the page, one task would take all of that time; the margin is
      // for a busy machine's odd pause).
      expect(Math.max(0, ...log.longTasks)).toBeLessThan((came - asked) * 0.8);
      expect(errors).toEqual([]);
      await screenshot(page, 'odds-extended-10000-turns');
    } finally {
      await page.close();
    }
  });

  it('shows the odds of a 10,000-turn extended test as a chart and a paged table, the page staying small', async () => {
    const page = await harness.newPage();
    try {
      await openTest(page, harness.baseUrl, '2d6-pool', 'extended');
      await page.getByLabel(/^Max turns/).fill('10000');
      await page.getByLabel(/^Difficulty/).fill('11');
      await page.getByLabel(/^Progress required/).fill('50');
      const odds = page.getByRole('region', { name: 'Odds' });
      await odds.getByRole('img', { name: /^Chart of Turns: / }).waitFor();
      await odds.getByText(/^Table: Turns \(10,000 rows, with at least and at most\)$/).click();
      const table = odds.getByRole('table', { name: 'Turns, rows 1 to 50 of 10,000' });
      await table.waitFor();
      expect(await table.locator('tbody tr').count()).toBe(50);
      expect(await odds.locator('rect').count()).toBeLessThanOrEqual(60);
      await odds.getByRole('button', { name: 'Last' }).click();
      await odds.getByRole('table', { name: 'Turns, rows 9,951 to 10,000 of 10,000' }).waitFor();
      expect(await page.locator('tr').count()).toBeLessThan(200);
      expect(await odds.locator('pre, code').count()).toBe(0);
    } finally {
      await page.close();
    }
  });
  it("on a phone, the action bar's odds line says they are being computed, never the earlier input's", async () => {
    const page = await harness.newPage({ width: 360, height: 740 });
    try {
      await openTest(page, harness.baseUrl, '2d6-pool', 'extended');
      const line = page.locator('.action-bar .odds-summary');
      await line.getByText(/^Odds: Success /).waitFor();
      await page.getByLabel(/^Max turns/).fill('10000');
      await page.getByLabel(/^Difficulty/).fill('11');
      await page.getByLabel(/^Progress required/).fill('6');
      await page.waitForFunction(
        () => document.querySelector('.action-bar .odds-summary')?.getAttribute('aria-busy') === 'false',
      );
      // Every text the line shows from now on, with whether it was busy then.
      await page.evaluate(() => {
        const seen: [boolean, string][] = [];
        (window as unknown as { summaryLog: typeof seen }).summaryLog = seen;
        const bar = document.querySelector('.action-bar')!;
        new MutationObserver(() => {
          const summary = bar.querySelector('.odds-summary');
          seen.push([summary?.getAttribute('aria-busy') === 'true', summary?.textContent ?? '']);
        }).observe(bar, { subtree: true, childList: true, characterData: true, attributes: true });
      });
      await page.getByLabel(/^Progress required/).fill(String(expensive.progressRequired));
      // However quick the worker, its answer comes after a render: the line is busy at least once meanwhile.
      await page.waitForFunction(() =>
        (window as unknown as { summaryLog: [boolean, string][] }).summaryLog.some(([isBusy]) => isBusy),
      );
      await page.waitForFunction(
        () => document.querySelector('.action-bar .odds-summary')?.getAttribute('aria-busy') === 'false',
        undefined,
        { timeout: 60_000 },
      );
      expect(await line.locator('.odds-summary-text').textContent()).toMatch(/^Odds: Success [<>\d]/);
      const seen = await page.evaluate(
        () => (window as unknown as { summaryLog: [boolean, string][] }).summaryLog,
      );
      const busy = seen.filter(([isBusy]) => isBusy);
      expect(busy.length).toBeGreaterThanOrEqual(1);
      // While busy, not one number: only the words.
      expect(busy.filter(([, text]) => text !== 'Computing the odds…')).toEqual([]);
      await screenshot(page, 'odds-summary-phone');
    } finally {
      await page.close();
    }
  });

  it('fits a 360 px phone with every odds table open: a wide table scrolls in its frame, not the page', async () => {
    const page = await harness.newPage({ width: 360, height: 740 });
    try {
      for (const [system, test] of [
        ['d20-roll-under', 'directed-contest'],
        ['t13', 'dice'],
        ['2d6-pool', 'check'],
      ] as const) {
        await openTest(page, harness.baseUrl, system, test);
        await page.getByRole('region', { name: 'Odds' }).getByLabel('Headline odds').waitFor();
        await page.evaluate(() => {
          for (const details of document.querySelectorAll('details')) details.open = true;
        });
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${system}/${test}`).toBeLessThanOrEqual(360);
      }
      await screenshot(page, 'odds-tables-phone');
    } finally {
      await page.close();
    }
  });
});
