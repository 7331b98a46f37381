import { describeSystemExamples } from '@verdict/test-utils';
import { d20RollUnder } from './index.js';

describeSystemExamples(d20RollUnder);
