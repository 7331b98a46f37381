// Helpers for the popover inside the stand-in host page: the extension's frame, its log entries by seq.
import type { Frame, FrameLocator, Locator, Page } from 'playwright-core';

/** The extension's popover frame (for locators). */
export const popover = (page: Page): FrameLocator => page.frameLocator('#popover');

/** The extension's frame itself (for evaluate: axe, focus, sizes). */
export function popoverFrame(page: Page): Frame {
  const frame = page.frames().find((f) => f.url().includes('/owlbear/'));
  if (!frame) throw new Error('The extension frame is not loaded');
  return frame;
}

/** The log entry with this seq. */
export const entry = (page: Page, seq: number): Locator =>
  popover(page).locator(`.owlbear-entry[data-seq="${seq}"]`);

/** Waits until the popover is at the table, live. */
export async function atTheTable(page: Page): Promise<void> {
  await popover(page).getByRole('heading', { name: 'Log', level: 2 }).waitFor();
  await popover(page).getByText('Live', { exact: true }).waitFor();
}

/** The seq of the last entry whose text matches, once past `after` (a new entry, not an earlier one). */
export async function lastSeqWith(page: Page, text: string | RegExp, after = 0): Promise<number> {
  const items = popover(page).locator('.owlbear-entry').filter({ hasText: text });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const count = await items.count();
    if (count > 0) {
      const seq = Number(await items.nth(count - 1).getAttribute('data-seq'));
      if (seq > after) return seq;
    }
    if (Date.now() > deadline) throw new Error(`no entry with ${String(text)} after #${after} within 60 s`);
    await page.waitForTimeout(50);
  }
}

/** Rolls the form's current test with a visibility. */
export async function roll(page: Page, visibility: 'public' | 'outcome' | 'blind' | 'gm'): Promise<void> {
  await popover(page).getByLabel('Who sees it').selectOption(visibility);
  await popover(page).getByRole('button', { name: 'Roll into the log' }).click();
}
