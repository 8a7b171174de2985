/**
 * A turn: where a ball may go (`explainPlace`, the one home of legality),
 * every legal placement, and making a placement (`applyPlace`).
 */
import { SquareSyntaxError, cellAt, indexOf, isOnBoard, neighbours, parseSquare, squareAt, squareName } from './board';
import { capturesFor, placeAndCapture } from './capture';
import { fastLegalPlacements } from './movegen';
import { roundResult } from './scoring';
import { why } from './refusal';
import type { Colour, Outcome, Refusal, RolitState, Square } from './types';

/** The square named by `square`, or the RO5 refusal when it is not a square of this board. */
export function resolveSquare(s: RolitState, square: string | Square): Square | Refusal {
  let sq: Square;
  // A square comes as a name ("d3") or as a column and row; anything else (a number, a list, an object missing a
  // whole-number column or row, from a file or a hand-written call) is read as a name, which refuses it in words.
  if (typeof square === 'string' || !isSquareShape(square)) {
    try {
      sq = parseSquare(square);
    } catch (e) {
      // Stryker disable next-line ConditionalExpression: parseSquare throws nothing but SquareSyntaxError; any other error is passed on untouched
      if (e instanceof SquareSyntaxError) return why('RO5', e.key, e.vars);
      throw e;
    }
  } else sq = square;
  if (!isOnBoard(sq, s.size)) return why('RO5', 'square.offBoard', { square: squareName(sq), size: s.size, lastColumn: String.fromCharCode(96 + s.size) });
  return sq;
}

function isSquareShape(x: unknown): x is Square {
  if (typeof x !== 'object' || x === null) return false;
  const { col, row } = Object.hasOwn(x, 'col') && Object.hasOwn(x, 'row') ? (x as Square) : { col: NaN, row: NaN };
  return Number.isInteger(col) && Number.isInteger(row);
}

function isRefusal(x: Square | Refusal): x is Refusal {
  return 'rule' in x;
}

/** True when some ball sits on a neighbouring square (8 or 4 neighbours, ruling B.3 #5). */
export function isNextToBall(s: RolitState, sq: Square): boolean {
  return neighbours(sq, s.size, s.adjacency).some((n) => cellAt(s.cells, s.size, n) !== '.');
}

/**
 * A turn is one ball of your own colour, put in an empty socket next to a
 * ball already on the board.
 * @rule RO5
 */
export function explainSocket(s: RolitState, sq: Square): Refusal | null {
  const name = squareName(sq);
  const there = cellAt(s.cells, s.size, sq);
  if (there !== '.') return why('RO5', 'socket.occupied', { square: name, colour: there });
  if (!isNextToBall(s, sq)) return why('RO5', s.adjacency === 8 ? 'socket.alone8' : 'socket.alone4', { square: name });
  return null;
}

/** The empty squares next to a ball, a1 first, then along each row upwards. */
export function openSquares(s: RolitState): Square[] {
  const out: Square[] = [];
  s.cells.forEach((c, i) => {
    // The same test as explainSocket(s, sq) === null, without writing the refusal texts for every square.
    if (c !== '.') return;
    const sq = squareAt(i, s.size);
    if (isNextToBall(s, sq)) out.push(sq);
  });
  return out;
}

/** Open squares where the current colour would capture at least one ball. */
export function capturingPlacements(s: RolitState): Square[] {
  return openSquares(s).filter((sq) => capturesFor(s.cells, s.size, sq, s.current).length > 0);
}

/**
 * When your colour has gone from the board, or you cannot capture anywhere,
 * you may put your ball in any socket next to any ball (ruling B.3 #7: you
 * stay in the game and your new ball can anchor later captures; #8: such a
 * socket always exists while the board is not full, so there is no pass).
 * @rule RO10
 */
export function mayPlaceFreely(s: RolitState): boolean {
  // A colour with no ball left (B.3 #7) captures nowhere, so it is covered by the same test.
  return capturingPlacements(s).length === 0;
}

/**
 * If any placement would capture, you must make one of those; which one is
 * up to you, it need not be the biggest (ruling B.3 #6; on the first move
 * every colour can capture, #13).
 * @rule RO8
 */
export function explainMandatoryCapture(s: RolitState, sq: Square): Refusal | null {
  // A capturing placement is always allowed; only a quiet one needs the whole board looked at.
  if (capturesFor(s.cells, s.size, sq, s.current).length > 0) return null;
  if (mayPlaceFreely(s)) return null;
  const example = capturingPlacements(s)[0] as Square;
  return why('RO8', 'capture.mandatory', { example: squareName(example), square: squareName(sq) });
}

/** Why the current colour may not place at `square`, or null when it may. */
export function explainPlace(s: RolitState, square: string | Square): Refusal | null {
  if (s.phase === 'over') return why('RO12', 'round.over');
  const sq = resolveSquare(s, square);
  if (isRefusal(sq)) return sq;
  return explainSocket(s, sq) ?? explainMandatoryCapture(s, sq);
}

/**
 * Every square the current colour may place on now, in the order a1, b1, … (by
 * row from the bottom): the fast generator's list (movegen.ts), which the
 * property tests hold to `explainPlace` square by square.
 */
export function legalPlacements(s: RolitState): string[] {
  return fastLegalPlacements(s);
}

/** The colour after `current` in turn order. */
export function nextColour(players: readonly Colour[], current: Colour): Colour {
  const i = players.indexOf(current);
  return players[(i + 1) % players.length] as Colour;
}

/**
 * An illegal placement is refused with its reason and changes nothing: the
 * player simply tries again, with no penalty (ruling B.3 #16). A legal one is
 * final: the ball goes in, its captures roll over, play passes on, and a full
 * board ends the round.
 * @rule RO11
 */
export function applyPlace(s: RolitState, square: string | Square): Outcome {
  const refusal = explainPlace(s, square);
  if (refusal) return { ok: false, refusal };
  const sq = resolveSquare(s, square) as Square;
  const { cells, captured } = placeAndCapture(s.cells, s.size, sq, s.current);
  const log = [...s.log, { t: 'place' as const, colour: s.current, square: squareName(sq), captured: sortSquares(captured, s.size).map(squareName) }];
  const result = roundResult(cells, s.players);
  const next: RolitState = { ...s, cells, log, current: nextColour(s.players, s.current), phase: result ? 'over' : 'play', result };
  if (result) next.log = [...log, { t: 'end', result }];
  return { ok: true, state: next };
}

/** Sorts `squares` in place (a1 first, by rows upwards): placeAndCapture's own fresh list. */
function sortSquares(squares: Square[], size: number): Square[] {
  return squares.sort((a, b) => indexOf(a, size) - indexOf(b, size));
}
