/**
 * A Rolit match read from an untrusted document (a saved game): trusted no more than a scenario position.
 * - the round's position passes the scenario runner's own loader
 *   (src/scenario/rolit.ts, `rolitAdapter.load`): board size, adjacency,
 *   edition, rows of known colours, 2–4 different colours, the current one
 *   among them;
 * - every result is recomputed: the round's from its board (RO12), each
 *   finished round's winners from its counts of a full board, and the match
 *   score from the rounds (RO13, by `matchFromGame`);
 * - every log line's fields are in range and fit the board: a colour in
 *   play, squares on the board that hold a ball now, each socket filled at
 *   most once, no more placements than balls on the board.
 * The table's save codec (src/play/rolit/rolitSave.ts) fits its settings to the match read here.
 */
import { asScenario, isObj, isInt, need, BadSave, type Obj } from './checks';
import { boardToRows, indexOf, isColour, isOnBoard, parseSquare, isBoardSize } from '../machines/rolit/rules/board';
import { isEditionId, soloColours } from '../machines/rolit/rules/editions';
import { matchFromGame, type RolitMatch } from '../machines/rolit/rules/match';
import { roundResult } from '../machines/rolit/rules/scoring';
import type { Colour, EditionId, RolitState, RoundResult } from '../machines/rolit/rules/types';
import { MAX_ROUNDS, rolitAdapter } from './rolit';
import { show } from './types';

function checkColours(v: unknown, where: string): Colour[] {
  need(Array.isArray(v) && v.length <= 4 && v.every(isColour) && new Set(v).size === v.length, `${where} is not a list of different colours`);
  return v as Colour[];
}

export const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** A round's result: whole counts of a full board, and as winners the colours in play with the most balls (RO12). */
function checkResult(v: unknown, where: string, colours: readonly Colour[], size: number): RoundResult {
  need(isObj(v) && isObj(v.counts) && Array.isArray(v.winners), `${where} is not a round result`);
  const counts = v.counts as Obj;
  need(['R', 'Y', 'G', 'B'].every((c) => isInt(counts[c]) && counts[c] <= size * size), `${where}.counts is not a count of balls per colour`);
  const n = counts as Record<Colour, number>;
  need(n.R + n.Y + n.G + n.B === size * size, `${where}.counts add up to ${n.R + n.Y + n.G + n.B} balls, but a round ends on a full board of ${size * size}`);
  const winners = checkColours(v.winners, `${where}.winners`);
  const best = Math.max(...colours.map((c) => n[c]));
  const should = colours.filter((c) => n[c] === best);
  need(sameSet(winners, should), `${where}.winners are ${show(winners)}, but the counts make ${show(should)} the winners (RO12)`);
  return { counts: { R: n.R, Y: n.Y, G: n.G, B: n.B }, winners: winners.slice() };
}

/** The round's log: colours in play, squares on the board holding a ball, each socket filled once, the result last. */
function checkLog(g: RolitState): void {
  const size = g.size;
  const squareOf = (v: unknown, where: string): number => {
    let sq;
    try {
      sq = parseSquare(v);
    } catch {
      throw new BadSave(`${where} is not a square`);
    }
    need(isOnBoard(sq, size), `${where} ${show(v)} is off the ${size}×${size} board`);
    const at = indexOf(sq, size);
    need(g.cells[at] !== '.', `${where} ${show(v)} is empty on the board`);
    return at;
  };
  const log = g.log as unknown as Obj[];
  const balls = g.cells.filter((c) => c !== '.').length;
  need(log.length <= size * size + 1, `match.game.log has ${log.length} lines; a ${size}×${size} round has at most ${size * size + 1}`);
  const filled = new Set<number>();
  log.forEach((e, i) => {
    const at = `match.game.log[${i}]`;
    if (e.t === 'place') {
      need(isColour(e.colour) && g.players.includes(e.colour), `${at}: colour ${show(e.colour)} is not in play`);
      const sq = squareOf(e.square, `${at}: square`);
      need(!filled.has(sq), `${at}: square ${show(e.square)} is filled twice in one round`);
      filled.add(sq);
      need(Array.isArray(e.captured) && e.captured.length < size * size, `${at}: the captured balls are not a list of squares`);
      const captured = (e.captured as unknown[]).map((c) => squareOf(c, `${at}: captured`));
      need(new Set(captured).size === captured.length && !captured.includes(sq), `${at}: a ball is captured twice`);
    } else if (e.t === 'end') {
      need(i === log.length - 1 && g.phase === 'over', `${at}: the round ends before its last line`);
      need(JSON.stringify(e.result) === JSON.stringify(g.result), `${at}: the result in the log is not the round's result`);
    } else need(false, `${at}: unknown line ${show(e.t)}`);
  });
  // Every ball placed is still on the board, and the round began with at least one (RO3).
  need(filled.size <= balls - 1, `match.game.log places ${filled.size} balls, but the board holds ${balls}`);
  if (g.phase === 'over') need(log.at(-1)?.t === 'end', 'the round is over, but its log does not end with the result');
}

