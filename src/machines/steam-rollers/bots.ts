/**
 * Steam Rollers bots: players of the game, beside the rules. Every bot
 * chooses among the rules core's `legalMoves(s)` only, so a bot can never do
 * what a person could not; and every choice is deterministic, given the
 * position and the bot's seed (no global randomness).
 *
 * - `random`: one legal move, picked with the project's seeded generator.
 * - `planner`: looks one action ahead. It drafts the die whose best action is
 *   worth most; delivers when it can (the route with the most points its
 *   engine allows); draws track that grows lines out of cities towards other
 *   cities (most of all cities holding cubes that a line would carry, and
 *   lines that complete a connection); crosses an engine box when a delivery
 *   waits on a stronger engine (and early, when the engine is weak); takes a
 *   card when it helps more than it costs; plays a die-changing card when
 *   the changed die opens a clearly better action; takes a second die with
 *   card 2a; steals with card 2b a die that would score well for its victim.
 *   It never draws a track that can never join a line (`isWastedTrack`)
 *   while anything else is open. It is the easy level.
 * - `strongMove`: the strong policy, one action ahead too but weighed by the
 *   plan (plan.ts): the hexes still to draw between cities, each cube's
 *   points counted down for the actions it still needs, the race to three
 *   empty cities. The coach (src/coach/steam.ts) finishes turns with it, and
 *   the table's strong level plays the coach's choice.
 */
import { CARD_SIDES } from './rules/cards';
import { pointsFor, routeDistance } from './rules/deliver';
import { strength } from './rules/engine';
import { applyEvent } from './rules/game';
import { legalMoves } from './rules/legal';
import { CITIES, CITY_OF, HEXES, NEIGHBOUR, cityHex, citiesOfColour, hexIndex, mapNeighbour } from './rules/map';
import { connections, sheetSides, traceFrom, traceSides, type IndexChain, type Tracks } from './rules/network';
import type { Walls } from './rules/charts';
import { nextInt, seedFrom } from '../shared/rng';
import { SIDES, opposite } from './rules/hex';
import { canonicalTrack, trackSides, type DrawnTrack } from './rules/tracks';
import { actorOf } from './rules/specials';
import { dieInHand, sideInPlay, wallsOf } from './rules/state';
import type { SteamEvent, SteamState } from './rules/types';
import { planValue } from './plan';
import type { BotLevel } from './botLevels';

// The levels live apart (botLevels.ts), so that a start form can offer them without loading the bots.
export { BOT_LEVELS, type BotLevel } from './botLevels';

/** The seat that chooses the next move (the holder of card 2b in the steal window, else the current player). */
export const botSeat = (s: SteamState): number => actorOf(s);

// ------------------------------------------------------------------ random

/** A legal move picked at random, the same one every time for the same position and seed. */
export function randomMove(s: SteamState, seed: number | string = 1): SteamEvent | null {
  const moves = legalMoves(s);
  if (moves.length === 0) return null;
  // The position's place in the game (log size, round, seat) mixed with the seed.
  const [k] = nextInt((seedFrom(seed) ^ Math.imul(s.log.size + 1, 2654435761) ^ Math.imul(s.round, 40503) ^ s.current) >>> 0, moves.length);
  return moves[k]!;
}

// ------------------------------------------------------------------ distances on the map

/** Steps from every hex to each city hex, across any hex (the map's own neighbours). */
const CITY_DISTANCE: ReadonlyMap<number, ReadonlyMap<string, number>> = (() => {
  const out = new Map<number, Map<string, number>>();
  for (const city of CITIES) {
    const start = cityHex(city)!;
    const dist = new Map<string, number>([[start, 0]]);
    const queue = [start];
    for (let i = 0; i < queue.length; i++) {
      const at = queue[i]!;
      for (const side of SIDES) {
        const n = mapNeighbour(at, side);
        if (!n || dist.has(n.key)) continue;
        dist.set(n.key, dist.get(at)! + 1);
        queue.push(n.key);
      }
    }
    out.set(city, dist);
  }
  return out;
})();

