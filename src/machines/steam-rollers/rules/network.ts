/**
 * A sheet's rail network: the drawn tracks traced into chains, and the chains
 * that join two different cities (the connections cargo travels along and the
 * network scores for). Every hex holds at most one track, so chains never
 * cross or branch: each track hex lies on exactly one chain.
 */
import { NO_WALLS, type Walls } from './charts';
import { parseHexKey, sideTowards } from './hex';
import { CITY_OF, HEXES, IS_TOWN, NEIGHBOUR, REGION_OF, borderId, hexIndex } from './map';
import { trackJoining, trackSides, type DrawnTrack } from './tracks';

export type Tracks = Readonly<Record<string, DrawnTrack>>;

export interface Chain {
  /** The track hexes in order from one end to the other. */
  hexes: string[];
  /** The city each end runs into, or null for an open end. */
  ends: [number | null, number | null];
  /** Town hexes on the chain. */
  towns: number;
  /** True when the chain crosses a blocked border (including into a city beyond one). */
  blocked: boolean;
  /** True for a closed ring of track (no ends at all). */
  loop: boolean;
}

export interface Connection {
  /** "a-b:q,r": the two cities and the first hex from city a (unique: a hex lies on one chain). */
  id: string;
  /** The smaller city number. */
  a: number;
  b: number;
  /** Track hexes from city a to city b. */
  hexes: string[];
  towns: number;
  blocked: boolean;
}

/**
 * Every chain of the sheet. Nothing asks the network to hang together:
 * separate little networks, open ends, tracks that touch nothing and closed
 * rings are all just chains.
 * @rule B3
 */
export function traceChains(tracks: Tracks, walls: Walls = NO_WALLS): Chain[] {
  const sides = sheetSides(tracks);
  // Sheets come from legal builds or from a checked scenario (hexes on the map, never a city, real tracks).
  if (!sides) throw new Error('traceChains: the sheet has a hex off the map or something that is not a track');
  return traceSides(sides, walls).map((c) => ({ hexes: c.hexes.map((i) => HEXES[i]!.key), ends: c.ends, towns: c.towns, blocked: c.blocked, loop: c.loop }));
}

// ------------------------------------------------------------ tracing by numbers
// The sheet as numbers over the map's tables (map.ts `NEIGHBOUR`, `CITY_OF`…):
// the planning bot traces chains for a couple of hundred builds a decision, so
// no hex key is parsed and no object made per step. The same tracing written
// key by key, as the rules read, is the tests' reference
// (tests/unit/steam-rollers-oracle.ts); a unit test compares the two on many sheets.

/** A chain with its hexes named by number (their place in HEXES, see map.ts `hexIndex`). */
export interface IndexChain {
  hexes: number[];
  ends: [number | null, number | null];
  towns: number;
  blocked: boolean;
  loop: boolean;
}

const isSide = (x: number): boolean => x === 0 || x === 1 || x === 2 || x === 3 || x === 4 || x === 5;

/**
 * The sheet by numbers: `sides[2i]` and `sides[2i + 1]` are the two sides
 * the track in hex i joins (-1 for an empty hex); null when some key is not a
 * hex of the map or some track is not a track.
 */
export function sheetSides(tracks: Tracks): Int8Array | null {
  const out = new Int8Array(HEXES.length * 2).fill(-1);
  for (const key of Object.keys(tracks)) {
    const i = hexIndex(key);
    const t = tracks[key];
    if (i < 0 || !t) return null; // anything else that is not a track fails the side check below
    const [a, b] = trackSides(t);
    if (!isSide(a) || !isSide(b)) return null;
    out[2 * i] = a;
    out[2 * i + 1] = b;
  }
  return out;
}

/** True when the step from hex `at` into its neighbour `next` crosses a blocked border (charts.ts `isWall`). */
function wallBetween(walls: Walls, at: number, next: number): boolean {
  if (walls.size === 0) return false;
  const a = REGION_OF[at]!;
  const b = REGION_OF[next]!;
  // Stryker disable next-line ConditionalExpression: the test of a !== b only saves a lookup: no wall set holds borderId(a, a)
  return a !== b && walls.has(borderId(a, b));
}

// What the last `walkSides` found at the far end (kept here rather than in a new object per walk).
let walkEnd: number | null = null;
// Stryker disable next-line BooleanLiteral: every walk sets it before it is read
let walkBlocked = false;
// Stryker disable next-line BooleanLiteral: every walk sets it before it is read
let walkLoop = false;

/**
 * Follows the track out of hex `start` across side `side` until the line
 * stops, appending the track hexes beyond `start` to `hexes`. Cities are
 * never drawn in; a track connects to a city only when one of its two ends is
 * the side it shares with the city hex (ruling C.5 #2), so a track merely
 * running past a city does not touch it, and a chain ends there. A track goes
 * on into the next hex only when that hex's track has an end on the same
 * shared side; anything else is an open end.
 * @rule B4
 */
