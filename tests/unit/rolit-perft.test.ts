/**
 * Rolit perft: legal move sequences of depth 1–4 from the start position,
 * counted by the rules core (scripts/rolit-perft.ts: `legalPlacements` and
 * `applyPlace`; and the fast generator's `fastPerft`, one ply deeper) and by
 * an independent brute-force counter written here from
 * the rulings alone (rules-analysis.md B.1, B.3, B.4), with its own board
 * (a padded byte grid with walls) and its own capture code; it imports
 * nothing from the rules core (the core only sets up the positions it is
 * compared on, as plain cells).
 */
import { describe, expect, it } from 'vitest';
import { colourCode, fastBoard, fastPerft, place, takeBack } from '../../src/machines/rolit/rules/movegen';
import { boardFromRows } from '../../src/machines/rolit/rules/board';
import { fromPosition } from '../../src/machines/rolit/rules/setup';
import { applyPlace, legalPlacements } from '../../src/machines/rolit/rules/play';
import { newGame } from '../../src/machines/rolit/rules/setup';
import { nextInt, seedFrom } from '../../src/machines/shared/rng';
import { perft, perftStart, PERFT_DEPTH, PERFT_PLAYERS, PERFT_SIZES } from '../../scripts/rolit-perft';

// ---------------------------------------------------------------- the independent counter

const EMPTY = 0;
const WALL = 5;
/** Colour codes: 1 red, 2 yellow, 3 green, 4 blue. */
const CODE = { R: 1, Y: 2, G: 3, B: 4 } as const;

interface Table {
  n: number;
  /** Row stride of the padded grid: (n + 2) squares per row, a wall all round. */
  w: number;
  grid: Uint8Array;
  /** Offsets of the eight lines (the first four are the side neighbours). */
  lines: number[];
  adjacency: 4 | 8;
}

function table(n: number, adjacency: 4 | 8): Table {
  const w = n + 2;
  const grid = new Uint8Array(w * w).fill(WALL);
  for (let y = 1; y <= n; y++) for (let x = 1; x <= n; x++) grid[y * w + x] = EMPTY;
  // RO3 with assumption RO-A1 and ruling B.3 #11: the 2×2 in the centre, red bottom-left,
  // yellow bottom-right, green top-right, blue top-left (row 1 is y = 1, at the bottom).
  const lo = n / 2; // the centre's lower-left square, 1-based (d4 on the 8×8 board)
  grid[lo * w + lo] = CODE.R;
  grid[lo * w + lo + 1] = CODE.Y;
  grid[(lo + 1) * w + lo + 1] = CODE.G;
  grid[(lo + 1) * w + lo] = CODE.B;
  return { n, w, grid, lines: [1, -1, w, -w, w + 1, w - 1, -w + 1, -w - 1], adjacency };
}

/**
 * RO6, RO7, ruling B.3 #1–#4: from the new ball, in each of the eight lines,
 * the unbroken run of balls not of the mover's colour up to the nearest ball
 * of the mover's colour; an empty socket or the wall first, or no ball in
 * between, encloses nothing. Returns the enclosed sockets of all lines.
 */
function enclosedBy(t: Table, at: number, me: number): number[] {
  const out: number[] = [];
  for (const d of t.lines) {
    let p = at + d;
    const run: number[] = [];
    while (t.grid[p] !== EMPTY && t.grid[p] !== WALL && t.grid[p] !== me) {
      run.push(p);
      p += d;
    }
    if (t.grid[p] === me && run.length > 0) out.push(...run);
  }
  return out;
}

/** RO5 with ruling B.3 #5: an empty socket touching a ball (8 neighbours, or only the 4 side ones). */
function touchesBall(t: Table, at: number): boolean {
  for (let k = 0; k < t.adjacency; k++) {
    const c = t.grid[at + (t.lines[k] as number)];
    if (c !== EMPTY && c !== WALL) return true;
  }
  return false;
}

