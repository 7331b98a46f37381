// The extension as a GM's Owlbear Rodeo would load it: the Verdict server (apps/api/dist/serve.js, serving the
// built extension at /owlbear/ and the web app at /) and the stand-in Owlbear host on another site, which the
// server lets frame the extension (OWLBEAR_ORIGINS): the host page at http://127.0.0.1:<port>, the extension at
// http://localhost:<port> (two sites to the browser, so the extension's frame is third-party, its storage
// partitioned by the host's site as Chrome does), its manifest read by the host page cross-origin. The
// server's API CORS allows none of them (`CORS_ORIGINS`): the manifest must be readable anyway. One
// Chromium for the run (e2e/chromium-server.ts), a connection to it per file; each player gets a context of
// their own (their own storage, as three people's browsers).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '@verdict/test-utils/server';
import { type Browser, chromium, type Page } from 'playwright-core';
import { disableFeatures } from '../../web/e2e/chromium.js';
import { CHROMIUM, connectChromium } from '../../web/e2e/harness.js';
import { type HostPlayer, type StandInHost, startStandInHost } from '../test/owlbear-host/serve-host.js';

const APP = fileURLToPath(new URL('..', import.meta.url));
const SERVE = join(APP, '..', 'api', 'dist', 'serve.js');
const OWLBEAR_DIST = join(APP, 'dist');
const WEB_DIST = join(APP, '..', 'web', 'dist');

/** A player at the Owlbear room: their host page and the extension's frame in it. */
export interface Seat {
  readonly page: Page;
  /** The Verdict API calls this player's pages made (`POST /v1/rooms`, …), in order. */
  readonly calls: string[];
  /** Closes the extension's action and opens it again (Owlbear unmounts a closed popover). */
  reopen(): Promise<void>;
  /** Errors the page and the extension logged. */
  readonly errors: string[];
}

/** The server, the stand-in host and the browser. */
export interface OwlbearHarness {
  /** The Verdict server's base URL, with a trailing slash (127.0.0.1, for Node's fetch). */
  readonly baseUrl: string;
  /** The same server as the browser reaches it for the extension: on localhost, another site than the host's. */
  readonly extensionBase: string;
  readonly host: StandInHost;
  readonly browser: Browser;
  /** Opens the host page of a player (a context of their own) and waits for the extension to load. */
  open(
    player: HostPlayer & {
      /**
       * The browser refuses the extension's storage (reading `localStorage` throws, as Chromium does in a
       * third-party frame when partitioning is off and third-party cookies are blocked) until the frame is
       * granted storage access: `document.requestStorageAccess({ localStorage: true })` after a press in the
       * frame, then without one in later documents (Chrome keeps the grant), answering the unpartitioned
       * `localStorage` as its handle's.
       */
      storageBlocked?: boolean;
      /** The system's light or dark (the browser's `prefers-color-scheme`), light when not given. */
      colorScheme?: 'light' | 'dark';
      /**
       * A browser that really refuses the frame storage: this Chromium as Playwright launches it, with
       * third-party storage partitioning off and third-party cookies blocked (as a Chrome whose policy turns
       * partitioning off), and no storage access ever granted.
       */
      unpartitioned?: boolean;
    },
  ): Promise<Seat>;
  close(): Promise<void>;
}

