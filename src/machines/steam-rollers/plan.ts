/**
 * A seat's plan, as a strong player reads the sheet: for every two cities,
 * how many hexes are still to draw before a line joins them (the seat's own
 * tracks count as drawn, a track that does not continue the line blocks its
 * hex); for every cube on the supply board, what it would score on the
 * seat's lines and how many actions stand between the seat and that
 * delivery (hexes to draw, engine boxes to cross, the delivery itself). The
 * plan's value is the seat's points plus what the cubes are likely to bring,
 * discounted by those actions and cut off by the rounds the game has left.
 *
 * The strong policy (`strongMove`) and the coach (src/coach/steam.ts) weigh
 * moves by it; the hint's "why" line reads its facts (`planFacts`).
 * Deterministic, no randomness: the same position gives the same plan.
 */
import type { CardSide } from './rules/cards';
import { findRoutes } from './rules/deliver';
import { strength } from './rules/engine';
import * as map from './rules/map';
import { CITIES, HEXES, borderId, cityHex, citiesOfColour, hexIndex } from './rules/map';
import { openConnections, sheetSides, type Connection, type Tracks } from './rules/network';
import { scorePlayer } from './rules/scoring';
import { heldSides, wallsOf } from './rules/state';
import type { Walls } from './rules/charts';
import type { Colour, SteamState } from './rules/types';

/** Cities numbered below this fit the tables by number (the map's cities are 1–6). */
const SLOTS = Math.max(...CITIES) + 1;
const N = HEXES.length;
// The map's tables held here (a module's imports may be read through getters, too slow for the search's inner loop).
const NEIGHBOUR: Int16Array = map.NEIGHBOUR;
const CITY_OF: Uint8Array = map.CITY_OF;
const IS_TOWN: Uint8Array = map.IS_TOWN;
const REGION_OF: Uint8Array = map.REGION_OF;
const CITY_INDEX: number[] = [];
for (const c of CITIES) CITY_INDEX[c] = hexIndex(cityHex(c)!);

/** Hexes to draw between two cities (`cost[a * SLOTS + b]`), and the towns on that cheapest line. */
export interface PairCosts {
  cost: Int16Array;
  towns: Int8Array;
}

const FAR = 99;

// Scratch for the search (one search at a time).
const dist = new Int16Array(N * 6);
const townsAt = new Int8Array(N * 6);
const QUEUE = N * 6 * 32;
const queue = new Int32Array(QUEUE);

const wallBetween = (walls: Walls, a: number, b: number): boolean => walls.size > 0 && REGION_OF[a] !== REGION_OF[b] && walls.has(borderId(REGION_OF[a]!, REGION_OF[b]!));

/**
 * For every two cities, the fewest hexes still to draw to join them with
 * one line on this sheet: a 0–1 search over (hex, side entered by), where
 * an empty hex costs one and may be left by any other side, a drawn hex
 * costs nothing but must be entered by one end of its track and left by
 * the other, and no line crosses a blocked border (it would score nothing).
 */
export function pairCosts(sides: Int8Array, walls: Walls): PairCosts {
  const cost = new Int16Array(SLOTS * SLOTS).fill(FAR);
  const towns = new Int8Array(SLOTS * SLOTS);
  const anyWalls = walls.size > 0;
  for (const a of CITIES) {
    if (a === CITIES[CITIES.length - 1]) break;
    cost[a * SLOTS + a] = 0;
    dist.fill(FAR);
    let head = QUEUE >> 1;
    let tail = head;
    // Seed: the hexes around the city, as if stepped into from it at no cost.
    const start = CITY_INDEX[a]!;
    let k = -1;
    let at = start;
    let d = 0;
    let t = 0;
    let side = 0;
    let lastSide = 6;
    let skip = -1;
    for (;;) {
      if (side >= lastSide) {
        if (head >= tail) break;
        k = queue[head++]!;
        at = (k / 6) | 0;
        const entry = k - at * 6;
        d = dist[k]!;
        t = townsAt[k]!;
        const s1 = sides[2 * at]!;
        if (s1 >= 0) {
          side = s1 === entry ? sides[2 * at + 1]! : s1;
          lastSide = side + 1;
          skip = -1;
        } else {
          side = 0;
          lastSide = 6;
          skip = entry;
        }
        continue;
      }
      const out = side++;
      if (out === skip) continue;
      const n = NEIGHBOUR[at * 6 + out]!;
      if (n < 0) continue;
      if (anyWalls && wallBetween(walls, at, n)) continue;
      const city = CITY_OF[n]!;
      if (city !== 0) {
        const c = a * SLOTS + city;
        if (city !== a && d < cost[c]!) {
          cost[c] = d;
          towns[c] = t;
        }
        continue;
      }
      const entry = (out + 3) % 6;
      const s1 = sides[2 * n]!;
      let nd = d;
      if (s1 >= 0) {
        if (s1 !== entry && sides[2 * n + 1] !== entry) continue;
      } else nd = d + 1;
      const kk = n * 6 + entry;
      if (nd >= dist[kk]!) continue;
      dist[kk] = nd;
      townsAt[kk] = t + IS_TOWN[n]!;
      if (nd === d) {
        if (head > 0) queue[--head] = kk;
      } else if (tail < QUEUE) queue[tail++] = kk;
    }
  }
  // A line read backwards is the same line: the last city's costs are the others' (and it needs no search of its own).
  const last = CITIES[CITIES.length - 1]!;
  cost[last * SLOTS + last] = 0;
  for (const a of CITIES) {
    if (a === last) continue;
    cost[last * SLOTS + a] = cost[a * SLOTS + last]!;
    towns[last * SLOTS + a] = towns[a * SLOTS + last]!;
  }
  return { cost, towns };
}

