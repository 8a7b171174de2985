/**
 * Refusals: the rule a move breaks and why, as a template key with its values,
 * so the CLI and tests read the English sentence and a Dutch page reads Dutch.
 */
import { ENGLISH, fill, type Templates } from './templates';
import type { Refusal } from './types';

export function why(rule: string, key: string, vars: Record<string, string | number> = {}): Refusal {
  return { rule, key, vars, message: `${rule}: ${fill(ENGLISH, `why.${key}`, vars)}` };
}

/** The refusal in the page's language; a turn ("left") is named in that language too. */
export function refusalText(r: Refusal, t: Templates): string {
  if (!r.key) return r.message;
  const vars = { ...r.vars };
  if (typeof vars.turn === 'string' && t[`rc.turn.${vars.turn}`]) vars.turn = t[`rc.turn.${vars.turn}`] as string;
  return `${r.rule}: ${fill(t, `why.${r.key}`, vars)}`;
}
