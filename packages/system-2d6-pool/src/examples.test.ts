import { describeSystemExamples } from '@verdict/test-utils';
import { twoD6Pool } from './index.js';

describeSystemExamples(twoD6Pool);
