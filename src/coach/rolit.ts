/**
 * The Rolit coach: for the colour to move, every legal placement with what it
 * gains and what it gives away, and the best one.
 *
 * - Candidates are `legalPlacements` (the must-capture rule RO8/RO10 already
 *   applied) and every position is made by `applyPlace`; the board is public,
 *   so the public view is the whole state.
 * - Each placement is weighed by a search: the mover's best, the other
 *   colours' most harmful replies ("paranoid" search, plain minimax with two
 *   players), `depth` plies deep, then a static estimate: balls, corners (a
 *   corner ball can never be enclosed again), edges, and squares next to an
 *   empty corner that hand it over. With few empty sockets left it reads the
 *   round to its end. One playout per placement, today's bot moving for every
 *   colour, says how the round ends if everyone plays the rulebook's tactics
 *   from here.
 * - Deterministic: no randomness at all.
 */
import { chooseMove as rolitBot, isCorner, isEdge } from '../machines/rolit/bots';
import { countBalls, parseSquare } from '../machines/rolit/rules/board';
import { capturesFor, placeAndCapture } from '../machines/rolit/rules/capture';
import { applyPlace, legalPlacements, nextColour } from '../machines/rolit/rules/play';
import { roundResult } from '../machines/rolit/rules/scoring';
import { newGame } from '../machines/rolit/rules/setup';
import { firstPlayer } from '../machines/rolit/rules/rounds';
import { nextInt, seedFrom } from '../machines/shared/rng';
import type { Cell, Colour, RolitState } from '../machines/rolit/rules/types';

export interface RolitBudget {
  /** Plies searched after the placement (0: the placement alone). */
  depth: number;
  /** Empty sockets at which the search reads the round to its end. */
  exact: number;
  /** One bot playout per placement, for the report. */
  playout: boolean;
  /**
   * How the other colours are assumed to reply: 'worst' (the reply that hurts
   * the mover most) or 'bot' (the reply today's bot would make, a playout step).
   */
  replies: 'worst' | 'bot';
}

export const ROLIT_COACH_BUDGET: RolitBudget = { depth: 2, exact: 7, playout: true, replies: 'worst' };
export const ROLIT_STRONG_BUDGET: RolitBudget = { depth: 2, exact: 6, playout: false, replies: 'bot' };

export interface RolitOption {
  square: string;
  /** Balls of the mover's colour this placement adds: the new ball and every captured one. */
  gain: number;
  captured: number;
  corner: boolean;
  edge: boolean;
  /** Corners and (other) edge squares the next colour may take after this placement. */
  cornersGiven: number;
  edgesGiven: number;
  /** The next colour's strongest reply by the search, and the balls it gains. */
  reply: string | null;
  replyGain: number;
  /** The search's score (higher is better for the mover). */
  value: number;
  /** How far behind the best the search puts it, in balls (0 for the best). */
  regret: number;
  /** The round's end if everyone follows today's bot from here: the mover's balls and the best other colour's. */
  playout: { mine: number; best: number } | null;
}

export interface RolitReport {
  game: 'rolit';
  colour: Colour;
  kind: 'choose' | 'over';
  options: RolitOption[];
  best: number;
  budget: RolitBudget;
}

/** A copy without the history, so the search does not copy a growing log at every node. */
function bare(s: RolitState): RolitState {
  return s.log.length ? { ...s, log: [] } : s;
}

function play(s: RolitState, square: string): RolitState {
  const out = applyPlace(s, square);
  if (!out.ok) throw new Error(`coach: the core refused ${square}: ${out.refusal.message}`);
  return out.state.log.length > 4 ? { ...out.state, log: [] } : out.state;
}

/**
 * Inside the search only: a placement `legalPlacements` has just listed, made
 * with the core's own capture and scoring (placeAndCapture, nextColour,
 * roundResult) without asking `explainPlace` again for a square already known
 * to be legal. Every move the coach recommends is still played through `applyPlace`.
 */
function playListed(s: RolitState, square: string): RolitState {
  const { cells } = placeAndCapture(s.cells, s.size, parseSquare(square), s.current);
  const result = roundResult(cells, s.players);
  return { ...s, cells, current: nextColour(s.players, s.current), phase: result ? 'over' : 'play', result, log: [] };
}

