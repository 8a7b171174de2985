/**
 * Steam Rollers scenarios (the project's third game; the contract's common
 * shape, ../shared/contracts/scenario.md). A position is checked field by
 * field and built into a SteamState; every step goes through the statechart
 * (src/machines/steam-rollers/machine.ts) with XState's pure transition,
 * whose guards ask the rules core's `explain`, the one home of legality.
 *
 * Position, in short (README, "Scenario files", has the full reference):
 *
 * - a new game: `{"players": 3}` (optionally `"start"` and `"sides"`), set up
 *   from `options.seed` as the rules say (S1–S4);
 * - or a full table: `players` (one sheet each: `tracks`, `lines`, `engine`,
 *   `points`, `name`), `supply`, `bag`, `removed`, `delivered`, `cards`,
 *   `dice`, `start`, `current`, `round`, `phase`.
 *
 * Hexes are written "q,r" (column,row as on the map) or "city N" / "town N";
 * colours as words; cards by their side, "3a". Every name from the file is
 * looked up among own properties only, every list is bounded, and every
 * problem is one line naming the field and what it may hold. A position is
 * refused unless the game could stand there: 50 cubes accounted for (C.5
 * #18), each hex drawn once and never in a city, distinct engine boxes, each
 * card in one place, dice that match the turn order, a phase the chart can
 * wait in; what remains is asked of the core's invariants.
 *
 * A step costs what it changes: the state is shared between steps (the core
 * copies only what a move touches, and its log is a LogBook of shared
 * chunks), and an `expect` computes only the fields it names.
 */
import { why } from '../machines/steam-rollers/rules/refusal';
import { CARD_SIDES, isCardSide, sideOf, type Face } from '../machines/steam-rollers/rules/cards';
import { CHARTS } from '../machines/steam-rollers/rules/charts';
import { legalDeliveries, type DeliveryOption } from '../machines/steam-rollers/rules/deliver';
import { explain } from '../machines/steam-rollers/rules/game';
import { positionOf, mayTakeSecond, thiefFor } from '../machines/steam-rollers/rules/draft';
import { strength } from '../machines/steam-rollers/rules/engine';
import { sideTowards, parseHexKey, type Side } from '../machines/steam-rollers/rules/hex';
import { checkInvariants } from '../machines/steam-rollers/rules/invariants';
import { legalBuilds, legalMoves } from '../machines/steam-rollers/rules/legal';
import { emptyLog, lastEntry, logEntries } from '../machines/shared/logbook';
import { CITIES, REGIONS, citiesOfColour, colourOfCity, hexAt } from '../machines/steam-rollers/rules/map';
import { describeEntry } from '../machines/steam-rollers/rules/narrate';
import { connections } from '../machines/steam-rollers/rules/network';
import { emptyCities, endingReason, whiteDiceFor } from '../machines/steam-rollers/rules/round';
import { finalResult, scorePlayer } from '../machines/steam-rollers/rules/scoring';
import { CUBES_PER_COLOUR, MAX_PLAYERS, MIN_PLAYERS, newGame } from '../machines/steam-rollers/rules/setup';
import { COLOUR_ORDER, dieInHand, heldSides, sortCubes, wallsOf } from '../machines/steam-rollers/rules/state';
import { DEFAULT_SWITCHES, takesBothAtOnce } from '../machines/steam-rollers/rules/switches';
import { canonicalTrack, trackJoining, TRACK_TYPES, type DrawnTrack } from '../machines/steam-rollers/rules/tracks';
import type { CardSide, CardState, Colour, DeliverEvent, Difficulty, Phase, Refusal, Sheet, SteamEvent, SteamState, Switches, WhiteDie } from '../machines/steam-rollers/rules/types';
import { seedFrom } from '../machines/shared/rng';
import { ScenarioError, own, readSeed, show, wholeIn, type GameAdapter, type Json } from './types';
import { hexName } from './steam-rollers-hex';

export { hexName };
import { sendEvent, startSnapshot, type SteamRun, type SteamStart } from './steam-rollers-chart';
import { isObj as isObject } from './checks';

export { sendEvent, startSnapshot, transitionOf, type SteamRun, type SteamSnapshot, type SteamStart } from './steam-rollers-chart';

// ------------------------------------------------------------------ small readers

/** The longest round number a position may name (a game lasts a few dozen rounds; this is far beyond any). */
export const MAX_ROUND = 1000;
/** The most points one delivery can score: five connections (a route reaches each of the six cities once) through all six towns, plus 2 from card 3b. */
export const MAX_DELIVERY_POINTS = 13;
/** The longest player name the log will show. */
export const MAX_NAME = 40;
export const PHASES: readonly Phase[] = ['roll', 'draft', 'steal', 'action', 'second', 'over'];
const DIFFICULTIES: readonly Difficulty[] = ['none', 'medium', 'hard'];

function onlyKeys(where: string, obj: Record<string, unknown>, allowed: readonly string[]): void {
  for (const k of Object.keys(obj)) {
    if (!allowed.includes(k)) throw new ScenarioError(`${where}: unknown field ${show(k)} (allowed: ${allowed.join(', ')})`);
  }
}

function list(where: string, v: unknown, max: number, what: string): unknown[] {
  if (!Array.isArray(v)) throw new ScenarioError(`${where} must be a list of ${what}`);
  if (v.length > max) throw new ScenarioError(`${where} may list at most ${max} ${what}, found ${v.length}`);
  return v;
}

const isColour = (x: unknown): x is Colour => typeof x === 'string' && (COLOUR_ORDER as readonly string[]).includes(x);
const COLOURS_WORDS = COLOUR_ORDER.map((c) => `"${c}"`).join(', ');

/**
 * Cubes: a list of colour words (`["red", "grey"]`) or counts per colour
 * (`{"red": 2, "grey": 1}`). Never more than the 50 cubes of the game.
 */
function readCubes(where: string, v: unknown): Colour[] {
  if (isObject(v)) {
    const out: Colour[] = [];
    for (const [k, n] of Object.entries(v)) {
      if (!isColour(k)) throw new ScenarioError(`${where}: unknown cube colour ${show(k)} (${COLOURS_WORDS})`);
      const count = wholeIn(`${where}.${k}`, n, 0, CUBES_PER_COLOUR, ' (there are 10 cubes of each colour)');
      for (let i = 0; i < count; i++) out.push(k);
    }
    return sortCubes(out);
  }
  const raw = list(where, v, COLOUR_ORDER.length * CUBES_PER_COLOUR, 'cube colours (or an object of counts per colour)');
  return raw.map((c, i) => {
    if (!isColour(c)) throw new ScenarioError(`${where}[${i}]: ${show(c)} is not a cube colour (${COLOURS_WORDS})`);
    return c;
  });
}

function hexOnMap(where: string, v: unknown): string {
  const key = hexName(where, v);
  if (!hexAt(key)) throw new ScenarioError(`${where}: hex ${key} is off the map (columns 0–11, rows 0–7)`);
  return key;
}

/** The side of `hex` that faces `other`, or a ScenarioError when they are not neighbours. */
function sideFacing(where: string, hex: string, other: string): Side {
  const a = parseHexKey(hex);
  const b = parseHexKey(other);
  const side = a && b ? sideTowards(a, b) : null;
  if (side === null) throw new ScenarioError(`${where}: ${other} is not next to ${hex}`);
  return side;
}

/**
 * A track named by what it joins: `{"joins": [A, B]}`, the two hexes (or
 * cities) next to `hex` that its ends face.
 */
function trackBetween(where: string, hex: string, joins: unknown): DrawnTrack {
  const pair = list(`${where}.joins`, joins, 2, 'two neighbouring hexes');
  if (pair.length !== 2) throw new ScenarioError(`${where}.joins must name two hexes next to ${hex}, like ["city 1", "3,1"]`);
  const a = sideFacing(`${where}.joins`, hex, hexName(`${where}.joins[0]`, pair[0]));
  const b = sideFacing(`${where}.joins`, hex, hexName(`${where}.joins[1]`, pair[1]));
  if (a === b) throw new ScenarioError(`${where}.joins names the same side of ${hex} twice`);
  return trackJoining(a, b);
}

// ------------------------------------------------------------------ options

