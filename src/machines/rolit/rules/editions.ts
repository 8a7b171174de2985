/** Seats, colours and turn order per rulebook edition, kept as data (rules analysis B.2). */
import type { BoardSize, Colour, EditionId, Table } from './types';

export type TurnDirection = 'clockwise' | 'counterclockwise';

export interface Edition {
  id: EditionId;
  /** How play passes round the table. */
  direction: TurnDirection;
  /** The buttons round the board, read clockwise (assumption RO-A2). */
  ring: readonly Colour[];
  /** The colours in turn order for 2, 3 and 4 players; more than one list means the players choose. */
  colours: Readonly<Record<2 | 3 | 4, readonly (readonly Colour[])[]>>;
  /** Who rolls for the first player: one ball for the table, or each player until someone rolls their own colour. */
  firstRoll: 'one-roller' | 'each-player';
  /** How a match of several rounds is scored (RO13). */
  matchScoring: 'rounds-then-balls' | 'rounds-then-winner-balls';
  /** Which tables each board is meant for (RO15's smaller boards; the full board suits every table). */
  boards: Readonly<Record<BoardSize, readonly Table[]>>;
}

const RING: readonly Colour[] = ['R', 'Y', 'G', 'B'];
/** 6×6 for two to four players, 4×4 for two: solo is named for neither (B.2, "Small boards"). */
const BOARDS: Edition['boards'] = { 8: [2, 3, 4, 'solo'], 6: [2, 3, 4], 4: [2] };

export const EDITIONS: Readonly<Record<EditionId, Edition>> = {
  standard: {
    // The English, German, Dutch (and French, Portuguese) rulebooks.
    id: 'standard',
    direction: 'clockwise',
    ring: RING,
    colours: { 2: [['R', 'G']], 3: [['R', 'Y', 'G']], 4: [['R', 'Y', 'G', 'B']] },
    firstRoll: 'one-roller',
    matchScoring: 'rounds-then-balls',
    boards: BOARDS,
  },
  es: {
    id: 'es',
    direction: 'counterclockwise',
    ring: RING,
    colours: { 2: [['R', 'G'], ['Y', 'B']], 3: [['R', 'B', 'G']], 4: [['R', 'B', 'G', 'Y']] },
    firstRoll: 'each-player',
    matchScoring: 'rounds-then-winner-balls',
    boards: BOARDS,
  },
  // The Italian text reads like the standard one where the rulings settle its
  // wording (nearest own ball, any ball as a neighbour, a wrong move refused);
  // what stays is that it also offers the 4×4 board to a solo player.
  it: {
    id: 'it',
    direction: 'clockwise',
    ring: RING,
    colours: { 2: [['R', 'G']], 3: [['R', 'Y', 'G']], 4: [['R', 'Y', 'G', 'B']] },
    firstRoll: 'one-roller',
    matchScoring: 'rounds-then-balls',
    boards: { ...BOARDS, 4: [2, 'solo'] },
  },
};

/** The editions in the order the site lists them. */
export const EDITION_IDS: readonly EditionId[] = ['standard', 'es', 'it'];

/** A known edition id (own keys only: "constructor" is not an edition). */
export function isEditionId(v: unknown): v is EditionId {
  return (EDITION_IDS as readonly unknown[]).includes(v);
}

/** True when the edition offers this board to this table (the full board always; a smaller one as RO15's table says). */
export function boardSuits(size: BoardSize, table: Table, id: EditionId = 'standard'): boolean {
  const boards = edition(id).boards;
  return Object.hasOwn(boards, size) && boards[size].includes(table);
}

/** An edition by id; own entries only, so "constructor" or "__proto__" is an unknown edition, not Object's. */
export function edition(id: EditionId = 'standard'): Edition {
  if (typeof id !== 'string' || !Object.hasOwn(EDITIONS, id)) throw new Error(`unknown edition ${JSON.stringify(String(id))} (known: ${Object.keys(EDITIONS).join(', ')})`);
  return EDITIONS[id];
}

/** The buttons in the order play passes them, starting from red. */
export function ringInTurnOrder(e: Edition): Colour[] {
  const clockwise = e.ring.slice();
  if (e.direction === 'clockwise') return clockwise;
  return [clockwise[0] as Colour, ...clockwise.slice(1).reverse()];
}

/**
 * Each player takes the colour of a button on the board; which colours are
 * used and in what turn order depends on the number of players and on the
 * edition (players follow the buttons round the table, skipping unused ones:
 * ruling B.3 #15). `choice` picks among the allowed lists where the edition
 * lets the players choose (Spanish two-player game: red+green or yellow+blue).
 * @rule RO2
 */
export function coloursFor(players: 2 | 3 | 4, id: EditionId = 'standard', choice = 0): Colour[] {
  const colours = edition(id).colours;
  const lists = Object.hasOwn(colours, players) ? colours[players] : undefined;
  if (!lists) throw new Error(`Rolit is for 2 to 4 players (or solo), not ${String(players)}`);
  const list = Number.isInteger(choice) && choice >= 0 ? lists[choice] : undefined;
  if (!list) throw new Error(`the ${id} edition offers ${lists.length} colour choice(s) for ${players} players; choice ${choice} does not exist`);
  return list.slice();
}

/**
 * Playing alone, one person moves for red and then for green, turn about,
 * the same in every edition.
 * @rule RO16
 */
export function soloColours(): Colour[] {
  return ['R', 'G'];
}
