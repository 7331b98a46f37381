import type { Locator, Page } from 'playwright-core';

/** The play area (the region named by its "Roll" heading). */
export function playArea(page: Page): Locator {
  return page.getByRole('region', { name: 'Roll' });
}

/** The live region the outcome is announced in. */
export function status(page: Page): Locator {
  return playArea(page).getByRole('status');
}

/** Opens the app and picks a system and a test by id. */
export async function openTest(page: Page, baseUrl: string, system: string, test: string): Promise<void> {
  await page.goto(baseUrl);
  await page.getByLabel('System', { exact: true }).selectOption(system);
  await page.getByLabel('Test', { exact: true }).selectOption(test);
  await page.getByRole('list', { name: 'Odds of each outcome' }).waitFor();
}

/** The outcome label announced after a roll. */
export async function outcomeLabel(page: Page): Promise<string> {
  return (await status(page).locator('.outcome-label').textContent({ timeout: 60_000 })) ?? '';
}

/** The dice of the announced outcome, as their accessible names ("d20 showing 15"). */
export async function outcomeDice(page: Page): Promise<string[]> {
  return status(page)
    .getByRole('img')
    .evaluateAll((dice) => dice.map((die) => die.getAttribute('aria-label') ?? ''));
}