export const distanceTo = (city: number, hex: string): number => CITY_DISTANCE.get(city)?.get(hex) ?? 99;

/** Cities numbered below this fit the tables by number (the map's cities are 1–6). */
const CITY_SLOTS = Math.max(...CITIES) + 1;

/** The same by numbers: `DISTANCE[city * HEXES.length + i]` is `distanceTo(city, key of hex i)`. */
const DISTANCE: Int32Array = (() => {
  const n = HEXES.length;
  const out = new Int32Array(CITY_SLOTS * n).fill(99);
  for (const city of CITIES) HEXES.forEach((h, i) => (out[city * n + i] = distanceTo(city, h.key)));
  return out;
})();

// ------------------------------------------------------------------ a sheet's worth

/**
 * How much a city is worth reaching from `from`: more when cubes wait to
 * travel between the two (either way), a little for any city.
 */
export function pairWorth(s: SteamState, a: number, b: number): number {
  let cubes = 0;
  for (const c of s.supply[a] ?? []) if (citiesOfColour(c).includes(b)) cubes++;
  for (const c of s.supply[b] ?? []) if (citiesOfColour(c).includes(a)) cubes++;
  return 1 + Math.min(cubes, 4) * 0.6;
}

/** `pairWorth` for every two cities, once per supply board: `table[a * CITY_SLOTS + b]`. */
const PAIR_WORTH = new WeakMap<object, Float64Array>();
function pairWorths(s: SteamState): Float64Array {
  let table = PAIR_WORTH.get(s.supply);
  if (!table) {
    table = new Float64Array(CITY_SLOTS * CITY_SLOTS);
    for (const a of CITIES) for (const b of CITIES) table[a * CITY_SLOTS + b] = pairWorth(s, a, b);
    PAIR_WORTH.set(s.supply, table);
  }
  return table;
}

/**
 * The sheet's worth for planning: completed connections (network points and
 * cargo lines) count most; a line running out of a city counts for its
 * length and for how near its open end is to another city worth reaching; a
 * line whose end runs into the map's edge or another track is worth little.
 */
export function sheetWorth(s: SteamState, tracks: Tracks): number {
  const sides = sidesOf(tracks);
  // As for traceChains: sheets come from legal builds or a checked scenario.
  if (!sides) throw new Error('sheetWorth: the sheet has a hex off the map or something that is not a track');
  return planOf(s, sides).worth;
}

// ------------------------------------------------------------ the same by numbers
// `sheetWorth` is a sum over the sheet's chains, in the order traceChains
// gives them (by their first hex in reading order). The planner weighs a
// couple of hundred builds on the same sheet per decision, and one track
// changes only the chains it touches: so the sheet's chains and each one's
// term are worked out once (a "plan"), and a build re-weighs only the chain
// it joins and the chains whose open ends it closes, then adds up the terms
// in the same order as a full count would. Same terms, same order, so the
// very same number (tests/unit/steam-rollers-speed.test.ts compares them).

