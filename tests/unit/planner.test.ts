/**
 * The discard planner (`planDiscards`) against brute force: no other order and
 * choice of combines leaves fewer points (then fewer cards) on the pile, its
 * plan is legal, and what it reports is what `pileAfter` (the pile replayed
 * step by step, written here as the tests' own reference) computes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planDiscards } from '../../src/machines/rollecate/rules/planner';
import type { Card, ChaosDiscard, Value } from '../../src/machines/rollecate/rules/types';

const card = (id: string, value: Value): Card => ({ id, value, shape: 'straight' });
const cards = (prefix: string, values: Value[]): Card[] => values.map((v, i) => card(`${prefix}${i}`, v));

/** Points and cards left after discarding in a given order; null for an unknown card or a combine onto no equal top (R20). */
function pileAfter(pile: readonly Card[], cards: readonly Card[], order: readonly ChaosDiscard[]): { points: number; cards: number } | null {
  const stack = pile.slice();
  for (const step of order) {
    const card = cards.find((c) => c.id === step.card);
    if (!card) return null;
    if (step.combine) {
      if (stack[stack.length - 1]?.value !== card.value) return null;
      stack.pop();
    } else stack.push(card);
  }
  return { points: stack.reduce((a, c) => a + c.value, 0), cards: stack.length };
}

/** Every legal order × combine choice: combine only onto a top card of the same value, each discard at most once (R20, R21, ruling 28). */
function bruteForce(pending: readonly Card[], pile: readonly Card[]): { points: number; cards: number } {
  let best = { points: Infinity, cards: Infinity };
  const go = (left: Card[], stack: Card[]) => {
    if (left.length === 0) {
      const points = stack.reduce((a, c) => a + c.value, 0);
      if (points < best.points || (points === best.points && stack.length < best.cards)) best = { points, cards: stack.length };
      return;
    }
    left.forEach((c, i) => {
      const rest = left.filter((_, j) => j !== i);
      go(rest, [...stack, c]);
      const top = stack[stack.length - 1];
      if (top && top.value === c.value) go(rest, stack.slice(0, -1));
    });
  };
  go(pending.slice(), pile.slice());
  return best;
}

/** The plan is a legal sequence: each pending card exactly once, combines only onto an equal top. */
function legalPlan(pending: readonly Card[], pile: readonly Card[], order: readonly ChaosDiscard[]): boolean {
  const ids = order.map((o) => o.card).sort();
  if (JSON.stringify(ids) !== JSON.stringify(pending.map((c) => c.id).sort())) return false;
  const stack = pile.slice();
  for (const o of order) {
    const c = pending.find((p) => p.id === o.card)!;
    if (o.combine) {
      if (stack[stack.length - 1]?.value !== c.value) return false;
      stack.pop();
    } else stack.push(c);
  }
  return true;
}

const valueArb = fc.constantFrom<Value>(1, 2, 3, 4);

