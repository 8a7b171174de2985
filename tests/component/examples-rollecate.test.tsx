// @vitest-environment happy-dom
/** Every Rollecate example a page embeds steps to its end, in each language (see examples.tsx). */
import { describeExamples } from './examples';

describeExamples('rollecate');