interface SteamOptions {
  players: number | undefined;
  difficulty: Difficulty;
  chart: number | undefined;
  switches: Switches;
  seed: number | string | undefined;
}

function readOptions(options: Record<string, unknown>): SteamOptions {
  onlyKeys('options', options, ['players', 'difficulty', 'chart', 'rules', 'seed']);
  const rawPlayers = own(options, 'players');
  const players = rawPlayers === undefined ? undefined : wholeIn('options.players', rawPlayers, MIN_PLAYERS, MAX_PLAYERS, ' players');
  const difficulty = own(options, 'difficulty') ?? 'none';
  if (!DIFFICULTIES.includes(difficulty as Difficulty)) throw new ScenarioError(`options.difficulty must be "none", "medium" or "hard", not ${show(difficulty)}`);
  const rawChart = own(options, 'chart');
  let chart: number | undefined;
  if (rawChart !== undefined) {
    if (difficulty === 'none') throw new ScenarioError('options.chart: the basic game (difficulty "none") has no chart of blocked borders; set options.difficulty to "medium" or "hard"');
    chart = wholeIn('options.chart', rawChart, 1, 6, ' (the die rolled for the chart)');
  }
  const switches: Switches = { ...DEFAULT_SWITCHES };
  const rules = own(options, 'rules');
  if (rules !== undefined) {
    if (!isObject(rules)) throw new ScenarioError('options.rules must be an object of rule switches, like {"railsStopAtWalls": true}');
    for (const [k, v] of Object.entries(rules)) {
      if (!Object.hasOwn(DEFAULT_SWITCHES, k)) throw new ScenarioError(`options.rules: unknown rule switch ${show(k)} (known: ${Object.keys(DEFAULT_SWITCHES).join(', ')})`);
      if (k === 'railsStopAtWalls') {
        if (typeof v !== 'boolean') throw new ScenarioError('options.rules.railsStopAtWalls must be true (the French reading: no rail crosses a blocked border) or false');
        switches.railsStopAtWalls = v;
      } else if (k === 'card2a') {
        if (v !== 'after' && v !== 'together') throw new ScenarioError(`options.rules.card2a must be "after" (the second die after the first action) or "together" (both dice at once, before either action), not ${show(v)}`);
        switches.card2a = v;
      } else {
        if (v !== 'exact' && v !== 'upTo') throw new ScenarioError(`options.rules.bonus3b must be "exact" (English, German, French: card 3b adds 1 or 2) or "upTo" (Dutch: 0, 1 or 2), not ${show(v)}`);
        switches.bonus3b = v;
      }
    }
  }
  return { players, difficulty: difficulty as Difficulty, chart, switches, seed: readSeed(own(options, 'seed')) };
}

// ------------------------------------------------------------------ the new-game position

function readSides(raw: unknown): Face[] | undefined {
  if (raw === undefined) return undefined;
  const where = 'position.sides';
  const sides = list(where, raw, 6, 'card sides');
  if (sides.length !== 6) throw new ScenarioError(`${where} must list the side of each card 1 to 6 in order, like ["1a", "2b", "3a", "4a", "5b", "6a"]`);
  return sides.map((s, i) => {
    if (s !== `${i + 1}a` && s !== `${i + 1}b`) throw new ScenarioError(`${where}[${i}] must be "${i + 1}a" or "${i + 1}b", not ${show(s)}`);
    return (s as string)[1] as Face;
  });
}

/**
 * The cubes drawn at setup, `{"1": ["red", "grey", …], …, "6": […]}`: every
 * city, (players + 2) colours each in the order they were drawn; cubes of the
 * city's own colour leave the game as the rules say (S2).
 */
function readDrawn(raw: unknown, players: number): Record<number, Colour[]> | undefined {
  if (raw === undefined) return undefined;
  const where = 'position.drawn';
  const per = players + 2;
  if (!isObject(raw)) throw new ScenarioError(`${where} must give the ${per} cubes drawn for each city "1" to "6" in draw order, like {"1": ["red", "grey", …], …}`);
  const out: Record<number, Colour[]> = {};
  const count = Object.fromEntries(COLOUR_ORDER.map((c) => [c, 0])) as Record<Colour, number>;
  for (const k of Object.keys(raw)) if (!/^[1-6]$/.test(k)) throw new ScenarioError(`${where}: ${show(k)} is not a city; the cities are "1" to "6"`);
  for (const city of CITIES) {
    const v = own(raw, String(city));
    if (v === undefined) throw new ScenarioError(`${where}: city ${city} is missing; give the ${per} cubes drawn for every city`);
    if (!Array.isArray(v)) throw new ScenarioError(`${where}.${city} must be a list of the ${per} cube colours drawn for city ${city}, in draw order`);
    const cubes = readCubes(`${where}.${city}`, v);
    if (cubes.length !== per) throw new ScenarioError(`${where}.${city}: a ${players}-player game draws ${per} cubes for each city (players + 2, S2), found ${cubes.length}`);
    for (const c of cubes) {
      if (++count[c] > CUBES_PER_COLOUR) throw new ScenarioError(`${where}.${city}: more than ${CUBES_PER_COLOUR} ${c} cubes drawn, but the bag holds ${CUBES_PER_COLOUR} of each colour (C.5 #18)`);
    }
    out[city] = cubes;
  }
  return out;
}

function loadNewGame(o: SteamOptions, position: Record<string, unknown>): SteamState {
  onlyKeys('position', position, ['players', 'start', 'sides', 'drawn']);
  const players = wholeIn('position.players', own(position, 'players'), MIN_PLAYERS, MAX_PLAYERS, ' for a new game (or a list of sheets for a position)');
  if (o.players !== undefined && o.players !== players) throw new ScenarioError(`options.players (${o.players}) and position.players (${players}) disagree`);
  const rawStart = own(position, 'start');
  const start = rawStart === undefined ? undefined : wholeIn('position.start', rawStart, 0, players - 1, ' (a seat)');
  const drawn = readDrawn(own(position, 'drawn'), players);
  return newGame({ players, seed: o.seed, difficulty: o.difficulty, chart: o.chart, start, sides: readSides(own(position, 'sides')), switches: o.switches, ...(drawn ? { drawn } : {}) });
}

// ------------------------------------------------------------------ the full position

interface ReadSheet {
  sheet: Sheet;
  name: string | undefined;
}

export function readTrack(where: string, raw: unknown): [string, DrawnTrack] {
  if (!isObject(raw)) throw new ScenarioError(`${where} must be an object like {"hex": "2,1", "track": "wide", "rotation": 1} or {"hex": "2,1", "joins": ["city 1", "3,1"]}`);
  onlyKeys(where, raw, ['hex', 'track', 'rotation', 'joins']);
  const hex = hexOnMap(`${where}.hex`, own(raw, 'hex'));
  const joins = own(raw, 'joins');
  if (joins !== undefined) {
    if (own(raw, 'track') !== undefined || own(raw, 'rotation') !== undefined) throw new ScenarioError(`${where}: give either "joins" or "track" and "rotation", not both`);
    return [hex, trackBetween(where, hex, joins)];
  }
  const track = own(raw, 'track');
  if (!TRACK_TYPES.includes(track as DrawnTrack['type'])) throw new ScenarioError(`${where}.track must be "straight", "wide" or "sharp", not ${show(track)}`);
  const rotation = wholeIn(`${where}.rotation`, own(raw, 'rotation'), 0, 5, ' (sixth-turns clockwise: the first side the track touches, 0 = north)');
  return [hex, canonicalTrack(track as DrawnTrack['type'], rotation)];
}

/**
 * A line drawn through hexes: `["city 1", "2,1", "town 1", "4,1", "city 3"]`.
 * Each hex must be next to the one before; every hex but the first and the
 * last gets the track joining its two neighbours (the ends only give the
 * direction, as a city does).
 */