/** RO8, RO10, ruling B.3 #6–#8: capture if any placement can; otherwise anywhere next to a ball. */
function moves(t: Table, me: number): number[] {
  const open: number[] = [];
  const capturing: number[] = [];
  for (let y = 1; y <= t.n; y++) {
    for (let x = 1; x <= t.n; x++) {
      const at = y * t.w + x;
      if (t.grid[at] !== EMPTY || !touchesBall(t, at)) continue;
      open.push(at);
      if (enclosedBy(t, at, me).length > 0) capturing.push(at);
    }
  }
  return capturing.length > 0 ? capturing : open;
}

/** Counts sequences of `depth` placements; RO9: every enclosed ball rolls; RO12: a full board ends the game. */
function bruteForce(t: Table, order: readonly number[], turn: number, depth: number): number {
  if (depth === 0) return 1;
  const me = order[turn % order.length] as number;
  let count = 0;
  for (const at of moves(t, me)) {
    const flips = enclosedBy(t, at, me);
    const was = flips.map((p) => t.grid[p] as number);
    t.grid[at] = me;
    for (const p of flips) t.grid[p] = me;
    count += bruteForce(t, order, turn + 1, depth - 1);
    flips.forEach((p, i) => (t.grid[p] = was[i] as number));
    t.grid[at] = EMPTY;
  }
  return count;
}

/** Turn orders from the editions table (B.2): the standard lists, and the Spanish ones. */
const ORDER = {
  standard: { 2: 'RG', 3: 'RYG', 4: 'RYGB' },
  es: { 2: 'RG', 3: 'RBG', 4: 'RBGY' },
} as const;

const codes = (letters: string) => [...letters].map((c) => CODE[c as keyof typeof CODE]);

function independentPerft(size: number, players: 2 | 3 | 4, depth: number, adjacency: 4 | 8 = 8, edition: 'standard' | 'es' = 'standard'): number {
  return bruteForce(table(size, adjacency), codes(ORDER[edition][players]), 0, depth);
}

// ---------------------------------------------------------------- the table both must produce

/** Board size → players → counts for depth 1…4 (8-neighbour adjacency, red first, standard order). */
const EXPECTED: Record<number, Record<number, number[]>> = {
  8: { 2: [3, 24, 114, 649], 3: [3, 20, 136, 630], 4: [3, 20, 136, 1366] },
  6: { 2: [3, 24, 109, 515], 3: [3, 20, 135, 592], 4: [3, 20, 135, 1296] },
  4: { 2: [3, 17, 60, 168], 3: [3, 17, 76, 227], 4: [3, 17, 76, 432] },
};

