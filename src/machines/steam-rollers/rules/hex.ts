/**
 * Hex geometry, independent of any particular map. The sheet is a grid of
 * flat-topped hexes in "odd-q" offset coordinates: `q` is the column (0 at the
 * left), `r` the row (0 at the top), and every odd column sits half a hex
 * lower than its even neighbours. A hex is named by its key "q,r".
 *
 * The six sides of a hex are numbered clockwise from the top:
 * 0 north, 1 north-east, 2 south-east, 3 south, 4 south-west, 5 north-west.
 * Side `e` of one hex is side `e + 3` of the hex beyond it.
 */
export type Side = 0 | 1 | 2 | 3 | 4 | 5;
export const SIDES: readonly Side[] = [0, 1, 2, 3, 4, 5];

export interface Hex {
  q: number;
  r: number;
}

export const hexKey = (h: Hex): string => `${h.q},${h.r}`;

/** The hex named by "q,r", or null when the text is not of that form. */
export function parseHexKey(key: string): Hex | null {
  const m = /^(-?\d+),(-?\d+)$/.exec(key.trim());
  return m ? { q: Number(m[1]), r: Number(m[2]) } : null;
}

export const opposite = (side: Side): Side => ((side + 3) % 6) as Side;

/** Steps to the neighbour across each side, for even and for odd columns. */
const STEPS: Record<'even' | 'odd', readonly [number, number][]> = {
  even: [[0, -1], [1, -1], [1, 0], [0, 1], [-1, 0], [-1, -1]],
  odd: [[0, -1], [1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0]],
};

/** The hex across side `side` of `h` (it may lie off the map). */
export function neighbour(h: Hex, side: Side): Hex {
  const [dq, dr] = STEPS[h.q % 2 === 0 ? 'even' : 'odd'][side] as [number, number];
  return { q: h.q + dq, r: h.r + dr };
}

/** The side of `a` that touches `b`, or null when they are not neighbours. */
export function sideTowards(a: Hex, b: Hex): Side | null {
  for (const s of SIDES) {
    const n = neighbour(a, s);
    if (n.q === b.q && n.r === b.r) return s;
  }
  return null;
}
