// Browser tests run the built app as `npm start` serves it (apps/api/dist/serve.js, which serves apps/web/dist at
// `/`), in the system Chromium through playwright-core.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '@verdict/test-utils/server';
import { type BrowserContext, chromium, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const WEB = fileURLToPath(new URL('..', import.meta.url));
const SERVE = join(WEB, '..', 'api', 'dist', 'serve.js');
/** Where screenshots of the main screens are saved, as test artefacts (gitignored). */
export const ARTEFACTS = join(WEB, 'test-results');

/** Whether the browser tests can run here; without Chromium they skip locally and fail in CI. */
export const chromiumFound = existsSync(CHROMIUM);

/** Throws in CI when Chromium is missing (a skipped browser test must never pass CI silently). */
export function requireChromium(): void {
  if (!chromiumFound && process.env.CI) {
    throw new Error(
      `Browser tests need Chromium at ${CHROMIUM}: apt-get install -y chromium, or set CHROMIUM_PATH`,
    );
  }
}

/** The running app: its base URL, a browser, and a way to stop both. */
export interface Harness {
  readonly baseUrl: string;
  readonly context: BrowserContext;
  newPage(options?: { width: number; height: number }): Promise<Page>;
  close(): Promise<void>;
}

/**
 * Starts `node apps/api/dist/serve.js` on a free port (serving `webDist`, by default the app's build) and a headless
 * Chromium; `env` goes to the server (`VERDICT_DATA_DIR`, for a test that reads the server's store).
 */
export async function startHarness(
  options: { webDist?: string; env?: Record<string, string> } = {},
): Promise<Harness> {
  const webDist = options.webDist ?? join(WEB, 'dist');
  for (const file of [SERVE, join(webDist, 'index.html')]) {
    if (!existsSync(file))
      throw new Error(`${file} is missing: build first (npm test builds before testing)`);
  }
  const userDataDir = mkdtempSync(join(tmpdir(), 'verdict-web-e2e-'));
  mkdirSync(ARTEFACTS, { recursive: true });
  // The server and Chromium start side by side: neither needs the other until the first page opens.
  const [started, launched] = await Promise.allSettled([
    startServer({ ...options.env, WEB_DIST: webDist }),
    chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM,
      headless: true,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    }),
  ]);
  if (started.status === 'rejected' || launched.status === 'rejected') {
    if (started.status === 'fulfilled') await started.value.stop();
    if (launched.status === 'fulfilled') await launched.value.close();
    rmSync(userDataDir, { recursive: true, force: true });
    throw started.status === 'rejected' ? started.reason : (launched as PromiseRejectedResult).reason;
  }
  const server = started.value;
  const context = launched.value;
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
      await context.close();
      await server.stop();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Saves a full-page screenshot to the artefacts folder. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(ARTEFACTS, `${name}.png`), fullPage: true, animations: 'disabled' });
}
