// The web browser tests' global setup: one headless Chromium for every file of the run (see chromium.ts).
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, launchChromiumServer } from './chromium.js';

export default function setup(project: TestProject): Promise<() => Promise<void>> {
  return launchChromiumServer(project, CHROMIUM_ARGS);
}
