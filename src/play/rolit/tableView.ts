/**
 * What the Rolit play table reads from its game before drawing it, pure (src/components/rolit/RolitPlayTable.tsx
 * draws and words it): what opening a shared position would replace, the last ball placed (ringed, its captures
 * marked), the square a refused move is marked on, and how many bots' balls a take-back removes.
 */
import { matchPhase, type RolitMatch } from '../../machines/rolit/rules/match';
import type { LogEntry, RolitState } from '../../machines/rolit/rules/types';
import type { RolitGame, RolitMove } from './table';

/** What opening a shared position would replace: a match in progress, or a kept saved game that could not be resumed. */
export function stakeOf(game: RolitGame | null, refused: unknown): 'game' | 'refused' | null {
  return game ? (matchPhase(game.snap.context) !== 'matchOver' ? 'game' : null) : refused ? 'refused' : null;
}

/** The round's last placement, if any. */
export function lastPlacement(g: RolitState): Extract<LogEntry, { t: 'place' }> | undefined {
  return [...g.log].reverse().find((e) => e.t === 'place') as Extract<LogEntry, { t: 'place' }> | undefined;
}

/**
 * The square a refused move is marked on: the one tried, as the table reads it, unless the move placed no ball or
 * the rules said it names no square (RO5, `square.*`); null then.
 */
export function refusedSquare(move: RolitMove | undefined, refusal: { rule?: string; key?: string } | undefined): string | null {
  return move?.type !== 'ball.place' || (refusal?.rule === 'RO5' && refusal.key?.startsWith('square.')) ? null : move.square.trim().toLowerCase();
}

/** How many bots' balls a take-back from `from` to `to` removes besides the person's own. */
export function botBallsUndone(from: RolitMatch, to: RolitMatch): number {
  const balls = (m: RolitMatch) => m.game.log.filter((e) => e.t === 'place').length;
  return balls(from) - balls(to) - 1;
}
