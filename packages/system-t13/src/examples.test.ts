import { describeSystemExamples } from '@verdict/test-utils';
import { t13 } from './index.js';

describeSystemExamples(t13);
