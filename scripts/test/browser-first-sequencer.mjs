// The order `npm test` runs test files in: vitest's own (by project, then the slowest or largest files first),
// except that the browser projects come first instead of in their names' places (web-e2e was last). Their files
// mostly wait (on Chromium, servers, the clock), so on their own they left a core partly idle: the last 11
// minutes of a run used 1.6 of 2 cores. First, they run beside the smoke set, which `npm test` starts
// after the build and whose installs and idle room take CPU in bursts; the CPU-bound projects then fill the cores
// to the end. Files keep their project's order, so a worker still runs file after file of one project (vitest
// reuses a worker only for the next file in the queue of the same project).
import { BaseSequencer } from 'vitest/node';

/** The projects run first, in this order. */
export const FIRST_PROJECTS = ['web-e2e', 'owlbear-e2e'];

export default class BrowserFirstSequencer extends BaseSequencer {
  async sort(files) {
    const sorted = await super.sort(files);
    const rank = (spec) => {
      const index = FIRST_PROJECTS.indexOf(spec.project.name);
      return index === -1 ? FIRST_PROJECTS.length : index;
    };
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.index - b.index)
      .map(({ spec }) => spec);
  }
}
