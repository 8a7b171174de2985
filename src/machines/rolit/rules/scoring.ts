/** End of a round and scoring of a match (RO12, RO13; rulings B.3 #11, #12, #14). */
import { COLOURS, countBalls, isFull } from './board';
import { edition } from './editions';
import type { Cell, Colour, EditionId, RoundResult } from './types';

/**
 * The round is over once every socket of the board in use is filled (on a
 * smaller board: once that part is full, ruling B.3 #11). The colours in play
 * with the most balls win; equal counts share the win (B.3 #12). Balls of
 * unused colours count for nobody (B.3 #9). Returns null while sockets remain.
 * @rule RO12
 */
export function roundResult(cells: readonly Cell[], players: readonly Colour[]): RoundResult | null {
  if (!isFull(cells)) return null;
  const counts = Object.fromEntries(COLOURS.map((c) => [c, countBalls(cells, c)])) as Record<Colour, number>;
  const best = Math.max(...players.map((p) => counts[p]));
  return { counts, winners: players.filter((p) => counts[p] === best) };
}

export interface MatchScore {
  /** Rounds won per colour (a shared round counts for each winner). */
  roundsWon: Record<Colour, number>;
  /** The tie-break points: every ball in the standard reading, only the round winners' balls in the Spanish one. */
  points: Record<Colour, number>;
  /** Most rounds won, then most points; still equal means a shared match win. */
  winners: Colour[];
}

/**
 * A match of several rounds: note the rounds won and the points (one per
 * ball of your colour). Most rounds won takes the match; equal rounds go to
 * the most points, and a remaining tie is shared (ruling B.3 #12). The Spanish
 * edition scores one point per round won and credits the "mini points" (the
 * balls) to the round's winners only.
 * @rule RO13
 */
export function scoreMatch(rounds: readonly RoundResult[], players: readonly Colour[], id: EditionId = 'standard'): MatchScore {
  const zero = () => Object.fromEntries(COLOURS.map((c) => [c, 0])) as Record<Colour, number>;
  const roundsWon = zero();
  const points = zero();
  const winnerBallsOnly = edition(id).matchScoring === 'rounds-then-winner-balls';
  for (const r of rounds) {
    for (const p of players) {
      const won = r.winners.includes(p);
      if (won) roundsWon[p]++;
      if (won || !winnerBallsOnly) points[p] += r.counts[p];
    }
  }
  const key = (p: Colour) => [roundsWon[p], points[p]] as const;
  const better = (a: Colour, b: Colour) => key(a)[0] - key(b)[0] || key(a)[1] - key(b)[1];
  const best = players.reduce((a, b) => (better(b, a) > 0 ? b : a), players[0] as Colour);
  return { roundsWon, points, winners: players.filter((p) => better(p, best) === 0) };
}

/** How many rounds a match has when nobody says: one per player, so everyone starts once (ruling B.3 #14). */
export function defaultRounds(players: readonly Colour[], solo = false): number {
  return solo ? 1 : players.length;
}
