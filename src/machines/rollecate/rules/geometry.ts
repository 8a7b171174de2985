/**
 * The railway on a grid (contract "Geometry"; rulings A-G2, A-G3). Each card
 * fills one square; the first card stands at (0,0) and the train enters it
 * heading east; a card's turn sets the direction in which it is left, and the
 * next card goes in the square beyond. Squares freed by penalties are empty
 * again (ruling 10).
 */
import { lastOf } from '../../shared/lists';
import type { Card, Dir, Placed, RuleSwitches, Turn } from './types';

const DX = [1, 0, -1, 0] as const;
const DY = [0, 1, 0, -1] as const;

export function turnDir(dir: Dir, turn: Turn): Dir {
  if (turn === 'left') return ((dir + 1) % 4) as Dir;
  if (turn === 'right') return ((dir + 3) % 4) as Dir;
  return dir;
}

export const key = (x: number, y: number): string => `${x},${y}`;

/** Where the next card would go and the direction the train would enter it. */
export function nextSquare(railway: readonly Placed[]): { x: number; y: number; dir: Dir } {
  const last = lastOf(railway);
  if (!last) return { x: 0, y: 0, dir: 0 };
  const dir = turnDir(last.dir, last.turn);
  return { x: last.x + DX[dir], y: last.y + DY[dir], dir };
}

/** The turns a card may be laid with: rails must align, so a straight card goes straight (R25b, ruling 11). */
export function turnsFor(card: Card): Turn[] {
  return card.shape === 'curve' ? ['left', 'right'] : ['straight'];
}

/** @rule R25a @rule R25b A card is laid square to the last one with its rails lined up. */
export function turnFits(card: Card, turn: Turn): boolean {
  // turnsFor's answer, without making its list: this is asked for every card of every build.
  return card.shape === 'curve' ? turn === 'left' || turn === 'right' : turn === 'straight';
}

export function insideTable(x: number, y: number, table: RuleSwitches['table']): boolean {
  if (!table) return true;
  // The table is centred on the first card's square, as a player would lay it out.
  const left = -Math.floor((table.width - 1) / 2);
  const bottom = -Math.floor((table.height - 1) / 2);
  return x >= left && x < left + table.width && y >= bottom && y < bottom + table.height;
}

/**
 * @rule R25c Cards never overlap: a card goes only into an empty square.
 * @rule R46 The railway is an ordered list with a start and an end; it can wind
 * into a loop but never closes into a ring, because that would need an overlap.
 */
export function squareFree(railway: readonly Placed[], x: number, y: number, table: RuleSwitches['table']): boolean {
  if (!insideTable(x, y, table)) return false;
  return !railway.some((p) => p.x === x && p.y === y);
}

/** Lays a card at the end of the railway (the caller has checked that it may go there). */
export function place(railway: readonly Placed[], card: Card, turn: Turn): Placed {
  const { x, y, dir } = nextSquare(railway);
  return { card, turn, x, y, dir };
}

/** Lays out a list of cards from (0,0) heading east, as the scenario contract describes. */
export function layOut(cards: readonly { card: Card; turn: Turn }[]): Placed[] {
  const out: Placed[] = [];
  for (const c of cards) out.push(place(out, c.card, c.turn));
  return out;
}

/**
 * How open the railway's end would be after laying a card with this turn:
 * the number of empty squares reachable from the square beyond it, counted up
 * to `cap` (a whole number up to MAX_FREEDOM). Used by Betsy's orientation
 * policy (ruling 43) and by the bots.
 */
export function freedomAfter(railway: readonly Placed[], card: Card, turn: Turn, table: RuleSwitches['table'], cap = 24): number {
  if (!Number.isInteger(cap) || cap > MAX_FREEDOM) throw new Error(`freedomAfter: the cap must be a whole number up to ${MAX_FREEDOM}, not ${cap}`);
  const placed = place(railway, card, turn);
  const { x: sx, y: sy } = nextSquare([placed]);
  // The search meets only squares within cap − 1 steps of the start, and looks one step beyond them:
  // a window of cap squares each way holds all it can touch. Squares are marked in it with this
  // search's own stamps (no Set, no clearing): this runs for every build the bots weigh, thousands of times a playout.
  const half = Math.max(1, cap);
  const span = 2 * half + 1;
  // Stryker disable next-line EqualityOperator: `>=` also makes a new window when the old one is just large enough: a fresh array of zeros, marked with this search's stamps as the old one would be; only slower.
  if (span * span > marks.length) marks = new Int32Array(span * span);
  // Stryker disable next-line ConditionalExpression,BlockStatement,EqualityOperator: the stamps run out after 134 million searches; clearing every time (`true`, `<=`) or never (within any test) gives the same counts.
  if (stamp > 0x7ffffff0) {
    // Stryker disable next-line CallExpression: as above, reached only after 134 million searches.
    marks.fill(0);
    stamp = 0;
  }
  const taken = ++stamp;
  const seen = ++stamp;
  const at = (x: number, y: number): number => {
    const dx = x - sx + half;
    const dy = y - sy + half;
    // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator,ArithmeticOperator,UnaryOperator: the search looks only at squares within cap steps (always inside the window); the bounds keep railway cards far away from aliasing into it, which only the whole test's `true` would do (a test kills it). Loosening one bound, `dx * span - dy` (also one place per square) or `+1` (place 1, cap steps away) lets a far card land only where the search never counts.
    return dx >= 0 && dx < span && dy >= 0 && dy < span ? dx * span + dy : -1;
  };
  for (const p of railway) {
    const i = at(p.x, p.y);
    // Stryker disable next-line ConditionalExpression,EqualityOperator: a typed array ignores a write at -1, and place 0 is the window's corner, 2·cap steps from the start, where the search never looks.
    if (i >= 0) marks[i] = taken;
  }
  // The new card is one step from the start: always inside the window.
  marks[at(placed.x, placed.y)] = taken;
  const start = at(sx, sy);
  if (marks[start] === taken || !insideTable(sx, sy, table)) return 0;
  marks[start] = seen;
  let count = 1;
  // A breadth-first search that stops at `cap` squares: the count is min(cap, squares reachable), whatever the order.
  const queue: number[] = [sx, sy];
  for (let head = 0; head < queue.length && count < cap; head += 2) {
    const x = queue[head] as number;
    const y = queue[head + 1] as number;
    for (let d = 0; d < 4; d++) {
      // Stryker disable next-line ArithmeticOperator: minus gives the same four neighbours in another order, and the count does not depend on the order.
      const nx = x + DX[d as Dir];
      // Stryker disable next-line ArithmeticOperator: as above.
      const ny = y + DY[d as Dir];
      const i = at(nx, ny);
      // A neighbour of a square within cap − 1 steps is within cap steps: always inside the window.
      if (marks[i] === taken || marks[i] === seen || !insideTable(nx, ny, table)) continue;
      marks[i] = seen;
      queue.push(nx, ny);
      if (++count >= cap) break;
    }
  }
  return count;
}

/** The largest cap `freedomAfter` takes (its window then holds 201 × 201 squares). */
export const MAX_FREEDOM = 100;

/** The marks `freedomAfter`'s searches leave in their window, each search with stamps of its own. */
let marks = new Int32Array(0);
let stamp = 0;
