/**
 * Rolit perft: the number of legal move sequences from the start position, per
 * board size and number of players, counted two ways by the rules core:
 * - `perft`: `legalPlacements` to list, `applyPlace` to play every move
 *   (a new state per move, leaves included): the way a game is played;
 * - `fastPerft` (rules/movegen.ts): one board, each move made and taken back,
 *   the last ply counted rather than made: the way the bench reaches depth 6.
 * tests/unit/rolit-perft.test.ts checks both against an independent counter.
 * `npm run bench` calls `printRolitPerft()`; it also runs on its own:
 * `npx tsx scripts/rolit-perft.ts [depth]`.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { fastPerft } from '../src/machines/rolit/rules/movegen';
import { applyPlace, legalPlacements } from '../src/machines/rolit/rules/play';
import { newGame } from '../src/machines/rolit/rules/setup';
import type { Adjacency, BoardSize, RolitState } from '../src/machines/rolit/rules/types';

export const PERFT_SIZES: readonly BoardSize[] = [8, 6, 4];
export const PERFT_PLAYERS = [2, 3, 4] as const;
export const PERFT_DEPTH = 4;
/** The depth the bench counts to with the fast generator. */
export const BENCH_DEPTH = 6;

/** Legal move sequences of exactly `depth` placements from `s` (a finished game has none beyond its end). */
export function perft(s: RolitState, depth: number): number {
  if (depth === 0) return 1;
  let n = 0;
  for (const square of legalPlacements(s)) {
    const out = applyPlace(s, square);
    if (!out.ok) throw new Error(`perft: the core listed ${square} but refused it: ${out.refusal.message}`);
    n += perft(out.state, depth - 1);
  }
  return n;
}

export interface PerftRow {
  size: BoardSize;
  players: 2 | 3 | 4;
  depth: number;
  count: number;
  ms: number;
}

/** The start position for a perft: the first colour of the standard list moves first. */
export function perftStart(size: BoardSize, players: 2 | 3 | 4, adjacency: Adjacency = 8): RolitState {
  return newGame({ players, size, adjacency });
}

export function rolitPerftTable(maxDepth = PERFT_DEPTH, adjacency: Adjacency = 8, count: (s: RolitState, depth: number) => number = perft): PerftRow[] {
  const rows: PerftRow[] = [];
  for (const size of PERFT_SIZES) {
    for (const players of PERFT_PLAYERS) {
      const start = perftStart(size, players, adjacency);
      for (let depth = 1; depth <= maxDepth; depth++) {
        const t0 = performance.now();
        const n = count(start, depth);
        rows.push({ size, players, depth, count: n, ms: performance.now() - t0 });
      }
    }
  }
  return rows;
}

const ms = (t: number) => `${t < 10 ? t.toFixed(1) : t.toFixed(0)} ms`;
const n0 = (n: number) => Math.round(n).toLocaleString('en-GB');

export function printRolitPerft(depth = BENCH_DEPTH): void {
  // Best of three runs: the first one also pays for compiling the generator.
  const runs = [0, 1, 2].map(() => rolitPerftTable(depth, 8, fastPerft));
  const rows = (runs[0] as PerftRow[]).map((r, i) => ({ ...r, ms: Math.min(...runs.map((run) => (run[i] as PerftRow).ms)) }));
  const t = rows.reduce((n, r) => n + r.ms, 0);
  console.log(`Rolit perft (legal move sequences from the start position, 8-neighbour adjacency, rules core's fast generator):`);
  console.log(`board  players  ${Array.from({ length: depth }, (_, i) => `depth ${i + 1}`.padStart(i < 3 ? 9 : 11)).join('')}   time at depth ${depth}   moves/s`);
  for (const size of PERFT_SIZES) {
    for (const players of PERFT_PLAYERS) {
      const mine = rows.filter((r) => r.size === size && r.players === players);
      const last = mine[mine.length - 1] as PerftRow;
      // Every sequence counted at each depth, over the time the whole row took: moves made or counted per second.
      const moves = mine.reduce((n, r) => n + r.count, 0);
      const rowMs = mine.reduce((n, r) => n + r.ms, 0);
      const cells = mine.map((r, i) => n0(r.count).padStart(i < 3 ? 9 : 11)).join('');
      console.log(`${`${size}×${size}`.padEnd(7)}${String(players).padEnd(9)}${cells}   ${ms(last.ms).padStart(15)}   ${n0((moves / rowMs) * 1000).padStart(11)}`);
    }
  }
  const goal = rows.find((r) => r.size === 8 && r.players === 4 && r.depth === depth) as PerftRow;
  console.log(`8×8, 4 players, depth ${depth}: ${n0(goal.count)} sequences in ${ms(goal.ms)}, ${n0((goal.count / goal.ms) * 1000)} moves/s  (goal: depth 6 printed with moves/s)`);
  // The same counts the slow way, one state per move through applyPlace, to depth 4: the cost of playing a game.
  const start = perftStart(8, 4);
  let slow = 0;
  let slowMs = Infinity;
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    slow = perft(start, PERFT_DEPTH);
    slowMs = Math.min(slowMs, performance.now() - t0);
  }
  console.log(`the same through applyPlace (a new state per move), 8×8, 4 players, depth ${PERFT_DEPTH}: ${n0(slow)} in ${ms(slowMs)}, ${n0((slow / slowMs) * 1000)} moves/s`);
  console.log(`perft total (best runs): ${t.toFixed(0)} ms`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) printRolitPerft(Number(process.argv[2] ?? BENCH_DEPTH));
