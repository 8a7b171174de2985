/**
 * How open the railway's end is after a card (`freedomAfter`), which Betsy's
 * and the seats without a person's orientation policy (ruling 43) and the
 * bots' build costs read, on positions small enough to count by hand.
 */
import { describe, expect, it } from 'vitest';
import { freedomAfter, layOut } from '../../src/machines/rollecate/rules/geometry';
import { chooseTurn } from '../../src/machines/rollecate/rules/orientation';
import type { Card } from '../../src/machines/rollecate/rules/types';

const straight = (id: string): Card => ({ id, value: 1, shape: 'straight' });
const curve = (id: string): Card => ({ id, value: 2, shape: 'curve' });

describe('freedomAfter: empty squares reachable beyond the new end, up to a cap', () => {
  const one = layOut([{ card: straight('s0'), turn: 'straight' }]);

  it('on an open table it stops at the cap', () => {
    expect(freedomAfter(one, straight('s1'), 'straight', null)).toBe(24);
    expect(freedomAfter(one, straight('s1'), 'straight', null, 5)).toBe(5);
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

  it('counts only the pocket the end opens into', () => {
    // 5 × 2 (rows y = 0 and 1): a curve at (1, 0) turned right heads off the bottom edge, turned left it opens the table.
    expect(freedomAfter(one, curve('c1'), 'right', { width: 5, height: 2 })).toBe(0);
    expect(freedomAfter(one, curve('c1'), 'left', { width: 5, height: 2 })).toBe(8);
    expect(chooseTurn(one, curve('c1'), { width: 5, height: 2 })).toBe('left');
  });
});