/** One chain's term of the sheet's worth (tests/unit/steam-rollers-oracle.ts `sheetWorthByKey` writes them out key by key), or null when it adds nothing. */
function chainTerm(pairs: Float64Array, sides: Int8Array, chain: IndexChain): number | null {
  if (chain.loop) return null;
  const [x, y] = chain.ends;
  if (x !== null && y !== null) return x !== y && !chain.blocked ? 6 * (1 + chain.towns) + 3 * pairs[x * CITY_SLOTS + y]! : null;
  // The open ends (as hex numbers), and the ends running into the edge or another track.
  let open0 = -1;
  let open1 = -1;
  let open2 = -1;
  let open3 = -1;
  let opens = 0;
  let dead = 0;
  const hexes = chain.hexes;
  for (let e = 0; e < 2; e++) {
    const key = e === 0 ? hexes[0]! : hexes[hexes.length - 1]!;
    for (let k = 0; k < 2; k++) {
      const side = sides[2 * key + k]!;
      const nb = NEIGHBOUR[key * 6 + side]!;
      if (nb < 0) {
        dead++;
        continue;
      }
      if (CITY_OF[nb] !== 0) continue;
      const s1 = sides[2 * nb]!;
      if (s1 < 0) {
        if (opens === 0) open0 = nb;
        else if (opens === 1) open1 = nb;
        else if (opens === 2) open2 = nb;
        else open3 = nb;
        opens++;
        continue;
      }
      const back = (side + 3) % 6;
      if (s1 !== back && sides[2 * nb + 1] !== back) dead++;
    }
  }
  const from = x ?? y;
  const towns = chain.towns;
  if (from === null) return opens === 2 ? 0.3 * hexes.length + towns * 0.5 - 1 : -1 - dead * 0.5;
  if (opens === 0) return -1;
  const n = HEXES.length;
  let best = -Infinity;
  for (const to of CITIES) {
    if (to === from) continue;
    const row = to * n;
    let d = DISTANCE[row + open0]!;
    if (opens > 1) d = Math.min(d, DISTANCE[row + open1]!);
    if (opens > 2) d = Math.min(d, DISTANCE[row + open2]!);
    if (opens > 3) d = Math.min(d, DISTANCE[row + open3]!);
    best = Math.max(best, pairs[from * CITY_SLOTS + to]! * 2.5 - d * 1.2);
  }
  return 2 + hexes.length * 0.4 + towns * 1.2 + best;
}

/** `sheetWorth` on a sheet by numbers (network.ts `sheetSides`), counted in full: the same terms in the same order. */
function countWorth(pairs: Float64Array, walls: Walls, sides: Int8Array): number {
  let worth = 0;
  for (const chain of traceSides(sides, walls)) {
    const term = chainTerm(pairs, sides, chain);
    if (term !== null) worth += term;
  }
  return worth;
}

/** A sheet's chains and their terms, ready for weighing one more track (see above). */
interface SheetPlan {
  sides: Int8Array;
  pairs: Float64Array;
  walls: Walls;
  chains: IndexChain[];
  terms: (number | null)[];
  /** Each chain's first hex in reading order (the order of the sum). */
  starts: number[];
  /** The chain through each hex (-1: none). */
  chainAt: Int16Array;
  worth: number;
  /** False when some track lies on a city hex (not in a real game): builds are then weighed by a full count. */
  clean: boolean;
}

let lastPlan: SheetPlan | null = null;

/** The plan of a sheet for this supply board and these walls (the last one is kept: a decision weighs many builds on one sheet). */
function planOf(s: SteamState, sides: Int8Array): SheetPlan {
  const pairs = pairWorths(s);
  const walls = wallsOf(s);
  if (lastPlan && lastPlan.sides === sides && lastPlan.pairs === pairs && lastPlan.walls === walls) return lastPlan;
  const chains = traceSides(sides, walls);
  const chainAt = new Int16Array(HEXES.length).fill(-1);
  const terms: (number | null)[] = [];
  const starts: number[] = [];
  let worth = 0;
  chains.forEach((chain, k) => {
    let first = Infinity;
    for (const h of chain.hexes) {
      chainAt[h] = k;
      if (h < first) first = h;
    }
    starts.push(first);
    const term = chainTerm(pairs, sides, chain);
    terms.push(term);
    if (term !== null) worth += term;
  });
  let clean = true;
  for (let i = 0; i < HEXES.length; i++) if (CITY_OF[i] !== 0 && sides[2 * i]! >= 0) clean = false;
  return (lastPlan = { sides, pairs, walls, chains, terms, starts, chainAt, worth, clean });
}

// Scratch for `worthWithTrack`: which chains a build joins (1) or re-weighs (2), cleared after each build.
let touched = new Uint8Array(64);