const COSTS = new WeakMap<object, { walls: Walls; costs: PairCosts }>();

/** `pairCosts` of a seat's sheet, once per drawing of it. */
export function costsOf(tracks: Tracks, walls: Walls): PairCosts {
  const known = COSTS.get(tracks);
  if (known && known.walls === walls) return known.costs;
  const sides = sheetSides(tracks);
  if (!sides) throw new Error('plan: the sheet has a hex off the map or something that is not a track');
  const costs = pairCosts(sides, walls);
  COSTS.set(tracks, { walls, costs });
  return costs;
}

/** The cheapest line's hexes to draw between `a` and `b` on this sheet. */
export const hexesToGo = (c: PairCosts, a: number, b: number): number => c.cost[a * SLOTS + b]!;

// ------------------------------------------------------------------ the value of cubes

/**
 * The plan's weights (tuned on seeded all-strong games, scripts/bench-coach.ts):
 * - `share`: how much a seat can hope to get of a cube that others may take too;
 * - `step`: what each action still needed takes off a cube's points (a factor);
 * - `box`: an engine box counts as this much of an action (any die not yet crossed will do, where a hex needs its region's die);
 * - `race`: what each cube standing between the table and the game's end costs;
 * - `fin`: what each of the last `finK` of those cubes costs on top (the race is steeper near the end);
 * - `net`: the network points of a line still to finish, before the discount;
 * - `engine`: each of the first three boxes, for flexibility later;
 * - `cards`: how much of a held card's use counts;
 * - `left`: rounds a cube in the three emptiest cities keeps the game going (3 players or more; 1.6 for 2);
 * - `reach`: what each action a cube still needs adds to the race's work, in cubes (`endRace`);
 * - `wait`: the actions a ready cube waits for a die naming its city, for a seat without a card that sets its die (`dieWait`).
 */
export const PLAN_WEIGHTS = { share: 0.6, step: 0.72, box: 0.5, race: 6, net: 0.2, engine: 0.4, cards: 1, left: 1.1, fin: 6, finK: 6, reach: 0.015, wait: 0 };
const W = PLAN_WEIGHTS;

/** The routes of a sheet's open connections between two cities (distances, ascending), once per drawing. */
const ROUTES = new WeakMap<object, { walls: Walls; conns: Connection[]; dist: Map<number, number[]> }>();
function routeDistances(tracks: Tracks, walls: Walls, from: number, to: number): number[] {
  let known = ROUTES.get(tracks);
  if (!known || known.walls !== walls) ROUTES.set(tracks, (known = { walls, conns: openConnections(tracks, walls), dist: new Map() }));
  const key = from * SLOTS + to;
  let d = known.dist.get(key);
  if (!d) {
    d = known.conns.length ? [...new Set(findRoutes(known.conns, from, to).map((r) => r.distance))].sort((x, y) => x - y) : [];
    known.dist.set(key, d);
  }
  return d;
}

/** One cube's best prospect for a seat: where it goes, what it scores, and what stands in the way. */
export interface CubeProspect {
  from: number;
  to: number;
  cube: Colour;
  /** Points the delivery would score. */
  points: number;
  /** Hexes still to draw. */
  hexes: number;
  /** Engine boxes still to cross. */
  boxes: number;
  /** The engine strength the delivery needs. */
  needs: number;
}

