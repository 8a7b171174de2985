/** The board: sizes, square names, the start position and neighbourhoods. */
import type { Adjacency, BoardSize, Cell, Colour, Square } from './types';

/**
 * The game comes with one 8×8 board and 64 balls; every ball can be rolled to
 * show any of the four colours, so the balls are a shared supply, not owned.
 * @rule RO1
 */
export const COMPONENTS = { boardSize: 8, balls: 64, colours: ['R', 'Y', 'G', 'B'] as readonly Colour[] } as const;

export const COLOURS: readonly Colour[] = COMPONENTS.colours;

export function isColour(x: unknown): x is Colour {
  return (COLOURS as readonly unknown[]).includes(x);
}

/**
 * Optional shortcuts: a smaller centred part of the board, and a one-minute
 * limit per move for slow players. Which tables each smaller board is meant
 * for is edition data (`Edition.boards`, read through `boardSuits`); the
 * engine plays any size with any table (the move counts in the tests do). The
 * limit is advice for the table, checked by `isOverTime`.
 * @rule RO15
 */
export const OPTIONAL_RULES = {
  sizes: [8, 6, 4] as readonly BoardSize[],
  timeLimitSeconds: 60,
} as const;

export const BOARD_SIZES: readonly BoardSize[] = OPTIONAL_RULES.sizes;

export function isBoardSize(x: unknown): x is BoardSize {
  return (BOARD_SIZES as readonly unknown[]).includes(x);
}

/** True once a move has taken longer than the optional time limit. */
export function isOverTime(elapsedSeconds: number, limitSeconds: number = OPTIONAL_RULES.timeLimitSeconds): boolean {
  return elapsedSeconds > limitSeconds;
}

/** A square name that is not even shaped like one ("z", "a0x", 5…). */
/** A square written wrongly; `key` and `vars` name the mistake for a refusal in any language. */
export class SquareSyntaxError extends Error {
  constructor(
    message: string,
    readonly key: 'square.notText' | 'square.syntax',
    readonly vars: Record<string, string>,
  ) {
    super(message);
    this.name = 'SquareSyntaxError';
  }
}

const SQUARE = /^([a-z])([1-9][0-9]?)$/;

/**
 * Reads "d3" into { col: 3, row: 3 }. It only checks the shape (a letter, then
 * a row number); whether the square lies on a given board is `isOnBoard`'s job.
 */
export function parseSquare(text: unknown): Square {
  if (typeof text !== 'string') {
    const value = String(JSON.stringify(text));
    const shown = value.length > 24 ? `${value.slice(0, 23)}…` : value;
    throw new SquareSyntaxError(`a square is written as text like "d3", not ${shown}`, 'square.notText', { value: shown });
  }
  const m = SQUARE.exec(text.trim().toLowerCase());
  if (!m) {
    // Quoted like JSON and cut short: the text comes from a file or a form, and a message stays one short line.
    const quoted = JSON.stringify(text.length > 24 ? `${text.slice(0, 23)}…` : text);
    throw new SquareSyntaxError(`${quoted} is not a square: write a column letter (a–h) and then a row number (1–8), like "d3"`, 'square.syntax', { text });
  }
  return { col: (m[1] as string).charCodeAt(0) - 97, row: Number(m[2]) };
}

export function squareName(sq: Square): string {
  return `${String.fromCharCode(97 + sq.col)}${sq.row}`;
}

export function isOnBoard(sq: Square, size: number): boolean {
  return sq.col >= 0 && sq.col < size && sq.row >= 1 && sq.row <= size;
}

export function indexOf(sq: Square, size: number): number {
  return (sq.row - 1) * size + sq.col;
}

export function squareAt(index: number, size: number): Square {
  return { col: index % size, row: Math.floor(index / size) + 1 };
}

export function cellAt(cells: readonly Cell[], size: number, sq: Square): Cell {
  // A square on the board always has its cell: cells holds size × size of them.
  return isOnBoard(sq, size) ? (cells[indexOf(sq, size)] as Cell) : '.';
}

export function emptyBoard(size: number): Cell[] {
  return new Array<Cell>(size * size).fill('.');
}

/**
 * Four balls start in the middle, the same for every number of players:
 * red bottom-left, yellow bottom-right, green top-right, blue top-left
 * (d4, e4, e5, d5 on the full board; assumption RO-A1). Smaller boards are the
 * centred part of the big one, so they get the same 2×2 in their centre
 * (ruling B.3 #11).
 * @rule RO3
 */
export function startBoard(size: BoardSize): Cell[] {
  const cells = emptyBoard(size);
  const lo = size / 2 - 1;
  const put = (col: number, row: number, c: Colour) => {
    cells[indexOf({ col, row }, size)] = c;
  };
  put(lo, lo + 1, 'R');
  put(lo + 1, lo + 1, 'Y');
  put(lo + 1, lo + 2, 'G');
  put(lo, lo + 2, 'B');
  return cells;
}

/** The board as text rows, top row (row `size`) first, "." for empty. */
export function boardToRows(cells: readonly Cell[], size: number): string[] {
  const rows: string[] = [];
  for (let row = size; row >= 1; row--) rows.push(cells.slice((row - 1) * size, row * size).join(''));
  return rows;
}

/** The inverse of `boardToRows`; throws a clear Error on a wrong shape or character. */
export function boardFromRows(rows: readonly string[], size: number): Cell[] {
  if (rows.length !== size) throw new Error(`the board needs ${size} rows for a ${size}×${size} board, found ${rows.length}`);
  const cells = emptyBoard(size);
  rows.forEach((text, i) => {
    const row = size - i;
    if (text.length !== size) throw new Error(`row ${row} ("${text}") must be ${size} characters long, found ${text.length}`);
    [...text].forEach((ch, col) => {
      if (ch !== '.' && !isColour(ch)) throw new Error(`row ${row}, column ${String.fromCharCode(97 + col)}: unknown character "${ch}" (use . R Y G B)`);
      cells[indexOf({ col, row }, size)] = ch as Cell;
    });
  });
  return cells;
}

/** The eight compass directions as [dCol, dRow]; the first four are the side neighbours. */
export const DIRECTIONS: readonly (readonly [number, number])[] = [
  [1, 0], [-1, 0], [0, 1], [0, -1],
  [1, 1], [1, -1], [-1, 1], [-1, -1],
];

/** The neighbouring squares on the board: 8 with diagonals (default), 4 without (ruling B.3 #5). */
export function neighbours(sq: Square, size: number, adjacency: Adjacency): Square[] {
  return DIRECTIONS.slice(0, adjacency)
    .map(([dc, dr]) => ({ col: sq.col + dc, row: sq.row + dr }))
    .filter((n) => isOnBoard(n, size));
}

export function countBalls(cells: readonly Cell[], colour: Colour): number {
  return cells.reduce((n, c) => (c === colour ? n + 1 : n), 0);
}

export function isFull(cells: readonly Cell[]): boolean {
  return cells.every((c) => c !== '.');
}
