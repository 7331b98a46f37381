import { packageProject } from '../../vitest.package.js';

export default packageProject('system-d20-roll-under');
