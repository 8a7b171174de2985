/** Starting a game, and building a state from a given position. */
import { BOARD_SIZES, isFull, startBoard } from './board';
import { coloursFor, soloColours } from './editions';
import { roundResult } from './scoring';
import type { Adjacency, BoardSize, Cell, Colour, EditionId, RolitState } from './types';

export interface NewGameOptions {
  /** 2, 3 or 4 players, or "solo" (one person, red and green). */
  players: 2 | 3 | 4 | 'solo';
  size?: BoardSize;
  adjacency?: Adjacency;
  edition?: EditionId;
  /** Which of the edition's colour lists (Spanish two-player game: 0 = red+green, 1 = yellow+blue). */
  colourChoice?: number;
  /** The colour that moves first (see `firstPlayer`); default the first colour of the list. */
  first?: Colour;
}

/** A new round on the start position. */
export function newGame(o: NewGameOptions): RolitState {
  const size = o.size ?? 8;
  if (!BOARD_SIZES.includes(size)) throw new Error(`the board is 8×8, 6×6 or 4×4, not ${String(size)}`);
  const solo = o.players === 'solo';
  const players = o.players === 'solo' ? soloColours() : coloursFor(o.players, o.edition ?? 'standard', o.colourChoice ?? 0);
  const first = o.first ?? (players[0] as Colour);
  if (!players.includes(first)) throw new Error(`${first} is not among the colours in play (${players.join(', ')})`);
  return fromPosition({ size, adjacency: o.adjacency ?? 8, edition: o.edition ?? 'standard', solo, cells: startBoard(size), players, current: first });
}

export interface PositionInput {
  size: BoardSize;
  adjacency: Adjacency;
  edition: EditionId;
  solo?: boolean;
  cells: Cell[];
  players: Colour[];
  current: Colour;
}

/** A state for an arbitrary (already validated) position; a full board is already over. */
export function fromPosition(p: PositionInput): RolitState {
  const result = isFull(p.cells) ? roundResult(p.cells, p.players) : null;
  return {
    size: p.size,
    adjacency: p.adjacency,
    edition: p.edition,
    solo: p.solo ?? false,
    cells: p.cells.slice(),
    players: p.players.slice(),
    current: p.current,
    phase: result ? 'over' : 'play',
    result,
    log: [],
  };
}
