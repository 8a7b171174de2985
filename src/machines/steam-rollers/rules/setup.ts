/** Starting a game: sheets, the supply board, the special cards, the start player and the dice. */
import { nextInt, seedFrom, shuffle, type RngState } from '../../shared/rng';
import { CARD_NUMBERS, sideOf, type Face } from './cards';
import { CHARTS } from './charts';
import { appendLog, emptyLog } from '../../shared/logbook';
import { CITIES, colourOfCity } from './map';
import { COLOUR_ORDER, sortCubes } from './state';
import { withSwitches } from './switches';
import type { CardState, Colour, Difficulty, Sheet, SteamState, Switches } from './types';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 5;
/** Ten cubes of each of the five colours. */
export const CUBES_PER_COLOUR = 10;

export interface NewGameOptions {
  players: number;
  /** Seeds every random choice of the game (setup, dice); default 1. */
  seed?: number | string;
  difficulty?: Difficulty;
  /** The Medium or Hard chart (1–6); rolled when not given. */
  chart?: number;
  /** The seat that most recently missed a train; chosen at random when not given. */
  start?: number;
  /** The side of each card 1–6 (`sides[0]` for card 1); chosen at random when not given. */
  sides?: Face[];
  switches?: Partial<Switches>;
  /**
   * The cubes drawn for each city at setup, in draw order ((players + 2) per
   * city, city 1 to 6), instead of those the seed draws. The seed's other
   * choices (sides, start, chart, dice) stay what they would have been.
   */
  drawn?: Readonly<Record<number, readonly Colour[]>>;
}

/**
 * Each player gets an empty map sheet (and a pen).
 * @rule S1
 */
export function emptySheet(): Sheet {
  return { tracks: {}, engine: [], points: [] };
}

/** The full bag: ten cubes of each colour. */
export function fullBag(): Colour[] {
  return COLOUR_ORDER.flatMap((c) => Array.from({ length: CUBES_PER_COLOUR }, () => c));
}

/**
 * From the shuffled bag, (players + 2) cubes go on each numbered city of the
 * supply board; those matching their city's colour leave the game and are
 * not replaced. A city can start empty or nearly so (ruling C.5 #12).
 * @rule S2
 */
export function fillSupply(players: number, rng: RngState): { supply: Record<number, Colour[]>; bag: Colour[]; removed: Colour[]; rng: RngState } {
  const [bag, next] = shuffle(fullBag(), rng);
  const per = players + 2;
  const supply: Record<number, Colour[]> = {};
  const removed: Colour[] = [];
  let k = 0;
  for (const city of CITIES) {
    const drawn = bag.slice(k, k + per);
    k += per;
    supply[city] = sortCubes(drawn.filter((c) => c !== colourOfCity(city)));
    removed.push(...drawn.filter((c) => c === colourOfCity(city)));
  }
  return { supply, bag: bag.slice(k), removed: sortCubes(removed), rng: next };
}

/**
 * The supply board from cubes drawn in a known order (`NewGameOptions.drawn`):
 * as `fillSupply`, those matching their city's colour leave the game (S2);
 * the bag keeps the rest. Throws when a city has not (players + 2) cubes or a
 * colour is drawn more than ten times (S2, at fillSupply).
 */
export function supplyFrom(players: number, drawn: Readonly<Record<number, readonly Colour[]>>): { supply: Record<number, Colour[]>; bag: Colour[]; removed: Colour[] } {
  const per = players + 2;
  const left = Object.fromEntries(COLOUR_ORDER.map((c) => [c, CUBES_PER_COLOUR])) as Record<Colour, number>;
  const supply: Record<number, Colour[]> = {};
  const removed: Colour[] = [];
  for (const city of CITIES) {
    const cubes = drawn[city] ?? [];
    if (cubes.length !== per) throw new Error(`city ${city} draws ${per} cubes at setup (players + 2), not ${cubes.length}`);
    for (const c of cubes) {
      if (!Object.hasOwn(left, c)) throw new Error(`${String(c)} is not a cube colour`);
      if (--left[c] < 0) throw new Error(`the bag holds only ${CUBES_PER_COLOUR} ${c} cubes`);
    }
    supply[city] = sortCubes(cubes.filter((c) => c !== colourOfCity(city)));
    removed.push(...cubes.filter((c) => c === colourOfCity(city)));
  }
  const bag = COLOUR_ORDER.flatMap((c) => Array.from({ length: left[c] }, () => c));
  return { supply, bag, removed: sortCubes(removed) };
}

/**
 * Each special card shows a random side, face up, and keeps it all game.
 * @rule S3
 */
export function chooseSides(rng: RngState, given?: readonly Face[]): { cards: CardState[]; rng: RngState } {
  let s = rng;
  const cards = CARD_NUMBERS.map((_, i): CardState => {
    let face = given?.[i];
    if (face !== 'a' && face !== 'b') {
      let k: number;
      [k, s] = nextInt(s, 2);
      face = k === 0 ? 'a' : 'b';
    }
    return { face, holder: null, sideways: false };
  });
  return { cards, rng: s };
}

/**
 * Whoever most recently missed a train begins (otherwise a random seat): that
 * seat gets the start marker and the black die, and the white dice
 * (`whiteDiceFor`, in ./round.ts, which rolls them every round).
 */
export function newGame(o: NewGameOptions): SteamState {
  const n = o.players;
  if (!Number.isInteger(n) || n < MIN_PLAYERS || n > MAX_PLAYERS) throw new Error(`Steam Rollers is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${String(n)}`);
  const difficulty = o.difficulty ?? 'none';
  if (difficulty !== 'none' && difficulty !== 'medium' && difficulty !== 'hard') throw new Error(`the difficulty is none, medium or hard, not ${String(difficulty)}`);
  let rng = seedFrom(o.seed ?? 1);
  const seeded = fillSupply(n, rng);
  rng = seeded.rng;
  const filled = o.drawn ? supplyFrom(n, o.drawn) : seeded;
  const sides = chooseSides(rng, o.sides);
  rng = sides.rng;
  let start = o.start;
  if (start === undefined) [start, rng] = nextInt(rng, n);
  if (!Number.isInteger(start) || start < 0 || start >= n) throw new Error(`the start player is a seat from 0 to ${n - 1}, not ${String(start)}`);
  let chart: number | null = null;
  if (difficulty !== 'none') {
    chart = o.chart ?? null;
    if (chart === null) {
      let k: number;
      [k, rng] = nextInt(rng, 6);
      chart = k + 1;
    }
    if (!CHARTS[difficulty][chart]) throw new Error(`there is no ${difficulty} chart ${chart} (charts 1–6)`);
  }
  const s: SteamState = {
    options: { players: n, difficulty, chart, switches: withSwitches(o.switches) },
    players: Array.from({ length: n }, emptySheet),
    supply: filled.supply,
    bag: filled.bag,
    removed: filled.removed,
    delivered: [],
    cards: sides.cards,
    dice: { white: [], black: null },
    start,
    current: start,
    order: 0,
    round: 1,
    phase: 'roll',
    turn: { die: null, used: [], actions: 0 },
    steal: null,
    rng,
    result: null,
    log: emptyLog(),
  };
  const entry = { t: 'setup' as const, players: n, start, sides: sides.cards.map((c, i) => sideOf(i + 1, c.face)), removed: filled.removed, difficulty, chart };
  return { ...s, log: appendLog(s.log, entry) };
}
