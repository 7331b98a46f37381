// The dice box (issue 18): any notation beside the game systems, loaded only when opened; a parse error points at
// its character; Roll shows every die with its marks; the exact odds come from the odds worker as a chart and a
// table with "At least" and "At most"; the address keeps the notation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumFound, type Harness, requireChromium, screenshot, startHarness } from './harness.js';

if (!chromiumFound && !process.env.CI) {
  console.warn('Skipping the dice box browser tests: Chromium not found (set CHROMIUM_PATH)');
}

describe.skipIf(!chromiumFound && !process.env.CI)('web app in Chromium: the dice box', () => {
  let harness: Harness;
  beforeAll(async () => {
    requireChromium();
    harness = await startHarness();
  });
  afterAll(async () => harness?.close());

  it('opens from the page links, loading its chunk only then, and shows the exact odds of 2d20kh1+5', async () => {
    const page = await harness.newPage();
    const scripts: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(harness.baseUrl);
      await page.getByRole('list', { name: 'Odds of each outcome' }).waitFor();
      expect(scripts.filter((url) => /dice-box-page/.test(url))).toEqual([]);
      await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Dice box' }).click();
      const notation = page.getByLabel('Dice notation');
      await notation.waitFor();
      expect(scripts.filter((url) => /dice-box-page/.test(url))).toHaveLength(1);
      expect(await notation.inputValue()).toBe('2d20kh1+5');
      const odds = page.getByRole('region', { name: 'Exact odds' });
      const headline = odds.getByLabel('Headline odds');
      await headline.getByText('18.825').waitFor();
      await odds
        .getByRole('img', { name: /^Chart of Totals: 20 columns from 6 to 25; the most likely is 25/ })
        .waitFor();
      await odds.getByText(/^Table: Totals \(20 rows, with at least and at most\)$/).click();
      const row = odds
        .getByRole('table', { name: 'Totals' })
        .getByRole('row')
        .filter({
          has: page.getByRole('rowheader', { name: '25', exact: true }),
        });
      // A total of 25 needs a 20 on either die: 39/400 (9.75%); at least 25 is the same, at most 25 is certain.
      expect(await row.getByRole('cell').allTextContents()).toEqual(['9.8%', '9.8%', '100%']);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('points at a mistake, rolls with every die marked, and keeps the notation across a reload', async () => {
    const page = await harness.newPage({ width: 360, height: 740 });
    try {
      await page.goto(`${harness.baseUrl}#/dice`);
      const notation = page.getByLabel('Dice notation');
      await notation.fill('4d6!kh3>');
      expect(await notation.getAttribute('aria-invalid')).toBe('true');
      const error = page.locator('#notation-error');
      expect(await error.locator('p').textContent()).toMatch(/^`>` at 8: a compare point needs a number/);
      expect(await error.locator('.notation-caret').textContent()).toBe('4d6!kh3>\n       ^');
      expect(await page.getByRole('button', { name: 'Roll' }).isDisabled()).toBe(true);
      await page
        .getByRole('region', { name: 'Exact odds' })
        .getByText('Fix the notation to see its odds.')
        .waitFor();

      await notation.fill('4d6!kh3');
      expect(await notation.getAttribute('aria-invalid')).toBeNull();
      await page.getByRole('region', { name: 'Exact odds' }).getByLabel('Headline odds').waitFor();
      await page.getByRole('button', { name: 'Roll' }).click();
      const rolled = page.getByRole('status', { name: 'Dice rolled' });
      const dice = await rolled
        .getByRole('img')
        .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('aria-label')!));
      // Four dice at least (more when a 6 explodes), three kept, every other one marked dropped.
      expect(dice.length).toBeGreaterThanOrEqual(4);
      expect(dice.filter((name) => name.includes('dropped'))).toHaveLength(dice.length - 3);
      for (const name of dice) expect(name).toMatch(/^d6 showing [1-6](: .+)?$/);
      const total = Number(await rolled.locator('.dice-box-total strong').textContent());
      const kept = dice
        .filter((name) => !name.includes('dropped'))
        .map((name) => Number(/showing (\d)/.exec(name)![1]));
      expect(total).toBe(kept.reduce((a, b) => a + b, 0));
      await screenshot(page, 'dice-box-phone');

      expect(new URL(page.url()).hash).toBe('#/dice?notation=4d6%21kh3');
      await page.reload();
      expect(await page.getByLabel('Dice notation').inputValue()).toBe('4d6!kh3');
    } finally {
      await page.close();
    }
  });
});