export function readLine(where: string, raw: unknown): [string, DrawnTrack][] {
  const hexes = list(where, raw, 100, 'hexes').map((h, i) => hexOnMap(`${where}[${i}]`, h));
  if (hexes.length < 3) throw new ScenarioError(`${where} must run through at least 3 hexes (its first and last only give the direction), like ["city 1", "2,1", "3,1"]`);
  const out: [string, DrawnTrack][] = [];
  for (let i = 1; i < hexes.length - 1; i++) {
    const at = hexes[i]!;
    const back = sideFacing(`${where}[${i - 1}]`, at, hexes[i - 1]!);
    const ahead = sideFacing(`${where}[${i + 1}]`, at, hexes[i + 1]!);
    if (back === ahead) throw new ScenarioError(`${where}: the line turns back on itself at ${at}`);
    out.push([at, trackJoining(back, ahead)]);
  }
  return out;
}

/** Every hex a track may be drawn in (a "fill" draws them all). */
export const BUILDABLE: readonly string[] = REGIONS.flatMap((g) => g.buildable);

function readSheet(where: string, raw: unknown): ReadSheet {
  if (!isObject(raw)) throw new ScenarioError(`${where} must be an object with tracks, lines, engine and points (each may be left out)`);
  onlyKeys(where, raw, ['name', 'tracks', 'lines', 'fill', 'engine', 'points']);
  const name = own(raw, 'name');
  if (name !== undefined && (typeof name !== 'string' || name.length === 0 || name.length > MAX_NAME)) throw new ScenarioError(`${where}.name must be text of 1 to ${MAX_NAME} characters`);
  const tracks: Record<string, DrawnTrack> = {};
  const put = (at: string, [hex, track]: [string, DrawnTrack]) => {
    const h = hexAt(hex)!;
    if (h.kind === 'city') throw new ScenarioError(`${at}: hex ${hex} is city ${h.region}; cities are never drawn in (B4)`);
    if (Object.hasOwn(tracks, hex)) throw new ScenarioError(`${at}: hex ${hex} is drawn twice; each hex holds one track (B2)`);
    tracks[hex] = track;
  };
  const rawTracks = own(raw, 'tracks');
  if (rawTracks !== undefined) list(`${where}.tracks`, rawTracks, 200, 'tracks').forEach((t, i) => put(`${where}.tracks[${i}]`, readTrack(`${where}.tracks[${i}]`, t)));
  const rawLines = own(raw, 'lines');
  if (rawLines !== undefined) {
    list(`${where}.lines`, rawLines, 100, 'lines').forEach((l, i) => {
      for (const t of readLine(`${where}.lines[${i}]`, l)) put(`${where}.lines[${i}]`, t);
    });
  }
  // "fill": the same track in every hex not drawn above (a sheet drawn full, ruling C.5 #11, #17).
  const fill = own(raw, 'fill');
  if (fill !== undefined) {
    if (!isObject(fill)) throw new ScenarioError(`${where}.fill must be a track like {"track": "sharp", "rotation": 0}, drawn in every hex not drawn otherwise`);
    onlyKeys(`${where}.fill`, fill, ['track', 'rotation']);
    const [, track] = readTrack(`${where}.fill`, { hex: '0,0', track: own(fill, 'track'), rotation: own(fill, 'rotation') });
    for (const h of BUILDABLE) if (!Object.hasOwn(tracks, h)) tracks[h] = track;
  }
  const engineRaw = own(raw, 'engine') ?? [];
  const engine = list(`${where}.engine`, engineRaw, 6, 'engine boxes').map((v, i) => wholeIn(`${where}.engine[${i}]`, v, 1, 6, ' (the engine boxes are numbered 1 to 6)'));
  const dup = engine.find((v, i) => engine.indexOf(v) !== i);
  if (dup !== undefined) throw new ScenarioError(`${where}.engine: box ${dup} is crossed twice; each value is crossed once (E1)`);
  const points = list(`${where}.points`, own(raw, 'points') ?? [], 50, 'delivery points').map((v, i) =>
    wholeIn(`${where}.points[${i}]`, v, 1, MAX_DELIVERY_POINTS, ' (a delivery scores its distance, at least 1, plus at most 2 from card 3b)'),
  );
  return { sheet: { tracks, engine: engine.slice().sort((a, b) => a - b), points }, name: name as string | undefined };
}

function readSeat(where: string, v: unknown, players: number): number {
  return wholeIn(where, v, 0, players - 1, ` (a seat: 0 for the first player, up to ${players - 1})`);
}

/** The supply board: `{"1": ["red", "grey"], "2": {"blue": 2}, …}`; a city left out is empty. */
function readSupply(raw: unknown, players: number): Record<number, Colour[]> {
  if (raw !== undefined && !isObject(raw)) throw new ScenarioError('position.supply must be an object of cubes per city, like {"1": ["red", "grey"], "2": []}');
  const supply: Record<number, Colour[]> = {};
  for (const c of CITIES) supply[c] = [];
  for (const [k, v] of Object.entries(raw ?? {})) {
    if (!/^[1-6]$/.test(k)) throw new ScenarioError(`position.supply: ${show(k)} is not a city; the cities are "1" to "6"`);
    const city = Number(k);
    const cubes = readCubes(`position.supply.${k}`, v);
    if (cubes.length > players + 2) throw new ScenarioError(`position.supply.${k}: ${cubes.length} cubes, but each city received only players + 2 = ${players + 2} at setup (S2)`);
    const own = colourOfCity(city);
    if (own && cubes.includes(own)) throw new ScenarioError(`position.supply.${k}: a ${own} cube cannot lie on city ${city}, the ${own} city; such cubes were removed at setup (S2)`);
    supply[city] = sortCubes(cubes);
  }
  return supply;
}

const countOf = (cubes: readonly Colour[]) => {
  const n = Object.fromEntries(COLOUR_ORDER.map((c) => [c, 0])) as Record<Colour, number>;
  for (const c of cubes) n[c]++;
  return n;
};

/**
 * Ruling C.5 #18: 50 cubes, 10 of each colour: in the bag (never drawn),
 * removed at setup, on the supply board, or delivered. Exactly (players + 2)
 * × 6 left the bag; the removed cubes each matched the city they were drawn
 * for, so no more of a colour can have been removed than its cities had room for.
 */
function checkCubes(players: number, supply: Record<number, Colour[]>, removed: Colour[], delivered: Colour[], bagRaw: unknown): Colour[] {
  const onBoard = CITIES.flatMap((c) => supply[c] ?? []);
  const drawn = (players + 2) * CITIES.length;
  const outside = onBoard.length + removed.length + delivered.length;
  if (outside !== drawn) {
    throw new ScenarioError(
      `position: ${onBoard.length} cubes on the supply board, ${removed.length} removed at setup and ${delivered.length} delivered make ${outside}, but a ${players}-player game draws (${players} + 2) × 6 = ${drawn} cubes from the bag (C.5 #18); add the missing ones to "removed" or "supply"`,
    );
  }
  const removedBy = countOf(removed);
  for (const colour of COLOUR_ORDER) {
    const room = citiesOfColour(colour).reduce((n, c) => n + players + 2 - (supply[c] ?? []).length, 0);
    if (removedBy[colour] > room) {
      throw new ScenarioError(
        `position.removed: ${removedBy[colour]} ${colour} cubes removed at setup, but only ${room} of the cubes drawn for the ${colour} ${citiesOfColour(colour).length > 1 ? 'cities' : 'city'} (${citiesOfColour(colour).join(' and ')}) are not still on the board (S2, C.5 #18)`,
      );
    }
  }
  const outBy = countOf([...onBoard, ...removed, ...delivered]);
  const bag: Colour[] = [];
  if (bagRaw === undefined || bagRaw === 'rest') {
    for (const colour of COLOUR_ORDER) {
      if (outBy[colour] > CUBES_PER_COLOUR) {
        throw new ScenarioError(`position: ${outBy[colour]} ${colour} cubes are on the board, removed or delivered, but the game has only ${CUBES_PER_COLOUR} of each colour (C.5 #18)`);
      }
      for (let i = outBy[colour]; i < CUBES_PER_COLOUR; i++) bag.push(colour);
    }
    return bag;
  }
  const given = readCubes('position.bag', bagRaw);
  const inBag = countOf(given);
  for (const colour of COLOUR_ORDER) {
    const total = inBag[colour] + outBy[colour];
    if (total !== CUBES_PER_COLOUR) {
      throw new ScenarioError(
        `position: ${total} ${colour} cubes are accounted for (${inBag[colour]} in the bag, ${outBy[colour]} on the board, removed or delivered), but the game has ${CUBES_PER_COLOUR} of each colour (C.5 #18); "bag": "rest" puts the others in the bag`,
      );
    }
  }
  return sortCubes(given);
}

