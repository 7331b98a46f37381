// Helpers for the table tests: the server and a table's two browsers (the GM's and the player's own storage),
// the log's entries by seq, and the room's pages driven by their labels.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { connectChromium, type Harness, startHarness } from './harness.js';

/**
 * A second browser for another member: a connection of its own to the project's Chromium, whose contexts have
 * their own cookies and localStorage (and close with it). It was a second Chromium launched for each file.
 */
export function connectOtherBrowser(): Promise<Browser> {
  return connectChromium();
}

/** A table's server and two browsers: the GM's page (the harness's context) and the player's (a browser of its own). */
export interface Table {
  readonly harness: Harness;
  /** The player's browser (a connection of its own), for more contexts of other members. */
  readonly other: Browser;
  readonly playerContext: BrowserContext;
  readonly gm: Page;
  readonly player: Page;
  /** Every console error and uncaught page error of both pages (see recordErrors). */
  readonly errors: string[];
  close(): Promise<void>;
}

/**
 * The setup the table tests shared, one copy: the server and the two browsers start side by side, then the GM's
 * page (1280 x 900) and the player's (in a context with `player`'s options) open side by side, their errors
 * recorded. `env` goes to the server. Each page waits on conditions with a wide cap (60 s).
 *
 * @example
 * const table = await startTable({ player: { viewport: PHONE, isMobile: true, hasTouch: true } });
 * await openTable(table.gm, table.harness.baseUrl, 'Friday table', 'Ada');
 * await table.close();
 */
export async function startTable(
  options: { env?: Record<string, string>; player?: BrowserContextOptions } = {},
): Promise<Table> {
  const [started, connected] = await Promise.allSettled([
    startHarness({ env: options.env }),
    connectOtherBrowser(),
  ]);
  const stop = async () => {
    if (connected.status === 'fulfilled') await connected.value.close();
    if (started.status === 'fulfilled') await started.value.close();
  };
  if (started.status === 'rejected' || connected.status === 'rejected') {
    await stop();
    throw started.status === 'rejected' ? started.reason : (connected as PromiseRejectedResult).reason;
  }
  const harness = started.value;
  const other = connected.value;
  try {
    const [gm, [playerContext, player]] = await Promise.all([
      harness.newPage(),
      other.newContext(options.player).then(async (context) => {
        context.setDefaultTimeout(60_000);
        return [context, await context.newPage()] as const;
      }),
    ]);
    const errors: string[] = [];
    recordErrors([gm, player], errors);
    return { harness, other, playerContext, gm, player, errors, close: stop };
  } catch (error) {
    await stop();
    throw error;
  }
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