/**
 * What stands between the table and the end of the game, in cubes: the three
 * cities that are least work to empty, and that work. A cube counts one, and
 * `reach` more for each action beyond its delivery that the seat nearest to
 * it (by hexes to draw and boxes to cross) still needs; a cube nobody can
 * carry counts as `FAR_STEPS` actions away. So a city with two cubes no line
 * comes near can be more work than one with three cubes ready to go, and a
 * hex drawn toward the last cubes brings the end nearer for everyone, as a
 * delivery does. (Ranking the cities by work while still racing on the cubes'
 * count made drawing toward a city that thereby joined the three a loss, and
 * let games run on; counted in work, a hex drawn never adds to the race.)
 */
export interface EndRace {
  /** The three cities least work to empty (ties: fewer cubes, then the lower number). */
  cities: number[];
  /** Cubes in those cities. */
  cubes: number;
  /** Their work, in cubes (`cubes` when every cube is ready to go). */
  work: number;
}

/** Actions counted for a cube that no seat's sheet can carry yet. */
const FAR_STEPS = 9;

const RACES = new WeakMap<SteamState, EndRace>();

/** The race to the end for this position (once per position: the coach asks for it for every seat). */
export function endRace(s: SteamState): EndRace {
  let known = RACES.get(s);
  if (known) return known;
  const seats = s.players.length;
  const rows = CITIES.map((c) => {
    const cubes = s.supply[c] ?? [];
    let work = 0;
    for (const colour of cubes) {
      if (W.reach === 0) {
        work++;
        continue;
      }
      let fewest = FAR_STEPS;
      for (let seat = 0; seat < seats; seat++) {
        const p = prospect(s, seat, c, colour);
        if (p) fewest = Math.min(fewest, p.hexes + W.box * p.boxes + 1);
      }
      work += 1 + W.reach * (fewest - 1);
    }
    return { c, n: cubes.length, work };
  });
  rows.sort((x, y) => x.work - y.work || x.n - y.n || x.c - y.c);
  const three = rows.slice(0, 3);
  known = { cities: three.map((r) => r.c), cubes: three.reduce((a, r) => a + r.n, 0), work: three.reduce((a, r) => a + r.work, 0) };
  RACES.set(s, known);
  return known;
}

/** The cubes that must still leave the supply board before the game can end: those in the three cities least work to empty. */
export const cubesToEnd = (s: SteamState): number => endRace(s).cubes;

/** The rounds the game probably has left: the cubes in the three cities nearest to empty, at about one delivery a round. */
export function roundsLeft(s: SteamState): number {
  return Math.max(1, Math.round(cubesToEnd(s) * (s.options.players >= 3 ? W.left : 1.6)));
}

/** The best prospect of a cube of `colour` in city `from` for `seat` (null when it cannot go anywhere). */
export function prospect(s: SteamState, seat: number, from: number, colour: Colour): CubeProspect | null {
  const tracks = s.players[seat]!.tracks;
  const walls = wallsOf(s);
  const engine = strength(s, seat);
  // A cube's prospect depends on the sheet, the walls and the engine only: kept per drawing of the sheet.
  let known = PROSPECTS.get(tracks);
  if (!known || known.walls !== walls || known.engine !== engine) PROSPECTS.set(tracks, (known = { walls, engine, of: new Map() }));
  const key = `${from}${colour}`;
  const had = known.of.get(key);
  if (had !== undefined) return had;
  const p = prospectOn(tracks, walls, engine, from, colour);
  known.of.set(key, p);
  return p;
}

const PROSPECTS = new WeakMap<object, { walls: Walls; engine: number; of: Map<string, CubeProspect | null> }>();

