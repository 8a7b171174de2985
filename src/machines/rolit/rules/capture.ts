/** Enclosing ("blocking") and rolling captured balls (RO6, RO7, RO9; rulings B.3 #1–#4, #9). */
import { DIRECTIONS, cellAt, indexOf, isOnBoard } from './board';
import type { Cell, Colour, Square } from './types';

/**
 * The balls one direction would capture: walking away from the new ball, the
 * unbroken run of balls that show other colours (any colour, unused ones
 * too: rulings B.3 #1, #9) up to the first ball of the mover's own colour,
 * which closes the line (B.3 #3: never a farther one). An empty socket or the
 * edge before that own ball, or no ball at all in between, captures nothing
 * (B.3 #2).
 * @rule RO6
 */
export function captureRay(cells: readonly Cell[], size: number, from: Square, colour: Colour, dir: readonly [number, number]): Square[] {
  const run: Square[] = [];
  let sq = { col: from.col + dir[0], row: from.row + dir[1] };
  while (isOnBoard(sq, size)) {
    const c = cellAt(cells, size, sq);
    if (c === '.') return [];
    if (c === colour) return run;
    run.push(sq);
    sq = { col: sq.col + dir[0], row: sq.row + dir[1] };
  }
  return [];
}

/**
 * Everything a ball of `colour` placed at `at` would capture. Only the newly
 * placed ball encloses anything: the eight lines are read from it on the board
 * as it stood before the placement, and nothing is looked at again after the
 * flips, so lines that the flipped balls happen to form are ignored
 * (ruling B.3 #4).
 * @rule RO7
 */
export function capturesFor(cells: readonly Cell[], size: number, at: Square, colour: Colour): Square[] {
  return DIRECTIONS.flatMap((dir) => captureRay(cells, size, at, colour, dir));
}

/**
 * Places the ball and rolls every ball it encloses, in all directions at once,
 * to the mover's colour; the mover cannot pick a direction (ruling B.3 #6).
 * Returns the new cells and the captured squares.
 * @rule RO9
 */
export function placeAndCapture(cells: readonly Cell[], size: number, at: Square, colour: Colour): { cells: Cell[]; captured: Square[] } {
  const captured = capturesFor(cells, size, at, colour);
  const next = cells.slice();
  next[indexOf(at, size)] = colour;
  for (const sq of captured) next[indexOf(sq, size)] = colour;
  return { cells: next, captured };
}
