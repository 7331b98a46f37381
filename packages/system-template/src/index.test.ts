import { testGameSystem } from '@verdict/testkit';
import { targetPool } from './index.js';

testGameSystem(targetPool);
