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
 * new cards stacked on it). With many cards it also assumes that combining
 * whenever possible is never worse, which the exhaustive tests confirm on
 * small inputs.
 */
export function planDiscards(pending: readonly Card[], pile: readonly Card[]): DiscardPlan {
  const counts = [0, 0, 0, 0, 0];
  for (const c of pending) counts[c.value] = (counts[c.value] ?? 0) + 1;
  const base = pile.map((c) => c.value);
  const prefix = [0];
  for (const v of base) prefix.push((prefix[prefix.length - 1] as number) + v);
  const greedy = pending.length > 12;
  const memo = new Map<string, Best>();

  const search = (k: number, stack: number[]): Best => {
    const memoKey = `${counts.join('')}|${k}|${stack.join('')}`;
    const hit = memo.get(memoKey);
    if (hit) return hit;
    let best: Best | null = null;
    const top = stack.length ? stack[stack.length - 1] : k > 0 ? base[k - 1] : undefined;
    for (let v = 1; v <= 4; v++) {
      if (!counts[v]) continue;
      counts[v] = (counts[v] as number) - 1;
      const options: boolean[] = top === v ? (greedy ? [true] : [true, false]) : [false];
      for (const combine of options) {
        let sub: Best;
        if (combine) sub = stack.length ? search(k, stack.slice(0, -1)) : search(k - 1, stack);
        else sub = search(k, [...stack, v]);
        if (!best || sub.points < best.points || (sub.points === best.points && sub.cards < best.cards)) {
          best = { points: sub.points, cards: sub.cards, moves: [[v, combine], ...sub.moves] };
        }
      }
      counts[v] = (counts[v] as number) + 1;
    }
    if (!best) {
      const points = (prefix[k] as number) + stack.reduce((a, b) => a + b, 0);
      best = { points, cards: k + stack.length, moves: [] };
    }
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

/** Points and cards left after discarding in a given order (for tests and hints). */
export function pileAfter(pile: readonly Card[], cards: readonly Card[], order: readonly ChaosDiscard[]): { points: number; cards: number } | null {
  const stack = pile.slice();
  for (const step of order) {
    const card = cards.find((c) => c.id === step.card);
    if (!card) return null;
    if (step.combine) {
      const top = stack[stack.length - 1];
      if (!top || top.value !== card.value) return null;
      stack.pop();
    } else stack.push(card);
  }
  return { points: stack.reduce((a, c) => a + c.value, 0), cards: stack.length };
}
