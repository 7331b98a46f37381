// The one Chromium of a browser test project: its project's global setup (chromium-server.ts, and the Owlbear
// tests' own) launches it once for the whole run as a Playwright browser server, and each test file connects to
// it (harness.ts's connectChromium) and opens contexts of its own (their own cookies and storage, closed with the
// connection). A file used to launch one or two Chromiums of its own: seconds of CPU each, on cores the other
// files need. This module runs in vitest's main process too, so it imports nothing of vitest's at run time.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';

/** The full Chromium: the control of chromium-switches.e2e.ts, and the Owlbear tests' browser that refuses a frame its storage. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Whether the browser tests can run here; without Chromium they skip locally and fail in CI. */
export const chromiumFound = existsSync(CHROMIUM);

const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * The browser tests' shared browser: Chromium's headless shell (Debian's `chromium-headless-shell`, the same Chromium
 * build without a browser's windows and UI, which Playwright itself runs for headless tests), else the full
 * Chromium. A page cost the full Chromium about 60% more CPU (docs/decisions.md, "The browser tests run Chromium's
 * headless shell"). The shell keeps third-party cookies unless told otherwise: the Owlbear tests' Chromium is
 * launched with `--test-third-party-cookie-phaseout`, so that a cross-site frame gets partitioned storage and no
 * storage access, as in Chrome (their tests check it).
 */
export const HEADLESS_CHROMIUM = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM;

/**
 * Playwright's own `--disable-features` list (playwright-core 1.65.1, `chromiumSwitches.ts`). Chromium keeps a
 * switch's last value, so a `--disable-features` of ours replaces Playwright's: ours starts from it.
 * `chromium-switches.e2e.ts` checks that it still holds all of the installed Playwright's.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The omnibox's popups, which Chromium 156 builds as two WebUI documents (`chrome://omnibox-popup.top-chrome/`, and
 * its AI variant) for every browser window, a headless one too, though nothing ever shows them: each page a
 * test opens in a context of its own is a window, so each paid for two more documents. Off, seven web test files
 * took 12% less CPU and 22% less time (docs/decisions.md, "Browser tests: no omnibox popups").
 */
const UNSEEN_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * The `--disable-features` switch of the browser tests' Chromiums: Playwright's list, without `keep`, and the
 * omnibox's popups.
 *
 * @example
 * disableFeatures({ keep: ['ThirdPartyStoragePartitioning'] }); // '--disable-features=AvoidUnnecessary…'
 */
export function disableFeatures(options: { keep?: readonly string[] } = {}): string {
  const keep = new Set(options.keep);
  const off = [...PLAYWRIGHT_DISABLED_FEATURES.filter((feature) => !keep.has(feature)), ...UNSEEN_FEATURES];
  return `--disable-features=${off.join(',')}`;
}

/** The switches of the web tests' Chromiums (their shared one, and harness.ts's with a profile). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  disableFeatures(),
];

declare module 'vitest' {
  export interface ProvidedContext {
    /** The WebSocket endpoint of the project's Chromium, empty when Chromium was not found. */
    chromiumEndpoint: string;
  }
}

/**
 * Launches `executable` (the full Chromium unless given) with `args` as a browser server, provides its endpoint to
 * the project's files, and returns the teardown that closes it (Playwright also kills it if the run's process exits
 * first). Without Chromium it launches nothing: the files skip, or fail in CI.
 *
 * @example
 * export default (project: TestProject) => launchChromiumServer(project, ['--no-sandbox'], HEADLESS_CHROMIUM);
 */
export async function launchChromiumServer(
  project: TestProject,
  args: readonly string[],
  executable: string = CHROMIUM,
): Promise<() => Promise<void>> {
  if (!chromiumFound) {
    project.provide('chromiumEndpoint', '');
    return async () => {};
  }
  const server = await chromium.launchServer({
    executablePath: executable,
    headless: true,
    host: '127.0.0.1',
    args: [...args],
    // Wide: a shared CI machine may be several times slower at times.
    timeout: 120_000,
  });
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
