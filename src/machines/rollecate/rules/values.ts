/** The value rule for laying track (R25d; rulings 2, 3). */
import type { Card, GameState, Placed, Refusal } from './types';
import { why } from './refusal';
import { lastOf } from '../../shared/lists';

/**
 * Two values may touch unless they differ by exactly 2: 1–3 and 2–4 are
 * forbidden, 1–4 is allowed (ruling 2: values behave like a ring 1-2-3-4-1).
 * @rule R25d
 */
export function valuesFit(a: number, b: number): boolean {
  return Math.abs(a - b) !== 2;
}

/**
 * Checks a card about to be laid at (x, y) after `railway`. By default only
 * the card it is attached to counts (ruling 3); with `valueRuleTouching`, every
 * railway card in a neighbouring square counts too.
 */
export function explainValue(s: GameState, railway: readonly Placed[], card: Card, x: number, y: number): Refusal | null {
  const last = lastOf(railway);
  if (last && !valuesFit(card.value, last.card.value)) {
    return why('R25d', 'value.follow', { value: card.value, other: last.card.value, card: card.id, otherCard: last.card.id });
  }
  if (!s.rules.valueRuleTouching) return null;
  // With the switch, every railway card in a neighbouring square counts too (the one it follows has just passed).
  for (const p of railway) {
    if (Math.abs(p.x - x) + Math.abs(p.y - y) === 1 && !valuesFit(card.value, p.card.value)) {
      return why('R25d', 'value.touch', { value: card.value, other: p.card.value, card: card.id, otherCard: p.card.id });
    }
  }
  return null;
}
