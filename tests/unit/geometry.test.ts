/**
 * How open the railway's end is after a card (`freedomAfter`), which Betsy's
 * and the seats without a person's orientation policy (ruling 43) and the
 * bots' build costs read, on positions small enough to count by hand.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freedomAfter, insideTable, layOut, MAX_FREEDOM, nextSquare, place } from '../../src/machines/rollecate/rules/geometry';

/** The four squares beside (x, y), for the search by hand below. */
const neighbours = (x: number, y: number): [number, number][] => [[x + 1, y], [x, y + 1], [x - 1, y], [x, y - 1]];
import { chooseTurn } from '../../src/machines/rollecate/rules/orientation';
import type { Card, Placed, RuleSwitches, Turn } from '../../src/machines/rollecate/rules/types';

const straight = (id: string): Card => ({ id, value: 1, shape: 'straight' });
const curve = (id: string): Card => ({ id, value: 2, shape: 'curve' });

describe('freedomAfter: empty squares reachable beyond the new end, up to a cap', () => {
  const one = layOut([{ card: straight('s0'), turn: 'straight' }]);

  it('on an open table it stops at the cap', () => {
    expect(freedomAfter(one, straight('s1'), 'straight', null)).toBe(24);
    expect(freedomAfter(one, straight('s1'), 'straight', null, 5)).toBe(5);
  });

  it('ruling 43: takes caps up to MAX_FREEDOM (100), where its window is largest', () => {
    expect(freedomAfter(one, straight('s1'), 'straight', null, MAX_FREEDOM)).toBe(100);
    expect(() => freedomAfter(one, straight('s1'), 'straight', null, MAX_FREEDOM + 1)).toThrow(/up to 100, not 101/);
  });

  it('refuses a cap it has no window for', () => {
    expect(() => freedomAfter(one, straight('s1'), 'straight', null, 2.5)).toThrow(/whole number/);
    expect(() => freedomAfter(one, straight('s1'), 'straight', null, 1e6)).toThrow(/whole number/);
  });

  it('on a 5 × 3 table it counts every free square (15 less the two cards)', () => {
    expect(freedomAfter(one, straight('s1'), 'straight', { width: 5, height: 3 })).toBe(13);
  });

  it('is 0 when the square beyond the new card is off the table or already taken', () => {
    // 3 × 1: the card at (1, 0) leaves east to (2, 0), past the table's edge.
    expect(freedomAfter(one, straight('s1'), 'straight', { width: 3, height: 1 })).toBe(0);
    // A square of four curves: the fourth leads back into the first card's square.
    const loop = layOut([
      { card: curve('c0'), turn: 'left' },
      { card: curve('c1'), turn: 'left' },
      { card: curve('c2'), turn: 'left' },
    ]);
    expect(freedomAfter(loop, curve('c3'), 'left', null)).toBe(0);
  });

  it('is 1 for a free square shut in on every side, with no table to stop the search (the four neighbours and no more)', () => {
    // The railway winds round (2, 1): the new straight at (2, 0) leads north into it, and its other three sides are
    // railway. Without a table every square counts, so the search looks at exactly the four neighbours of each square
    // it holds (a fifth step, or one place past its queue, would count a square that is none).
    const pocket = layOut(
      (['straight', 'left', 'straight', 'right', 'straight', 'right', 'straight', 'straight', 'right', 'right'] as Turn[]).map((turn, i) => ({
        card: turn === 'straight' ? straight(`s${i}`) : curve(`c${i}`),
        turn,
      })),
    );
    expect(pocket.map((p) => [p.x, p.y])).toEqual([[0, 0], [1, 0], [1, 1], [1, 2], [2, 2], [3, 2], [3, 1], [3, 0], [3, -1], [2, -1]]);
    expect(freedomAfter(pocket, straight('sx'), 'straight', null)).toBe(1);
  });

  it('ruling 43: a railway card outside the search\'s window never blocks a square inside it', () => {
    // (0,0) east, then three curves back to (0,2); the new card's end opens onto (0,3). The card at (1,0)
    // lies outside the 3 × 3 window of a cap of 1 (three rows below (0,3)): read without the window's bounds
    // it would land on the start's own place and count the end as shut.
    const hook = layOut([
      { card: straight('s0'), turn: 'straight' },
      { card: curve('c1'), turn: 'left' },
      { card: curve('c2'), turn: 'left' },
      { card: curve('c3'), turn: 'right' },
    ]);
    expect(hook.map((p) => [p.x, p.y])).toEqual([[0, 0], [1, 0], [1, 1], [0, 1]]);
    expect(freedomAfter(hook, straight('s4'), 'straight', null, 1)).toBe(1);
  });

  it('counts only the pocket the end opens into', () => {
    // 5 × 2 (rows y = 0 and 1): a curve at (1, 0) turned right heads off the bottom edge, turned left it opens the table.
    expect(freedomAfter(one, curve('c1'), 'right', { width: 5, height: 2 })).toBe(0);
    expect(freedomAfter(one, curve('c1'), 'left', { width: 5, height: 2 })).toBe(8);
    expect(chooseTurn(one, curve('c1'), { width: 5, height: 2 })).toBe('left');
    // Ruling 43 weighs the two turns a curve can take against each other: on 3 × 2 left opens 4 squares, right none.
    expect(freedomAfter(one, curve('c1'), 'left', { width: 3, height: 2 })).toBe(4);
    expect(freedomAfter(one, curve('c1'), 'right', { width: 3, height: 2 })).toBe(0);
    expect(chooseTurn(one, curve('c1'), { width: 3, height: 2 })).toBe('left');
  });
});

