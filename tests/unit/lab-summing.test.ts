/**
 * The lab's summing-up, written once for every game (src/lab/stats.ts,
 * src/lab/search.ts): seat shares counted from the first player, a special
 * thing's worth with and without it, how games ended, and the shortest
 * parting over seeds. Hand-made games, so each figure is known.
 */
import { describe, expect, it } from 'vitest';
import { shortestParting, type Parted } from '../../src/lab/search';
import { seatShares, share, tally, withAndWithout } from '../../src/lab/stats';

const games = [
  { winners: [0], first: 0, held: [true, false, false] },
  { winners: [2], first: 1, held: [false, false, true] },
  { winners: [0, 1], first: 2, held: [true, true, false] },
  { winners: [1], first: 1, held: [false, false, false] },
];

describe('the lab summing-up', () => {
  it('counts each win from the seat that played first, a tie shared', () => {
    // Seat in turn order: game 1 seat 0; game 2 (2 − 1) = 1; game 3 (0 − 2) mod 3 = 1 and (1 − 2) mod 3 = 2, half each; game 4 seat 0.
    expect(seatShares(games, 3, (g) => g.first)).toEqual([share(2, 4), share(1.5, 4), share(0.5, 4)]);
  });

  it('weighs a special thing by the seats that held it and those that did not, over the games it counts', () => {
    const w = withAndWithout('held', games, () => 3, (g, i) => g.held[i]!);
    // Held: four seats, wins 1 + 1 + ½ + ½ = 3; not held: eight seats, the fourth game's win.
    expect(w).toEqual({ key: 'held', with: share(3, 4), without: share(1, 8) });
    const some = withAndWithout('held', games, () => 3, (g, i) => g.held[i]!, (g) => g.first !== 1);
    expect(some).toEqual({ key: 'held', with: share(2, 3), without: share(0, 3) });
  });

  it('tallies how the games ended, in order of first appearance', () => {
    expect(Object.entries(tally(['stuck', 'empty', 'stuck']))).toEqual([['stuck', 2], ['empty', 1]]);
  });

  it('keeps the shortest parting over the seeds, the lowest seed on a tie, and counts those that parted', () => {
    const at = (n: number): Parted => ({ steps: Array.from({ length: n }, (_, i) => ({ move: i, en: `${i}`, nl: `${i}` })), kind: 'state', en: 'e', nl: 'n' });
    const lengths: Record<number, number | null> = { 5: 3, 6: null, 7: 2, 8: 2, 9: 4 };
    const d = shortestParting('r', 'c', 5, 5, (seed) => (lengths[seed] ? at(lengths[seed]!) : null));
    expect(d).toMatchObject({ reading: 'r', config: 'c', seed: 7, tries: 5, parted: 4 });
    expect(d!.steps).toHaveLength(2);
    expect(shortestParting('r', 'c', 3, 1, () => null)).toBeNull();
  });
});
