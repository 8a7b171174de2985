/**
 * The 55 cards (R1). The rulebook gives only the totals: 46 regular track
 * cards, 4 broken track cards and 5 chaos cards. Values, shapes and chaos
 * values are ASSUMPTIONS from the rulings (A.4: A-D1, A-D2, A-D3, A-G1) and
 * live here, in this one table, so they can be changed when the real deck is
 * known. The rule pages show the same table and say it is an assumption.
 */
import type { Card, Shape, Value } from './types';

export interface DeckComposition {
  /** Regular track cards per value: [straight, curve] (A-D1 12/11/11/12, A-G1 about half each). */
  regular: Record<Value, [number, number]>;
  /** One broken track per value (A-D2); shapes 2 straight + 2 curve (A-G1). */
  broken: { value: Value; shape: Shape }[];
  /** Chaos card values (A-D3). */
  chaos: Value[];
}

export const ASSUMED_DECK: DeckComposition = {
  regular: { 1: [6, 6], 2: [6, 5], 3: [5, 6], 4: [6, 6] },
  broken: [
    { value: 1, shape: 'straight' },
    { value: 2, shape: 'curve' },
    { value: 3, shape: 'straight' },
    { value: 4, shape: 'curve' },
  ],
  chaos: [1, 2, 3, 4, 2],
};

/**
 * Card ids say what the card is: `2s3` is the third straight 2, `4c1` the
 * first curved 4, `b3` the broken 3, `x5` the fifth chaos card.
 */
export function makeDeck(composition: DeckComposition = ASSUMED_DECK): Card[] {
  const cards: Card[] = [];
  for (const value of [1, 2, 3, 4] as Value[]) {
    const [straight, curve] = composition.regular[value];
    for (let i = 1; i <= straight; i++) cards.push({ id: `${value}s${i}`, value, shape: 'straight' });
    for (let i = 1; i <= curve; i++) cards.push({ id: `${value}c${i}`, value, shape: 'curve' });
  }
  composition.broken.forEach((b, i) => {
    const id = composition.broken.filter((o) => o.value === b.value).length > 1 ? `b${b.value}-${i + 1}` : `b${b.value}`;
    cards.push({ id, value: b.value, shape: b.shape, broken: true });
  });
  composition.chaos.forEach((value, i) => cards.push({ id: `x${i + 1}`, value, chaos: true }));
  return cards;
}

export const DECK_SIZE = 55;