/** The special cards: `{"1a": "centre", "2b": 1, "3a": {"holder": 0, "sideways": true}, …}`, each card 1 to 6 once, by the side in play. */
function readCards(raw: unknown, players: number): CardState[] {
  const usage = 'an object naming each card 1 to 6 once by its side in play, like {"1a": "centre", "2b": 0, "3a": {"holder": 1, "sideways": true}, "4a": "centre", "5b": "centre", "6a": "centre"}';
  if (!isObject(raw)) throw new ScenarioError(`position.cards must be ${usage}`);
  const cards: (CardState | undefined)[] = [undefined, undefined, undefined, undefined, undefined, undefined];
  const seen: (string | undefined)[] = [];
  for (const [side, v] of Object.entries(raw)) {
    if (!isCardSide(side)) throw new ScenarioError(`position.cards: ${show(side)} is not a card side (1a, 1b, … 6b)`);
    const info = CARD_SIDES[side];
    const where = `position.cards.${side}`;
    if (seen[info.card]) throw new ScenarioError(`position.cards: card ${info.card} is listed twice (${seen[info.card]} and ${side}); each card lies in one place with one side up (S3)`);
    seen[info.card] = side;
    let holder: unknown;
    let sideways: unknown = false;
    if (isObject(v)) {
      onlyKeys(where, v, ['holder', 'sideways']);
      holder = own(v, 'holder') ?? 'centre';
      sideways = own(v, 'sideways') ?? false;
    } else holder = v;
    if (typeof sideways !== 'boolean') throw new ScenarioError(`${where}.sideways must be true or false`);
    const seat = holder === 'centre' || holder === null ? null : readSeat(`${where}${isObject(v) ? '.holder' : ''}`, holder, players);
    if (seat === null && sideways) throw new ScenarioError(`${where}: a card in the centre lies upright; only a player's card lies sideways (SC2)`);
    cards[info.card - 1] = { face: info.face, holder: seat, sideways };
  }
  const missing = cards.flatMap((c, i) => (c ? [] : [i + 1]));
  if (missing.length) throw new ScenarioError(`position.cards: card ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} missing; name every card 1 to 6 by its side in play, e.g. "${missing[0]}a": "centre"`);
  return cards as CardState[];
}

function readDice(raw: unknown, players: number, phase: Phase): SteamState['dice'] {
  if (raw === undefined) {
    if (phase === 'roll' || phase === 'over') return { white: [], black: null };
    throw new ScenarioError(`position.dice: in phase "${phase}" the dice have been rolled; give {"white": [...], "black": n}`);
  }
  if (!isObject(raw)) throw new ScenarioError('position.dice must be {"white": [values or {"value", "by", "spent"}], "black": n}');
  onlyKeys('position.dice', raw, ['white', 'black']);
  const count = whiteDiceFor(players);
  const whiteRaw = list('position.dice.white', own(raw, 'white') ?? [], 10, 'white dice');
  if (phase === 'roll') {
    if (whiteRaw.length || own(raw, 'black') !== undefined) throw new ScenarioError('position.dice: in phase "roll" the dice have not been rolled yet; leave "dice" out');
    return { white: [], black: null };
  }
  if (phase === 'over' && whiteRaw.length === 0) {
    if (own(raw, 'black') !== undefined) wholeIn('position.dice.black', own(raw, 'black'), 1, 6, ' (the black die)');
    return { white: [], black: null };
  }
  if (whiteRaw.length !== count) throw new ScenarioError(`position.dice.white: a ${players}-player game rolls ${count} white dice (players + 1, S4), found ${whiteRaw.length}`);
  const white = whiteRaw.map((d, i): WhiteDie => {
    const where = `position.dice.white[${i}]`;
    if (typeof d === 'number') return { value: wholeIn(where, d, 1, 6), by: null, spent: false };
    if (!isObject(d)) throw new ScenarioError(`${where} must be a value 1 to 6, or {"value": v, "by": seat, "spent": true|false}`);
    onlyKeys(where, d, ['value', 'by', 'spent']);
    const value = wholeIn(`${where}.value`, own(d, 'value'), 1, 6);
    const byRaw = own(d, 'by');
    const by = byRaw === undefined || byRaw === null ? null : readSeat(`${where}.by`, byRaw, players);
    const spent = own(d, 'spent') ?? false;
    if (typeof spent !== 'boolean') throw new ScenarioError(`${where}.spent must be true or false`);
    if (spent && by === null) throw new ScenarioError(`${where}: a die used for an action was drafted by someone; give "by"`);
    return { value, by, spent };
  });
  const black = wholeIn('position.dice.black', own(raw, 'black'), 1, 6, ' (the black die)');
  return { white, black };
}

/**
 * The dice must match the turn order: seats that have played this round hold
 * a used die, seats still to come none (only a die handed over by card 2b,
 * unused), the current seat what its phase needs.
 */
function checkTurn(s: SteamState): void {
  const n = s.options.players;
  if (s.phase === 'roll') {
    if (s.current !== s.start) throw new ScenarioError(`position.current: before the roll it is the start player's turn (seat ${s.start}), not seat ${s.current} (RD1)`);
    return;
  }
  if (s.phase === 'over') return;
  const white = s.dice.white;
  for (let seat = 0; seat < n; seat++) {
    const mine = white.map((d, i) => ({ d, i })).filter((x) => x.d.by === seat);
    const spent = mine.filter((x) => x.d.spent);
    const fresh = mine.filter((x) => !x.d.spent);
    const k = positionOf(s, seat);
    const at = (i: number) => `position.dice.white[${i}]`;
    if (k < s.order) {
      if (spent.length === 0) throw new ScenarioError(`position.dice: seat ${seat} has had its turn this round (the order runs from start seat ${s.start}), so a die it used must show "by": ${seat}, "spent": true (RD2)`);
      if (fresh.length) throw new ScenarioError(`${at(fresh[0]!.i)}: seat ${seat} has had its turn, so it holds no unused die (RD2)`);
    } else if (k > s.order) {
      if (spent.length) throw new ScenarioError(`${at(spent[0]!.i)}: seat ${seat} has not had its turn yet this round, so it has used no die (RD2)`);
      if (fresh.length > 1) throw new ScenarioError(`${at(fresh[1]!.i)}: seat ${seat} can hold at most one die before its turn (one taken for it with card 2b)`);
      if (fresh.length === 1 && s.cards[1]!.face !== 'b') throw new ScenarioError(`${at(fresh[0]!.i)}: seat ${seat} holds a die before its turn, which only card 2b can give (SC3)`);
    } else {
      const where = 'position.phase';
      if (s.phase === 'draft') {
        if (fresh.length) throw new ScenarioError(`${where}: "draft", but seat ${seat} already holds die ${fresh[0]!.i} unused; it would act with it ("action")`);
        if (spent.length) throw new ScenarioError(`${where}: "draft", but seat ${seat} has used a die this turn; after an action comes "second" (card 2a) or the next turn`);
        if (!white.some((d) => d.by === null)) throw new ScenarioError('position.dice: no white die is left to draft (RD3)');
      } else if (s.phase === 'action' || s.phase === 'steal') {
        // With card 2a taking both dice at once, the second waits beside the first until the first action is done.
        const bothAtOnce = s.phase === 'action' && takesBothAtOnce(s.options.switches) && fresh.length === 2 && spent.length === 0;
        if (fresh.length !== 1 && !bothAtOnce) throw new ScenarioError(`${where}: "${s.phase}" needs the current seat ${seat} to hold one unused die ("by": ${seat}), found ${fresh.length}${s.phase === 'action' && takesBothAtOnce(s.options.switches) ? ' (or two before its first action, card 2a taking both at once)' : ''}`);
        if (spent.length && s.cards[1]!.face !== 'a') throw new ScenarioError(`${where}: seat ${seat} has used a die and holds another; a second die needs card 2a, but card 2 shows side 2b`);
      } else if (s.phase === 'second') {
        if (fresh.length) throw new ScenarioError(`${where}: "second", but seat ${seat} still holds an unused die`);
        if (spent.length === 0) throw new ScenarioError(`${where}: "second" comes after an action, but seat ${seat} has used no die this turn`);
      }
    }
  }
}