/** Square weights of a position for one colour: corners, edges, squares that hand a corner over. */
function positional(cells: readonly Cell[], size: number, colour: Colour): number {
  let score = 0;
  const last = size - 1;
  const at = (c: number, r: number) => cells[r * size + c];
  const corners: [number, number][] = [[0, 0], [last, 0], [0, last], [last, last]];
  for (let i = 0; i < cells.length; i++) {
    if (cells[i] !== colour) continue;
    const c = i % size;
    const r = Math.floor(i / size);
    const onEdge = c === 0 || r === 0 || c === last || r === last;
    const corner = (c === 0 || c === last) && (r === 0 || r === last);
    let w = corner ? 12 : onEdge ? 2 : 0;
    if (!corner) {
      for (const [cc, cr] of corners) {
        if (Math.max(Math.abs(cc - c), Math.abs(cr - r)) === 1 && at(cc, cr) === '.') w -= onEdge ? 3 : 5;
      }
    }
    score += w;
  }
  return score;
}

/** The static estimate for `me`: balls (weighing more as the board fills) and square weights, against the strongest other colour. */
function estimate(s: RolitState, me: Colour): number {
  if (s.phase === 'over' && s.result) {
    const mine = s.result.counts[me];
    const best = Math.max(...s.players.filter((p) => p !== me).map((p) => s.result!.counts[p]));
    return 10_000 * Math.sign(mine - best) + (mine - best);
  }
  const filled = s.cells.filter((c) => c !== '.').length / s.cells.length;
  const ballWeight = 0.3 + 2 * filled * filled;
  const score = (c: Colour) => ballWeight * countBalls(s.cells, c) + positional(s.cells, s.size, c);
  const mine = score(me);
  const others = s.players.filter((p) => p !== me).map(score);
  return mine - Math.max(...others);
}

function empties(s: RolitState): number {
  let n = 0;
  for (const c of s.cells) if (c === '.') n++;
  return n;
}

/** Moves in a good order for pruning: corners, then most captures. */
function ordered(s: RolitState, moves: string[]): string[] {
  const key = (sq: string) => {
    const p = parseSquare(sq);
    return (isCorner(p, s.size) ? 100 : isEdge(p, s.size) ? 5 : 0) + capturesFor(s.cells, s.size, p, s.current).length;
  };
  return moves.map((m) => [m, key(m)] as const).sort((a, b) => b[1] - a[1]).map((x) => x[0]);
}

/** Paranoid alpha-beta: `me` maximises, every other colour minimises. */
function search(s: RolitState, me: Colour, depth: number, alpha: number, beta: number, exact: number, botReplies = false): number {
  if (s.phase === 'over') return estimate(s, me);
  const exactNow = empties(s) <= exact;
  if (depth <= 0 && !exactNow) return estimate(s, me);
  if (botReplies && s.current !== me) {
    const reply = rolitBot(s);
    return reply ? search(playListed(s, reply), me, depth - 1, alpha, beta, exact, true) : estimate(s, me);
  }
  const moves = ordered(s, legalPlacements(s));
  const maximise = s.current === me;
  let a = alpha;
  let b = beta;
  let best = maximise ? -Infinity : Infinity;
  for (const m of moves) {
    const v = search(playListed(s, m), me, depth - 1, a, b, exact, botReplies);
    if (maximise) {
      if (v > best) best = v;
      if (best > a) a = best;
    } else {
      if (v < best) best = v;
      if (best < b) b = best;
    }
    if (a >= b) break;
  }
  return best;
}

/** The round played out with today's bot moving for every colour. */
function botPlayout(s: RolitState): RolitState {
  let t = bare(s);
  while (t.phase !== 'over') {
    const sq = rolitBot(t);
    if (!sq) break;
    t = play(t, sq);
  }
  return t;
}

function givenAway(next: RolitState): { corners: number; edges: number } {
  let corners = 0;
  let edges = 0;
  if (next.phase === 'over') return { corners, edges };
  for (const m of legalPlacements(next)) {
    const p = parseSquare(m);
    if (isCorner(p, next.size)) corners++;
    else if (isEdge(p, next.size)) edges++;
  }
  return { corners, edges };
}