/** The sheet's worth with one more track, in the empty hex `at`, joining sides `a` and `b`. */
function worthWithTrack(plan: SheetPlan, at: number, a: number, b: number): number {
  const { sides, chains, terms, starts, chainAt } = plan;
  if (!plan.clean) {
    const drawn = sides.slice();
    drawn[2 * at] = a;
    drawn[2 * at + 1] = b;
    return countWorth(plan.pairs, plan.walls, drawn);
  }
  if (touched.length < chains.length) touched = new Uint8Array(chains.length * 2);
  // The chains with an open end facing the new hex: joined by the track when it faces back, else closed off by it.
  const hit: number[] = [];
  for (let side = 0; side < 6; side++) {
    const nb = NEIGHBOUR[at * 6 + side]!;
    if (nb < 0 || CITY_OF[nb] !== 0) continue;
    const back = (side + 3) % 6;
    if (sides[2 * nb] !== back && sides[2 * nb + 1] !== back) continue;
    const k = chainAt[nb]!;
    const kind = side === a || side === b ? 1 : 2;
    if (touched[k] === 0) hit.push(k);
    if (kind === 1 || touched[k] === 0) touched[k] = kind;
  }
  // Draw the track for the count (and rub it out again below).
  sides[2 * at] = a;
  sides[2 * at + 1] = b;
  try {
    // The new track's chain, traced from the new hex (a chain's term does not depend on where its tracing starts).
    const chain = traceFrom(sides, plan.walls, at);
    let first = at;
    for (const h of chain.hexes) if (h < first) first = h;
    const merged = chainTerm(plan.pairs, sides, chain);
    let worth = 0;
    let placed = false;
    for (let k = 0; k < chains.length; k++) {
      if (!placed && first < starts[k]!) {
        placed = true;
        if (merged !== null) worth += merged;
      }
      const t = touched[k];
      if (t === 1) continue;
      const term = t === 2 ? chainTerm(plan.pairs, sides, chains[k]!) : terms[k]!;
      if (term !== null) worth += term;
    }
    if (!placed && merged !== null) worth += merged;
    return worth;
  } finally {
    sides[2 * at] = -1;
    sides[2 * at + 1] = -1;
    for (const k of hit) touched[k] = 0;
  }
}

// ------------------------------------------------------------------ the planner

/** The best delivery points this die could score for the current player with a stronger engine (0 when none waits). */
function waitingDelivery(s: SteamState): number {
  const seat = s.current;
  const conns = connections(s.players[seat]!.tracks, wallsOf(s)).filter((c) => !c.blocked);
  if (conns.length === 0) return 0;
  // Any route from a city holding a cube to that cube's city longer than the engine allows.
  const engine = strength(s, seat);
  let best = 0;
  const reach = (from: number, to: number): number => {
    // Longest simple route distance between two cities (small graph).
    let longest = 0;
    const seen = [from];
    const visit = (at: number, d: number) => {
      if (at === to) {
        longest = Math.max(longest, d);
        return;
      }
      for (const c of conns) {
        if (c.a !== at && c.b !== at) continue;
        const next = c.a === at ? c.b : c.a;
        if (seen.includes(next)) continue;
        seen.push(next);
        visit(next, d + 1 + c.towns);
        seen.pop();
      }
    };
    visit(from, 0);
    return longest;
  };
  for (const from of CITIES) {
    for (const cube of new Set(s.supply[from] ?? [])) {
      for (const to of citiesOfColour(cube)) {
        if (to === from) continue;
        const d = reach(from, to);
        if (d > engine) best = Math.max(best, Math.min(d, engine + 1));
      }
    }
  }
  return best;
}

/** What taking card `n` is worth to the current player (its use, less the points it costs, more when taken from another player). */
function cardWorth(s: SteamState, n: number): number {
  const side = sideInPlay(s, n);
  const c = s.cards[n - 1]!;
  if (c.holder === s.current) return -2; // only turns it sideways again
  const use: Record<string, number> = { '1a': 2.5, '1b': 3, '2a': 3, '2b': 2, '3a': 3, '3b': 4, '4a': 3, '4b': 4, '5a': 3, '5b': 2.5, '6a': 2, '6b': 2.5 };
  let worth = (use[side] ?? 1) - 1 + CARD_SIDES[side].points * 1.5;
  // Two cards in hand are plenty.
  if (s.cards.filter((x) => x.holder === s.current).length >= 2) worth -= 3;
  if (c.holder !== null) worth += 1;
  // Late in the game a card's points matter more than its use.
  if (s.round > 25) worth -= 1.5;
  return worth;
}

