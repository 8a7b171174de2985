/** Seats, colours and turn order per rulebook edition, kept as data (rules analysis B.2). */
import type { Colour, EditionId } from './types';

export type TurnDirection = 'clockwise' | 'counterclockwise';

export interface Edition {
  id: EditionId;
  label: string;
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
}

const RING: readonly Colour[] = ['R', 'Y', 'G', 'B'];

export const EDITIONS: Readonly<Record<EditionId, Edition>> = {
  standard: {
    id: 'standard',
    label: 'English, German, Dutch (and French, Italian, Portuguese)',
    direction: 'clockwise',
    ring: RING,
    colours: { 2: [['R', 'G']], 3: [['R', 'Y', 'G']], 4: [['R', 'Y', 'G', 'B']] },
    firstRoll: 'one-roller',
    matchScoring: 'rounds-then-balls',
  },
  es: {
    id: 'es',
    label: 'Spanish',
    direction: 'counterclockwise',
    ring: RING,
    colours: { 2: [['R', 'G'], ['Y', 'B']], 3: [['R', 'B', 'G']], 4: [['R', 'B', 'G', 'Y']] },
    firstRoll: 'each-player',
    matchScoring: 'rounds-then-winner-balls',
  },
};

export function edition(id: EditionId = 'standard'): Edition {
  const e = EDITIONS[id];
  if (!e) throw new Error(`unknown edition "${String(id)}" (known: ${Object.keys(EDITIONS).join(', ')})`);
  return e;
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
  const lists = edition(id).colours[players];
  if (!lists) throw new Error(`Rolit is for 2 to 4 players (or solo), not ${String(players)}`);
  const list = lists[choice];
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