/** Starts everything; throws naming the missing build. */
export async function startOwlbearHarness(): Promise<OwlbearHarness> {
  for (const file of [SERVE, join(OWLBEAR_DIST, 'index.html'), join(WEB_DIST, 'index.html')]) {
    if (!existsSync(file))
      throw new Error(`${file} is missing: build first (npm test builds before testing)`);
  }
  const host = await startStandInHost();
  const dataDir = mkdtempSync(join(tmpdir(), 'verdict-owlbear-e2e-'));
  const server = await startServer({
    WEB_DIST,
    OWLBEAR_DIST,
    OWLBEAR_ORIGINS: host.origin,
    CORS_ORIGINS: 'https://cors.example.invalid',
    VERDICT_DATA_DIR: dataDir,
  });
  const baseUrl = `${server.url}/`;
  const extensionBase = baseUrl.replace('//127.0.0.1:', '//localhost:');
  if (new URL(extensionBase).hostname !== 'localhost' || new URL(host.origin).hostname !== '127.0.0.1')
    throw new Error(`the extension (${extensionBase}) and the host (${host.origin}) must be two sites`);
  // What Owlbear is given: the manifest's URL (the host page reads its popover and background page there).
  const manifestUrl = `${extensionBase}owlbear/manifest.json`;
  let browser: Browser;
  let unpartitioned: Promise<Browser> | undefined;
  try {
    browser = await connectChromium();
  } catch (error) {
    await server.stop();
    await host.close();
    throw error;
  }
  return {
    baseUrl,
    extensionBase,
    host,
    browser,
    async open(player) {
      unpartitioned ??= player.unpartitioned
        ? chromium.launch({
            executablePath: CHROMIUM,
            headless: true,
            args: ['--no-sandbox', '--disable-gpu', disableFeatures()],
          })
        : undefined;
      const context = await (player.unpartitioned ? await unpartitioned! : browser).newContext({
        viewport: { width: (player.width ?? 400) + 320, height: Math.max(700, (player.height ?? 640) + 40) },
        colorScheme: player.colorScheme ?? 'light',
      });
      // Waits are on conditions; their cap is wide, as a shared machine may be several times slower at times.
      context.setDefaultTimeout(60_000);
      if (player.storageBlocked) {
        // What Chromium does in a third-party frame when third-party cookies are off: reading localStorage throws.
        await context.addInitScript(() => {
          if (window.top === window) return;
          const real = Object.getOwnPropertyDescriptor(window, 'localStorage')?.get?.call(window) as Storage;
          const GRANT = 'stand-in:storage-access';
          Object.defineProperty(window, 'localStorage', {
            get() {
              throw new DOMException('Access is denied for this document.', 'SecurityError');
            },
          });
          // A press is a trusted click in the frame (Playwright's evaluate counts as user activation, so
          // navigator.userActivation cannot tell a press from a test's reading).
          let pressed = 0;
          window.addEventListener(
            'click',
            (event) => {
              if (event.isTrusted) pressed = performance.now();
            },
            true,
          );
          // Chrome says a granted storage access is granted, so a later document may ask without a press.
          const query = navigator.permissions.query.bind(navigator.permissions);
          navigator.permissions.query = (async (descriptor: { name: string }) =>
            descriptor.name === 'storage-access'
              ? { name: 'storage-access', state: real.getItem(GRANT) === '1' ? 'granted' : 'prompt' }
              : query(descriptor as PermissionDescriptor)) as typeof navigator.permissions.query;
          Object.assign(document, {
            hasStorageAccess: async () => false,
            async requestStorageAccess(types?: { localStorage?: boolean }) {
              if (real.getItem(GRANT) !== '1' && (pressed === 0 || performance.now() - pressed > 5000))
                throw new DOMException('requestStorageAccess needs a user gesture', 'NotAllowedError');
              real.setItem(GRANT, '1');
              return types?.localStorage ? { localStorage: real } : undefined;
            },
          });
        });
      }
      const page = await context.newPage();
      const errors: string[] = [];
      const calls: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/v1/')) calls.push(`${request.method()} ${url.pathname}`);
      });
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`${player.name}: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`${player.name}: ${error.message}`));
      // A failed load names its URL (the console's "Failed to load resource" does not).
      page.on('response', (response) => {
        if (response.status() >= 400)
          errors.push(
            `${player.name}: ${response.status()} ${response.request().method()} ${response.url()}`,
          );
      });
      await page.goto(host.page(manifestUrl, player));
      const reopen = async () => {
        await page.evaluate(() => {
          const standIn = (window as unknown as { standIn: { closeAction(): void; openAction(): void } })
            .standIn;
          standIn.closeAction();
          standIn.openAction();
        });
      };
      return { page, errors, calls, reopen };
    },
    async close() {
      await (await unpartitioned)?.close();
      await browser.close();
      await server.stop();
      await host.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