describe('planDiscards', () => {
  it('R19, R20, R21, R22: is never beaten by any other legal order and combine choice (pending ≤ 6, pile ≤ 5)', () => {
    fc.assert(
      fc.property(fc.array(valueArb, { maxLength: 6 }), fc.array(valueArb, { maxLength: 5 }), (p, q) => {
        const pending = cards('p', p);
        const pile = cards('d', q);
        const plan = planDiscards(pending, pile);
        const best = bruteForce(pending, pile);
        expect({ points: plan.points, cards: plan.cards }).toEqual(best);
      }),
      { numRuns: 300 },
    );
  });

  it('R19, R20: its plan is legal and its reported points and cards are what pileAfter computes', () => {
    fc.assert(
      fc.property(fc.array(valueArb, { maxLength: 15 }), fc.array(valueArb, { maxLength: 8 }), (p, q) => {
        // Up to 15 cards: the planner's memo keeps this quick (without it, thousands of orders each).
        const pending = cards('p', p);
        const pile = cards('d', q);
        const plan = planDiscards(pending, pile);
        expect(legalPlan(pending, pile, plan.order)).toBe(true);
        expect(pileAfter(pile, pending, plan.order)).toEqual({ points: plan.points, cards: plan.cards });
      }),
      { numRuns: 120 },
    );
  });

  it('brute force itself finds strictly better results than discarding without combining (the comparison can fail)', () => {
    const pending = cards('p', [3, 3]);
    const naive = pileAfter([], pending, pending.map((c) => ({ card: c.id, combine: false })));
    expect(naive).toEqual({ points: 6, cards: 2 });
    expect(bruteForce(pending, [])).toEqual({ points: 0, cards: 0 });
    expect(legalPlan(pending, [], [{ card: 'p0', combine: true }, { card: 'p1', combine: false }])).toBe(false);
  });

  it('R22: combines with a card discarded earlier the same turn', () => {
    const pending = [card('a', 3), card('b', 3)];
    const plan = planDiscards(pending, []);
    expect(plan).toEqual({ order: [{ card: 'a', combine: false }, { card: 'b', combine: true }], points: 0, cards: 0 });
  });

  it('R21, ruling 28: one combine removes one pile card, with no cascade onto the newly exposed top', () => {
    const pile = [card('d1', 2), card('d2', 2)];
    const plan = planDiscards([card('a', 2)], pile);
    // The 2 boxes with d2 only; d1 stays although it is also a 2.
    expect(plan).toEqual({ order: [{ card: 'a', combine: true }], points: 2, cards: 1 });
    expect(pileAfter(pile, [card('a', 2)], plan.order)).toEqual({ points: 2, cards: 1 });
  });

  it('R21: several combinations in one turn, each card at most once', () => {
    const pile = [card('d1', 1), card('d2', 4)];
    const plan = planDiscards([card('a', 1), card('b', 4)], pile);
    expect(plan.order).toEqual([{ card: 'b', combine: true }, { card: 'a', combine: true }]);
    expect(plan.points).toBe(0);
  });

  it('R19, R20: the order matters — the 2 must go first to combine with the pile', () => {
    const pile = [card('d1', 2)];
    const pending = [card('a', 1), card('b', 2)];
    const plan = planDiscards(pending, pile);
    expect(plan.order).toEqual([{ card: 'b', combine: true }, { card: 'a', combine: false }]);
    expect(plan.points).toBe(1);
  });

  it('R20, R22: pairs leave the game two by two — with three 4s one 4 always stays', () => {
    const pile = [card('d1', 1), card('d2', 4)];
    const pending = [card('a', 4), card('b', 4), card('c', 1)];
    const plan = planDiscards(pending, pile);
    expect(bruteForce(pending, pile)).toEqual({ points: 4, cards: 1 });
    expect({ points: plan.points, cards: plan.cards }).toEqual({ points: 4, cards: 1 });
    expect(pileAfter(pile, pending, plan.order)).toEqual({ points: 4, cards: 1 });
  });

  it('R20: no combining onto an empty pile or an unequal top (the core refuses such a combine: rollecate.rules.test.ts)', () => {
    expect(planDiscards([card('a', 2)], [])).toEqual({ order: [{ card: 'a', combine: false }], points: 2, cards: 1 });
    expect(planDiscards([card('a', 2)], [card('d', 3)])).toEqual({ order: [{ card: 'a', combine: false }], points: 5, cards: 2 });
  });

  it('R22, R21: a combine onto a card put on earlier this turn uncovers the card below it, however high the new cards stand', () => {
    // 1, 2 and 3 go on, the second 3 boxes the first: 1 + 2 stay (a combine that dropped more than the top would report 1).
    const pending = cards('p', [1, 2, 3, 3]);
    const plan = planDiscards(pending, []);
    expect({ points: plan.points, cards: plan.cards }).toEqual({ points: 3, cards: 2 });
    expect(pileAfter([], pending, plan.order)).toEqual({ points: 3, cards: 2 });
  });

  it('R19: among equally good orders the planner keeps the first it meets, lower values first, so the hint and the bots repeat themselves', () => {
    expect(planDiscards([card('b', 2), card('a', 1)], [])).toEqual({
      order: [{ card: 'a', combine: false }, { card: 'b', combine: false }],
      points: 3,
      cards: 2,
    });
    // With a combine open the combine still comes first, whatever its value.
    expect(planDiscards([card('a', 1), card('b', 4)], [card('d', 4)]).order).toEqual([
      { card: 'b', combine: true },
      { card: 'a', combine: false },
    ]);
  });

  it('R20: the pile below the new cards counts in full, its cards as well as its points', () => {
    expect(planDiscards([], [card('d1', 3), card('d2', 1)])).toEqual({ order: [], points: 4, cards: 2 });
    expect(planDiscards([card('a', 2)], [card('d1', 3), card('d2', 1)])).toEqual({ order: [{ card: 'a', combine: false }], points: 6, cards: 3 });
  });
});
