// Browser tests run the built app as `npm start` serves it (apps/api/dist/serve.js, which serves apps/web/dist at
// `/`), in the system Chromium through playwright-core: the project's one Chromium (chromium.ts), a context of
// the file's own.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '@verdict/test-utils/server';
import { type Browser, type BrowserContext, chromium, type Download, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM, CHROMIUM_ARGS, chromiumFound, HEADLESS_CHROMIUM } from './chromium.js';

export { CHROMIUM, chromiumFound };

const WEB = fileURLToPath(new URL('..', import.meta.url));
const SERVE = join(WEB, '..', 'api', 'dist', 'serve.js');
/** Where screenshots of the main screens are saved, as test artefacts (gitignored). */
export const ARTEFACTS = join(WEB, 'test-results');

/** Throws in CI when Chromium is missing (a skipped browser test must never pass CI silently). */
export function requireChromium(): void {
  if (!chromiumFound && process.env.CI) {
    throw new Error(
      `Browser tests need Chromium at ${CHROMIUM}: apt-get install -y chromium, or set CHROMIUM_PATH`,
    );
  }
}

/**
 * A connection to the project's Chromium (launched once for the run by the project's global setup): a browser of
 * the caller's own, whose contexts (their own cookies and storage) are closed when it is, as another member's
 * browser is in the table tests.
 *
 * @example
 * const other = await connectChromium();
 * const page = await (await other.newContext()).newPage();
 * await other.close();
 */
export async function connectChromium(): Promise<Browser> {
  const endpoint = inject('chromiumEndpoint');
  if (!endpoint)
    throw new Error(
      `Browser tests need Chromium at ${CHROMIUM}: apt-get install -y chromium, or set CHROMIUM_PATH`,
    );
  // Wide: a shared CI machine may be several times slower at times.
  const browser = await chromium.connect(endpoint, { timeout: 120_000 });
  // Its contexts (and `newPage`'s, which makes one) block service workers unless a test allows them: installing the
  // app's worker precaches every asset, and Chromium compiles each script for its code cache, about a CPU-second
  // per context here, for a worker only the offline and install tests are about (quality.e2e.ts, install.e2e.ts).
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options = {}) => newContext({ serviceWorkers: 'block', ...options });
  return browser;
}

/**
 * A Chromium of the file's own with a profile on disk: what Chromium asks of an installable app (its manifest
 * check answers `in-incognito` in the shared Chromium's contexts, which are incognito ones).
 */
async function launchWithProfile(): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'verdict-web-e2e-'));
  try {
    const context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: HEADLESS_CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
    });
    return {
      context,
      async close() {
        await context.close();
        rmSync(userDataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(userDataDir, { recursive: true, force: true });
    throw error;
  }
}

/** The running app: its base URL, a browser context, and a way to stop both. */
export interface Harness {
  readonly baseUrl: string;
  readonly context: BrowserContext;
  newPage(options?: { width: number; height: number }): Promise<Page>;
  close(): Promise<void>;
}

/**
 * Starts `node apps/api/dist/serve.js` on a free port (serving `webDist`, by default the app's build) and opens a
 * context of the file's own in the project's Chromium (fresh cookies and storage); `env` goes to the server
 * (`VERDICT_DATA_DIR`, for a test that reads the server's store). With `profile`, the context is a Chromium of
 * the file's own with a profile on disk instead (see launchWithProfile).
 */
export async function startHarness(
  options: {
    webDist?: string;
    env?: Record<string, string>;
    profile?: boolean;
    /** The app's service worker: blocked unless allowed (see connectChromium); a profile's Chromium allows it. */
    serviceWorkers?: 'allow' | 'block';
  } = {},
): Promise<Harness> {
  const webDist = options.webDist ?? join(WEB, 'dist');
  for (const file of [SERVE, join(webDist, 'index.html')]) {
    if (!existsSync(file))
      throw new Error(`${file} is missing: build first (npm test builds before testing)`);
  }
  mkdirSync(ARTEFACTS, { recursive: true });
  // The server starts and the browser connects side by side: neither needs the other until the first page opens.
  const [started, browsing] = await Promise.allSettled([
    startServer({ ...options.env, WEB_DIST: webDist }),
    options.profile
      ? launchWithProfile()
      : connectChromium().then((browser) => inOwnContext(browser, options.serviceWorkers ?? 'block')),
  ]);
  if (started.status === 'rejected' || browsing.status === 'rejected') {
    if (started.status === 'fulfilled') await started.value.stop();
    if (browsing.status === 'fulfilled') await browsing.value.close();
    throw started.status === 'rejected' ? started.reason : (browsing as PromiseRejectedResult).reason;
  }
  const server = started.value;
  const { context } = browsing.value;
  const baseUrl = `${server.url}/`;
  // Waits are on conditions; their cap is wide, as a shared CI machine may be several times slower at times.
  context.setDefaultTimeout(60_000);
  return {
    baseUrl,
    context,
    async newPage(size = { width: 1280, height: 900 }) {
      const page = await context.newPage();
      await page.setViewportSize(size);
      return page;
    },
    async close() {
      await browsing.value.close();
      await server.stop();
    },
  };
}

/** A context of its own in a connection to the shared Chromium, closed with the connection. */
async function inOwnContext(
  browser: Browser,
  serviceWorkers: 'allow' | 'block',
): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  try {
    return { context: await browser.newContext({ serviceWorkers }), close: () => browser.close() };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

/** A download's text, read through Playwright (its `path()` is refused over a connection to a shared browser). */
export async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Saves a full-page screenshot to the artefacts folder. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(ARTEFACTS, `${name}.png`), fullPage: true, animations: 'disabled' });
}