function walkSides(sides: Int8Array, walls: Walls, start: number, side: number, hexes: number[]): void {
  let at = start;
  let out = side;
  let blocked = false;
  walkEnd = null;
  walkLoop = false;
  for (;;) {
    const next = NEIGHBOUR[at * 6 + out]!;
    if (next < 0) break;
    const city = CITY_OF[next]!;
    if (city !== 0) {
      walkEnd = city;
      blocked = blocked || wallBetween(walls, at, next);
      break;
    }
    const s1 = sides[2 * next]!;
    if (s1 < 0) break;
    const s2 = sides[2 * next + 1]!;
    const entry = (out + 3) % 6;
    if (s1 !== entry && s2 !== entry) break;
    blocked = blocked || wallBetween(walls, at, next);
    if (next === start) {
      walkLoop = true;
      break;
    }
    hexes.push(next);
    at = next;
    out = s1 === entry ? s2 : s1;
  }
  walkBlocked = blocked;
}

/** The chain through the track in hex `key` (a drawn hex), traced from there as `traceChains` does from a chain's first hex. */
export function traceFrom(sides: Int8Array, walls: Walls, key: number): IndexChain {
  const ahead: number[] = [];
  walkSides(sides, walls, key, sides[2 * key + 1]!, ahead);
  const loop = walkLoop;
  let blocked = walkBlocked;
  let hexes: number[];
  let ends: [number | null, number | null];
  if (loop) {
    hexes = [key, ...ahead];
    ends = [null, null];
  } else {
    const aheadEnd = walkEnd;
    const back: number[] = [];
    walkSides(sides, walls, key, sides[2 * key]!, back);
    hexes = back.reverse();
    hexes.push(key, ...ahead);
    ends = [walkEnd, aheadEnd];
    blocked = blocked || walkBlocked;
  }
  // A town is on the network only when a track is drawn in its hex, and a track in a town hex always runs
  // through the town, so every town hex of a chain counts once; a track beside a town does not reach it.
  // @rule B5
  let towns = 0;
  for (const h of hexes) towns += IS_TOWN[h]!;
  return { hexes, ends, towns, blocked, loop };
}

/** Every chain of a sheet from `sheetSides`, in reading order of their first hex. */
export function traceSides(sides: Int8Array, walls: Walls = NO_WALLS): IndexChain[] {
  const n = HEXES.length;
  const seen = new Uint8Array(n);
  const chains: IndexChain[] = [];
  for (let key = 0; key < n; key++) {
    if (sides[2 * key]! < 0 || seen[key]) continue;
    const chain = traceFrom(sides, walls, key);
    for (const h of chain.hexes) seen[h] = 1;
    chains.push(chain);
  }
  return chains;
}

/**
 * The chains that join two different cities (ruling C.5 #3: a chain back
 * into the city it left joins nothing), each from its smaller city number.
 * Blocked ones are listed too, marked: they carry no cargo and score nothing.
 */
export function connections(tracks: Tracks, walls: Walls = NO_WALLS): Connection[] {
  const out: Connection[] = [];
  for (const c of traceChains(tracks, walls)) {
    const [x, y] = c.ends;
    if (x === null || y === null || x === y) continue;
    const hexes = x < y ? c.hexes : c.hexes.slice().reverse();
    const a = Math.min(x, y);
    const b = Math.max(x, y);
    out.push({ id: `${a}-${b}:${hexes[0]}`, a, b, hexes, towns: c.towns, blocked: c.blocked });
  }
  return out.sort((p, q) => p.a - q.a || p.b - q.b || p.towns - q.towns || p.id.localeCompare(q.id));
}

/** The connections cargo may use: those not crossing a blocked border. */
export function openConnections(tracks: Tracks, walls: Walls = NO_WALLS): Connection[] {
  return connections(tracks, walls).filter((c) => !c.blocked);
}

/**
 * The tracks that draw a line through the inner hexes of `path` (hex keys,
 * each a neighbour of the next; the first and last only give the direction,
 * e.g. two cities). For drawing a route by hand, and for the examples.
 */
export function tracksAlong(path: readonly string[]): Record<string, DrawnTrack> {
  const out: Record<string, DrawnTrack> = {};
  const hexes = path.map((k) => {
    const h = parseHexKey(k);
    if (!h) throw new Error(`"${k}" is not a hex key`);
    return h;
  });
  for (let i = 1; i < hexes.length - 1; i++) {
    const back = sideTowards(hexes[i]!, hexes[i - 1]!);
    const ahead = sideTowards(hexes[i]!, hexes[i + 1]!);
    if (back === null || ahead === null) throw new Error(`${path[i]} is not next to both ${path[i - 1]} and ${path[i + 1]}`);
    out[path[i]!] = trackJoining(back, ahead);
  }
  return out;
}