/**
 * The longest distance a cube could travel on these connections: the heaviest
 * route through distinct cities, each leg weighing 1 + its towns (D4), over
 * the heaviest of parallel connections. Six cities: at most 6! orders, each
 * leg looked up in a table, so it costs nothing beside reading the sheet.
 */
export function longestRoute(conns: readonly { a: number; b: number; towns: number }[]): number {
  const w: number[][] = Array.from({ length: 7 }, () => new Array<number>(7).fill(0));
  for (const c of conns) {
    const leg = 1 + c.towns;
    if (leg > w[c.a]![c.b]!) w[c.a]![c.b] = w[c.b]![c.a] = leg;
  }
  let best = 0;
  const seen = new Array<boolean>(7).fill(false);
  const walk = (at: number, sum: number) => {
    if (sum > best) best = sum;
    seen[at] = true;
    for (let next = 1; next <= 6; next++) if (!seen[next] && w[at]![next]! > 0) walk(next, sum + w[at]![next]!);
    seen[at] = false;
  };
  for (const c of CITIES) walk(c, 0);
  return best;
}

/**
 * What a sheet's delivery points say of its history (D3–D5): each one was a
 * cube carried along the sheet's own open connections (tracks are never
 * rubbed out, so they are all still drawn), so no delivery without one, and
 * none worth more than the longest route plus card 3b's 2, when card 3 shows
 * 3b. Without card 4a in the game, a delivery was also never longer than the
 * engine then, which is at most the engine now plus card 4b's 1.
 */
function checkPoints(s: SteamState): void {
  const walls = wallsOf(s);
  const bonus = s.cards[2]!.face === 'b' ? 2 : 0;
  const has4a = s.cards[3]!.face === 'a';
  const plus4b = s.cards[3]!.face === 'b' ? 1 : 0;
  s.players.forEach((p, seat) => {
    if (p.points.length === 0) return;
    const where = `position.players[${seat}].points`;
    const open = connections(p.tracks, walls).filter((c) => !c.blocked);
    if (open.length === 0) throw new ScenarioError(`${where}: ${p.points.length} ${p.points.length === 1 ? 'delivery' : 'deliveries'}, but this sheet has no open connection between two cities to carry a cube along (D3)`);
    const longest = longestRoute(open);
    const most = longest + bonus;
    const over = p.points.findIndex((v) => v > most);
    if (over >= 0) {
      throw new ScenarioError(
        `${where}[${over}]: ${p.points[over]} points, but the longest route on this sheet reaches ${longest} ${longest === 1 ? 'city or town' : 'cities and towns'}${bonus ? ', plus 2 from card 3b' : ''}, so a delivery scored at most ${most} (D4, D5)`,
      );
    }
    if (!has4a) {
      const engine = p.engine.length + plus4b;
      const weak = p.points.findIndex((v) => v > engine);
      if (weak >= 0) {
        throw new ScenarioError(
          `${where}[${weak}]: ${p.points[weak]} points, but the engine has ${p.engine.length} ${p.engine.length === 1 ? 'box' : 'boxes'} crossed${plus4b ? ' (plus 1 with card 4b)' : ''} and card 4a is not in this game, so no delivery went further than ${engine} (D4)`,
        );
      }
    }
  });
}

function loadPosition(o: SteamOptions, position: Record<string, unknown>): { state: SteamState; names: (string | undefined)[] } {
  onlyKeys('position', position, ['players', 'supply', 'bag', 'removed', 'delivered', 'cards', 'dice', 'start', 'current', 'round', 'phase']);
  const sheetsRaw = list('position.players', own(position, 'players'), MAX_PLAYERS, 'player sheets');
  const n = sheetsRaw.length;
  if (n < MIN_PLAYERS) throw new ScenarioError(`position.players must list ${MIN_PLAYERS} to ${MAX_PLAYERS} sheets, found ${n}`);
  if (o.players !== undefined && o.players !== n) throw new ScenarioError(`options.players (${o.players}) and the ${n} sheets of position.players disagree`);
  const read = sheetsRaw.map((p, i) => readSheet(`position.players[${i}]`, p));
  const players = read.map((r) => r.sheet);
  const names = read.map((r) => r.name);

  const supply = readSupply(own(position, 'supply'), n);
  const removed = sortCubes(own(position, 'removed') === undefined ? [] : readCubes('position.removed', own(position, 'removed')));
  const delivered = own(position, 'delivered') === undefined ? [] : readCubes('position.delivered', own(position, 'delivered'));
  const ticked = players.reduce((k, p) => k + p.points.length, 0);
  if (delivered.length !== ticked) throw new ScenarioError(`position.delivered lists ${delivered.length} cubes, but the sheets tick ${ticked} deliveries (one cube each, D5)`);
  const bag = checkCubes(n, supply, removed, delivered, own(position, 'bag'));
  const cards = readCards(own(position, 'cards'), n);

  const phaseRaw = own(position, 'phase') ?? 'roll';
  if (!PHASES.includes(phaseRaw as Phase)) throw new ScenarioError(`position.phase must be one of ${PHASES.map((p) => `"${p}"`).join(', ')}, not ${show(phaseRaw)}`);
  const phase = phaseRaw as Phase;
  const start = own(position, 'start') === undefined ? 0 : readSeat('position.start', own(position, 'start'), n);
  const current = own(position, 'current') === undefined ? start : readSeat('position.current', own(position, 'current'), n);
  const round = own(position, 'round') === undefined ? 1 : wholeIn('position.round', own(position, 'round'), 1, MAX_ROUND);
  const dice = readDice(own(position, 'dice'), n, phase);

  let chart: number | null = null;
  if (o.difficulty !== 'none') {
    if (o.chart === undefined) throw new ScenarioError(`options.chart: a ${o.difficulty} game names its chart of blocked borders (1 to 6)`);
    chart = o.chart;
    if (!CHARTS[o.difficulty][chart]) throw new ScenarioError(`options.chart: there is no ${o.difficulty} chart ${chart}`);
  }
  let s: SteamState = {
    options: { players: n, difficulty: o.difficulty, chart, switches: o.switches },
    players,
    supply,
    bag,
    removed,
    delivered,
    cards,
    dice,
    start,
    current,
    order: 0,
    round,
    phase,
    turn: { die: null, used: [], actions: 0 },
    steal: null,
    rng: seedFrom(o.seed ?? 1),
    result: null,
    log: emptyLog(),
  };
  s = { ...s, order: positionOf(s, current) };
  checkTurn(s);
  if (phase === 'action' || phase === 'steal' || phase === 'second') {
    // Two unused dice (card 2a, both at once): the first listed is in hand, the other waits for the second action.
    const inHand = phase === 'second' ? null : dice.white.findIndex((d) => d.by === current && !d.spent);
    const actions = dice.white.filter((d) => d.by === current && d.spent).length;
    s = { ...s, turn: { die: inHand, used: [], actions } };
  }
  if (phase === 'steal') {
    const thief = thiefFor(s);
    if (thief === null) throw new ScenarioError('position.phase: "steal" needs card 2b in the hand of a player who has not drafted yet this round (SC3)');
    s = { ...s, steal: { die: s.turn.die!, victim: current, thief } };
  }
  if (phase === 'second' && !mayTakeSecond(s)) throw new ScenarioError(`position.phase: "second" needs seat ${current} to hold card 2a with a die to spare (RD3, C.5 #16)`);
  if (phase === 'over') {
    const reason = endingReason(s);
    if (reason === null) throw new ScenarioError('position.phase: "over", but the game ends only at the end of a round with three empty supply cities (RD4) or nothing left to deliver on full sheets (C.5 #17)');
    const result = finalResult(s, reason);
    s = { ...s, result };
  }
  checkPoints(s);
  const broken = checkInvariants(s);
  if (broken.length) throw new ScenarioError(`position: ${broken[0]}`);
  return { state: s, names };
}

