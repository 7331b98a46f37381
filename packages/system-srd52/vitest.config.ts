import { packageProject } from '../../vitest.package.js';

export default packageProject('system-srd52');
