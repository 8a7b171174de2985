/** The final score: deliveries, network, engine bonus and card points; ties broken by engine, then network. */
import { CARD_SIDES } from './cards';
import { NO_WALLS, type Walls } from './charts';
import { connections, type Tracks } from './network';
import { heldSides, sheetOf, wallsOf, withLog } from './state';
import type { PlayerScore, Result, SteamState } from './types';

/**
 * Network points: each connection between two different cities scores 1,
 * plus 1 per town on it; one crossing a blocked border scores nothing.
 * @rule F2
 */
export function networkScore(tracks: Tracks, walls: Walls = NO_WALLS): { points: number; connections: number; towns: number } {
  const open = connections(tracks, walls).filter((c) => !c.blocked);
  const towns = open.reduce((n, c) => n + c.towns, 0);
  return { points: open.length + towns, connections: open.length, towns };
}

/**
 * Engine bonus: 1, 2 or 3 points for 4, 5 or 6 crossed boxes; card 4b does
 * not count.
 * @rule F3
 */
export function engineBonus(boxes: number): number {
  return boxes >= 4 ? boxes - 3 : 0;
}

/**
 * The points printed on each card side the player holds, added or taken away.
 * @rule F4
 */
export function cardPoints(s: SteamState, seat: number): number {
  return heldSides(s, seat).reduce((n, side) => n + CARD_SIDES[side].points, 0);
}

/** The points a player's deliveries have scored so far (the delivery boxes of the sheet). */
export function deliveryPoints(s: SteamState, seat: number): number {
  return sheetOf(s, seat).points.reduce((a, b) => a + b, 0);
}

/**
 * A player's total: delivery points, network points, engine bonus and card points.
 * @rule F1
 */
export function scorePlayer(s: SteamState, seat: number): PlayerScore {
  const sheet = sheetOf(s, seat);
  const deliveries = deliveryPoints(s, seat);
  const net = networkScore(sheet.tracks, wallsOf(s));
  const engine = sheet.engine.length;
  const bonus = engineBonus(engine);
  const cards = cardPoints(s, seat);
  return { player: seat, deliveries, network: net.points, connections: net.connections, towns: net.towns, engine, engineBonus: bonus, cards, total: deliveries + net.points + bonus + cards };
}

/**
 * Most points wins; a tie goes to the better engine (crossed boxes only,
 * ruling C.5 #14), then the better network; still tied, the win is shared.
 * @rule F5
 */
export function rankScores(scores: readonly PlayerScore[]): { ranking: number[]; winners: number[] } {
  const cmp = (x: PlayerScore, y: PlayerScore) => y.total - x.total || y.engine - x.engine || y.network - x.network;
  const sorted = scores.slice().sort((x, y) => cmp(x, y) || x.player - y.player);
  const best = sorted[0];
  return { ranking: sorted.map((p) => p.player), winners: best ? sorted.filter((p) => cmp(p, best) === 0).map((p) => p.player) : [] };
}

export function finalResult(s: SteamState, reason: Result['reason']): Result {
  const scores = s.players.map((_, i) => scorePlayer(s, i));
  return { scores, ...rankScores(scores), reason };
}

/** The game is scored and over. */
export function scoreGame(s: SteamState, reason: Result['reason']): SteamState {
  const result = finalResult(s, reason);
  return withLog({ ...s, result, phase: 'over', steal: null }, { t: 'end', result });
}
