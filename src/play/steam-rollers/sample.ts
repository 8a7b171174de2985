/**
 * Sample sheets for the static pages and the tests, worked out from the map
 * data rather than written down hex by hex: "join city 1 to city 3 through
 * the town of region 1" finds the shortest line of free hexes and draws the
 * tracks along it (network.ts `tracksAlong`). A replaced map.ts gives other
 * lines, but the same joins.
 */
import { SIDES } from '../../machines/steam-rollers/rules/hex';
import { HEXES, cityHex, mapNeighbour, region } from '../../machines/steam-rollers/rules/map';
import { tracksAlong } from '../../machines/steam-rollers/rules/network';
import type { DrawnTrack } from '../../machines/steam-rollers/rules/tracks';

/** A city by its number, or the town of a region as "t" and the region's number ("t1"). */
export type Stop = number | `t${number}`;

function stopHex(stop: Stop): string {
  const key = typeof stop === 'number' ? cityHex(stop) : region(Number(stop.slice(1)))?.town;
  if (!key) throw new Error(`sample sheet: there is no ${typeof stop === 'number' ? `city ${stop}` : `town of region ${stop.slice(1)}`} on the map`);
  return key;
}

/** Shortest line of hexes from `from` to `to` through hexes that are neither cities nor in `used` (nor, if it can be helped, towns). */
function shortestLine(from: string, to: string, used: ReadonlySet<string>): string[] {
  for (const avoidTowns of [true, false]) {
    const back = new Map<string, string>([[from, '']]);
    const queue = [from];
    while (queue.length) {
      const at = queue.shift()!;
      if (at === to) {
        const line = [at];
        for (let k = back.get(at)!; k; k = back.get(k)!) line.unshift(k);
        return line;
      }
      for (const side of SIDES) {
        const n = mapNeighbour(at, side);
        if (!n || back.has(n.key)) continue;
        if (n.key !== to && (n.kind === 'city' || used.has(n.key) || (avoidTowns && n.kind === 'town'))) continue;
        back.set(n.key, at);
        queue.push(n.key);
      }
    }
  }
  throw new Error(`sample sheet: no free line of hexes from ${from} to ${to}`);
}

/**
 * The tracks joining each list of stops in turn (each list starts and ends
 * at a city; towns in between are passed through). Later lines avoid the
 * hexes of earlier ones, since a hex holds one track.
 */
export function sampleTracks(lines: readonly (readonly Stop[])[]): Record<string, DrawnTrack> {
  const tracks: Record<string, DrawnTrack> = {};
  const used = new Set<string>();
  for (const stops of lines) {
    const keys = stops.map(stopHex);
    let path: string[] = [keys[0]!];
    for (let i = 1; i < keys.length; i++) {
      const leg = shortestLine(keys[i - 1]!, keys[i]!, new Set([...used, ...path]));
      path = [...path, ...leg.slice(1)];
    }
    for (const k of path.slice(1, -1)) used.add(k);
    Object.assign(tracks, tracksAlong(path));
  }
  return tracks;
}

/** A plain hex all of whose six neighbours are on the map (for drawing every track in one spot). */
export function innerHex(): string {
  const h = HEXES.find((x) => x.kind === 'plain' && SIDES.every((s) => mapNeighbour(x.key, s)));
  if (!h) throw new Error('the map has no hex with six neighbours');
  return h.key;
}
