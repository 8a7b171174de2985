/**
 * Steam Rollers' chains traced key by key, as the rules read (B3–B5): the
 * tests' reference for the rules core's tracer, which works by numbers over
 * the map's tables (src/machines/steam-rollers/rules/network.ts). Written
 * plainly, for any sheet at all, and deliberately with none of the core's code.
 * And the planning bot's sheet worth counted key by key, for its plans by numbers.
 */
import { isWall, NO_WALLS, type Walls } from '../../src/machines/steam-rollers/rules/charts';
import { opposite, type Side } from '../../src/machines/steam-rollers/rules/hex';
import { CITIES, HEXES, cityAt, hexAt, mapNeighbour } from '../../src/machines/steam-rollers/rules/map';
import { traceChains, type Chain, type Tracks } from '../../src/machines/steam-rollers/rules/network';
import { wallsOf } from '../../src/machines/steam-rollers/rules/state';
import type { SteamState } from '../../src/machines/steam-rollers/rules/types';
import { distanceTo, pairWorth } from '../../src/machines/steam-rollers/bots';
import { trackSides, type DrawnTrack } from '../../src/machines/steam-rollers/rules/tracks';

interface Walk {
  hexes: string[];
  end: number | null;
  blocked: boolean;
  loop: boolean;
}

/** Order in which hexes are visited, so that the chains come out the same way every time. */
const READING_ORDER: ReadonlyMap<string, number> = new Map(HEXES.map((h, i) => [h.key, i]));

/** Follows the track out of `start` across side `side` until the line stops (into a city only across a track's end, B4). */
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

/** Every chain of the sheet, key by key, each from its first hex in reading order; a town hex on a chain counts once (B5). */
export function traceChainsByKey(tracks: Tracks, walls: Walls = NO_WALLS): Chain[] {
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
    chains.push({ hexes, ends, towns: hexes.filter((h) => hexAt(h)?.kind === 'town').length, blocked, loop: ahead.loop });
  }
  return chains;
}

/**
 * The planning bot's sheet worth (bots.ts `sheetWorth`) written out key by key
 * over `traceChains`: the count its plans by numbers are held to, term for term.
 */
export function sheetWorthByKey(s: SteamState, tracks: Tracks): number {
  const walls = wallsOf(s);
  let worth = 0;
  for (const chain of traceChains(tracks, walls)) {
    if (chain.loop) continue;
    const [x, y] = chain.ends;
    if (x !== null && y !== null) {
      // A connection (a chain back into its own city joins nothing).
      if (x !== y && !chain.blocked) worth += 6 * (1 + chain.towns) + 3 * pairWorth(s, x, y);
      continue;
    }
    // The open ends: the empty hexes the line would run into next.
    const open: string[] = [];
    let dead = 0;
    for (const key of [chain.hexes[0]!, chain.hexes[chain.hexes.length - 1]!]) {
      for (const side of trackSides(tracks[key]!)) {
        const n = mapNeighbour(key, side);
        if (!n) {
          dead++;
          continue;
        }
        if (n.kind === 'city') continue;
        const t = tracks[n.key];
        if (!t) {
          open.push(n.key);
          continue;
        }
        const [s1, s2] = trackSides(t);
        if (s1 !== opposite(side) && s2 !== opposite(side)) dead++;
      }
    }
    const from = x ?? y;
    const towns = chain.towns;
    if (from !== null) {
      // A line out of a city: how close its open end is to the best city to head for.
      if (open.length === 0) {
        worth -= 1;
        continue;
      }
      let best = -Infinity;
      for (const to of CITIES) {
        if (to === from) continue;
        const d = Math.min(...open.map((h) => distanceTo(to, h)));
        best = Math.max(best, pairWorth(s, from, to) * 2.5 - d * 1.2);
      }
      worth += 2 + chain.hexes.length * 0.4 + towns * 1.2 + best;
    } else {
      // A line loose at both ends: a little, if it could still reach cities.
      worth += open.length === 2 ? 0.3 * chain.hexes.length + towns * 0.5 - 1 : -1 - dead * 0.5;
    }
  }
  return worth;
}
