/**
 * Plain, serialisable data for a game of Rolit. No functions, no classes:
 * a state can be saved, compared in a test or written into a scenario file.
 */

/** The four colours a ball can show. */
export type Colour = 'R' | 'Y' | 'G' | 'B';
/** One socket of the board: a ball showing a colour, or empty ("."). */
export type Cell = Colour | '.';
/** The full board or one of the optional centred sub-boards (RO15). */
export type BoardSize = 8 | 6 | 4;
/** Which neighbours count as "next to" for a placement (ruling B.3 #5). */
export type Adjacency = 8 | 4;
/** The rulebook readings the engine can follow (rules analysis B.2). */
export type EditionId = 'standard' | 'es' | 'it';
/** A table: 2, 3 or 4 players, or one person playing red and green (RO16). */
export type Table = 2 | 3 | 4 | 'solo';
export type Phase = 'play' | 'over';

/** A square: `col` 0 for column a, `row` 1 for the bottom row. */
export interface Square {
  col: number;
  row: number;
}

/** The outcome of one round: balls per colour and the colour(s) in play with the most. */
export interface RoundResult {
  counts: Record<Colour, number>;
  winners: Colour[];
}

export type LogEntry =
  | { t: 'place'; colour: Colour; square: string; captured: string[] }
  | { t: 'end'; result: RoundResult };

export interface RolitState {
  size: BoardSize;
  adjacency: Adjacency;
  edition: EditionId;
  /** One person moves for both colours (RO16). */
  solo: boolean;
  /** size × size sockets, index (row - 1) * size + col, so a1 first and the top-right square last. */
  cells: Cell[];
  /** The colours in play, in turn order. */
  players: Colour[];
  /** The colour whose turn it is (after the last move: the colour that would be next). */
  current: Colour;
  phase: Phase;
  result: RoundResult | null;
  log: LogEntry[];
}

/** Why a move is refused: the clause it breaks and a sentence that starts with that clause's id. */
export interface Refusal {
  rule: string;
  /** The English sentence, starting with the clause id (what the CLI prints). */
  message: string;
  /** Which condition failed: a template key under "ro.why." in rules/messages/<lang>.json, with its values. */
  key: string;
  vars: Record<string, string | number>;
}

export type Outcome = { ok: true; state: RolitState } | { ok: false; refusal: Refusal };
