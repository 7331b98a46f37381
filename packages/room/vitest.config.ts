import { packageProject } from '../../vitest.package.js';

export default packageProject('room');
