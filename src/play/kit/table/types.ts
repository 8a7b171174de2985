/**
 * What a game hands the table kit (src/play/kit/table/tableMachine.ts): its rules as
 * the table needs them, its bots, its save format and its shared positions.
 * The kit decides nothing about a game: who moves, what is legal, what a move
 * does and when a game is over all come from here (boardgame.io's `Game`,
 * chessground's host). The adapter is glue over the game's rules chart; it
 * holds no rules of its own.
 *
 * `G` is one game on the table (its settings and the rules chart's state, as
 * the game keeps them), `M` a move, `C` the start form's choices.
 */
import type { Restored, StorageLike } from '../save/savedGame';
import type { Inspected } from '../inspect/inspect';

/** Who sits at a seat: a person at this screen, or a bot. */
export type SeatKind = 'person' | 'bot';

/** The answer of the rules to a move: the game after it, or why it is refused (in the page's words, with the rules' own refusal as `detail` for a board to mark). */
export type Played<G> = { ok: true; game: G } | { ok: false; reason: string; detail?: unknown };


export interface TableAdapter<G, M, C> {
  /** The game's id, as scenario files name it. */
  id: string;
  /** A new game from the start form's choices. */
  newGame(config: C): G;
  /** The seat to move, or null when nobody is (the game is over). */
  toMove(game: G): number | null;
  /** Who plays `seat` in this game. */
  seat(game: G, seat: number): SeatKind;
  /** The game is over: a result to show, a new game to offer. */
  isOver(game: G): boolean;
  /** Plays a move through the game's rules chart; a refused move changes nothing. */
  play(game: G, move: M): Played<G>;
  /** The bot's move for the seat to move (it may think in a worker), or null when it has none. */
  bot(game: G): M | null | Promise<M | null>;
  /**
   * Whether a person's move may still be taken back, from the game before it (`before`) to the game
   * now (`now`, after any bots' replies): the game sets the limit (Rollecate: until the dice roll;
   * Rolit: until the next round starts). Absent: always.
   */
  canTakeBack?(before: G, now: G): boolean;
  /**
   * People at one screen hide their hands from each other (hidden hands): the game knows who holds the
   * screen. `due`: a person is to move who does not hold it, so the kit shows a hand-over screen first
   * (after a move, a new game, a shared position, or a saved game read back); `take`: the game once that
   * person says they hold it (saved, so a reload keeps it). Absent: never.
   */
  handover?: { due(game: G): boolean; take(game: G): G };
  /**
   * A bot's move that left something to be seen (Rollecate: the dice it rolled) holds the table this
   * much longer (ms) before the next bot's move, at the chosen speed; never under reduced motion nor
   * while skipping to my turn. Absent: no longer than the speed's pause.
   */
  linger?(game: G, speed: 'slow' | 'normal' | 'fast'): number;
  /**
   * A game has just ended by a move at this table: the game as it is kept from now on, with what the
   * ending added to the reader's records (Rollecate: the solo record) written to `storage`. Called once
   * per ending, never for a finished game read back. Absent: nothing to record.
   */
  ended?(game: G, storage: StorageLike | null): G;
  /** The saved game: its key in the browser's storage, and how a game is written and read back. */
  save: {
    key: string;
    write(game: G): string;
    read(text: string | null): Restored<G>;
  };
  /**
   * The developer inspector (../inspect/tableMirror.ts): how the game's chart is loaded (a dynamic import) and its
   * input (the chart's context) for a game; a move at the table is the chart's event as it is. Absent: the table is
   * never mirrored.
   */
  inspect?: Inspected<G>;
  /** A shared position (`#s=…`, already decoded to a document) as a game for this table; throws with a reason when it is not one. */
  fromShared?(doc: Record<string, unknown>): G;
}

/** Where the table keeps its saved game and its settings: the browser's storage, or a map in a test. */
export type TableStorage = StorageLike;