function loadRun(options: Record<string, unknown>, position: Record<string, unknown>): SteamRun {
  const o = readOptions(options);
  if (!Array.isArray(own(position, 'players'))) {
    const s = loadNewGame(o, position);
    return { snapshot: startSnapshot(s), names: [] };
  }
  const { state, names } = loadPosition(o, position);
  return { snapshot: startSnapshot(state), names };
}

// ------------------------------------------------------------------ the chart

// ------------------------------------------------------------------ steps

/** No-argument steps take `{}` or `true`. */
function noArgs(step: string, v: unknown): void {
  if (v === true || (isObject(v) && Object.keys(v).length === 0)) return;
  throw new ScenarioError(`"${step}" takes {} (or true)`);
}

function stepObject(step: string, v: unknown, allowed: readonly string[], usage: string): Record<string, unknown> {
  if (!isObject(v)) throw new ScenarioError(`"${step}" takes ${usage}`);
  for (const k of Object.keys(v)) if (!allowed.includes(k)) throw new ScenarioError(`"${step}": unknown field ${show(k)} (allowed: ${allowed.join(', ')}); it takes ${usage}`);
  return v;
}

/** A number from a step: any finite number reaches the engine, which says what the rules allow. */
function num(step: string, field: string, v: unknown, usage: string): number {
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new ScenarioError(`"${step}".${field} must be a number; it takes ${usage}`);
  return v;
}

function text(step: string, field: string, v: unknown, usage: string): string {
  if (typeof v !== 'string' || v.length > 40) throw new ScenarioError(`"${step}".${field} must be a short text; it takes ${usage}`);
  return v;
}

/**
 * Names in a step must name things of the game: a value that is not one (a
 * misspelt colour, a track kind, a card side, a city number, a connection id
 * of a shape no sheet can have) makes the file invalid. Otherwise a
 * `"rejected": true` step would pass because of the typo, not because of a
 * rule. Only a well-formed move is left for the rules to refuse.
 */
function cityName(step: string, field: string, v: unknown, usage: string): number {
  const n = num(step, field, v, usage);
  if (!CITIES.includes(n)) throw new ScenarioError(`"${step}".${field}: ${show(v)} is not a city; the cities are numbered 1 to 6`);
  return n;
}

function colourName(step: string, field: string, v: unknown, usage: string): Colour {
  const c = text(step, field, v, usage);
  if (!isColour(c)) throw new ScenarioError(`"${step}".${field}: ${show(c)} is not a cube colour (${COLOURS_WORDS})`);
  return c;
}

function cardName(step: string, field: string, v: unknown, usage: string): CardSide {
  const c = text(step, field, v, usage);
  if (!isCardSide(c)) throw new ScenarioError(`"${step}".${field}: ${show(c)} is not a special card side (1a, 1b, … 6b)`);
  return c;
}

/** A connection id as the `connections` of a sheet write them, "a-b:q,r": two cities (a < b) and the first hex from city a. */
function connectionName(step: string, field: string, v: unknown, usage: string): string {
  const id = text(step, field, v, usage);
  const m = /^([1-6])-([1-6]):(\d{1,2}),(\d{1,2})$/.exec(id);
  const hex = m ? hexAt(`${Number(m[3])},${Number(m[4])}`) : undefined;
  if (!m || Number(m[1]) >= Number(m[2]) || !hex || hex.kind === 'city') {
    throw new ScenarioError(`"${step}".${field}: ${show(id)} is not a connection id; they are written "a-b:q,r" (cities a < b, and the first hex from city a), as the players' "connections" name them, or give the cities with "via"`);
  }
  return `${m[1]}-${m[2]}:${Number(m[3])},${Number(m[4])}`;
}

/**
 * A die named by index (`"die": 2`) or by the value it shows (`"value": 5`:
 * the first free die showing it). A value no free die shows is refused here
 * in the engine's manner (RD2), or by the engine when only taken dice show it.
 */
function dieIndex(s: SteamState, step: string, o: Record<string, unknown>, usage: string, probe: (die: number) => SteamEvent): number | Refusal {
  const byIndex = own(o, 'die');
  const byValue = own(o, 'value');
  if ((byIndex === undefined) === (byValue === undefined)) throw new ScenarioError(`"${step}" names the die either by "value" or by "die" (its index); it takes ${usage}`);
  if (byIndex !== undefined) return num(step, 'die', byIndex, usage);
  const v = num(step, 'value', byValue, usage);
  const white = s.dice.white;
  const free = white.findIndex((d) => d.by === null && d.value === v);
  if (free >= 0) return free;
  const taken = white.findIndex((d) => d.value === v);
  if (taken >= 0) return taken; // the engine says it is taken
  // No die shows it: what the engine would say of any die first (not now, card not held…), else that no die shows it.
  const first = explain(s, probe(0));
  if (first && first.key !== 'die.taken' && first.key !== 'die.unknown') return first;
  const left = white.filter((d) => d.by === null).map((d) => d.value);
  return why('RD2', 'die.value', { value: v, left: left.join(', ') || '–' });
}

/**
 * The route of a delivery: the connections themselves (`"route"`, ids as the
 * `players[i].connections` field names them), or the cities on the way
 * (`"via": [3, 4]`, `[]` for a direct connection), or nothing when only one
 * route joins the two cities on the sheet. `"towns"` picks among parallel
 * connections. Blocked connections are included, so the engine can say why
 * they carry nothing (S6); a city repeated in `via` reaches the engine as a
 * loop (D6).
 */
function routeFor(s: SteamState, o: Record<string, unknown>, e: DeliverEvent, usage: string): string[] | Refusal {
  const { from, to } = e;
  const routeRaw = own(o, 'route');
  const viaRaw = own(o, 'via');
  const townsRaw = own(o, 'towns');
  if (routeRaw !== undefined) {
    if (viaRaw !== undefined || townsRaw !== undefined) throw new ScenarioError('"deliver": give either "route" (connection ids) or "via"/"towns", not both');
    return list('"deliver".route', routeRaw, 12, 'connection ids').map((c, i) => connectionName('deliver', `route[${i}]`, c, usage));
  }
  const towns = townsRaw === undefined ? undefined : num('deliver', 'towns', townsRaw, usage);
  const conns = connections(s.players[s.current]!.tracks, wallsOf(s));
  const between = (a: number, b: number) => conns.filter((c) => (c.a === a && c.b === b) || (c.a === b && c.b === a));
  let options: { ids: string[]; cities: number[]; towns: number; blocked: boolean }[];
  if (viaRaw !== undefined) {
    const via = list('"deliver".via', viaRaw, 12, 'cities').map((c, i) => cityName('deliver', `via[${i}]`, c, usage));
    const stops = [from, ...via, to];
    options = [{ ids: [], cities: [from], towns: 0, blocked: false }];
    for (let i = 1; i < stops.length; i++) {
      const legs = between(stops[i - 1]!, stops[i]!);
      // A missing leg reaches the engine as a connection the sheet does not have (D3).
      if (legs.length === 0) return [...(options[0]?.ids ?? []), `${Math.min(stops[i - 1]!, stops[i]!)}-${Math.max(stops[i - 1]!, stops[i]!)}`];
      options = options.flatMap((r) => legs.map((c) => ({ ids: [...r.ids, c.id], cities: [...r.cities, stops[i]!], towns: r.towns + c.towns, blocked: r.blocked || c.blocked })));
      if (options.length > 64) throw new ScenarioError('"deliver": too many parallel connections on this route; name them with "route"');
    }
  } else {
    options = [];
    const walk = (at: number, ids: string[], cities: number[], t: number, blocked: boolean) => {
      if (options.length > 64) throw new ScenarioError(`"deliver": more than 64 routes lead from city ${from} to city ${to} on this sheet; say which with "via" (and "towns")`);
      if (at === to) return void options.push({ ids, cities, towns: t, blocked });
      for (const c of conns) {
        if (c.a !== at && c.b !== at) continue;
        const next = c.a === at ? c.b : c.a;
        if (!cities.includes(next)) walk(next, [...ids, c.id], [...cities, next], t + c.towns, blocked || c.blocked);
      }
    };
    if (from !== to && CITIES.includes(from)) walk(from, [], [from], 0, false);
    // No route at all: the engine says so (D3).
    if (options.length === 0) return [];
  }
  if (towns !== undefined) options = options.filter((r) => r.towns === towns);
  if (options.length === 0) return [`${Math.min(from, to)}-${Math.max(from, to)} with ${towns} towns`];
  if (options.length > 1) {
    // Several routes: when the engine would refuse the delivery whichever is taken (wrong source, colour, card…), that is the answer.
    const probe = explain(s, { ...e, route: options[0]!.ids });
    if (probe && !ROUTE_RULES.includes(probe.rule)) return probe;
    const list2 = options.map((r) => `${r.cities.slice(1, -1).length ? `via ${r.cities.slice(1, -1).join(', ')}` : 'direct'} (${r.towns} town${r.towns === 1 ? '' : 's'}${r.blocked ? ', blocked' : ''})`).join('; ');
    throw new ScenarioError(`"deliver": ${options.length} routes lead from city ${from} to city ${to} on this sheet: ${list2}; say which with "via" (and "towns")`);
  }
  return options[0]!.ids;
}

