/**
 * A fast move generator for Rolit: the board as one byte per socket with a
 * wall all round (no bounds checks, no square objects), the legal sockets
 * listed directly, and a placement made and taken back in place. It serves
 * `legalPlacements` and the move counts (perft) of `npm run bench`.
 *
 * It decides nothing on its own: `explainPlace` (play.ts) stays the one home
 * of legality, and tests/property/movegen.property.test.ts holds this
 * generator to it square by square on random positions of every edition,
 * table, board size and adjacency.
 */
import { squareName } from './board';
import type { Adjacency, Cell, Colour, RolitState } from './types';

const EMPTY = 0;
const WALL = 5;
const CODE: Record<Cell, number> = { '.': EMPTY, R: 1, Y: 2, G: 3, B: 4 };

export interface FastBoard {
  size: number;
  /** Row stride: size + 2 (a wall on each side). */
  w: number;
  /** Socket codes: 0 empty, 1–4 the colours R, Y, G, B, 5 the wall. */
  grid: Uint8Array;
  /** Offsets to the eight neighbours; the first four are the side ones. */
  lines: readonly number[];
  adjacency: Adjacency;
  /** Empty sockets left. */
  empty: number;
  /** Balls of each colour code (index 1–4). */
  balls: number[];
}

/** The padded index of the socket at cells index `i` (a1 = 0, by rows from the bottom). */
export function padded(b: Pick<FastBoard, 'size' | 'w'>, i: number): number {
  return (Math.floor(i / b.size) + 1) * b.w + (i % b.size) + 1;
}

/** The cells index of padded socket `p`. */
export function unpadded(b: Pick<FastBoard, 'size' | 'w'>, p: number): number {
  return (Math.floor(p / b.w) - 1) * b.size + (p % b.w) - 1;
}

export function fastBoard(cells: readonly Cell[], size: number, adjacency: Adjacency): FastBoard {
  const w = size + 2;
  const grid = new Uint8Array(w * w).fill(WALL);
  const balls = [0, 0, 0, 0, 0];
  let empty = 0;
  const b = { size, w };
  cells.forEach((c, i) => {
    const code = CODE[c];
    grid[padded(b, i)] = code;
    if (code === EMPTY) empty++;
    else balls[code] = (balls[code] as number) + 1;
  });
  return { size, w, grid, lines: [1, -1, w, -w, w + 1, w - 1, -w + 1, -w - 1], adjacency, empty, balls };
}

export const colourCode = (c: Colour): number => CODE[c];

/** Whether a ball of `me` at the empty socket `at` would enclose at least one ball (RO6, RO7). */
function captures(g: Uint8Array, lines: readonly number[], at: number, me: number): boolean {
  for (let k = 0; k < 8; k++) {
    const d = lines[k] as number;
    let p = at + d;
    let c = g[p] as number;
    if (c === EMPTY || c === WALL || c === me) continue;
    do {
      p += d;
      c = g[p] as number;
    } while (c !== EMPTY && c !== WALL && c !== me);
    if (c === me) return true;
  }
  return false;
}

/**
 * The sockets (padded indices, a1 first, by rows upwards) where `me` may put
 * a ball: the capturing ones when there are any, else every empty socket next
 * to a ball. Written into `out`, whose length is set; returns the count.
 */
// Stryker disable next-line ArrayDeclaration: the default list is only written and cut to length; the count returned never reads it
export function legalSockets(b: FastBoard, me: number, out: number[] = []): number {
  const { grid: g, lines, w, size, adjacency } = b;
  let n = 0;
  let capturing = false;
  for (let row = 1; row <= size; row++) {
    for (let col = 1; col <= size; col++) {
      const at = row * w + col;
      if (g[at] !== EMPTY) continue;
      let next = false;
      for (let k = 0; k < adjacency; k++) {
        // Stryker disable next-line ArithmeticOperator: the neighbour offsets come in opposite pairs (1, -1, w, -w, …), so stepping back over all of them reads the same squares
        const c = g[at + (lines[k] as number)];
        if (c !== EMPTY && c !== WALL) {
          next = true;
          break;
        }
      }
      if (!next) continue;
      // Without a ball of its own a colour encloses nothing (RO6), so every open socket is allowed.
      const cap = captures(g, lines, at, me);
      if (cap && !capturing) {
        // The first capturing socket: from now on only capturing sockets are listed (RO8).
        capturing = true;
        n = 0;
      }
      if (cap || !capturing) out[n++] = at;
    }
  }
  out.length = n;
  return n;
}

