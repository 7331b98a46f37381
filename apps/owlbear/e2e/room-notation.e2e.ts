// Issue 36: plain dice notation from the Owlbear popover's roll form, on the real server inside the stand-in
// host: a player rolls 4d6kh3 with its exact odds, the GM's popover shows it by its name with its total, and the
// GM's secret 2d6+3 is sealed in the player's popover.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumFound, requireChromium } from '../../web/e2e/harness.js';
import { type OwlbearHarness, startOwlbearHarness } from './harness.js';
import { atTheTable, entry, lastSeqWith, popover, roll } from './popover-helpers.js';

describe.skipIf(!chromiumFound && !process.env.CI)('notation rolls in the Owlbear popover', () => {
  let harness: OwlbearHarness;

  beforeAll(async () => {
    requireChromium();
    harness = await startOwlbearHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('rolls 4d6kh3 and a secret 2d6+3 from the popover', async () => {
    const gm = await harness.open({ id: 'obr-gm', name: 'Ada', role: 'GM' });
    await atTheTable(gm.page);
    const grog = await harness.open({ id: 'obr-grog', name: 'Grog', role: 'PLAYER' });
    await atTheTable(grog.page);

    const form = popover(grog.page).getByRole('region', { name: 'Roll' });
    await form.locator('#room-roll-system').selectOption('dice');
    await form.getByLabel(/^Dice/).fill('4d6kh3');
    await form.getByLabel(/^Name/).fill('Strength');
    await form
      .getByText(/Average/)
      .first()
      .waitFor({ timeout: 60_000 });
    await roll(grog.page, 'public');
    const rolled = await lastSeqWith(gm.page, /Grog\s*rolled Strength \(4d6kh3\)/);
    const total = Number(await entry(gm.page, rolled).locator('.outcome-label').textContent());
    expect(total).toBeGreaterThanOrEqual(3);
    expect(total).toBeLessThanOrEqual(18);

    const gmForm = popover(gm.page).getByRole('region', { name: 'Roll' });
    await gmForm.locator('#room-roll-system').selectOption('dice');
    await gmForm.getByLabel(/^Dice/).fill('2d6+3');
    await roll(gm.page, 'gm');
    const secret = await lastSeqWith(gm.page, /Ada\s*rolled 2d6\+3/, rolled);
    await lastSeqWith(grog.page, /Ada\s*made a secret roll/, rolled);
    expect(await entry(grog.page, secret).textContent()).not.toContain('2d6+3');
  });
});
