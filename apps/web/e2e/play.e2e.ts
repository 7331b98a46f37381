import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumFound, type Harness, requireChromium, screenshot, startHarness } from './harness.js';
import { openTest, outcomeDice, outcomeLabel, playArea, status } from './page-helpers.js';

if (!chromiumFound && !process.env.CI) {
  console.warn(
    'Skipping the web browser tests: Chromium not found (set CHROMIUM_PATH or apt-get install chromium)',
  );
}

describe.skipIf(!chromiumFound && !process.env.CI)('web app in Chromium: play', () => {
  let harness: Harness;
  beforeAll(async () => {
    requireChromium();
    harness = await startHarness();
  });
  afterAll(async () => harness?.close());

  it.each([
    ['d20-roll-under', 'check'],
    ['2d6-pool', 'check'],
    ['t13', 'value'],
  ])('plays %s/%s: odds, Roll, an outcome with dice and steps', async (system, test) => {
    const page = await harness.newPage();
    await openTest(page, harness.baseUrl, system, test);
    const odds = page.getByRole('list', { name: 'Odds of each outcome' }).getByRole('listitem');
    expect(await odds.count()).toBeGreaterThanOrEqual(1);
    await playArea(page).getByRole('button', { name: 'Roll', exact: true }).click();
    expect((await outcomeLabel(page)).length).toBeGreaterThan(0);
    expect(await status(page).locator('.steps li').count()).toBeGreaterThan(0);
    await screenshot(page, `desktop-${system}-${test}`);
    await page.close();
  });

  it("enters Olaf's dice (15) and sees Failure", async () => {
    const page = await harness.newPage();
    await openTest(page, harness.baseUrl, 'd20-roll-under', 'check');
    await page.getByLabel('Start from an example').selectOption({ label: 'Olaf fishes with poor tackle' });
    await page.getByRole('switch', { name: 'I rolled real dice' }).check();
    await playArea(page)
      .getByText(/^Roll 1d20 \(Fishing\)/)
      .waitFor();
    await page.getByLabel(/Die 1: d20/).fill('15');
    await page.getByRole('button', { name: 'Resolve with these dice' }).click();
    expect(await outcomeLabel(page)).toBe('Failure');
    expect(await outcomeDice(page)).toEqual(['d20 showing 15, entered']);
    expect(await status(page).locator('.fact', { hasText: 'Margin' }).textContent()).toBe('Margin-6');
    await screenshot(page, 'desktop-real-dice-olaf');
    await page.close();
  });

  it('plays a Directed Contest of Wills round by round to its end', async () => {
    const page = await harness.newPage();
    await openTest(page, harness.baseUrl, 'd20-roll-under', 'directed-contest');
    const next = playArea(page).getByRole('button', { name: 'Next round' });
    const ended = async () => (await status(page).locator('.outcome-label').count()) === 1;
    const played = () => page.getByRole('list', { name: 'Rounds played' }).locator('.round').count();
    // Each click plays one round: wait (wide cap, no clock) until it is listed or the contest has ended.
    for (let round = 1; round <= 25; round++) {
      await next.click();
      await expect
        .poll(async () => (await ended()) || (await played()) === round, { timeout: 60_000, interval: 50 })
        .toBe(true);
      if (await ended()) break;
    }
    expect((await outcomeLabel(page)).length).toBeGreaterThan(0);
    await screenshot(page, 'desktop-contest-rounds');
    // The same contest with real dice, round by round: 4 and 2 (the target's critical success), then 9 against
    // 12 - 5: the attack fails in round 2. The target's die in round 2 is not needed and is left empty.
    await page
      .getByLabel('Start from an example')
      .selectOption({ label: 'The target resists twice, then the attacker fails' });
    await page.getByRole('switch', { name: 'I rolled real dice' }).check();
    await page.getByLabel(/Die 1: d20/).fill('4');
    await page.getByLabel(/Die 2: d20/).fill('2');
    await page.getByRole('button', { name: 'Play round 1 with these dice' }).click();
    await status(page).getByText('Round 1 played').waitFor();
    await page.getByLabel(/Die 1: d20/).fill('9');
    await page.getByRole('button', { name: 'Play round 2 with these dice' }).click();
    expect(await outcomeLabel(page)).toBe('Attack fails');
    expect(await outcomeDice(page)).toEqual([
      'd20 showing 4, entered',
      'd20 showing 2, entered',
      'd20 showing 9, entered',
    ]);
    await page.close();
  });

  it('opens a share link and sees the same outcome', async () => {
    const page = await harness.newPage();
    await openTest(page, harness.baseUrl, '2d6-pool', 'check');
    await playArea(page).getByRole('button', { name: 'Roll', exact: true }).click();
    const label = await outcomeLabel(page);
    const dice = await outcomeDice(page);
    const steps = await status(page).locator('.steps li').allTextContents();
    const href = await playArea(page).getByRole('link', { name: 'Share link' }).getAttribute('href');
    expect(href).toMatch(/#system=2d6-pool&test=check&input=[A-Za-z0-9_-]+&seed=[0-9a-f]+$/);
    const other = await harness.newPage();
    await other.goto(href!);
    expect(await outcomeLabel(other)).toBe(label);
    expect(await outcomeDice(other)).toEqual(dice);
    expect(await status(other).locator('.steps li').allTextContents()).toEqual(steps);
    expect(await status(other).locator('.outcome-title').textContent()).toContain('Shared roll');
    await screenshot(other, 'desktop-shared-roll');
    await page.close();
    await other.close();
  });

  it('replays a round-by-round contest from its share link', async () => {
    const page = await harness.newPage();
    await openTest(page, harness.baseUrl, 'd20-roll-under', 'mutual-contest');
    const next = playArea(page).getByRole('button', { name: 'Next round' });
    for (
      let round = 1;
      round <= 30 && (await status(page).locator('.outcome-label').count()) === 0;
      round++
    ) {
      await next.click();
    }
    const label = await outcomeLabel(page);
    const dice = await outcomeDice(page);
    const href = await playArea(page).getByRole('link', { name: 'Share link' }).getAttribute('href');
    expect(href).toContain('mode=rounds');
    const other = await harness.newPage();
    await other.goto(href!);
    expect(await outcomeLabel(other)).toBe(label);
    expect(await outcomeDice(other)).toEqual(dice);
    await page.close();
    await other.close();
  });
});