function checkGame(v: unknown): RolitState {
  need(isObj(v), 'match.game is missing');
  need(isBoardSize(v.size), 'match.game.size is damaged');
  const size = v.size as number;
  need(v.adjacency === 8 || v.adjacency === 4, 'match.game.adjacency is damaged');
  need(isEditionId(v.edition), 'match.game.edition is damaged');
  need(typeof v.solo === 'boolean', 'match.game.solo is damaged');
  need(Array.isArray(v.cells) && v.cells.length === size * size && v.cells.every((c) => c === '.' || isColour(c)), 'match.game.cells is damaged');
  const players = checkColours(v.players, 'match.game.players');
  need(!v.solo || sameSet(players, soloColours()), 'match.game.players: one person plays red and green (RO16)');
  // The runner's loader: the same checks as a scenario position (rows, colours, 2 to 4 players, the current one among them).
  asScenario(() => rolitAdapter.load({ size, adjacency: v.adjacency, edition: v.edition }, { board: boardToRows(v.cells as RolitState['cells'], size), players, current: v.current }), 'match.game: ');
  need(v.phase === 'play' || v.phase === 'over', 'match.game.phase is damaged');
  const full = (v.cells as string[]).every((c) => c !== '.');
  need((v.phase === 'over') === full, 'match.game.phase does not fit the board');
  // The result, recomputed from the board (RO12).
  const result = roundResult(v.cells as RolitState['cells'], players);
  need(JSON.stringify(v.result) === JSON.stringify(result), `match.game.result is not the board's: the board gives ${show(result)}`);
  need(Array.isArray(v.log), 'match.game.log is damaged');
  const game: RolitState = {
    size: size as RolitState['size'], adjacency: v.adjacency as RolitState['adjacency'], edition: v.edition as EditionId, solo: v.solo as boolean,
    cells: (v.cells as RolitState['cells']).slice(), players: players.slice(), current: v.current as Colour, phase: v.phase as RolitState['phase'],
    result, log: v.log as RolitState['log'],
  };
  checkLog(game);
  return game;
}

/** Checks a parsed match and rebuilds it through the core (which re-checks rounds and starters and scores the match). */
export function readMatch(v: unknown): RolitMatch {
  need(isObj(v), 'match is missing');
  const game = checkGame(v.game);
  need(isInt(v.rounds, 1) && v.rounds <= MAX_ROUNDS, `match.rounds is not a whole number from 1 to ${MAX_ROUNDS}`);
  const colours = checkColours(v.colours, 'match.colours');
  need(sameSet(colours, game.players), 'match.colours do not fit the players');
  need(Array.isArray(v.results) && v.results.length <= (v.rounds as number), 'match.results is damaged');
  const results = (v.results as unknown[]).map((r, i) => checkResult(r, `match.results[${i}]`, colours, game.size));
  const starters = checkColours(v.starters, 'match.starters');
  need(starters.length >= 1 && starters.every((c) => colours.includes(c)), 'match.starters are not colours in play');
  if (game.result && results.length === starters.length) {
    need(JSON.stringify(results.at(-1)) === JSON.stringify(game.result), "the last round's result is not the board's");
  }
  let m: RolitMatch;
  try {
    m = matchFromGame(game, { rounds: v.rounds as number, results, starters });
  } catch (e) {
    throw new BadSave(`match: ${(e as Error).message}`);
  }
  return { ...m, colours };
}
