/**
 * Refusals: the clause a move breaks and why, as a template key with its
 * values. The CLI and the tests read the English sentence in `message`; a page
 * words the same refusal in its own language with `refusalText`.
 */
import en from './messages/en.json';
import { fillTemplate, type Templates } from '../../shared/templates';
import type { Refusal } from './types';

export const ENGLISH: Templates = en;

export function why(rule: string, key: string, vars: Record<string, string | number> = {}): Refusal {
  return { rule, key, vars, message: `${rule}: ${fillTemplate(ENGLISH, ENGLISH, `ro.why.${key}`, vars)}` };
}

/**
 * The refusal in the page's language, starting with its clause. A colour
 * (a letter in the engine's sentence) is named in that language when the
 * strings have a name for it (`ro.colour.R` …).
 */
export function refusalText(r: Refusal, t: Templates): string {
  const vars = { ...r.vars };
  if (typeof vars.colour === 'string' && t[`ro.colour.${vars.colour}`]) vars.colour = t[`ro.colour.${vars.colour}`] as string;
  return `${r.rule}: ${fillTemplate(t, ENGLISH, `ro.why.${r.key}`, vars)}`;
}
