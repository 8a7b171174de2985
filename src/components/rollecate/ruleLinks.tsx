/** How a Rollecate refusal is said and its clauses linked, wherever a move is refused (examples, tables, the checker). */
import { cardNamer } from '../../machines/rollecate/rules/narrate';
import { refusalText } from '../../machines/rollecate/rules/refusal';
import type { GameState, Refusal } from '../../machines/rollecate/rules/types';
import type { Strings } from '../../play/kit/fmt';
import { clauseChip, clausesIn } from './clauses';

/**
 * A refusal in the page's language when the engine gave its refusal object, else its English reason.
 * Given the game's state, the refusal names its cards in words (the examples, the checker).
 */
export function reasonText(reason: string, refusal: unknown, t: Strings, state?: GameState): string {
  return refusal && typeof refusal === 'object' && 'rule' in refusal ? refusalText(refusal as Refusal, t, state ? cardNamer(state, t) : undefined) : reason;
}

/** The rule chips of the clauses a text names, each with its tooltip from `t` (rc.tip.*). */
export function RuleLinks({ text, lang, t }: { text: string; lang: string; t: Strings }) {
  const ids = clausesIn(text);
  if (!ids.length) return null;
  return (
    <span class="rc-rulelinks">
      {ids.map((id) => (
        <a key={id} {...clauseChip(id, lang, t)}>
          {id}
        </a>
      ))}
    </span>
  );
}
