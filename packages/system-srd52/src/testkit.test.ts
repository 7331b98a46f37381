// The published testkit's checks of the contract, as any third-party system runs them.
import { testGameSystem } from '@verdict/testkit';
import { srd52 } from './index.js';

testGameSystem(srd52);
