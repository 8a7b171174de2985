/**
 * A match of one or more rounds, and the small steps the statechart walks
 * through for one placement (place the ball → roll the captured balls → pass
 * the turn → score a full board). Plain data in, plain data out; the chart in
 * ../machine.ts calls these one line at a time, and `applyMatchEvent` is the
 * same thing in one call (through `applyPlace`), which the tests hold the chart to.
 *
 * The clauses are tagged where they are implemented (play.ts, capture.ts,
 * scoring.ts, rounds.ts); this file only sequences them.
 */
import { indexOf, isFull, parseSquare, squareName, startBoard } from './board';
import { capturesFor } from './capture';
import { applyPlace, explainPlace, nextColour } from './play';
import { firstPlayer, nextRoundOrder, type FirstPlayerRoll } from './rounds';
import { defaultRounds, roundResult, scoreMatch, type MatchScore } from './scoring';
import { fromPosition, newGame, type NewGameOptions } from './setup';
import { seedFrom } from '../../shared/rng';
import { why } from './refusal';
import type { Colour, Refusal, RolitState, RoundResult } from './types';

/** The ball just put in, whose captures have not been rolled yet (only ever seen between chart steps). */
export interface PlacedBall {
  colour: Colour;
  square: string;
}

export interface RolitMatch {
  /** The round being played, or the one just finished. */
  game: RolitState;
  /** The colours in play, in the first round's turn order (the order the match score lists them). */
  colours: Colour[];
  /** How many rounds the match has (ruling B.3 #14: default one per player). */
  rounds: number;
  /** The finished rounds, scored, in order. */
  results: RoundResult[];
  /** Who began each round started so far; the last one began the current round. */
  starters: Colour[];
  placed: PlacedBall | null;
  /** The match result, once every round is played. */
  score: MatchScore | null;
  /** The rolls that chose the first round's starter (RO4), when the match began with a roll. */
  firstRolls?: FirstPlayerRoll['rolls'];
}

export type RolitEvent = { type: 'ball.place'; square: string } | { type: 'round.next' };

export interface NewMatchOptions extends NewGameOptions {
  rounds?: number;
  /** Rolls for the first player (RO4) when `first` is not given; without it the first colour of the list starts. */
  seed?: number | string;
}

/** Wraps a round (a new one, or a position from a scenario) into a match. */
export function matchFromGame(game: RolitState, o: { rounds?: number; results?: RoundResult[]; starters?: Colour[] } = {}): RolitMatch {
  const rounds = o.rounds ?? 1;
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`a match has at least one round, not ${String(rounds)}`);
  const results = (o.results ?? []).slice();
  if (results.length > 0 && !o.starters) throw new Error('a match with rounds already played needs the starter of each round');
  const starters = (o.starters ?? [game.current]).slice();
  if (starters.length > rounds) throw new Error(`a ${rounds}-round match cannot have started ${starters.length} rounds`);
  if (results.length !== starters.length - 1 && results.length !== starters.length) {
    throw new Error(`${starters.length} round(s) started but ${results.length} scored: every round before the current one has a result`);
  }
  if (results.length === starters.length && game.phase !== 'over') throw new Error('the current round is scored but its board is not full');
  const m: RolitMatch = { game, colours: game.players.slice(), rounds, results, starters, placed: null, score: null };
  return isRoundScored(m) && isMatchDecided(m) ? finishMatch(m) : m;
}

export function newMatch(o: NewMatchOptions): RolitMatch {
  const probe = newGame(o);
  const roll = o.first === undefined && o.seed !== undefined ? firstPlayer(probe.players, seedFrom(o.seed), probe.edition) : null;
  const first = o.first ?? roll?.colour ?? probe.current;
  const game = newGame({ ...o, first });
  const m = matchFromGame(game, { rounds: o.rounds ?? defaultRounds(game.players, game.solo), starters: [first] });
  return roll ? { ...m, firstRolls: roll.rolls } : m;
}

// ------------------------------------------------------------ where the match stands

export const isRoundPlaying = (m: RolitMatch): boolean => m.game.phase === 'play';
/**
 * The current round's result is among the results (one result per round started). Such a round is
 * over: matchFromGame refuses a record that says otherwise, and a result is recorded only at the end.
 */
export const isRoundScored = (m: RolitMatch): boolean => m.results.length === m.starters.length;
export const isBoardFull = (m: RolitMatch): boolean => isFull(m.game.cells);
export const isMatchDecided = (m: RolitMatch): boolean => m.results.length >= m.rounds;

