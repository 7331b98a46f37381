// The published testkit's checks of the contract, as any third-party system runs them.
import { testGameSystem } from '@verdict/testkit';
import { d20RollUnder } from './index.js';

testGameSystem(d20RollUnder);
