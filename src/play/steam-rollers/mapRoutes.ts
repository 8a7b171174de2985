/**
 * What a Steam Rollers map sheet shows besides its hexes, worked out from the map and the rules, pure (the drawing is
 * src/components/steam-rollers/mapLayers.tsx and SteamMap.tsx): the walls as hex sides, and a delivery route's hexes
 * in travel order with the stops its distance counts.
 */
import { isWall, type Walls } from '../../machines/steam-rollers/rules/charts';
import { SIDES, type Side } from '../../machines/steam-rollers/rules/hex';
import { HEXES, cityHex, hexAt, mapNeighbour } from '../../machines/steam-rollers/rules/map';
import type { MapRoute } from './storySteps';

/**
 * The walls as hex sides, each once (from the hex in the lower-numbered
 * region), asking the rules' own `isWall`, so a chart format of single hex
 * sides would be drawn just as the rules read it.
 */
export function wallSides(walls: Walls): { hex: string; side: Side; a: number; b: number }[] {
  if (walls.size === 0) return [];
  const out: { hex: string; side: Side; a: number; b: number }[] = [];
  for (const h of HEXES) {
    for (const side of SIDES) {
      const n = mapNeighbour(h.key, side);
      if (!n || n.region === h.region || h.region > n.region) continue;
      if (isWall(walls, h.key, side)) out.push({ hex: h.key, side, a: h.region, b: n.region });
    }
  }
  return out;
}

/** Hex keys of a route in travel order, from the source city's hex to the destination's. */
export function routeHexes(route: MapRoute): string[] {
  const first = route.cities[0];
  const start = first === undefined ? undefined : cityHex(first);
  if (!start) return [];
  const out = [start];
  let at = first!;
  for (const c of route.connections) {
    const forward = c.a === at;
    const next = forward ? c.b : c.a;
    out.push(...(forward ? c.hexes : c.hexes.slice().reverse()));
    const end = cityHex(next);
    if (end) out.push(end);
    at = next;
  }
  return out;
}

/** The stops a route reaches after leaving its source, numbered as the distance counts them (D4). */
export function routeStops(route: MapRoute): { key: string; n: number; kind: 'town' | 'city' }[] {
  const stops: { key: string; n: number; kind: 'town' | 'city' }[] = [];
  routeHexes(route)
    .slice(1)
    .forEach((key) => {
      const h = hexAt(key);
      if (h?.kind === 'town' || h?.kind === 'city') stops.push({ key, n: stops.length + 1, kind: h.kind });
    });
  return stops;
}
