import { packageProject } from '../../vitest.package.js';

export default packageProject('integration', { testTimeout: 180_000, hookTimeout: 300_000 });
