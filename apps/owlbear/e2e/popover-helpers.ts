// Helpers for the popover inside the stand-in host page: the extension's frame, its log entries by seq, axe,
// and Owlbear's theme.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Frame, FrameLocator, Locator, Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const FAILING: readonly ImpactValue[] = ['serious', 'critical'];

/** The extension's popover frame (for locators). */
export const popover = (page: Page): FrameLocator => page.frameLocator('#popover');

/** The extension's frame itself (for evaluate: axe, focus, sizes). */
export function popoverFrame(page: Page): Frame {
  const frame = page.frames().find((f) => f.url().includes('/owlbear/') && !f.url().includes('background'));
  if (!frame) throw new Error('The extension frame is not loaded');
  return frame;
}

/** The log entry with this seq. */
export const entry = (page: Page, seq: number): Locator =>
  popover(page).locator(`.tabletop-entry[data-seq="${seq}"]`);

/** Waits until the popover is at the table, live. */
export async function atTheTable(page: Page): Promise<void> {
  await popover(page).getByRole('heading', { name: 'Log', level: 2 }).waitFor();
  await popover(page).getByText('Live', { exact: true }).waitFor();
}

/** The seq of the last entry whose text matches, once past `after` (a new entry, not an earlier one). */
export async function lastSeqWith(page: Page, text: string | RegExp, after = 0): Promise<number> {
  const items = popover(page).locator('.tabletop-entry').filter({ hasText: text });
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

/** The serious and critical violations axe finds in the extension's frame, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const frame = popoverFrame(page);
  // Through the DevTools protocol: the extension's Content-Security-Policy rightly blocks inline scripts.
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE);
  await frame.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const results = await frame.evaluate(() =>
    (
      window as unknown as {
        axe: { run: (context: Document, options: { resultTypes: string[] }) => Promise<AxeResults> };
      }
    ).axe.run(document, { resultTypes: ['violations'] }),
  );
  return results.violations
    .filter((v) => !!v.impact && FAILING.includes(v.impact))
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`,
    );
}

/** Owlbear's theme switched by its GM (the stand-in's), and the popover following it. */
export async function setOwlbearTheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((mode) => {
    (window as unknown as { standIn: { setTheme(mode: string): void } }).standIn.setTheme(mode);
  }, scheme.toUpperCase());
  await popover(page).locator(`html[data-theme="${scheme}"]`).waitFor({ state: 'attached' });
}
