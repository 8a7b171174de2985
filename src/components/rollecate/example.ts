/**
 * A Rollecate file's example island, for a file that arrives after the page
 * was built (a rulings page's example loaded when it comes into view): the
 * island, and the story worked out from the file here, in the browser, as
 * Example.astro works it out when the page is built.
 */
import { compileStory } from '../../scenario/frames';
import { rollecateAdapter } from '../../scenario/rollecate';
import Scenario from './Scenario';

export const Island = Scenario;

export function propsFor(doc: unknown, lang: string): { story: ReturnType<typeof compileStory> } {
  return { story: compileStory(doc, lang, { rollecate: rollecateAdapter }) };
}
