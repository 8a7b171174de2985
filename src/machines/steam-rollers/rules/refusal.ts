/**
 * Refusals: the clause a move breaks and the condition that failed, as a
 * template key with its values. The CLI and the tests read the English
 * sentence in `message`; a page words the same refusal in its own language
 * with `refusalText`.
 */
import en from './messages/en.json';
import { fillTemplate, type Templates } from '../../shared/templates';
import type { Refusal } from './types';

export const ENGLISH: Templates = en;

export function why(rule: string, key: string, vars: Record<string, string | number> = {}): Refusal {
  return { rule, key, vars, message: refusalText({ rule, key, vars }, ENGLISH) };
}

/** Values of a refusal that are a seat, counted from 1 (`holder`, `player`): each is also given by name, as `holderName`. */
const SEATS = ['holder', 'player'] as const;

/**
 * The refusal in the page's language, starting with its clause. Colours,
 * track kinds and phases in the values are named in that language when the
 * strings have a name for them (`sr.colour.red`, `sr.track.wide`, `sr.phase.draft`).
 * A seat is named by the table's name for it (`names`, by seat from 0), or else
 * as "player 2".
 */
export function refusalText(r: Pick<Refusal, 'rule' | 'key' | 'vars'>, t: Templates, names: readonly (string | null | undefined)[] = []): string {
  const vars: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(r.vars)) vars[k] = translateWord(t, v);
  for (const k of SEATS) {
    const seat = r.vars[k];
    // Stryker disable next-line ConditionalExpression: a seat's name made for a refusal that reports no seat fills no slot of its sentence (the comment also hides the opposite mutant, which the naming tests kill)
    if (typeof seat !== 'number') continue;
    vars[`${k}Name`] = names[seat - 1] || fillTemplate(t, ENGLISH, 'sr.why.seat', { n: seat });
  }
  return `${r.rule}: ${fillTemplate(t, ENGLISH, `sr.why.${r.key}`, vars)}`;
}

/** A word of a refusal in the page's language; a number (a die, a city) is never one of these words and stays as it is. */
function translateWord(t: Templates, word: string | number): string | number {
  for (const prefix of ['sr.colour.', 'sr.track.', 'sr.phase.', 'sr.event.']) {
    const hit = t[`${prefix}${word}`];
    if (hit !== undefined) return hit;
  }
  return word;
}