function prospectOn(tracks: Tracks, walls: Walls, engine: number, from: number, colour: Colour): CubeProspect | null {
  const c = costsOf(tracks, walls);
  let best: CubeProspect | null = null;
  let bestSteps = Infinity;
  const consider = (p: CubeProspect) => {
    const steps = p.hexes + p.boxes;
    if (steps < bestSteps || (steps === bestSteps && best && p.points > best.points)) {
      best = p;
      bestSteps = steps;
    }
  };
  for (const to of citiesOfColour(colour)) {
    if (to === from) continue;
    const direct = c.cost[from * SLOTS + to]!;
    if (direct === 0) {
      const ds = routeDistances(tracks, walls, from, to);
      if (ds.length) {
        let fit = -1;
        for (const d of ds) if (d <= engine) fit = d;
        const need = fit > 0 ? fit : ds[0]!;
        consider({ from, to, cube: colour, points: need, hexes: 0, boxes: Math.max(0, need - engine), needs: need });
        continue;
      }
    }
    if (direct < FAR) {
      const d = 1 + c.towns[from * SLOTS + to]!;
      consider({ from, to, cube: colour, points: d, hexes: direct, boxes: Math.max(0, d - engine), needs: d });
    }
    // Through one other city (a line already drawn to it, or cheaper in two parts).
    for (const via of CITIES) {
      if (via === from || via === to) continue;
      const h = c.cost[from * SLOTS + via]! + c.cost[via * SLOTS + to]!;
      if (h >= FAR || h >= direct) continue;
      const d = 2 + c.towns[from * SLOTS + via]! + c.towns[via * SLOTS + to]!;
      consider({ from, to, cube: colour, points: d, hexes: h, boxes: Math.max(0, d - engine), needs: d });
    }
  }
  return best;
}

/**
 * The actions a ready cube (its line drawn, its engine strong enough) waits
 * for the die that names its city: `wait`, none for a seat holding a card that
 * sets its die to any value or lets the die name the destination (1a, 1b, 3a),
 * half for one that moves the die a pip (5a).
 */
function dieWait(s: SteamState, seat: number): number {
  if (W.wait === 0) return 0;
  let w = W.wait;
  for (const side of heldSides(s, seat)) {
    if (side === '1a' || side === '1b' || side === '3a') return 0;
    if (side === '5a') w = W.wait / 2;
  }
  return w;
}

/** What holding a card side is worth besides its printed points (a rough use value, less for one-use sides). */
const CARD_USE: Record<CardSide, number> = { '1a': 0.4, '1b': 0.8, '2a': 0.5, '2b': 0.2, '3a': 0.5, '3b': 1.5, '4a': 0.4, '4b': 0, '5a': 0.7, '5b': 0.3, '6a': 0.3, '6b': 0.6 };

/**
 * The plan's value for `seat`: its points now, plus each cube's points times
 * the seat's likely share, discounted for every action it still needs
 * (hexes, boxes, the delivery; a second cube from the same city waits one
 * action more), nothing for a cube out of reach in the rounds left, less
 * near the end for a cube in a city the game will not wait for; plus a
 * little for lines that would score network points, for engine boxes and
 * for the cards held.
 */
export function planValue(s: SteamState, seat: number): number {
  return planBase(s, seat) - raceTerm(s, seat);
}

/**
 * The race to the end, from `seat`'s chair: every cube left in the emptiest
 * cities keeps the game going, and with it the others' chances; the last
 * `finK` of them weigh `fin` more each, so the table races harder to empty
 * the last cities than to start on them. (Weighing it less for a seat that
 * is behind made games much longer and won nothing: 39 rounds against 33 in
 * the same twelve seeded games. Tried and left out: 10 instead of 6 a cube
 * all game, 31 rounds against 32 in 30 seeded games but the winner's points
 * a round fell from 1.03 to 0.94; a bonus for each emptied city changed
 * nothing in 30 games; the race weighed 1.5 times for the seat in the lead
 * made the bot several times slower (every seat's score at every weighing);
 * ranking the cities by the hexes their cubes still need, or a shorter
 * horizon (0.8 rounds a cube), let some games run on for hundreds of rounds.
 * Counted in work instead of cubes (`reach`, `endRace`), on the bench's first
 * 30 seeds (median rounds, the winner's points a round): reach 0 32, 1.06;
 * 0.03 30, 0.97; 0.06 29, 0.96; 0.1 28, 0.91; 0.3 26, 0.76. The table races
 * at the cost of scoring (at 0.1 all seats' delivery points 55 → 40, network
 * 21 → 15 a game), so `reach` shipped at 0 then. With reach 0.03, also tried: a
 * die-changing card or 3a worth 3 more near the end while a cube of the last
 * cities is ready (29, 0.89); network lines weighed 0.5 (31, 0.96); the race
 * up to twice as steep for a seat 5 points ahead (30 games unfinished after 23
 * minutes, against 8 for the others). At reach 0: the last cubes' race
 * steeper (fin 10: 32, 1.03; fin 12 for the last 4: 31, 1.03).
 * A ready cube waiting for the die that names its city (`wait`, `dieWait`:
 * a card that sets the die is then worth holding while cubes are ready).
 * Traces had shown the last six cubes taking half the game, two deliveries
 * in three then coming from cities not being emptied, often while a cube of
 * the last cities stood ready for a die nobody had. On the first 30 seeds:
 * wait 0 32, 1.05; 0.5 31, 1.02 (16 games shorter, 7 longer); 1, first 16
 * games, 32, 1.00. But on all 100, paired with wait 0 (31, 27–36, 1.03):
 * wait 0.5 31 (26–38), 1.03, each game 0.19 ± 0.79 rounds shorter and
 * 0.01 ± 0.04 points a round lower (95 %): no effect, so `wait` ships at 0.
 * The first 30 seeds are a poor guide: compare on all 100, game by game.
 * On all 100 so: reach 0.015 30 (26–35), 1.00, each game 1.06 ± 0.77 rounds
 * shorter and 0.05 ± 0.04 points a round lower; reach 0.02 30 (26–34), 0.97
 * (93 games). `reach` ships at 0.015, where both goals are met, the points a
 * round at their edge. Also tried on all 100: the race up to twice as steep
 * for a seat 5 plan points ahead (in the coach's standing): games stalled
 * past 200 rounds, the leader no longer delivering.)
 */