/**
 * Puts a ball of `me` at `at` and rolls every enclosed ball (RO9), writing the
 * rolled sockets and their old colours into `undo` (pairs); returns how many
 * balls rolled. `takeBack` undoes it.
 */
export function place(b: FastBoard, at: number, me: number, undo: number[]): number {
  const g = b.grid;
  const lines = b.lines;
  const start = undo.length;
  for (let k = 0; k < 8; k++) {
    const d = lines[k] as number;
    let p = at + d;
    let c = g[p] as number;
    if (c === EMPTY || c === WALL || c === me) continue;
    do {
      p += d;
      c = g[p] as number;
    } while (c !== EMPTY && c !== WALL && c !== me);
    if (c !== me) continue;
    for (let q = at + d; q !== p; q += d) {
      const was = g[q] as number;
      undo.push(q, was);
      b.balls[was] = (b.balls[was] as number) - 1;
      g[q] = me;
    }
  }
  const rolled = (undo.length - start) / 2;
  g[at] = me;
  b.balls[me] = (b.balls[me] as number) + rolled + 1;
  b.empty--;
  return rolled;
}

export function takeBack(b: FastBoard, at: number, me: number, undo: number[], rolled: number): void {
  const g = b.grid;
  for (let i = 0; i < rolled; i++) {
    const was = undo.pop() as number;
    const q = undo.pop() as number;
    g[q] = was;
    b.balls[was] = (b.balls[was] as number) + 1;
  }
  g[at] = EMPTY;
  b.balls[me] = (b.balls[me] as number) - rolled - 1;
  b.empty++;
}

/** The squares the current colour may place on, by the fast generator, as names (a1, b1, …). */
export function fastLegalPlacements(s: RolitState): string[] {
  // A finished round (RO12) needs no test of its own: it is over only on a full board, which has no open socket.
  const b = fastBoard(s.cells, s.size, s.adjacency);
  // Stryker disable next-line ArrayDeclaration: legalSockets overwrites the list and cuts it to length
  const out: number[] = [];
  legalSockets(b, colourCode(s.current), out);
  return out.map((p) => {
    const i = unpadded(b, p);
    return squareName({ col: i % s.size, row: Math.floor(i / s.size) + 1 });
  });
}

/**
 * Legal move sequences of exactly `depth` placements from `s`, made and taken
 * back on one board (a full board has no moves: the round is over, RO12). At
 * the last ply the moves are counted, not made.
 */
export function fastPerft(s: RolitState, depth: number): number {
  if (depth === 0) return 1;
  const b = fastBoard(s.cells, s.size, s.adjacency);
  const order = s.players.map(colourCode);
  const turn = s.players.indexOf(s.current);
  // Stryker disable next-line ArrayDeclaration: legalSockets overwrites each list and cuts it to length
  const lists: number[][] = Array.from({ length: depth }, () => []);
  // Stryker disable next-line ArrayDeclaration: takeBack pops only the pairs its placement pushed; what lies below is never read
  const undo: number[] = [];
  const walk = (ply: number, t: number): number => {
    const me = order[t % order.length] as number;
    const moves = lists[ply] as number[];
    const n = legalSockets(b, me, moves);
    if (ply === depth - 1) return n;
    let count = 0;
    for (let i = 0; i < n; i++) {
      const at = moves[i] as number;
      const rolled = place(b, at, me, undo);
      count += walk(ply + 1, t + 1);
      takeBack(b, at, me, undo, rolled);
    }
    return count;
  };
  return walk(0, turn);
}