/** The worth of one action (build, improve, deliver, take a card, pass) for the current player, without card plays. */
function actionWorth(s: SteamState, e: SteamEvent, base: number): number {
  switch (e.type) {
    case 'cargo.deliver':
      return 14 + 4 * deliveryPoints(s, e);
    case 'engine.improve': {
      const seat = s.current;
      const now = strength(s, seat);
      const boxes = s.players[seat]!.engine.length;
      let worth = 3 + (boxes >= 3 ? 2.5 : 0);
      if (now < 2) worth += 5;
      else if (now < 3) worth += 2;
      const waiting = waitingDelivery(s);
      if (waiting > now) worth += 6 + waiting;
      return worth;
    }
    case 'track.build': {
      const track = canonicalTrack(e.track, e.rotation);
      // A track that joins neither a city nor a line already drawn starts a loose piece: worth little, and not worth weighing the sheet for.
      if (!joinsSheet(s.players[s.current]!.tracks, e.hex, track)) return 0.5 + (e.card ? -0.5 : 0);
      // legalMoves offers only legal builds: weigh the sheet with the track drawn.
      return worthAfterBuild(s, e.hex, track) - base + (e.card ? -0.5 : 0);
    }
    case 'card.take': {
      const die = dieInHand(s);
      return die ? cardWorth(s, die.value) : -1;
    }
    case 'turn.pass':
      return -50;
    default:
      return -100;
  }
}

const isSideNumber = (x: number): boolean => x === 0 || x === 1 || x === 2 || x === 3 || x === 4 || x === 5;

/** True when `track`, drawn in `hex`, runs into a city or into the open end of a line already on the sheet. */
function joinsSheet(tracks: Tracks, hex: string, track: DrawnTrack): boolean {
  const sides = sidesOf(tracks);
  const at = hexIndex(hex);
  const [a, b] = trackSides(track);
  if (sides && at >= 0 && isSideNumber(a) && isSideNumber(b)) {
    for (let k = 0; k < 2; k++) {
      const side = k === 0 ? a : b;
      const nb = NEIGHBOUR[at * 6 + side]!;
      if (nb < 0) continue;
      const back = (side + 3) % 6;
      if (CITY_OF[nb] !== 0 || sides[2 * nb] === back || sides[2 * nb + 1] === back) return true;
    }
    return false;
  }
  return [a, b].some((side) => {
    const n = mapNeighbour(hex, side);
    if (!n) return false;
    if (n.kind === 'city') return true;
    const t = tracks[n.key];
    return !!t && trackSides(t).includes(opposite(side));
  });
}

/**
 * The current player's sheet's worth (`sheetWorth`) with `track` drawn in
 * `hex`, as the planner weighs a build: on a sheet of a real game, only the
 * chains the track touches are weighed again (the same number as weighing
 * the whole drawn sheet).
 */
export function worthAfterBuild(s: SteamState, hex: string, track: DrawnTrack): number {
  const tracks = s.players[s.current]!.tracks;
  const sides = sidesOf(tracks);
  const at = hexIndex(hex);
  const [a, b] = trackSides(track);
  if (sides && at >= 0 && sides[2 * at]! < 0 && isSideNumber(a) && isSideNumber(b)) return worthWithTrack(planOf(s, sides), at, a, b);
  return sheetWorth(s, { ...tracks, [hex]: track });
}

/** A sheet by numbers (network.ts `sheetSides`), once per drawing of it: the planner weighs many builds on the same sheet. */
const SIDES_OF = new WeakMap<object, Int8Array | null>();
function sidesOf(tracks: Tracks): Int8Array | null {
  let sides = SIDES_OF.get(tracks);
  if (sides === undefined) SIDES_OF.set(tracks, (sides = sheetSides(tracks)));
  return sides;
}

