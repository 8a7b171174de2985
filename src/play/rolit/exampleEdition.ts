/**
 * Which edition a Rolit example really plays by, and whether its position can
 * arise in a real game. Pure helpers for the step-through (RolitScenario), the
 * position editor and the tests that hold every example to its label.
 *
 * An example follows the reader's chosen edition when that edition seats its
 * players as the file does (the same colours in the same turn order, RO2):
 * then the example plays by the chosen rules exactly. When the chosen edition
 * seats that many players otherwise (the Spanish three-player game is red,
 * blue, green), the file is played by the first edition that does seat them
 * so, and the label says which one and why. A file that names an edition in
 * its options keeps it.
 */
import { isObj as isObject } from '../../scenario/checks';
import { EDITION_IDS, coloursFor, edition } from '../../machines/rolit/rules/editions';
import { squareAt, squareName, startBoard } from '../../machines/rolit/rules/board';
import type { BoardSize, Cell, Colour, EditionId } from '../../machines/rolit/rules/types';
import { isEditionId } from './editionChoice';

export type PlayReason = 'pinned' | 'chosen' | 'seats';

export interface ExamplePlay {
  /** The edition whose rules the example is played by. */
  edition: EditionId;
  /** Why: the file names it, it is the reader's choice, or the reader's edition seats these players otherwise. */
  reason: PlayReason;
  /** The reader's choice (for the label when it is not followed). */
  chosen: EditionId;
  /** How the chosen edition seats this many players (when `reason` is "seats"). */
  chosenSeats?: Colour[];
}


/** The edition a scenario file names in its options, if any. */
export function pinnedEdition(doc: unknown): EditionId | null {
  const options = isObject(doc) ? doc.options : undefined;
  const e = isObject(options) ? options.edition : undefined;
  return isEditionId(e) ? e : null;
}

/** True when `order` is one of the edition's colour lists for that many players, read from any seat (the turn order is a ring). */
export function seatsFit(order: readonly Colour[], id: EditionId): boolean {
  const n = order.length;
  if (n < 2 || n > 4) return false;
  const lists = edition(id).colours[n as 2 | 3 | 4];
  return lists.some((list) => list.length === n && list.some((_, shift) => list.every((c, i) => order[(i + shift) % n] === c)));
}

/** The edition the example plays by when the reader has chosen `chosen`. */
export function examplePlay(doc: unknown, chosen: EditionId): ExamplePlay {
  const pinned = pinnedEdition(doc);
  if (pinned) return { edition: pinned, reason: 'pinned', chosen };
  const position = isObject(doc) ? doc.position : undefined;
  const players = isObject(position) ? position.players : undefined;
  // A new match ("players": 3) is seated by the edition itself, so it always follows the choice.
  if (!Array.isArray(players)) return { edition: chosen, reason: 'chosen', chosen };
  const order = players as Colour[];
  if (seatsFit(order, chosen)) return { edition: chosen, reason: 'chosen', chosen };
  const fits = EDITION_IDS.find((id) => seatsFit(order, id));
  if (!fits) return { edition: chosen, reason: 'chosen', chosen };
  const n = order.length as 2 | 3 | 4;
  return { edition: fits, reason: 'seats', chosen, chosenSeats: coloursFor(n, chosen) };
}

/** The scenario played by another edition's rules (its position and steps unchanged); a pinned file is left as it is. */
export function underEdition(doc: unknown, id: EditionId): unknown {
  if (!isObject(doc) || pinnedEdition(doc)) return doc;
  const options = isObject(doc.options) ? doc.options : {};
  return { ...doc, options: { ...options, edition: id } };
}

export type ReachProblem =
  | { kind: 'start'; squares: string[] }
  | { kind: 'apart'; squares: string[] }
  | { kind: 'unused'; colour: Colour; squares: string[] };

/** A socket's square name ("d3") from its index in the cells. */
const name = (i: number, size: number) => squareName(squareAt(i, size));

/**
 * Why a position cannot come about in a real game, or null when nothing rules
 * it out. Three things every real game keeps: the four start balls stay on the
 * board (RO3; they can turn, never leave), every ball was put next to one
 * already there (RO5), so all balls hang together in one group, and a colour
 * nobody plays is never placed, so it shows only where it started.
 * These are necessary conditions, not a search for the moves themselves.
 */
export function unreachable(cells: readonly Cell[], size: BoardSize, players: readonly Colour[], adjacency: 8 | 4 = 8): ReachProblem | null {
  const start = startBoard(size);
  const missing = start.flatMap((c, i) => (c !== '.' && cells[i] === '.' ? [name(i, size)] : []));
  if (missing.length) return { kind: 'start', squares: missing };
  for (const colour of ['R', 'Y', 'G', 'B'] as Colour[]) {
    if (players.includes(colour)) continue;
    const stray = cells.flatMap((c, i) => (c === colour && start[i] !== colour ? [name(i, size)] : []));
    if (stray.length) return { kind: 'unused', colour, squares: stray };
  }
  // One group, grown from the start square.
  const seen = new Set<number>();
  const first = start.findIndex((c) => c !== '.');
  const queue = [first];
  seen.add(first);
  const steps = adjacency === 8 ? [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1]] : [[1, 0], [-1, 0], [0, 1], [0, -1]];
  while (queue.length) {
    const i = queue.pop() as number;
    const col = i % size;
    const row = Math.floor(i / size);
    for (const [dc, dr] of steps) {
      const c = col + (dc as number);
      const r = row + (dr as number);
      if (c < 0 || c >= size || r < 0 || r >= size) continue;
      const j = r * size + c;
      if (!seen.has(j) && cells[j] !== '.') {
        seen.add(j);
        queue.push(j);
      }
    }
  }
  const apart = cells.flatMap((c, i) => (c !== '.' && !seen.has(i) ? [name(i, size)] : []));
  return apart.length ? { kind: 'apart', squares: apart } : null;
}
