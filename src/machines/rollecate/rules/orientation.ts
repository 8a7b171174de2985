/** Betsy's orientation policy (ruling 43, an ASSUMPTION the rulebook leaves open). */
import { freedomAfter, turnsFor } from './geometry';
import type { Card, Placed, RuleSwitches, Turn } from './types';

/**
 * A straight card goes straight. A curve turns the way that leaves the most
 * free squares ahead of the railway's end; on a tie it turns right.
 */
export function chooseTurn(railway: readonly Placed[], card: Card, table: RuleSwitches['table']): Turn {
  const options = turnsFor(card);
  if (options.length === 1) return options[0] as Turn;
  const right = freedomAfter(railway, card, 'right', table);
  const left = freedomAfter(railway, card, 'left', table);
  return left > right ? 'left' : 'right';
}
