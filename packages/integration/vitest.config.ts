import { packageProject } from '../../vitest.package.js';

// Isolated: these tests spawn installs, builds and servers and read the tree; they gain nothing from a shared module cache.
export default packageProject('integration', { isolate: true, testTimeout: 180_000, hookTimeout: 300_000 });