/** The clauses about the route itself: with several routes open, these depend on which one is meant. */
const ROUTE_RULES: readonly string[] = ['D3', 'D4', 'D6', 'S6'];

const PLAY_FIELDS: Readonly<Record<string, readonly string[]>> = {
  '1a': ['value'], '1b': ['value'], '5a': ['step'], '5b': ['mode', 'roll'], '2a': ['die', 'value'], '2b': ['player'],
};

/** Turns a step into the core's event; a malformed step is a ScenarioError, and some illegal ones are refused here in the engine's words. */
export function toEvent(s: SteamState, key: string, value: unknown): SteamEvent | Refusal {
  switch (key) {
    case 'roll': {
      const usage = '{} for a seeded roll, or {"white": [values], "black": value}';
      if (value === true) return { type: 'dice.roll' };
      const o = stepObject('roll', value, ['white', 'black'], usage);
      const e: SteamEvent = { type: 'dice.roll' };
      const white = own(o, 'white');
      const black = own(o, 'black');
      if (white !== undefined) e.white = list('"roll".white', white, 10, 'die values').map((v) => num('roll', 'white', v, usage));
      if (black !== undefined) e.black = num('roll', 'black', black, usage);
      return e;
    }
    case 'draft': {
      const usage = '{"value": v} (a free die showing v) or {"die": i} (its index)';
      const die = dieIndex(s, 'draft', stepObject('draft', value, ['value', 'die'], usage), usage, (d) => ({ type: 'die.take', die: d }));
      return typeof die === 'number' ? { type: 'die.take', die } : die;
    }
    case 'build': {
      const usage = '{"hex": "q,r", "track": "straight"|"wide"|"sharp", "rotation": 0-5} or {"hex": "q,r", "joins": [hex, hex]}, and "card": "6a"|"6b" to use that card';
      const o = stepObject('build', value, ['hex', 'track', 'rotation', 'joins', 'card'], usage);
      const hex = hexName('"build".hex', own(o, 'hex'));
      const card = own(o, 'card') === undefined ? undefined : (cardName('build', 'card', own(o, 'card'), usage) as '6a');
      if (!hexAt(hex)) throw new ScenarioError(`"build".hex: hex ${hex} is off the map (columns 0–11, rows 0–7)`);
      let track: string;
      let rotation: number;
      if (own(o, 'joins') !== undefined) {
        if (own(o, 'track') !== undefined || own(o, 'rotation') !== undefined) throw new ScenarioError(`"build": give either "joins" or "track" and "rotation", not both`);
        if (!hexAt(hex)) throw new ScenarioError(`"build".hex: hex ${hex} is off the map`);
        ({ type: track, rotation } = trackBetween('"build"', hex, own(o, 'joins')));
      } else {
        track = text('build', 'track', own(o, 'track'), usage);
        if (!TRACK_TYPES.includes(track as DrawnTrack['type'])) throw new ScenarioError(`"build".track: ${show(track)} is not a kind of track ("straight", "wide" or "sharp")`);
        rotation = num('build', 'rotation', own(o, 'rotation'), usage);
        if (!Number.isInteger(rotation) || rotation < 0 || rotation > 5) throw new ScenarioError(`"build".rotation: ${show(rotation)} is not a rotation; a track turns in sixths, 0 to 5`);
      }
      const e: SteamEvent = { type: 'track.build', hex, track: track as DrawnTrack['type'], rotation };
      if (card !== undefined) e.card = card;
      return e;
    }
    case 'engine':
      noArgs('engine', value);
      return { type: 'engine.improve' };
    case 'deliver': {
      const usage = '{"from": city, "cube": colour, "to": city} with "via": [cities] (or "route": [connection ids]) when several routes exist, "cards": ["3a", "4a"], "bonus": 1|2 for card 3b';
      const o = stepObject('deliver', value, ['from', 'cube', 'to', 'via', 'towns', 'route', 'cards', 'bonus'], usage);
      const from = cityName('deliver', 'from', own(o, 'from'), usage);
      const to = cityName('deliver', 'to', own(o, 'to'), usage);
      const cube = colourName('deliver', 'cube', own(o, 'cube'), usage);
      const e: DeliverEvent = { type: 'cargo.deliver', from, cube, to, route: [] };
      const cards = own(o, 'cards');
      if (cards !== undefined) e.cards = list('"deliver".cards', cards, 2, 'cards').map((c, i) => cardName('deliver', `cards[${i}]`, c, usage) as '3a');
      if (own(o, 'bonus') !== undefined) e.bonus = num('deliver', 'bonus', own(o, 'bonus'), usage);
      const route = routeFor(s, o, e, usage);
      if (!Array.isArray(route)) return route;
      e.route = route;
      return e;
    }
    case 'takeCard': {
      if (value === true) return { type: 'card.take' };
      const usage = '{} (the card the die names) or {"card": n}';
      const o = stepObject('takeCard', value, ['card'], usage);
      const card = own(o, 'card');
      if (card === undefined) return { type: 'card.take' };
      const n = num('takeCard', 'card', card, usage);
      if (!Number.isInteger(n) || n < 1 || n > 6) throw new ScenarioError(`"takeCard".card: ${show(card)} is not a special card; they are numbered 1 to 6`);
      return { type: 'card.take', card: n };
    }
    case 'playCard': {
      const usage = '{"card": "1a", "value": v} | {"card": "5a", "step": 1|-1} | {"card": "5b", "mode": "flip"|"reroll", "roll"?: v} | {"card": "2a", "value": v} | {"card": "2b", "player"?: seat}';
      if (!isObject(value)) throw new ScenarioError(`"playCard" takes ${usage}`);
      const card = cardName('playCard', 'card', own(value, 'card'), usage);
      const fields = own(PLAY_FIELDS, card);
      // A side that is never played on its own (3a, 4b, 6a…) or no side at all: the engine explains (SC3).
      if (!fields) {
        stepObject('playCard', value, ['card'], usage);
        return { type: 'card.play', card } as unknown as SteamEvent;
      }
      const o = stepObject('playCard', value, ['card', ...fields], usage);
      switch (card) {
        case '1a':
        case '1b':
          return { type: 'card.play', card, value: num('playCard', 'value', own(o, 'value'), usage) };
        case '5a':
          return { type: 'card.play', card, step: num('playCard', 'step', own(o, 'step'), usage) as 1 };
        case '5b': {
          const mode = text('playCard', 'mode', own(o, 'mode'), usage) as 'flip';
          if (mode !== 'flip' && mode !== 'reroll') throw new ScenarioError(`"playCard".mode: ${show(mode)} is not a way to play card 5b ("flip" or "reroll")`);
          const roll = own(o, 'roll');
          return roll === undefined ? { type: 'card.play', card, mode } : { type: 'card.play', card, mode, roll: num('playCard', 'roll', roll, usage) };
        }
        case '2a': {
          const die = dieIndex(s, 'playCard', o, usage, (d) => ({ type: 'card.play', card: '2a', die: d }));
          return typeof die === 'number' ? { type: 'card.play', card, die } : die;
        }
        default: {
          // Who plays it may be named (a seat); the rules refuse anyone but the holder waiting to draft (SC3).
          const player = own(o, 'player');
          if (player === undefined) return { type: 'card.play', card: '2b' };
          return { type: 'card.play', card: '2b', player: readSeat('"playCard".player', player, s.options.players) };
        }
      }
    }
    case 'passSteal':
      noArgs('passSteal', value);
      return { type: 'steal.pass' };
    case 'pass':
      noArgs('pass', value);
      return { type: 'turn.pass' };
    case 'endTurn':
      noArgs('endTurn', value);
      return { type: 'turn.end' };
    default:
      throw new ScenarioError(`unknown step ${show(key)}`);
  }
}

