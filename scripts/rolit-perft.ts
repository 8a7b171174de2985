/**
 * Rolit perft: the number of legal move sequences of depth 1…4 from the start
 * position, per board size and number of players, counted with the rules
 * core (`legalPlacements` to list, `applyPlace` to play every move, leaves
 * included). tests/unit/rolit-perft.test.ts checks these counts against an
 * independent counter. `npm run bench` calls `printRolitPerft()`; it also runs
 * on its own: `npx tsx scripts/rolit-perft.ts`.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { applyPlace, legalPlacements } from '../src/machines/rolit/rules/play';
import { newGame } from '../src/machines/rolit/rules/setup';
import type { Adjacency, BoardSize, RolitState } from '../src/machines/rolit/rules/types';

export const PERFT_SIZES: readonly BoardSize[] = [8, 6, 4];
export const PERFT_PLAYERS = [2, 3, 4] as const;
export const PERFT_DEPTH = 4;

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

export function rolitPerftTable(maxDepth = PERFT_DEPTH, adjacency: Adjacency = 8): PerftRow[] {
  const rows: PerftRow[] = [];
  for (const size of PERFT_SIZES) {
    for (const players of PERFT_PLAYERS) {
      const start = perftStart(size, players, adjacency);
      for (let depth = 1; depth <= maxDepth; depth++) {
        const t0 = performance.now();
        const count = perft(start, depth);
        rows.push({ size, players, depth, count, ms: performance.now() - t0 });
      }
    }
  }
  return rows;
}

export function printRolitPerft(): void {
  const rows = rolitPerftTable();
  const t = rows.reduce((n, r) => n + r.ms, 0);
  console.log(`\nRolit perft (legal move sequences from the start position, 8-neighbour adjacency, rules core):`);
  console.log(`board  players  ${Array.from({ length: PERFT_DEPTH }, (_, i) => `depth ${i + 1}`.padStart(16)).join('')}`);
  for (const size of PERFT_SIZES) {
    for (const players of PERFT_PLAYERS) {
      const cells = rows
        .filter((r) => r.size === size && r.players === players)
        .map((r) => `${r.count.toLocaleString('en-GB')} (${r.ms < 10 ? r.ms.toFixed(1) : r.ms.toFixed(0)} ms)`.padStart(16));
      console.log(`${`${size}×${size}`.padEnd(7)}${String(players).padEnd(9)}${cells.join('')}`);
    }
  }
  console.log(`perft total: ${t.toFixed(0)} ms`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) printRolitPerft();
