// Where things are on a phone's screen: inside the viewport, and on top there (not under a fixed bar), and a tap
// at an element's centre by the touchscreen (no scrolling first, as a finger cannot scroll to what it taps).
import type { Locator, Page } from 'playwright-core';

export const PHONE = { width: 390, height: 844 };

/** Whether the element is wholly inside the viewport (to a pixel) and is what a finger at its centre would touch. */
export async function onScreen(locator: Locator): Promise<boolean> {
  await locator.waitFor();
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    // A pixel's leeway: scrolling to an element may leave it a fraction of a pixel past the edge.
    const inside =
      box.top >= -1 && box.left >= -1 && box.bottom <= innerHeight + 1 && box.right <= innerWidth + 1;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return inside && !!hit && element.contains(hit);
  });
}

/** Waits until the element is on screen (see onScreen), or fails after a wide cap. */
export async function waitOnScreen(page: Page, locator: Locator, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await onScreen(locator))) {
    if (Date.now() > deadline) {
      const where = await locator.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return `top ${box.top}, bottom ${box.bottom} of ${innerHeight}; at its centre: ${hit?.outerHTML.slice(0, 120)}`;
      });
      throw new Error(`${what} is not on screen within 60 s (${where})`);
    }
    await page.waitForTimeout(50);
  }
}

/** A tap at the element's centre where it is now: fails if it is not on screen. */
export async function tapWhereItIs(page: Page, locator: Locator, what: string): Promise<void> {
  if (!(await onScreen(locator))) throw new Error(`${what} is not on screen to tap`);
  const box = (await locator.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}
