/**
 * A sheet's rail network: the drawn tracks traced into chains, and the chains
 * that join two different cities (the connections cargo travels along and the
 * network scores for). Every hex holds at most one track, so chains never
 * cross or branch: each track hex lies on exactly one chain.
 */
import { isWall, NO_WALLS, type Walls } from './charts';
import { opposite, parseHexKey, sideTowards, type Side } from './hex';
import { HEXES, cityAt, hexAt, mapNeighbour } from './map';
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

interface Walk {
  hexes: string[];
  end: number | null;
  blocked: boolean;
  loop: boolean;
}

/** Order in which hexes are visited, so that the chains come out the same way every time. */
const READING_ORDER: ReadonlyMap<string, number> = new Map(HEXES.map((h, i) => [h.key, i]));

/**
 * Follows the track out of `start` across side `side` until the line stops.
 * Cities are never drawn in; a track connects to a city only when one of its
 * two ends is the side it shares with the city hex (ruling C.5 #2), so a
 * track merely running past a city does not touch it, and a chain ends there.
 * A track goes on into the next hex only when that hex's track has an end on
 * the same shared side; anything else is an open end.
 * @rule B4
 */
function walk(tracks: Tracks, walls: Walls, start: string, side: Side): Walk {
  const hexes: string[] = [];
  let at = start;
  let out = side;
  let blocked = false;
  for (;;) {
    const next = mapNeighbour(at, out);
    if (!next) return { hexes, end: null, blocked, loop: false };
    if (next.kind === 'city') return { hexes, end: cityAt(next.key), blocked: blocked || isWall(walls, at, out), loop: false };
    const t = tracks[next.key];
    if (!t) return { hexes, end: null, blocked, loop: false };
    const [s1, s2] = trackSides(t);
    const entry = opposite(out);
    if (s1 !== entry && s2 !== entry) return { hexes, end: null, blocked, loop: false };
    blocked = blocked || isWall(walls, at, out);
    if (next.key === start) return { hexes, end: null, blocked, loop: true };
    hexes.push(next.key);
    at = next.key;
    out = s1 === entry ? s2 : s1;
  }
}

/**
 * A town is on the network only when a track is drawn in its hex, and a
 * track in a town hex always runs through the town, so every town hex of a
 * chain counts once; a track beside a town does not reach it.
 * @rule B5
 */
export function isTownHex(key: string): boolean {
  return hexAt(key)?.kind === 'town';
}

/**
 * Every chain of the sheet. Nothing asks the network to hang together:
 * separate little networks, open ends, tracks that touch nothing and closed
 * rings are all just chains.
 * @rule B3
 */
export function traceChains(tracks: Tracks, walls: Walls = NO_WALLS): Chain[] {
  const keys = Object.keys(tracks).sort((x, y) => (READING_ORDER.get(x) ?? Infinity) - (READING_ORDER.get(y) ?? Infinity));
  const seen = new Set<string>();
  const chains: Chain[] = [];
  for (const key of keys) {
    if (seen.has(key)) continue;
    const [s1, s2] = trackSides(tracks[key] as DrawnTrack);
    const ahead = walk(tracks, walls, key, s2);
    let hexes: string[];
    let ends: [number | null, number | null];
    let blocked = ahead.blocked;
    if (ahead.loop) {
      hexes = [key, ...ahead.hexes];
      ends = [null, null];
    } else {
      const back = walk(tracks, walls, key, s1);
      hexes = [...back.hexes.reverse(), key, ...ahead.hexes];
      ends = [back.end, ahead.end];
      blocked = blocked || back.blocked;
    }
    for (const h of hexes) seen.add(h);
    chains.push({ hexes, ends, towns: hexes.filter(isTownHex).length, blocked, loop: ahead.loop });
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
