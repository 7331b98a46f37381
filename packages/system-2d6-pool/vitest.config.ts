import { packageProject } from '../../vitest.package.js';

export default packageProject('system-2d6-pool');