describe('Rolit perft: the rules core against an independent brute-force counter', () => {
  for (const size of PERFT_SIZES) {
    for (const players of PERFT_PLAYERS) {
      it(`RO5–RO10 perft depth 1–${PERFT_DEPTH} on ${size}×${size} with ${players} players agrees`, () => {
        const start = perftStart(size, players);
        const core = Array.from({ length: PERFT_DEPTH }, (_, i) => perft(start, i + 1));
        const brute = Array.from({ length: PERFT_DEPTH }, (_, i) => independentPerft(size, players, i + 1));
        expect(core).toEqual(brute);
        expect(core).toEqual(EXPECTED[size]?.[players]);
        // The fast generator (one board, moves made and taken back) counts the same, one ply further too.
        expect(Array.from({ length: PERFT_DEPTH + 1 }, (_, i) => fastPerft(start, i + 1))).toEqual([...brute, independentPerft(size, players, PERFT_DEPTH + 1)]);
      });
    }
  }

  it('RO2, RO5 (B.3 #5, #15) also with side neighbours only and with the Spanish turn order', () => {
    for (const size of [8, 4] as const) {
      for (const players of [3, 4] as const) {
        const four = newGame({ players, size, adjacency: 4 });
        const es = newGame({ players, size, edition: 'es' });
        for (let depth = 1; depth <= 3; depth++) {
          expect(perft(four, depth)).toBe(independentPerft(size, players, depth, 4));
          expect(perft(es, depth)).toBe(independentPerft(size, players, depth, 8, 'es'));
          expect(fastPerft(four, depth)).toBe(independentPerft(size, players, depth, 4));
          expect(fastPerft(es, depth)).toBe(independentPerft(size, players, depth, 8, 'es'));
        }
      }
    }
  });

  it('RO6–RO12 agree from random mid-game positions too (vanished colours, no capture, the end of the board)', () => {
    let r = seedFrom('rolit-perft');
    let positions = 0;
    let vanished = 0;
    let noCapture = 0;
    for (const size of PERFT_SIZES) {
      for (const players of PERFT_PLAYERS) {
        for (let game = 0; game < 3; game++) {
          let s = newGame({ players, size, adjacency: game % 2 ? 4 : 8 });
          while (s.phase === 'play') {
            if (s.log.length % 5 === 3 || size * size - 4 - s.log.length <= 3) {
              // the position as the independent counter sees it: its own grid, filled from the cells
              const t = table(size, s.adjacency);
              s.cells.forEach((c, i) => (t.grid[(Math.floor(i / size) + 1) * t.w + (i % size) + 1] = c === '.' ? EMPTY : CODE[c]));
              const order = codes(s.players.join(''));
              const turn = s.players.indexOf(s.current);
              const depth = size === 4 ? 3 : 2;
              const want = bruteForce(t, order, turn, depth);
              expect(perft(s, depth), `${size}×${size} ${players}p after ${s.log.length} moves`).toBe(want);
              expect(fastPerft(s, depth), `fast, ${size}×${size} ${players}p after ${s.log.length} moves`).toBe(want);
              positions++;
              const me = order[turn] as number;
              if (!t.grid.includes(me)) vanished++;
              if (moves(t, me).every((at) => enclosedBy(t, at, me).length === 0)) noCapture++;
            }
            const legal = legalPlacements(s);
            let i: number;
            [i, r] = nextInt(r, legal.length);
            const out = applyPlace(s, legal[i] as string);
            if (!out.ok) throw new Error(out.refusal.message);
            s = out.state;
          }
        }
      }
    }
    console.log(`rolit perft cross-check: ${positions} mid-game positions (${vanished} with the mover's colour gone, ${noCapture} with no capture)`);
    expect(positions).toBeGreaterThan(150);
    expect(vanished).toBeGreaterThan(0);
    expect(noCapture).toBeGreaterThan(0);
  });

  it('RO9 a placement on the fast board rolls the enclosed balls, keeps the ball counts, and is taken back exactly', () => {
    const cells = boardFromRows(['........', '.GGR....', '.YG.....', 'R.B.....', '........', '........', '........', '........'], 8);
    const b = fastBoard(cells, 8, 8);
    const before = { grid: b.grid.slice(), balls: b.balls.slice(), empty: b.empty };
    expect(before.balls).toEqual([0, 2, 1, 3, 1]);
    expect(before.empty).toBe(57);
    const undo: number[] = [];
    // red at a7 (padded: row 7, column 1) encloses b7 and c7 up to d7; the diagonal b6, c5 ends at an empty d4
    const at = 7 * b.w + 1;
    const me = colourCode('R');
    const rolled = place(b, at, me, undo);
    expect(rolled).toBe(2);
    expect(b.balls).toEqual([0, 5, 1, 1, 1]);
    expect(b.empty).toBe(56);
    takeBack(b, at, me, undo, rolled);
    expect({ grid: b.grid, balls: b.balls, empty: b.empty }).toEqual(before);
    expect(undo).toEqual([]);
  });

  it('RO12 perft counts one (empty) sequence at depth 0, and none on a full board', () => {
    expect(fastPerft(newGame({ players: 2 }), 0)).toBe(1);
    const full = fromPosition({ size: 4, adjacency: 8, edition: 'standard', cells: boardFromRows(['RRRR', 'GGGG', 'RRRR', 'GGGR'], 4), players: ['R', 'G'], current: 'G' });
    expect(full.phase).toBe('over');
    expect(fastPerft(full, 1)).toBe(0);
    expect(fastPerft(full, 0)).toBe(1);
  });
});