/** Where the match waits: for a ball, for the next round, or nowhere (over). */
export function matchPhase(m: RolitMatch): 'placing' | 'betweenRounds' | 'matchOver' {
  if (isRoundPlaying(m)) return 'placing';
  return isRoundScored(m) && isMatchDecided(m) ? 'matchOver' : 'betweenRounds';
}

// ------------------------------------------------------------ legality

/** Why the next round cannot start now: the board is not full yet, or every round is played. */
export function explainNextRound(m: RolitMatch): Refusal | null {
  if (m.game.phase === 'play') return why('RO12', 'round.stillOn');
  if (isMatchDecided(m)) return why('RO13', 'match.over', { rounds: m.rounds });
  return null;
}

/** Why an event is refused now (the clause and a sentence), or null when it is legal. */
export function explainMatchEvent(m: RolitMatch, e: RolitEvent): Refusal | null {
  return e.type === 'ball.place' ? explainPlace(m.game, e.square) : explainNextRound(m);
}

// ------------------------------------------------------------ the chart's steps

/** The ball goes into its socket, own colour up; nothing is rolled yet. */
export function placeBall(m: RolitMatch, square: string): RolitMatch {
  const sq = parseSquare(square);
  const cells = m.game.cells.slice();
  cells[indexOf(sq, m.game.size)] = m.game.current;
  return { ...m, game: { ...m.game, cells }, placed: { colour: m.game.current, square: squareName(sq) } };
}

/** The lines from the new ball, read once, and every enclosed ball rolled over. */
export function rollCaptured(m: RolitMatch): RolitMatch {
  if (!m.placed) return m;
  const { colour, square } = m.placed;
  const size = m.game.size;
  const captured = capturesFor(m.game.cells, size, parseSquare(square), colour).sort((a, b) => indexOf(a, size) - indexOf(b, size));
  const cells = m.game.cells.slice();
  for (const sq of captured) cells[indexOf(sq, size)] = colour;
  const log = [...m.game.log, { t: 'place' as const, colour, square, captured: captured.map(squareName) }];
  return { ...m, game: { ...m.game, cells, log }, placed: null };
}

/** Play passes to the next colour in turn order (after the last ball too: `current` is who would be next). */
export function passTurn(m: RolitMatch): RolitMatch {
  return { ...m, game: { ...m.game, current: nextColour(m.game.players, m.game.current) } };
}

/** A full board ends the round: count the balls, note the winners, record the round for the match. */
export function scoreRound(m: RolitMatch): RolitMatch {
  let game = m.game;
  if (game.phase === 'play') {
    const result = roundResult(game.cells, game.players);
    if (!result) return m;
    game = { ...game, phase: 'over', result, log: [...game.log, { t: 'end', result }] };
  }
  if (!game.result || m.results.length >= m.starters.length) return { ...m, game };
  return { ...m, game, results: [...m.results, game.result] };
}

/** Rounds won, then points (the edition decides which balls count). */
export function finishMatch(m: RolitMatch): RolitMatch {
  return { ...m, score: scoreMatch(m.results, m.colours, m.game.edition) };
}

/**
 * A new round on the start position. The order changes so that the seat after
 * the last starter in the direction of play begins: the next seat round the
 * table in the standard editions, the player to the right of the last starter
 * in the Spanish one (whose play runs counter-clockwise, so that is the same
 * seat as the next player).
 */
export function startNextRound(m: RolitMatch): RolitMatch {
  const g = m.game;
  const order = nextRoundOrder(g.players, m.starters.at(-1) ?? g.players[0]);
  const first = order[0] as Colour;
  const game = fromPosition({ size: g.size, adjacency: g.adjacency, edition: g.edition, solo: g.solo, cells: startBoard(g.size), players: order, current: first });
  return { ...m, game, starters: [...m.starters, first], placed: null };
}

// ------------------------------------------------------------ all in one call

export type MatchOutcome = { ok: true; state: RolitMatch } | { ok: false; refusal: Refusal };

/** The whole effect of one event, through the rules core's `applyPlace`; the chart must end in the same place. */
export function applyMatchEvent(m: RolitMatch, e: RolitEvent): MatchOutcome {
  const refusal = explainMatchEvent(m, e);
  if (refusal) return { ok: false, refusal };
  if (e.type === 'round.next') return { ok: true, state: startNextRound(m) };
  const out = applyPlace(m.game, e.square);
  // Stryker disable next-line ConditionalExpression: explainMatchEvent asked the same explainPlace just above, so applyPlace never refuses here; the test only narrows the type
  if (!out.ok) return out;
  let next: RolitMatch = { ...m, game: out.state };
  if (out.state.result) {
    next = { ...next, results: [...m.results, out.state.result] };
    if (isMatchDecided(next)) next = finishMatch(next);
  }
  return { ok: true, state: next };
}
