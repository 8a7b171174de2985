// @vitest-environment happy-dom
/** Every Steam Rollers example a page embeds steps to its end, in each language (see examples.tsx). */
import { describeExamples } from './examples';

describeExamples('steam-rollers');
