// Issue 12: the web app plays through @verdict/core's play session, like the API and the CLI. Each test here
// failed before the app became a thin adapter over the session.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumFound, type Harness, requireChromium, startHarness } from './harness.js';
import { openTest, outcomeDice, outcomeLabel, playArea, status } from './page-helpers.js';

const contest = {
  attacker: { name: 'Guard', will: 12 },
  target: { name: 'Jokkler', will: 10 },
};

const link = (baseUrl: string, system: string, test: string, input: unknown, extra: string) =>
  `${baseUrl}#system=${system}&test=${test}&input=${Buffer.from(JSON.stringify(input)).toString('base64url')}&${extra}`;

const faces = (dice: readonly string[]) => dice.map((die) => Number(/showing (\d+)/.exec(die)?.[1]));

/** Plays the next round with generated dice until a round leaves the contest going (a fresh seed each time). */
async function firstRoundThatGoesOn(page: Page): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt++) {
    await playArea(page).getByRole('button', { name: 'Next round' }).click();
    await status(page)
      .getByText(/Round 1 played|\S/)
      .first()
      .waitFor();
    if ((await status(page).locator('.outcome-label').count()) === 0) return;
  }
  throw new Error('Every first round ended the contest');
}

describe.skipIf(!chromiumFound && !process.env.CI)('web app in Chromium: one play model', () => {
  let harness: Harness;
  beforeAll(async () => {
    requireChromium();
    harness = await startHarness();
  });
  afterAll(async () => harness?.close());

  it('(2) the same seed gives the same dice whole, round by round, and through the API', async () => {
    const page = await harness.newPage();
    const system = 'd20-roll-under';
    const test = 'directed-contest';
    await page.goto(link(harness.baseUrl, system, test, contest, 'seed=issue-12'));
    await outcomeLabel(page);
    const whole = faces(await outcomeDice(page));
    const rounds = await harness.newPage();
    await rounds.goto(link(harness.baseUrl, system, test, contest, 'mode=rounds&seed=issue-12'));
    await outcomeLabel(rounds);
    expect(faces(await outcomeDice(rounds))).toEqual(whole);
    const api = await page.evaluate(
      async ({ url, input }) => {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ input, seed: 'issue-12' }),
        });
        return (await response.json()) as { dice: { face: number }[] };
      },
      { url: `${harness.baseUrl}v1/systems/${system}/tests/${test}/resolve`, input: contest },
    );
    expect(api.dice.map((die) => die.face)).toEqual(whole);
    await page.close();
    await rounds.close();
  });

  it('(3) switching to another test or system clears the old outcome', async () => {
    const page = await harness.newPage();
    await openTest(page, harness.baseUrl, 'd20-roll-under', 'check');
    await playArea(page).getByRole('button', { name: 'Roll', exact: true }).click();
    await outcomeLabel(page);
    await page.getByLabel('Test', { exact: true }).selectOption('horror');
    await status(page).getByText('Roll to see the outcome.').waitFor({ timeout: 60_000 });
    expect(await status(page).locator('.outcome-label').count()).toBe(0);
    await playArea(page).getByRole('button', { name: 'Roll', exact: true }).click();
    await outcomeLabel(page);
    await page.getByLabel('System', { exact: true }).selectOption('2d6-pool');
    await status(page).getByText('Roll to see the outcome.').waitFor({ timeout: 60_000 });
    await page.close();
  });

  it('(4) a name edit keeps the play; a rules edit asks, restarts, and files the old play as abandoned', async () => {
    const page = await harness.newPage();
    await openTest(page, harness.baseUrl, 'd20-roll-under', 'directed-contest');
    await page
      .getByLabel('Start from an example')
      .selectOption({ label: 'The target resists twice, then the attacker fails' });
    await page.getByRole('switch', { name: 'I rolled real dice' }).check();
    await page.getByLabel(/Die 1: d20/).fill('4');
    await page.getByLabel(/Die 2: d20/).fill('2');
    await page.getByRole('button', { name: 'Play round 1 with these dice' }).click();
    await status(page).getByText('Round 1 played').waitFor();
    // A name is a label: the play goes on, round 1 kept.
    await page.getByRole('group', { name: 'Attacker' }).getByLabel(/^Name/).fill('Sir Guard');
    await status(page).getByText('Round 1 played').waitFor({ timeout: 60_000 });
    expect(await page.getByRole('list', { name: 'Rounds played' }).locator('.round').count()).toBe(1);
    // A modifier changes the rules: the app asks first; keeping the play undoes nothing played.
    await page
      .getByRole('group', { name: 'Attacker' })
      .getByRole('button', { name: /^Add modifier/ })
      .click();
    const ask = page.getByRole('alertdialog', { name: /rules/i });
    await ask.waitFor({ timeout: 60_000 });
    await ask.getByRole('button', { name: /Keep playing/ }).click();
    expect(await page.getByRole('list', { name: 'Rounds played' }).locator('.round').count()).toBe(1);
    // The GM adds it after all: the old play goes to history as abandoned, a new one starts with the modifier.
    await page
      .getByRole('group', { name: 'Attacker' })
      .getByRole('button', { name: /^Add modifier/ })
      .click();
    await page
      .getByRole('alertdialog', { name: /rules/i })
      .getByRole('button', { name: /Restart/ })
      .click();
    await status(page).getByText('Roll to see the outcome.').waitFor({ timeout: 60_000 });
    const history = page.getByRole('region', { name: 'History' });
    await history
      .getByText(/abandoned/i)
      .first()
      .waitFor({ timeout: 60_000 });
    expect(
      await page
        .getByRole('group', { name: 'Attacker' })
        .getByLabel(/^Amount/)
        .count(),
    ).toBe(1);
    await page.close();
  });

  it('(5) real dice after a generated round continue at round 2, and a refused submit keeps the faces', async () => {
    const page = await harness.newPage();
    await openTest(page, harness.baseUrl, 'd20-roll-under', 'directed-contest');
    await firstRoundThatGoesOn(page);
    await page.getByRole('switch', { name: 'I rolled real dice' }).check();
    // The attacker's 1 succeeds, so the target's die is needed: leaving it empty is refused by the engine.
    await page.getByLabel(/Die 1: d20/).fill('1');
    await page.getByRole('button', { name: 'Play round 2 with these dice' }).click();
    await playArea(page).locator('.field-error, .problem').first().waitFor({ timeout: 60_000 });
    expect(await page.getByLabel(/Die 1: d20/).inputValue()).toBe('1');
    expect(await page.getByRole('list', { name: 'Rounds played' }).locator('.round').count()).toBe(1);
    await page.getByLabel(/Die 2: d20/).fill('20');
    await page.getByRole('button', { name: 'Play round 2 with these dice' }).click();
    const rounds = playArea(page).locator('ol.rounds-log').first();
    // Round 2 may end the contest: its rounds are then under the outcome's "Round by round" disclosure.
    await rounds.locator('.round').nth(1).waitFor({ state: 'attached', timeout: 60_000 });
    expect(await rounds.locator('.round').count()).toBeGreaterThanOrEqual(2);
    expect(
      await rounds.locator('.round').nth(1).locator('[role="img"]').first().getAttribute('aria-label'),
    ).toBe('d20 showing 1, entered');
    await page.close();
  });

  it('(6) the Horror Check follow-up asks for real dice when real dice are on', async () => {
    const page = await harness.newPage();
    await openTest(page, harness.baseUrl, 'd20-roll-under', 'horror');
    await page.getByRole('switch', { name: 'I rolled real dice' }).check();
    await page.getByLabel(/Die 1: d20/).fill('14');
    await page.getByRole('button', { name: 'Resolve with these dice' }).click();
    expect(await outcomeLabel(page)).toBe('Horrified');
    await status(page)
      .getByRole('button', { name: /Recover|Roll Check/ })
      .click();
    expect(await page.getByLabel('Test', { exact: true }).inputValue()).toBe('check');
    await page.getByLabel(/Die 1: d20/).waitFor({ timeout: 60_000 });
    expect(await status(page).locator('.outcome-label').count()).toBe(0);
    await page.getByLabel(/Die 1: d20/).fill('3');
    await page.getByRole('button', { name: 'Resolve with these dice' }).click();
    await outcomeLabel(page);
    expect(await outcomeDice(page)).toEqual(['d20 showing 3, entered']);
    await page.close();
  });

  it('(7) the T13 Value Test (no dice) with real dice on still has a button that resolves it', async () => {
    const page = await harness.newPage();
    await openTest(page, harness.baseUrl, 't13', 'value');
    await page.getByRole('switch', { name: 'I rolled real dice' }).check();
    await playArea(page).getByText('This roll needs no dice.').waitFor();
    await playArea(page)
      .getByRole('button', { name: /^Resolve/ })
      .click({ timeout: 60_000 });
    expect((await outcomeLabel(page)).length).toBeGreaterThan(0);
    await page.close();
  });
});
