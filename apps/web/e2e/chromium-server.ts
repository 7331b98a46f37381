// The web browser tests' global setup: one headless Chromium for every file of the run, its headless shell when
// installed (see chromium.ts).
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, HEADLESS_CHROMIUM, launchChromiumServer } from './chromium.js';

export default function setup(project: TestProject): Promise<() => Promise<void>> {
  return launchChromiumServer(project, CHROMIUM_ARGS, HEADLESS_CHROMIUM);
}
