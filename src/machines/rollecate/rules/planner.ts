/**
 * The discard planner: for the penalty cards waiting to be discarded and the
 * current pile, the order and combine choices that leave the fewest points
 * (then the fewest cards) on the pile — the rulebook's advice to combine
 * cleverly, worked out exactly. Pure; the bots and the play table's hint use it.
 */
import type { Card, ChaosDiscard } from './types';

export interface DiscardPlan {
  /** Cards in the order to discard them, each with whether to combine. */
  order: ChaosDiscard[];
  /** Points left on the pile afterwards. */
  points: number;
  /** Cards left on the pile afterwards. */
  cards: number;
}

interface Best {
  points: number;
  cards: number;
  moves: [number, boolean][];
}

/**
 * Exact search over the values (cards of one value are interchangeable),
 * memoised on (cards left per value, how much of the old pile remains, the
 * new cards stacked on it). A card that can combine always does: putting it on
 * the pile instead is never better (R20 leaves the choice, the planner need not
 * weigh it). Proof: combining leaves pile P; putting it on leaves P plus two
 * equal cards on top. Play any later discards the same way from both: while
 * they stay above those two cards the piles differ only by them; the first
 * combine that reaches them (a card of their value) the combining pile answers
 * by putting that card on, after which both piles are the same. So the
 * combining pile ends with the same cards or two fewer, never more points.
 */
export function planDiscards(pending: readonly Card[], pile: readonly Card[]): DiscardPlan {
  const counts = [0, 0, 0, 0, 0];
  for (const c of pending) counts[c.value] = (counts[c.value] as number) + 1;
  const base = pile.map((c) => c.value);
  const prefix = [0];
  for (const v of base) prefix.push((prefix[prefix.length - 1] as number) + v);
  const memo = new Map<string, Best>();

  const search = (k: number, stack: number[]): Best => {
    // k and the five counts have fixed places, so the stack's values follow them without ambiguity.
    const memoKey = [k, ...counts, ...stack].join();
    const hit = memo.get(memoKey);
    // Stryker disable next-line ConditionalExpression: a memo never consulted searches the same states again and finds the same best (each state's best depends on the state alone): only slower. The comment also hides `true` (returns undefined), which the tests kill.
    if (hit) return hit;
    let best: Best | null = null;
    // The top is the last card put on this turn, or else the old pile's k-th (none when k is 0). Never read base[-1]:
    // a read below 0 sends V8 to its slowest lookup for good (src/machines/shared/lists.ts), and this runs for every
    // bot move, chaos move and hint.
    // Stryker disable next-line ConditionalExpression: `true` reads base[-1], undefined, the same as no top: only slower.
    const top = stack.length ? stack[stack.length - 1] : k > 0 ? base[k - 1] : undefined;
    for (let v = 1; v <= 4; v++) {
      if (!counts[v]) continue;
      counts[v] = (counts[v] as number) - 1;
      const combine = top === v;
      let sub: Best;
      if (combine) sub = stack.length ? search(k, stack.slice(0, -1)) : search(k - 1, stack);
      else sub = search(k, [...stack, v]);
      if (
        !best ||
        sub.points < best.points ||
        // Stryker disable next-line ConditionalExpression,EqualityOperator: the fewest cards among plans of the fewest points; no input of up to 6 cards to discard and 4 on the pile has best plans of different sizes (checked exhaustively), so `false` and `>` here change no answer. The comment also hides this line's mutants that do change answers (`<=`, `>=`, `!==`, `true` for the points test), which the tests kill when unmarked.
        (sub.points === best.points && sub.cards < best.cards)
      ) {
        best = { points: sub.points, cards: sub.cards, moves: [[v, combine], ...sub.moves] };
      }
      counts[v] = (counts[v] as number) + 1;
    }
    if (!best) {
      const points = (prefix[k] as number) + stack.reduce((a, b) => a + b, 0);
      best = { points, cards: k + stack.length, moves: [] };
    }
    // Stryker disable next-line CallExpression: a memo never filled is a search without one: the same answers, only slower.
    memo.set(memoKey, best);
    return best;
  };

  const best = search(base.length, []);
  const left = pending.slice();
  const order = best.moves.map(([v, combine]) => {
    const at = left.findIndex((c) => c.value === v);
    const [card] = left.splice(at, 1) as [Card];
    return { card: card.id, combine };
  });
  return { order, points: best.points, cards: best.cards };
}
