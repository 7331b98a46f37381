// Helpers for the table tests: a second, separate browser (the player's own storage), the log's entries by
// seq, and the room's pages driven by their labels.
import type { Browser, Page } from 'playwright-core';
import { connectChromium } from './harness.js';

/**
 * A second browser for another member: a connection of its own to the project's Chromium, whose contexts have
 * their own cookies and localStorage (and close with it). It was a second Chromium launched for each file.
 */
export function connectOtherBrowser(): Promise<Browser> {
  return connectChromium();
}

/** The log entry with this seq. */
export const entry = (page: Page, seq: number) => page.locator(`.entries > li[data-seq="${seq}"]`);

/** The seq of the last entry of the log whose text matches, once it is past `after` (a new entry, not an earlier one). */
export async function lastSeqWith(page: Page, text: string | RegExp, after = 0): Promise<number> {
  const items = page.locator('.entries > li').filter({ hasText: text });
  const deadline = Date.now() + 60_000;
  // Polled, not one wait: right after a click the page may still show only an earlier entry with the same text.
  for (;;) {
    if ((await items.count()) > 0) {
      const seq = Number(await items.last().getAttribute('data-seq'));
      if (seq > after) return seq;
    }
    if (Date.now() > deadline) throw new Error(`no entry with ${String(text)} after #${after} within 60 s`);
    await page.waitForTimeout(50);
  }
}

/** Opens a table as GM; returns the join link. */
export async function openTable(page: Page, baseUrl: string, table: string, gm: string): Promise<string> {
  await page.goto(`${baseUrl}#/table`);
  await page.getByLabel('Table name').fill(table);
  await page.getByLabel('Your name (GM)').fill(gm);
  await page.getByRole('button', { name: 'Open the table' }).click();
  const link = (await page.locator('.invite-link').textContent({ timeout: 60_000 })) ?? '';
  await page.getByRole('link', { name: 'Enter the room' }).click();
  await page.getByRole('heading', { name: table, level: 1 }).waitFor();
  await page.getByText('Live', { exact: true }).waitFor();
  return link;
}

/** Joins by the link with a name. */
export async function joinByLink(page: Page, link: string, name: string, table: string): Promise<void> {
  await page.goto(link);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await page.getByRole('heading', { name: table, level: 1 }).waitFor();
  await page.getByText('Live', { exact: true }).waitFor();
}

/** Collects every console error and uncaught page error of `pages` into `errors` (each test then expects none). */
export function recordErrors(pages: readonly Page[], errors: string[]): void {
  for (const page of pages) {
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
  }
}
