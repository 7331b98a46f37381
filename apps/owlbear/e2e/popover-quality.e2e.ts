// The extension as Owlbear Rodeo meets it: its manifest has the fields Owlbear reads and every path in it is
// served; the popover loads with no console error; axe-core finds no serious or critical violation in it
// (light and dark, a GM's desktop popover and a player's phone-sized one, a request card showing); the phone
// popover needs no sideways scrolling; and a player rolls with the keyboard alone.
import { mkdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumFound, requireChromium } from '../../web/e2e/harness.js';
import { type OwlbearHarness, type Seat, startOwlbearHarness } from './harness.js';
import {
  atTheTable,
  lastSeqWith,
  popover,
  popoverFrame,
  roll,
  seriousViolations,
  setOwlbearTheme,
} from './popover-helpers.js';

/** Where screenshots of the popovers are saved, as test artefacts (gitignored). */
const ARTEFACTS = new URL('../test-results/', import.meta.url);
const VERSION = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

describe.skipIf(!chromiumFound && !process.env.CI)(
  'the extension in Owlbear Rodeo: manifest and quality',
  () => {
    let harness: OwlbearHarness;
    let gm: Seat;
    let player: Seat;

    beforeAll(async () => {
      requireChromium();
      harness = await startOwlbearHarness();
    });
    afterAll(async () => harness?.close());

    it('serves a manifest with the fields Owlbear Rodeo reads, each path it names served', async () => {
      const url = `${harness.baseUrl}owlbear/manifest.json`;
      const response = await fetch(url, { headers: { origin: 'https://www.owlbear.rodeo' } });
      expect(response.status).toBe(200);
      // Owlbear's origins read it whatever the API's CORS allows (the harness allows none of them).
      expect(response.headers.get('access-control-allow-origin')).toBe('https://www.owlbear.rodeo');
      const manifest = (await response.json()) as Record<string, unknown> & {
        action: Record<string, unknown>;
      };
      expect(manifest.manifest_version).toBe(1);
      expect(manifest.name).toMatch(/^.{1,45}$/);
      expect(manifest.version).toBe(VERSION);
      expect(manifest.description).toMatch(/^.{1,128}$/);
      expect(manifest.action.title).toMatch(/^.+$/);
      for (const key of ['height', 'width'] as const) {
        expect(Number.isInteger(manifest.action[key]) && (manifest.action[key] as number) > 0, key).toBe(
          true,
        );
      }
      // The background page Owlbear keeps loaded for the session (issue 35).
      const background = await fetch(new URL(manifest.background_url as string, url));
      expect(background.status).toBe(200);
      expect(background.headers.get('content-type')).toBe('text/html; charset=utf-8');
      for (const path of [manifest.icon, manifest.action.icon]) {
        const icon = await fetch(new URL(path as string, url));
        expect(icon.status, String(path)).toBe(200);
        expect(icon.headers.get('content-type')).toBe('image/svg+xml');
      }
      const popoverPage = await fetch(new URL(manifest.action.popover as string, url));
      expect(popoverPage.status).toBe(200);
      expect(popoverPage.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(popoverPage.headers.get('content-security-policy')).toContain(
        "frame-ancestors 'self' https://www.owlbear.rodeo https://owlbear.rodeo",
      );
    });

    it('loads for a GM and a player with no console error and no serious or critical axe violation', async () => {
      gm = await harness.open({ id: 'obr-gm', name: 'Ada', role: 'GM' });
      await atTheTable(gm.page);
      // Cross-site, as in real Owlbear: the extension's frame is third-party to the host page (so the browser
      // gives it partitioned storage, without storage access), and it loaded from the manifest the host read.
      const sites = await popoverFrame(gm.page).evaluate(async () => ({
        extension: location.hostname,
        host: new URL(document.referrer).hostname,
        access: await document.hasStorageAccess(),
      }));
      expect(sites).toEqual({ extension: 'localhost', host: '127.0.0.1', access: false });
      // Partitioned: the frame keeps its seat, which the extension's own site, opened at the top, cannot read.
      const seatKeys = () =>
        Object.keys(localStorage).filter((key) => key.startsWith('verdict:owlbear:')).length;
      expect(await popoverFrame(gm.page).evaluate(seatKeys)).toBeGreaterThan(0);
      const top = await gm.page.context().newPage();
      await top.goto(`${harness.extensionBase}owlbear/manifest.json`);
      expect(await top.evaluate(seatKeys)).toBe(0);
      await top.close();
      player = await harness.open({ id: 'obr-pip', name: 'Pip', role: 'PLAYER', width: 360, height: 640 });
      await atTheTable(player.page);
      // The form's live odds, headline first, as soon as the table is open.
      await popover(player.page).getByRole('region', { name: 'Roll' }).getByLabel('Headline odds').waitFor();
      await roll(gm.page, 'public');
      await lastSeqWith(player.page, /Ada\s*rolled/);
      await popover(gm.page).getByRole('checkbox', { name: 'Pip' }).check();
      await popover(gm.page).getByLabel('Note').fill('the rope');
      await popover(gm.page).getByRole('button', { name: 'Send the request' }).click();
      const card = popover(player.page).locator('.request-card').filter({ hasText: 'the rope' });
      await card.getByLabel('Headline odds').waitFor();

      mkdirSync(ARTEFACTS, { recursive: true });
      for (const [seat, name] of [
        [gm, 'gm'],
        [player, 'phone-player'],
      ] as const) {
        await seat.page.screenshot({ path: new URL(`owlbear-${name}.png`, ARTEFACTS).pathname });
      }
      // Light and dark as Owlbear's theme says (the popover follows it, not the system's).
      for (const scheme of ['light', 'dark'] as const) {
        for (const seat of [gm, player]) {
          await setOwlbearTheme(seat.page, scheme);
          const found = await seriousViolations(seat.page);
          expect(found, `axe (${scheme}):\n${found.join('\n')}`).toEqual([]);
        }
      }
      expect([...gm.errors, ...player.errors]).toEqual([]);
    });

    it('finds a violation when there is one (the axe check is not vacuous)', async () => {
      await popoverFrame(player.page).evaluate(() => {
        const input = document.createElement('input');
        input.type = 'text';
        input.id = 'unlabelled';
        document.querySelector('main')?.append(input);
      });
      expect((await seriousViolations(player.page)).join('\n')).toMatch(/^label \(critical\)/m);
      await popoverFrame(player.page).evaluate(() => document.getElementById('unlabelled')?.remove());
    });

    it('fits a phone-sized popover and rolls with the keyboard alone', async () => {
      const frame = popoverFrame(player.page);
      const widths = await frame.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      expect(widths[0], 'no sideways scrolling at 360 px').toBeLessThanOrEqual(widths[1]!);
      const before = await popover(player.page).locator('.tabletop-entry').count();
      // From the top of the host page: Tab goes into the popover's frame, then through it.
      await player.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      let focused = '';
      for (let press = 0; press < 120 && focused !== 'Roll into the log'; press++) {
        await player.page.keyboard.press('Tab');
        focused = await frame.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
      }
      expect(focused, 'Tab reaches the roll button').toBe('Roll into the log');
      await player.page.keyboard.press('Enter');
      await lastSeqWith(player.page, /Pip\s*rolled/);
      expect(await popover(player.page).locator('.tabletop-entry').count()).toBe(before + 1);
      expect([...gm.errors, ...player.errors]).toEqual([]);
    });
    it('keeps the table working when the browser refuses the frame its storage (third-party cookies off)', async () => {
      const blocked = await harness.open({
        id: 'obr-nyx',
        name: 'Nyx',
        role: 'PLAYER',
        storageBlocked: true,
      });
      await atTheTable(blocked.page);
      // The frame really has no storage: reading it throws, as in Chromium with third-party cookies off.
      const storage = await popoverFrame(blocked.page).evaluate(() => {
        try {
          return typeof window.localStorage;
        } catch (error) {
          return (error as DOMException).name;
        }
      });
      expect(storage).toBe('SecurityError');
      await popover(blocked.page).locator('.tabletop-header').getByText('Nyx (player)').waitFor();
      const before = await lastSeqWith(blocked.page, /Nyx/);
      await roll(blocked.page, 'public');
      await lastSeqWith(blocked.page, /Nyx\s*rolled/, before);
      expect(blocked.errors).toEqual([]);
    });
    it('plays with no console error in a browser that really refuses the frame storage, and asks for storage access only on a press', async () => {
      const room = 'storage-refused';
      const host = await harness.open({ id: 'obr-gm', name: 'Ada', role: 'GM', room });
      await atTheTable(host.page);
      const refused = await harness.open({
        id: 'obr-rue',
        name: 'Rue',
        role: 'PLAYER',
        room,
        unpartitioned: true,
      });
      await atTheTable(refused.page);
      const storage = await popoverFrame(refused.page).evaluate(() => {
        try {
          return typeof window.localStorage;
        } catch (error) {
          return (error as DOMException).name;
        }
      });
      expect(storage, 'the premise: this browser refuses the frame storage').toBe('SecurityError');
      await popover(refused.page).getByRole('button', { name: 'Keep my seat in this browser' }).waitFor();
      const before = await lastSeqWith(refused.page, /Rue/);
      await roll(refused.page, 'public');
      await lastSeqWith(refused.page, /Rue\s*rolled/, before);
      // Neither the popover nor the background page asked for storage access by themselves (Chromium logs
      // each refused request as an error).
      expect([...host.errors, ...refused.errors]).toEqual([]);
    });
  },
);
