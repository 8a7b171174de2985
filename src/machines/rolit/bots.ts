/**
 * The Rolit bot: it picks only among the rules core's legal placements
 * (`legalPlacements`, which already applies the must-capture rule RO8/RO10),
 * and weighs them the way the rulebook's tactics advise: a corner can never be
 * taken back, so take it; an edge ball is hard to enclose; a square next to an
 * empty corner hands that corner to the next player. Captures only break ties.
 * Deterministic: the same position always gives the same move (no unseeded randomness).
 */
import { cellAt, parseSquare } from './rules/board';
import { capturesFor } from './rules/capture';
import { legalPlacements } from './rules/play';
import type { RolitState, Square } from './rules/types';

export function isCorner(sq: Square, size: number): boolean {
  return (sq.col === 0 || sq.col === size - 1) && (sq.row === 1 || sq.row === size);
}

export function isEdge(sq: Square, size: number): boolean {
  return sq.col === 0 || sq.col === size - 1 || sq.row === 1 || sq.row === size;
}

/** True when `sq` touches (also diagonally) a corner that is still empty. */
export function nextToEmptyCorner(s: RolitState, sq: Square): boolean {
  const corners: Square[] = [
    { col: 0, row: 1 }, { col: s.size - 1, row: 1 }, { col: 0, row: s.size }, { col: s.size - 1, row: s.size },
  ];
  return corners.some(
    (c) => Math.max(Math.abs(c.col - sq.col), Math.abs(c.row - sq.row)) === 1 && cellAt(s.cells, s.size, c) === '.',
  );
}

/** A score for one legal square: corners first, then edges, and never next to an empty corner if it can be helped. */
export function scoreSquare(s: RolitState, square: string): number {
  const sq = parseSquare(square);
  let score = 0;
  if (isCorner(sq, s.size)) score += 1000;
  else if (isEdge(sq, s.size)) score += 100;
  if (nextToEmptyCorner(s, sq)) score -= 500;
  score += capturesFor(s.cells, s.size, sq, s.current).length;
  return score;
}

/** The bot's placement for the colour to move, or null when there is none (the round is over). */
export function chooseMove(s: RolitState): string | null {
  const legal = legalPlacements(s);
  let best: string | null = null;
  let bestScore = -Infinity;
  for (const sq of legal) {
    const v = scoreSquare(s, sq);
    if (v > bestScore) {
      best = sq;
      bestScore = v;
    }
  }
  return best;
}