/** The step a core event is written as (the fuzzer saves failing games with it). */
export function stepOf(e: SteamEvent): Record<string, Json> {
  switch (e.type) {
    case 'dice.roll':
      return { roll: { ...(e.white ? { white: e.white } : {}), ...(e.black !== undefined ? { black: e.black } : {}) } };
    case 'die.take':
      return { draft: { die: e.die } };
    case 'track.build':
      return { build: { hex: e.hex, track: e.track, rotation: e.rotation, ...(e.card ? { card: e.card } : {}) } };
    case 'engine.improve':
      return { engine: {} };
    case 'cargo.deliver':
      return { deliver: { from: e.from, cube: e.cube, to: e.to, route: e.route, ...(e.cards ? { cards: e.cards } : {}), ...(e.bonus ? { bonus: e.bonus } : {}) } };
    case 'card.take':
      return { takeCard: e.card === undefined ? {} : { card: e.card } };
    case 'card.play': {
      const { type: _t, ...rest } = e;
      return { playCard: rest as Record<string, Json> };
    }
    case 'steal.pass':
      return { passSteal: {} };
    case 'turn.pass':
      return { pass: {} };
    case 'turn.end':
      return { endTurn: {} };
  }
}

function move(run: SteamRun, key: string, value: unknown) {
  const event = toEvent(run.snapshot.context, key, value);
  if (!('type' in event)) return { ok: false as const, reason: event.message, refusal: event };
  const out = sendEvent(run.snapshot, event);
  return out.ok ? { ok: true as const, state: { snapshot: out.snapshot, names: run.names }, event } : { ok: false as const, reason: out.reason, refusal: out.refusal };
}

// ------------------------------------------------------------------ state fields

const trackText = (t: DrawnTrack) => `${t.type} ${t.rotation}`;

/** A connection as the `connections` field writes it: "1-3", "1-4 with 2 towns", "2-4 blocked". */
function connectionText(c: { a: number; b: number; towns: number; blocked: boolean }): string {
  return `${c.a}-${c.b}${c.towns ? ` with ${c.towns} town${c.towns > 1 ? 's' : ''}` : ''}${c.blocked ? ' blocked' : ''}`;
}

/** A legal delivery as the `legalDeliveries` field writes it: "red 1-3-4-2 distance 3", "+1" for card 3b, "with 4a". */
export function deliveryText(d: DeliveryOption): string {
  const bonus = d.event.bonus ? ` +${d.event.bonus}` : '';
  const cards = d.event.cards?.length ? ` with ${d.event.cards.join(', ')}` : '';
  return `${d.event.cube} ${d.route.cities.join('-')} distance ${d.distance}${bonus}${cards}`;
}

function scoreOf(s: SteamState, seat: number): Json {
  const { player: _p, ...rest } = scorePlayer(s, seat);
  return rest as unknown as Json;
}

function playerView(s: SteamState, seat: number): Json {
  const p = s.players[seat]!;
  const walls = wallsOf(s);
  const conns = connections(p.tracks, walls);
  const drawn: Record<string, Json> = {};
  for (const [hex, t] of Object.entries(p.tracks)) drawn[hex] = trackText(t);
  const score = scorePlayer(s, seat);
  return {
    tracks: Object.keys(p.tracks).length,
    drawn,
    connections: conns.map(connectionText),
    network: score.network,
    engine: p.engine.slice(),
    strength: strength(s, seat),
    points: p.points.slice(),
    delivered: score.deliveries,
    cards: heldSides(s, seat),
    score: scoreOf(s, seat),
  };
}

function cardsView(s: SteamState): Json {
  const out: Record<string, Json> = {};
  s.cards.forEach((c, i) => (out[sideOf(i + 1, c.face)] = { holder: c.holder, sideways: c.sideways }));
  return out;
}

/** Move kinds open now, by step name. */
function legalKinds(s: SteamState): string[] {
  const names: Record<SteamEvent['type'], string> = {
    'dice.roll': 'roll', 'die.take': 'draft', 'card.play': 'playCard', 'steal.pass': 'passSteal', 'track.build': 'build',
    'engine.improve': 'engine', 'cargo.deliver': 'deliver', 'card.take': 'takeCard', 'turn.pass': 'pass', 'turn.end': 'endTurn',
  };
  return [...new Set(legalMoves(s).map((m) => names[m.type]))];
}

const FIELDS: Readonly<Record<string, (s: SteamState, names: readonly (string | undefined)[]) => Json>> = {
  phase: (s) => s.phase,
  round: (s) => s.round,
  current: (s) => s.current,
  start: (s) => s.start,
  dice: (s) => ({ white: s.dice.white.map((d) => ({ value: d.value, by: d.by, spent: d.spent })), black: s.dice.black }),
  freeDice: (s) => s.dice.white.filter((d) => d.by === null).map((d) => d.value),
  inHand: (s) => dieInHand(s)?.value ?? null,
  steal: (s) => (s.steal ? { ...s.steal } : null),
  supply: (s) => Object.fromEntries(CITIES.map((c) => [String(c), (s.supply[c] ?? []).slice()])),
  emptyCities: (s) => emptyCities(s),
  cubes: (s) => ({ bag: s.bag.length, removed: s.removed.length, supply: CITIES.reduce((n, c) => n + (s.supply[c] ?? []).length, 0), delivered: s.delivered.length }),
  delivered: (s) => s.delivered.slice(),
  cards: cardsView,
  players: (s) => s.players.map((_, i) => playerView(s, i)),
  scores: (s) => s.players.map((_, i) => scorePlayer(s, i).total),
  result: (s) =>
    s.result
      ? {
          reason: s.result.reason,
          scores: s.result.scores.map((p) => p.total),
          winners: s.result.winners.slice(),
          ranking: s.result.ranking.slice(),
          breakdown: s.result.scores.map(({ player: _p, ...rest }) => rest as unknown as Json),
        }
      : null,
  winners: (s) => (s.result ? s.result.winners.slice() : []),
  legal: legalKinds,
  legalDeliveries: (s) => legalDeliveries(s).map(deliveryText),
  legalBuilds: (s) => legalBuilds(s).length,
  lastLog: (s, names) => {
    const e = lastEntry(s.log);
    return e ? describeEntry(e, names as string[]) : null;
  },
};

export function viewState(s: SteamState, names: readonly (string | undefined)[] = []): Record<string, Json> {
  const view: Record<string, Json> = {};
  for (const [field, of] of Object.entries(FIELDS)) view[field] = of(s, names);
  return view;
}

export const steamRollersAdapter: GameAdapter<SteamRun> = {
  game: 'steam-rollers',
  load: loadRun,
  moves: ['roll', 'draft', 'build', 'engine', 'deliver', 'takeCard', 'playCard', 'passSteal', 'pass', 'endTurn'],
  move,
  fields: {
    phase: 'value', round: 'value', current: 'value', start: 'value', dice: 'value', freeDice: 'set', inHand: 'value', steal: 'value',
    supply: 'value', emptyCities: 'list', cubes: 'value', delivered: 'list', cards: 'value', players: 'value', scores: 'list',
    result: 'value', winners: 'set', legal: 'set', legalDeliveries: 'set', legalBuilds: 'value', lastLog: 'value',
  },
  view: (run) => viewState(run.snapshot.context, run.names),
  viewField: (run, field) => own(FIELDS, field)?.(run.snapshot.context, run.names) ?? null,
  log: (run) => logEntries(run.snapshot.context.log).map((e) => describeEntry(e, run.names as string[])),
  plain: (run): SteamStart => ({ state: run.snapshot.context, names: run.names.slice() }),
};
