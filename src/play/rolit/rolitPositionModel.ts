/**
 * The Rolit position editor's model, pure: a board of balls, the edition, the players and whose turn it is, read from
 * a contract document and written back as one (the runner judges what is written), resized, reseated, painted.
 * RolitPositionEditor.tsx draws and edits it; tests/unit/rolit-teach.test.ts checks it.
 */
import { isObj as isObject } from '../../scenario/checks';
import { docHead, writeDoc, type Built } from '../kit/editorDoc';
import { BOARD_SIZES, boardFromRows, startBoard } from '../../machines/rolit/rules/board';
import { EDITION_IDS, coloursFor, edition } from '../../machines/rolit/rules/editions';
import type { Adjacency, BoardSize, Cell, Colour, EditionId } from '../../machines/rolit/rules/types';
import { fmt, type Strings } from '../kit/fmt';
import type { ReachProblem } from './exampleEdition';
import { positionParts } from './rolitShare';


export interface RolitModel {
  title: string;
  size: BoardSize;
  adjacency: Adjacency;
  edition: EditionId;
  /** size × size sockets, a1 first (the core's order). */
  cells: Cell[];
  /** The colours in play, in turn order. */
  players: Colour[];
  current: Colour;
  /** The steps as JSON text (a list). */
  steps: string;
}

export const COLOURS: readonly Colour[] = ['R', 'Y', 'G', 'B'];


/** The start position for two players (red and green) in the standard edition. */
export function startModel(size: BoardSize = 8, id: EditionId = 'standard'): RolitModel {
  const players = coloursFor(2, id);
  return { title: '', size, adjacency: 8, edition: id, cells: startBoard(size), players, current: players[0] as Colour, steps: '[]' };
}

/** The model of a Rolit document with a board (tolerant: the runner judges what is written back); null for anything else. */
export function rolitModelFromDoc(doc: unknown, lang = 'en'): RolitModel | null {
  if (!isObject(doc) || doc.game !== 'rolit' || !isObject(doc.position)) return null;
  const options = isObject(doc.options) ? doc.options : {};
  const size = (BOARD_SIZES as readonly unknown[]).includes(options.size) ? (options.size as BoardSize) : 8;
  const id = EDITION_IDS.includes(options.edition as EditionId) ? (options.edition as EditionId) : 'standard';
  const pos = doc.position;
  let cells: Cell[];
  try {
    cells = Array.isArray(pos.board) ? boardFromRows(pos.board as string[], size) : startBoard(size);
  } catch {
    return null;
  }
  let players: Colour[];
  if (Array.isArray(pos.players)) players = (pos.players as unknown[]).filter((c): c is Colour => COLOURS.includes(c as Colour));
  else if (pos.players === 'solo') players = ['R', 'G'];
  else if (pos.players === 2 || pos.players === 3 || pos.players === 4) {
    try {
      players = coloursFor(pos.players, id, typeof pos.colourChoice === 'number' ? pos.colourChoice : 0);
    } catch {
      players = coloursFor(pos.players, id);
    }
  } else players = coloursFor(2, id);
  if (players.length < 2) players = coloursFor(2, id);
  const current = COLOURS.includes(pos.current as Colour) && players.includes(pos.current as Colour) ? (pos.current as Colour) : (players[0] as Colour);
  return {
    ...docHead(doc, lang),
    size,
    adjacency: options.adjacency === 4 ? 4 : 8,
    edition: id,
    cells,
    players,
    current,
  };
}

/** The contract document the model describes; only the steps text can keep it from being written. */
export function rolitDocFromModel(m: RolitModel, defaultTitle = 'Rolit position from the editor'): Built {
  return writeDoc('rolit', m, defaultTitle, () => positionParts(m));
}

/** Another board size: the balls of the centred part that both boards share are kept (RO15's smaller boards are the middle of the big one). */
export function resize(m: RolitModel, size: BoardSize): RolitModel {
  if (size === m.size) return m;
  const cells: Cell[] = new Array<Cell>(size * size).fill('.');
  const shift = (m.size - size) / 2;
  for (let row = 1; row <= size; row++) {
    for (let col = 0; col < size; col++) {
      const from = { col: col + shift, row: row + shift };
      if (from.col >= 0 && from.col < m.size && from.row >= 1 && from.row <= m.size) cells[(row - 1) * size + col] = m.cells[(from.row - 1) * m.size + from.col] ?? '.';
    }
  }
  // A board emptied by the change starts from the start position instead (a position needs a ball to build on).
  return { ...m, size, cells: cells.every((c) => c === '.') ? startBoard(size) : cells };
}

/** The edition's seating for `n` players (and the Spanish two-player choice); the player to move stays if still seated. */
export function seat(m: RolitModel, n: 2 | 3 | 4, choice = 0, id: EditionId = m.edition): RolitModel {
  const lists = edition(id).colours[n];
  const players = (lists[choice] ?? lists[0] ?? []).slice() as Colour[];
  return { ...m, edition: id, players, current: players.includes(m.current) ? m.current : (players[0] as Colour) };
}

/** Which of the edition's colour lists for this many players the model seats, as `seat` takes it (0 when none matches). */
export function seatingOf(m: RolitModel): number {
  const lists = edition(m.edition).colours[m.players.length as 2 | 3 | 4] ?? [];
  return Math.max(0, lists.findIndex((l) => l.length === m.players.length && l.every((c, i) => m.players[i] === c)));
}

/** Puts a ball of `cell` (or empties the socket) at index `i`. */
export function paint(m: RolitModel, i: number, cell: Cell): RolitModel {
  if (i < 0 || i >= m.cells.length || m.cells[i] === cell) return m;
  const cells = m.cells.slice();
  cells[i] = cell;
  return { ...m, cells };
}

/** A position problem in the page's words (see `unreachable`). */
export function reachText(p: ReachProblem, t: Strings, colourName: (c: Colour) => string): string {
  if (p.kind === 'start') return fmt(t, 'chk.ro.reach.start', { squares: p.squares.join(', '), n: p.squares.length });
  if (p.kind === 'unused') return fmt(t, 'chk.ro.reach.unused', { colour: colourName(p.colour), squares: p.squares.join(', '), n: p.squares.length });
  return fmt(t, 'chk.ro.reach.apart', { squares: p.squares.join(', '), n: p.squares.length });
}

/* ------------------------------------------------------------------ */
/* The form                                                             */
/* ------------------------------------------------------------------ */