/** The coach's analysis of the position for the colour to move. */
export function analyseRolit(state: RolitState, budget: Partial<RolitBudget> = {}): RolitReport {
  const b: RolitBudget = { ...ROLIT_COACH_BUDGET, ...budget };
  const me = state.current;
  if (state.phase === 'over') return { game: 'rolit', colour: me, kind: 'over', options: [], best: -1, budget: b };
  const root = bare(state);
  const options: RolitOption[] = legalPlacements(root).map((square) => {
    const p = parseSquare(square);
    const captured = capturesFor(root.cells, root.size, p, me).length;
    const next = play(root, square);
    const given = givenAway(next);
    // The next colour's reply that hurts the mover most, by the same search one ply shorter.
    let reply: string | null = null;
    let replyGain = 0;
    let value: number;
    if (next.phase === 'over' || b.depth <= 0) value = next.phase === 'over' || empties(next) > b.exact ? estimate(next, me) : search(next, me, 0, -Infinity, Infinity, b.exact);
    else if (b.replies === 'bot') {
      reply = rolitBot(next);
      replyGain = reply ? 1 + capturesFor(next.cells, next.size, parseSquare(reply), next.current).length : 0;
      value = search(next, me, b.depth, -Infinity, Infinity, b.exact, true);
    } else {
      value = Infinity;
      for (const r of ordered(next, legalPlacements(next))) {
        const v = search(playListed(next, r), me, b.depth - 1, -Infinity, value, b.exact);
        if (v < value || reply === null) {
          value = Math.min(value, v);
          reply = r;
          replyGain = 1 + capturesFor(next.cells, next.size, parseSquare(r), next.current).length;
        }
      }
    }
    const playout: RolitOption['playout'] = null;
    return {
      square, gain: 1 + captured, captured, corner: isCorner(p, root.size), edge: isEdge(p, root.size),
      cornersGiven: given.corners, edgesGiven: given.edges, reply, replyGain, value, regret: 0, playout,
    };
  });
  if (b.playout) {
    // One playout for each of the three placements the search likes best (a tie-break, and the table's last column).
    const top = options.map((o, i) => [o.value, i] as const).sort((x, y) => y[0] - x[0] || x[1] - y[1]).slice(0, 3);
    for (const [, i] of top) {
      const o = options[i] as RolitOption;
      const end = botPlayout(play(root, o.square));
      const counts = end.result?.counts;
      if (counts) o.playout = { mine: counts[me], best: Math.max(...end.players.filter((c) => c !== me).map((c) => counts[c])) };
    }
  }
  let best = -1;
  options.forEach((o, i) => {
    const cur = options[best];
    const better = !cur || o.value > cur.value + 1e-9 || (Math.abs(o.value - cur.value) <= 1e-9 && (o.playout?.mine ?? 0) - (o.playout?.best ?? 0) > (cur.playout?.mine ?? 0) - (cur.playout?.best ?? 0));
    if (better) best = i;
  });
  const top = options[best]?.value ?? 0;
  for (const o of options) o.regret = Math.max(0, top - o.value);
  return { game: 'rolit', colour: me, kind: 'choose', options, best, budget: b };
}

/** The strong bot's placement: the coach's choice. */
export function rolitCoachMove(state: RolitState, budget: Partial<RolitBudget> = ROLIT_STRONG_BUDGET): string | null {
  if (state.phase === 'over') return null;
  const r = analyseRolit(state, { ...ROLIT_STRONG_BUDGET, ...budget });
  return r.options[r.best]?.square ?? rolitBot(state);
}

/**
 * A seeded two-player opening for benches and tests: red and green on the full
 * board, the first player rolled (RO4), then `random` placements chosen at
 * random among the legal ones, so that seeded games differ. `strongIndex`
 * picks which colour the strong bot plays.
 */
export function openingFor(seed: number, strongIndex: number, random = 4): { state: RolitState; strong: Colour } {
  let rng = seedFrom(seed);
  const start = newGame({ players: 2 });
  const roll = firstPlayer(start.players, rng);
  rng = roll.rng;
  let s = newGame({ players: 2, first: roll.colour });
  for (let i = 0; i < random && s.phase !== 'over'; i++) {
    const legal = legalPlacements(s);
    let k: number;
    [k, rng] = nextInt(rng, legal.length);
    s = play(s, legal[k] as string);
  }
  return { state: { ...s, log: [] }, strong: s.players[strongIndex % s.players.length] as Colour };
}
