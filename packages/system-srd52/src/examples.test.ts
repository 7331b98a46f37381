import { describeSystemExamples } from '@verdict/test-utils';
import { srd52 } from './index.js';

describeSystemExamples(srd52);