/** `legalMoves`, once per position: the planner asks for the same position's moves up to three times. */
const MOVES_OF = new WeakMap<SteamState, readonly SteamEvent[]>();
function movesOf(s: SteamState): readonly SteamEvent[] {
  let moves = MOVES_OF.get(s);
  if (!moves) MOVES_OF.set(s, (moves = legalMoves(s)));
  return moves;
}

/** The towns on each connection of a sheet, by connection id, once per drawing of the sheet (and walls). */
const TOWNS_ON = new WeakMap<object, { walls: Walls; towns: Map<string, number> }>();

/**
 * The points a legal delivery scores (deliver.ts `pointsFor`, as
 * `legalDeliveries` gives them), its route's distance worked out from the
 * event's connections instead of listing every delivery again.
 */
export function deliveryPoints(s: SteamState, e: Extract<SteamEvent, { type: 'cargo.deliver' }>): number {
  const tracks = s.players[s.current]!.tracks;
  const walls = wallsOf(s);
  let known = TOWNS_ON.get(tracks);
  if (!known || known.walls !== walls) {
    known = { walls, towns: new Map(connections(tracks, walls).map((c) => [c.id, c.towns])) };
    TOWNS_ON.set(tracks, known);
  }
  return pointsFor({ distance: routeDistance(e.route.map((id) => ({ towns: known.towns.get(id)! }))) }, e);
}

/** Worth given to a track that can never join a line: below any other action, so the planner draws one only when nothing else is legal. */
const WASTED = -40;

/**
 * True when a track drawn by `e` can never be part of a line between two
 * cities: the chain it joins (or starts) runs into the map's edge or into
 * the side of another track at one end (tracks are never rubbed out, so
 * that end stays shut), comes back into the city it left, closes a ring, or
 * crosses a blocked border (such a line would score nothing).
 */
export function isWastedTrack(s: SteamState, e: Extract<SteamEvent, { type: 'track.build' }>): boolean {
  const tracks = s.players[s.current]!.tracks;
  const sides = sidesOf(tracks);
  const at = hexIndex(e.hex);
  const [a, b] = trackSides(canonicalTrack(e.track, e.rotation));
  if (!sides || at < 0 || sides[2 * at]! >= 0 || !isSideNumber(a) || !isSideNumber(b)) return false;
  sides[2 * at] = a;
  sides[2 * at + 1] = b;
  try {
    const chain = traceFrom(sides, wallsOf(s), at);
    if (chain.loop || chain.blocked) return true;
    const [x, y] = chain.ends;
    if (x !== null && y !== null) return x === y;
    // Each end that runs into no city: shut when its outward side faces the edge or a track (one facing
    // back would have been traced into the chain), open when it faces an empty hex.
    const hexes = chain.hexes;
    for (let k = 0; k < 2; k++) {
      if ((k === 0 ? x : y) !== null) continue;
      const end = k === 0 ? hexes[0]! : hexes[hexes.length - 1]!;
      const inner = hexes.length === 1 ? -1 : k === 0 ? hexes[1]! : hexes[hexes.length - 2]!;
      let side = sides[2 * end + k]!;
      if (inner >= 0) {
        side = sides[2 * end]!;
        if (NEIGHBOUR[end * 6 + side] === inner) side = sides[2 * end + 1]!;
      }
      const nb = NEIGHBOUR[end * 6 + side]!;
      if (nb < 0 || sides[2 * nb]! >= 0) return true;
    }
    return false;
  } finally {
    sides[2 * at] = -1;
    sides[2 * at + 1] = -1;
  }
}

