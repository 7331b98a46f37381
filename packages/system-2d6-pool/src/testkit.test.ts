// The published testkit's checks of the contract, as any third-party system runs them.
import { testGameSystem } from '@verdict/testkit';
import { twoD6Pool } from './index.js';

testGameSystem(twoD6Pool);
