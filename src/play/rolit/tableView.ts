/**
 * What the Rolit play table reads from its game before drawing it, pure (src/components/rolit/RolitPlayTable.tsx
 * draws and words it): the square a refused move is marked on, and how many bots' balls a take-back removes. (Whether
 * a shared position asks first is the kit's chart's `atStake`; the last ball is boardView.ts `lastBall`.)
 */
import type { RolitMatch } from '../../machines/rolit/rules/match';
import type { RolitMove } from './table';

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
