/**
 * The ruling checker's runner (issue 30): the verdict on a file, over every game's adapter, and the board and rule
 * links a verdict or a story is drawn with. The checker
 * (RulingChecker.tsx) loads this module when it first runs a file (fetched ahead when the pointer or the focus comes
 * into the checker), so that the page draws without the three games' rules.
 */
import { sayIn } from '../../scenario/frames';
import { runScenario } from '../../scenario/run';
import { parseScenarioText, type Verdict } from './checkerDoc';
import { isObj as isObject } from '../../scenario/checks';

// The board and the rule links, drawn only with a verdict or a story: they come with the runner.
export { GameBoard, RuleLinks, reasonText } from '../rollecate/GameBoard';

/** What `npm run scenario` would say about this text. */
export function verdictOf(text: string, lang = 'en'): { verdict: Verdict; doc: unknown | undefined } {
  const parsed = parseScenarioText(text);
  if (!parsed.ok) return { verdict: { pass: false, reason: parsed.error, title: '' }, doc: undefined };
  let result: ReturnType<typeof runScenario>;
  try {
    result = runScenario(parsed.doc);
  } catch (e) {
    result = { pass: false, reason: `internal error: ${e instanceof Error ? e.message : String(e)}` };
  }
  const title = (isObject(parsed.doc) && sayIn(parsed.doc.title, lang)) || '';
  return { verdict: { pass: result.pass, reason: result.pass ? null : (result.reason ?? 'failed'), title }, doc: parsed.doc };
}
