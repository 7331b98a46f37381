// The one Chromium of a browser test project: its project's global setup (chromium-server.ts, and the Owlbear
// tests' own) launches it once for the whole run as a Playwright browser server, and each test file connects to
// it (harness.ts's connectChromium) and opens contexts of its own (their own cookies and storage, closed with the
// connection). A file used to launch one or two Chromiums of its own: seconds of CPU each, on cores the other
// files need. This module runs in vitest's main process too, so it imports nothing of vitest's at run time.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Whether the browser tests can run here; without Chromium they skip locally and fail in CI. */
export const chromiumFound = existsSync(CHROMIUM);

/** The switches of every Chromium the browser tests launch (the web tests' shared one, and harness.ts's with a profile). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

declare module 'vitest' {
  export interface ProvidedContext {
    /** The WebSocket endpoint of the project's Chromium, empty when Chromium was not found. */
    chromiumEndpoint: string;
  }
}

/**
 * Launches Chromium with `args` as a browser server, provides its endpoint to the project's files, and returns
 * the teardown that closes it (Playwright also kills it if the run's process exits first). Without Chromium it
 * launches nothing: the files skip, or fail in CI.
 *
 * @example
 * export default (project: TestProject) => launchChromiumServer(project, ['--no-sandbox']);
 */
export async function launchChromiumServer(
  project: TestProject,
  args: readonly string[],
): Promise<() => Promise<void>> {
  if (!chromiumFound) {
    project.provide('chromiumEndpoint', '');
    return async () => {};
  }
  const server = await chromium.launchServer({
    executablePath: CHROMIUM,
    headless: true,
    host: '127.0.0.1',
    args: [...args],
    // Wide: a shared CI machine may be several times slower at times.
    timeout: 120_000,
  });
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
