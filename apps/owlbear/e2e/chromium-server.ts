// The Owlbear browser tests' global setup: one headless Chromium for every file of the run, its headless shell when
// installed (see ../../web/e2e/chromium.ts), with third-party storage partitioned as a real Chrome has it.
import type { TestProject } from 'vitest/node';
import { disableFeatures, HEADLESS_CHROMIUM, launchChromiumServer } from '../../web/e2e/chromium.js';

export default function setup(project: TestProject): Promise<() => Promise<void>> {
  return launchChromiumServer(
    project,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      // Third-party storage partitioned, as a real Chrome has it: Playwright turns partitioning off (its
      // `--disable-features` list, microsoft/playwright#32230), and this Chromium blocks third-party
      // cookies, so the extension's cross-site frame would get no storage at all. A later
      // `--disable-features` replaces Playwright's (Chromium keeps a switch's last value): its list
      // without ThirdPartyStoragePartitioning (and the omnibox's popups off, as in the web tests).
      disableFeatures({ keep: ['ThirdPartyStoragePartitioning'] }),
      '--enable-features=ThirdPartyStoragePartitioning',
      // Third-party cookies blocked, as this Chromium blocks them and the headless shell does not by itself: the
      // extension's cross-site frame then has no storage access (popover-quality.e2e.ts checks it).
      '--test-third-party-cookie-phaseout',
    ],
    HEADLESS_CHROMIUM,
  );
}
