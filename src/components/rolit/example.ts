/**
 * A Rolit file's example island, for a file that arrives after the page was
 * built (a rulings page's example loaded when it comes into view). Rolit's
 * island reads the file itself: a reader may switch the example's edition,
 * which plays the file again under other rules.
 */
import RolitScenario from './RolitScenario';

export const Island = RolitScenario;

export function propsFor(doc: unknown): { doc: unknown } {
  return { doc };
}