/** The best action with the die in hand and its worth (card plays left out); a wasted track is worth `WASTED`. */
function bestAction(s: SteamState): { move: SteamEvent | null; worth: number } {
  const base = sheetWorth(s, s.players[s.current]!.tracks);
  const scored: { move: SteamEvent; worth: number }[] = [];
  for (const m of movesOf(s)) {
    if (m.type === 'card.play') continue;
    scored.push({ move: m, worth: actionWorth(s, m, base) });
  }
  // Best first (the first listed on a tie, as before); a track that can never join a line drops to the bottom.
  for (;;) {
    let top = -1;
    for (let i = 0; i < scored.length; i++) if (top < 0 || scored[i]!.worth > scored[top]!.worth) top = i;
    if (top < 0) return { move: null, worth: -Infinity };
    const pick = scored[top]!;
    if (pick.move.type !== 'track.build' || pick.worth <= WASTED || !isWastedTrack(s, pick.move)) return pick;
    pick.worth = WASTED;
  }
}

/** The worth of acting with this position's die, letting the planner play a die-changing card first (one level deep). */
function actingWorth(s: SteamState, withCards: boolean): { move: SteamEvent | null; worth: number } {
  const plain = bestAction(s);
  if (!withCards) return plain;
  let best = plain;
  for (const m of movesOf(s)) {
    if (m.type !== 'card.play') continue;
    const next = applyEvent(s, m);
    if (!next.ok || next.state.phase !== 'action') continue;
    const after = bestAction(next.state);
    // A card that stays (infinity) is nearly free to use; a lightning card goes back to the centre.
    const cost = CARD_SIDES[m.card].symbol === 'lightning' ? 3 : 0.5;
    if (after.worth - cost > best.worth + 1) best = { move: m, worth: after.worth - cost };
  }
  return best;
}


/**
 * The die-taking move whose position after it is worth most by `worthOf` (looking past another player's 2b
 * window as if it were let go), or `fallback` when none beats `floor`. The planner and the strong policy
 * differ only in how they value that position.
 */
function bestDieBy(s: SteamState, moves: readonly SteamEvent[], fallback: SteamEvent, floor: number, worthOf: (next: SteamState) => number): SteamEvent {
  let best = fallback;
  let worth = floor;
  for (const m of moves) {
    const out = applyEvent(s, m);
    if (!out.ok) continue;
    let next = out.state;
    if (next.phase === 'steal') {
      const letGo = applyEvent(next, { type: 'steal.pass' });
      if (!letGo.ok) continue;
      next = letGo.state;
    }
    const w = worthOf(next);
    if (w > worth) {
      worth = w;
      best = m;
    }
  }
  return best;
}

/** The die-taking move whose action is worth most to the planner, or `fallback` when none beats `floor`. */
const bestDie = (s: SteamState, moves: readonly SteamEvent[], fallback: SteamEvent, floor: number): SteamEvent =>
  bestDieBy(s, moves, fallback, floor, (next) => (next.phase === 'action' ? actingWorth(next, false).worth : 0));

/** The planner's move for the seat to move now. */
export function plannerMove(s: SteamState): SteamEvent | null {
  const moves = movesOf(s);
  if (moves.length === 0) return null;
  if (moves.length === 1) return moves[0]!;
  switch (s.phase) {
    case 'roll':
      return moves[0]!;
    case 'draft':
      return bestDie(s, moves, moves[0]!, -Infinity);
    case 'steal': {
      // Take the die when it would score well for its victim (and so for us).
      const pass: SteamEvent = { type: 'steal.pass' };
      const steal = moves.find((m) => m.type === 'card.play');
      if (!steal) return pass;
      const victim = applyEvent(s, pass);
      if (!victim.ok) return pass;
      return actingWorth(victim.state, false).worth >= 20 ? steal : pass;
    }
    case 'second':
      // A second die (2a) only when its action is worth more than a little.
      return bestDie(s, moves.filter((m) => m.type === 'card.play'), { type: 'turn.end' }, 2);
    case 'action':
      return actingWorth(s, true).move ?? moves[0]!;
    case 'over':
      return null;
  }
}

/** The move a bot of this level makes now (null when the game is over). */
export function botMove(s: SteamState, level: BotLevel, seed: number | string = 1): SteamEvent | null {
  return level === 'random' ? randomMove(s, seed) : plannerMove(s);
}


// ------------------------------------------------------------------ the strong policy

