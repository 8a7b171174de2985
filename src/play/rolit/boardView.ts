/**
 * What the Rolit board reads before drawing, pure (src/components/rolit/RolitBoard.tsx draws and words it): the
 * colours it counts, what a ball would capture on a square (as the rules core reads it), which offered square an
 * arrow key leads to, the last ball to ring, and whether a typed square is one to mark.
 */
import { COLOURS, isOnBoard, parseSquare, squareName } from '../../machines/rolit/rules/board';
import { capturesFor } from '../../machines/rolit/rules/capture';
import type { Cell, Colour, LogEntry } from '../../machines/rolit/rules/types';

/** The colours in play first, then any other colour that has balls on the board (they can be captured, ruling B.3 #9). */
export function coloursShown(board: readonly Cell[], players: readonly Colour[] | undefined): Colour[] {
  return players?.length ? [...players, ...COLOURS.filter((c) => !players.includes(c) && board.includes(c))] : COLOURS.filter((c) => board.includes(c));
}

/** What a ball of `colour` would turn on `sq`, as the rules core reads it (none without a colour to move or for a square that is none). */
export function capturesAt(board: readonly Cell[], size: number, sq: string, colour: Colour | null | undefined): string[] {
  if (!colour) return [];
  try {
    return capturesFor(board, size, parseSquare(sq), colour).map(squareName);
  } catch {
    return [];
  }
}

/** The nearest offered square from `from` in the direction (dc, dr), allowing a sideways drift; null when none lies that way. */
export function nearestSquare(from: string, legal: readonly string[], dc: number, dr: number): string | null {
  const s = parseSquare(from);
  let best: string | null = null;
  let bestScore = Infinity;
  for (const name of legal) {
    if (name === from) continue;
    const q = parseSquare(name);
    const along = (q.col - s.col) * dc + (q.row - s.row) * dr;
    if (along <= 0) continue;
    const across = Math.abs((q.col - s.col) * dr) + Math.abs((q.row - s.row) * dc);
    const score = along * 10 + across * 11;
    if (score < bestScore) {
      bestScore = score;
      best = name;
    }
  }
  return best;
}

/** The last ball placed, as a board rings it: the log's last entry, or the one before when a round's end follows it. */
export function lastBall(log: readonly LogEntry[]): Extract<LogEntry, { t: 'place' }> | undefined {
  const last = log[log.length - 1];
  const entry = last?.t === 'place' ? last : log[log.length - 2];
  return entry?.t === 'place' ? entry : undefined;
}

/** Whether a typed square is one a board of `size` can mark (a square it has); false for text that names no square. */
export function onBoard(square: string, size: number): boolean {
  try {
    return isOnBoard(parseSquare(square), size);
  } catch {
    return false;
  }
}
