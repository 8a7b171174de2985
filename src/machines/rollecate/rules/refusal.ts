/**
 * Refusals: the rule a move breaks and why, as a template key with its values,
 * so the CLI and tests read the English sentence and a Dutch page reads Dutch.
 */
import type { CardNamer } from './narrate';
import { ENGLISH, fill, type Templates } from './templates';
import type { Refusal } from './types';

/** The values of a refusal that hold card ids ("cards" a comma-separated list); "other" is a value elsewhere, a number. */
const CARD_VARS = ['card', 'other', 'otherCard', 'top', 'cards'] as const;

/**
 * A refusal. Its English `message` is written when it is read: the bots and the legal-move
 * checks ask `explain` about many candidates and only test for null.
 */
export function why(rule: string, key: string, vars: Record<string, string | number> = {}): Refusal {
  return {
    rule,
    key,
    vars,
    get message() {
      return `${rule}: ${fill(ENGLISH, `why.${key}`, vars)}`;
    },
  };
}

/**
 * The refusal in the page's language; a turn ("left") is named in that language too, and with a
 * namer (`cardNamer`) its cards are named in words ("the straight 3") rather than by id.
 */
export function refusalText(r: Refusal, t: Templates, card?: CardNamer): string {
  if (!r.key) return r.message;
  const vars = { ...r.vars };
  // A refusal without a turn looks up "rc.turn.undefined", which no table holds: no test of its type is needed.
  const turnWord = t[`rc.turn.${vars.turn}`];
  if (turnWord) vars.turn = turnWord;
  let key = r.key;
  if (card) {
    for (const name of CARD_VARS) {
      const v = vars[name];
      if (typeof v === 'string' && v) vars[name] = v.split(', ').map((id) => card(id, 'the')).join(', ');
    }
    // A sentence that says a card's value beside its id has a shorter form once the card's name says it.
    // English holds every key (a page's table lacking the short form falls back to English's, as `fill` does).
    if (ENGLISH[`why.${key}.named`]) key = `${key}.named`;
  }
  return `${r.rule}: ${fill(t, `why.${key}`, vars)}`;
}