/**
 * The strong policy: one action ahead, weighed by the plan (plan.ts
 * `planValue`) rather than by the sheet's look. It drafts the die whose best
 * action raises the seat's plan most, and with it draws the hex that brings a
 * line with cubes to carry nearer, crosses an engine box when a planned
 * delivery will need it, delivers, or takes a card that pays; a die-changing
 * card is played when the changed die's action is worth the card. The coach
 * (src/coach/steam.ts) finishes turns and plays out rounds with it.
 */
export function strongMove(s: SteamState): SteamEvent | null {
  const moves = movesOf(s);
  if (moves.length === 0) return null;
  if (moves.length === 1) return moves[0]!;
  switch (s.phase) {
    case 'roll':
      return moves[0]!;
    case 'draft':
      return bestDieByPlan(s, moves, moves[0]!, -Infinity);
    case 'steal': {
      const pass: SteamEvent = { type: 'steal.pass' };
      const steal = moves.find((m) => m.type === 'card.play');
      if (!steal) return pass;
      const victim = applyEvent(s, pass);
      if (!victim.ok || victim.state.phase !== 'action') return pass;
      // Take the die when it would bring its victim a lot.
      const seat = victim.state.current;
      return planAction(victim.state, false).worth - planValue(victim.state, seat) >= 2.5 ? steal : pass;
    }
    case 'second': {
      const end: SteamEvent = { type: 'turn.end' };
      return bestDieByPlan(s, moves.filter((m) => m.type === 'card.play'), end, planValue(s, s.current) + 0.3);
    }
    case 'action':
      return planAction(s, true).move ?? moves[0]!;
    case 'over':
      return null;
  }
}

/** The die-taking move whose best action leaves the seat's plan worth most (`fallback` when none beats `floor`). */
const bestDieByPlan = (s: SteamState, moves: readonly SteamEvent[], fallback: SteamEvent, floor: number): SteamEvent =>
  bestDieBy(s, moves, fallback, floor, (next) => (next.phase === 'action' ? planAction(next, false).worth : -Infinity));

/**
 * True for a build worth weighing: it runs into a city or continues a line
 * already drawn. A good player does not draw loose pieces in the middle of
 * nowhere (they seldom line up with what comes later), so the strong policy
 * leaves them out unless nothing else is left, and the coach weighs them as
 * leaving the plan as it was.
 */
export function buildWorthWeighing(s: SteamState, e: Extract<SteamEvent, { type: 'track.build' }>): boolean {
  return joinsSheet(s.players[s.current]!.tracks, e.hex, canonicalTrack(e.track, e.rotation));
}

/** The seat's plan value after one action with the die in hand (card plays one level deep when `withCards`), and the move. */
export function planAction(s: SteamState, withCards: boolean): { move: SteamEvent | null; worth: number } {
  const seat = s.current;
  let best: SteamEvent | null = null;
  let worth = -Infinity;
  for (const m of movesOf(s)) {
    if (m.type === 'card.play') continue;
    if (m.type === 'track.build' && !buildWorthWeighing(s, m)) continue;
    const out = applyEvent(s, m);
    if (!out.ok) continue;
    const w = planValue(out.state, seat) - (m.type === 'turn.pass' ? 1 : 0);
    if (w > worth) {
      worth = w;
      best = m;
    }
  }
  if (best === null) {
    // Only loose builds are left: the one that keeps the plan worth most.
    for (const m of movesOf(s)) {
      if (m.type !== 'track.build') continue;
      const out = applyEvent(s, m);
      if (!out.ok) continue;
      const w = planValue(out.state, seat);
      if (w > worth) {
        worth = w;
        best = m;
      }
    }
  }
  if (!withCards) return { move: best, worth };
  for (const m of movesOf(s)) {
    if (m.type !== 'card.play') continue;
    const next = applyEvent(s, m);
    if (!next.ok || next.state.phase !== 'action') continue;
    const after = planAction(next.state, false);
    if (after.worth > worth + 0.3) {
      worth = after.worth;
      best = m;
    }
  }
  return { move: best, worth };
}
