// Chart labels never overlap (issue 37, B10, U10, N10): in every chart of every example of every test in solo play,
// at 1280 px and on a 390 px phone, the labels under the columns (the edges and "most likely") do not overlap one
// another, "most likely" stays within the chart, and the value axis' labels are beside the columns, never on them.
// A chart of at most 12 columns names each column under it (N10). Checked by the labels' bounding boxes in Chromium. In the same walk (issue 37, U12): every select shows its chosen
// words whole ("-5 on the other sid", "Mutual Contest o" were cut), measured with the select's own font, and the
// example menu says which example the input is (below it, in full: a select cannot wrap a long title).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumFound, type Harness, requireChromium, startHarness } from './harness.js';
import { PHONE } from './phone-screen.js';

/**
 * One example's state, read in one round trip (it was eight, per example, for about a hundred examples): every
 * disclosure opened first, then the number of charts, every overlap in them and every cut select (one line each,
 * empty when none), and the example the menu says the input is.
 */
function inspect(page: Page): Promise<{ charts: number; found: string[]; shown: string }> {
  return page.evaluate(() => {
    for (const details of document.querySelectorAll('details')) details.open = true;
    const found: string[] = [];
    const cross = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
    const charts = document.querySelectorAll<HTMLElement>('.odds-chart');
    for (const chart of charts) {
      const name = chart.querySelector('svg')?.getAttribute('aria-label')?.slice(0, 60) ?? '?';
      const svg = chart.querySelector('svg')!.getBoundingClientRect();
      const labels = [
        ...chart.querySelectorAll<HTMLElement>(
          '.odds-chart-axis > span:not(.odds-chart-mode-row):not(.odds-chart-ticks), .odds-chart-tick, .odds-chart-mode',
        ),
      ];
      // A short chart (at most 12 columns) names every column under it (N10: T13's Levels named 2 of 5).
      const columns = [...chart.querySelectorAll<SVGRectElement>('svg rect')].map((rect) =>
        rect.getBoundingClientRect(),
      );
      const ticks = [...chart.querySelectorAll<HTMLElement>('.odds-chart-tick')];
      if (columns.length <= 12) {
        const under = columns.filter((column) =>
          ticks.some((tick) => {
            const box = tick.getBoundingClientRect();
            const middle = (box.left + box.right) / 2;
            return middle >= column.left - 0.5 && middle <= column.right + 0.5;
          }),
        );
        if (under.length !== columns.length)
          found.push(`${name}: ${under.length} of ${columns.length} columns named under them`);
      }
      for (let i = 0; i < labels.length; i++)
        for (let j = i + 1; j < labels.length; j++)
          if (cross(labels[i]!.getBoundingClientRect(), labels[j]!.getBoundingClientRect()))
            found.push(`${name}: "${labels[i]!.textContent}" overlaps "${labels[j]!.textContent}"`);
      const mode = chart.querySelector('.odds-chart-mode')?.getBoundingClientRect();
      if (mode && (mode.left < svg.left - 0.5 || mode.right > svg.right + 0.5))
        found.push(`${name}: "most likely" runs past the chart`);
      for (const scale of chart.querySelectorAll<HTMLElement>('.odds-chart-scale > span'))
        if (cross(scale.getBoundingClientRect(), svg))
          found.push(`${name}: axis label "${scale.textContent}" on the columns`);
    }
    // Every select whose chosen words are wider than the room inside it (its padding and arrow left out).
    const context = document.createElement('canvas').getContext('2d')!;
    for (const select of document.querySelectorAll<HTMLSelectElement>('select')) {
      if (select.offsetParent === null) continue;
      const style = getComputedStyle(select);
      context.font = style.font;
      const text = select.selectedOptions[0]?.textContent ?? '';
      const room =
        select.clientWidth -
        Number.parseFloat(style.paddingLeft) -
        Number.parseFloat(style.paddingRight) -
        20;
      if (context.measureText(text).width > room)
        found.push(`select ${select.id}: "${text}" cut at ${Math.round(room)} px`);
    }
    const shown = document.querySelector('#example-now')?.getAttribute('data-example') ?? 'none';
    return { charts: charts.length, found, shown };
  });
}

/** Every option of a select, by value. */
const options = (page: Page, label: string) =>
  page
    .getByLabel(label, { exact: true })
    .evaluate((select) =>
      [...(select as HTMLSelectElement).options].map((o) => o.value).filter((v) => v !== ''),
    );

describe.skipIf(!chromiumFound && !process.env.CI)('chart labels, in Chromium', () => {
  let harness: Harness;

  beforeAll(async () => {
    requireChromium();
    harness = await startHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  for (const [screenName, size] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', PHONE],
  ] as const) {
    it(`never overlaps in any chart of any example, on a ${screenName}`, async () => {
      const page = await harness.newPage(size);
      await page.goto(harness.baseUrl);
      // The page opens on the first example, and the menu says so.
      const shownExample = () =>
        page
          .locator('#example-now')
          .getAttribute('data-example', { timeout: 1000 })
          .catch(() => 'none');
      // A wide cap: expect.poll's default (1 s) measured how fast the page loads (it failed at load 55).
      await expect.poll(shownExample, { timeout: 60_000 }).toBe('0');
      const found: string[] = [];
      let charts = 0;
      for (const system of await options(page, 'System')) {
        await page.getByLabel('System', { exact: true }).selectOption(system);
        for (const test of await options(page, 'Test')) {
          await page.getByLabel('Test', { exact: true }).selectOption(test);
          for (const example of await options(page, 'Start from an example')) {
            await page.getByLabel('Start from an example', { exact: true }).selectOption(example);
            await page.getByRole('list', { name: 'Odds of each outcome' }).first().waitFor();
            await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
            const seen = await inspect(page);
            charts += seen.charts;
            found.push(...seen.found.map((line) => `${system}/${test} #${example}: ${line}`));
            const shown = seen.shown;
            if (shown !== example)
              found.push(`${system}/${test} #${example}: the menu says example ${shown}`);
          }
        }
      }
      expect(charts).toBeGreaterThan(10);
      expect(found).toEqual([]);
      await page.close();
    });
  }
});