export function raceTerm(s: SteamState, _seat: number): number {
  if (s.phase === 'over') return 0;
  const w = endRace(s).work;
  return W.race * w + W.fin * Math.min(w, W.finK);
}

/** `planValue` without the race term (the coach counts the race from the seat's own chair only). */
export function planBase(s: SteamState, seat: number): number {
  if (s.phase === 'over' && s.result) return s.result.scores[seat]?.total ?? 0;
  const score = scorePlayer(s, seat).total;
  const left = roundsLeft(s);
  let future = 0;
  const { cities: ending, work: toEnd } = endRace(s);
  const wait = dieWait(s, seat);
  for (const from of CITIES) {
    const cubes = s.supply[from] ?? [];
    if (cubes.length === 0) continue;
    const race = ending.includes(from) ? W.race + (toEnd <= W.finK ? W.fin : 0) : 0;
    // Near the end, a cube in a city that will not be emptied counts less: the game will be over before it travels.
    const near = ending.includes(from) ? 1 : Math.min(1, toEnd / W.finK);
    const values: number[] = [];
    for (const colour of cubes) {
      const p = prospect(s, seat, from, colour);
      if (!p) continue;
      const steps = p.hexes + W.box * p.boxes + 1 + (p.hexes === 0 && p.boxes === 0 ? wait : 0);
      if (steps > left) continue;
      values.push(near * (p.points + race) * W.share * W.step ** steps);
    }
    values.sort((x, y) => y - x);
    values.forEach((v, k) => (future += v * W.step ** k));
  }
  // Lines still to finish score network points too.
  const c = costsOf(s.players[seat]!.tracks, wallsOf(s));
  for (const a of CITIES) {
    for (const b of CITIES) {
      if (b <= a) continue;
      const h = c.cost[a * SLOTS + b]!;
      if (h > 0 && h <= left) future += W.net * (1 + c.towns[a * SLOTS + b]!) * W.step ** h;
    }
  }
  const engine = s.players[seat]!.engine.length;
  future += Math.min(engine, 3) * W.engine;
  for (const side of heldSides(s, seat)) future += W.cards * CARD_USE[side] * Math.min(1, left / 8);
  return score + future;
}

// ------------------------------------------------------------------ facts for the hint

/** The nearest line the seat is drawing (fewest hexes to go, more cubes first) after a build. */
export function nearestLine(s: SteamState, seat: number, before: PairCosts, after: PairCosts): { a: number; b: number; toGo: number } | null {
  let best: { a: number; b: number; toGo: number; gain: number } | null = null;
  for (const a of CITIES) {
    for (const b of CITIES) {
      if (b <= a) continue;
      const k = a * SLOTS + b;
      if (after.cost[k]! >= before.cost[k]!) continue;
      const gain = pairCubes(s, a, b);
      if (!best || after.cost[k]! < best.toGo || (after.cost[k] === best.toGo && gain > best.gain)) best = { a, b, toGo: after.cost[k]!, gain };
    }
  }
  return best && { a: best.a, b: best.b, toGo: best.toGo };
}

/** Cubes waiting to travel between two cities, either way. */
export function pairCubes(s: SteamState, a: number, b: number): number {
  let n = 0;
  for (const c of s.supply[a] ?? []) if (citiesOfColour(c).includes(b)) n++;
  for (const c of s.supply[b] ?? []) if (citiesOfColour(c).includes(a)) n++;
  return n;
}