/** The same count the plain way, square by square with a Set of "x,y" keys, as the rules read: the reference for the fast search. */
function freedomByHand(railway: Placed[], card: Card, turn: Turn, table: RuleSwitches['table'], cap: number): number {
  const placed = [...railway, place(railway, card, turn)];
  const { x, y } = nextSquare(placed);
  const taken = new Set(placed.map((p) => `${p.x},${p.y}`));
  if (taken.has(`${x},${y}`) || !insideTable(x, y, table)) return 0;
  const seen = new Set([`${x},${y}`]);
  const queue: [number, number][] = [[x, y]];
  while (queue.length && seen.size < cap) {
    const [qx, qy] = queue.shift()!;
    for (const [nx, ny] of neighbours(qx, qy)) {
      const k = `${nx},${ny}`;
      if (seen.has(k) || taken.has(k) || !insideTable(nx, ny, table) || seen.size >= cap) continue;
      seen.add(k);
      queue.push([nx, ny]);
    }
  }
  return seen.size;
}

describe('freedomAfter agrees with a search done by hand', () => {
  it('on random railways, tables and caps', () => {
    const turnOf = (shape: Card['shape'], left: boolean): Turn => (shape === 'straight' ? 'straight' : left ? 'left' : 'right');
    const cardArb = fc.record({ curve: fc.boolean(), left: fc.boolean() });
    fc.assert(
      fc.property(
        fc.array(cardArb, { minLength: 1, maxLength: 40 }),
        cardArb,
        fc.option(fc.record({ width: fc.integer({ min: 1, max: 12 }), height: fc.integer({ min: 1, max: 12 }) }), { nil: null }),
        fc.integer({ min: 0, max: 60 }),
        (cards, last, table, cap) => {
          const railway = layOut(cards.map((c, i) => {
            const card: Card = c.curve ? curve(`c${i}`) : straight(`s${i}`);
            return { card, turn: turnOf(card.shape, c.left) };
          }));
          const card: Card = last.curve ? curve('end') : straight('end');
          const turn = turnOf(card.shape, last.left);
          expect(freedomAfter(railway, card, turn, table, cap)).toBe(freedomByHand(railway, card, turn, table, cap));
        },
      ),
      { numRuns: 400 },
    );
  });
});
