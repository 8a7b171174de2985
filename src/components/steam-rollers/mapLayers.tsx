/**
 * The layers of a Steam Rollers map sheet that do not depend on one map's props: the map's unchanging layer (hexes,
 * region borders, towns, city numbers, coordinates; `SteamMapDefs`, once per page), walls, and a delivery route's
 * line and numbered badges (its hexes and stops, and the walls as hex sides: src/play/steam-rollers/mapRoutes.ts).
 * SteamMap.tsx puts them together for one sheet.
 */
import type { JSX } from 'preact';
import { SIDES, parseHexKey, sideTowards, type Side } from '../../machines/steam-rollers/rules/hex';
import { routeHexes } from '../../play/steam-rollers/mapRoutes';
import { HEXES, REGIONS, hexAt, mapNeighbour, type MapHex } from '../../machines/steam-rollers/rules/map';
import type { Colour } from '../../machines/steam-rollers/rules/types';
import { fmt, type Strings } from '../../play/kit/fmt';
import { HEX_R, hexPoints, layoutOf, sideCorners, sideMidpoint, trackSegment, type Point } from './geometry';
import { colourName } from './words';
import type { MapRoute } from '../../play/steam-rollers/storySteps';

export const regionOf = (id: number) => REGIONS.find((g) => g.id === id);

export function regionName(t: Strings, id: number): string {
  const g = regionOf(id);
  return fmt(t, 'sr.map.region', { n: id, colour: g ? colourName(t, g.colour) : '' });
}

/**
 * The map's unchanging layer, once per page: the ids its layers go by, and the
 * attribute that marks the element holding them (so a page, or the step-through
 * fetching frames for a page without them, finds them; StoryFrames.tsx).
 */
export const MAP_DEFS = {
  key: 'steam-rollers-map',
  /** The walls are a part of their own, on the pages whose maps have blocked borders (ids `wallId`). */
  wallsKey: 'steam-rollers-walls',
  ground: 'sr-map-ground',
  lines: 'sr-map-lines',
  towns: 'sr-map-towns',
  cities: 'sr-map-cities',
  coords: 'sr-map-coords',
} as const;

/** The id of the wall on `side` of hex `hex` in the page's copy (every side between two regions has one). */
export const wallId = (hex: string, side: number) => `sr-w-${hex.replace(',', '_')}-${side}`;

/** Every side between two regions, each once (from the hex in the lower-numbered region), in drawing order. */
function borderSides(): { hex: string; side: Side }[] {
  const out: { hex: string; side: Side }[] = [];
  for (const h of HEXES) {
    for (const side of SIDES) {
      const n = mapNeighbour(h.key, side);
      if (n && n.region !== h.region && h.region < n.region) out.push({ hex: h.key, side });
    }
  }
  return out;
}

/** Whether this page holds the map's unchanging layer (always false while the site is built: then the caller says). */
export function pageHasMapDefs(): boolean {
  return typeof document !== 'undefined' && document.getElementById(MAP_DEFS.ground) !== null;
}

/** A number as SVG writes it shortest: at most two decimals, no trailing zeros. */
const num = (n: number): string => String(Math.round(n * 100) / 100);

/** The outer edge of the map and the borders between regions, each side once, as two paths. */
export function edgesAndBorders(at: (key: string) => Point, short = false): { edge: string; borders: string } {
  const f = short ? num : (n: number) => n.toFixed(2);
  const borders: string[] = [];
  const edge: string[] = [];
  for (const h of HEXES) {
    const c = at(h.key);
    for (const s of SIDES) {
      const n = mapNeighbour(h.key, s);
      const [p, q] = sideCorners(c, s);
      const seg = `M${f(p[0])},${f(p[1])} L${f(q[0])},${f(q[1])}`;
      if (!n) edge.push(seg);
      else if (n.region !== h.region && h.region < n.region) borders.push(seg);
    }
  }
  return { edge: edge.join(' '), borders: borders.join(' ') };
}

/** The hex fill's classes: region colour, city, and the highlights. */
export function hexClass(h: MapHex, legal: ReadonlySet<string>, selected: string | null | undefined): string {
  const colour: Colour | 'none' = regionOf(h.region)?.colour ?? 'none';
  return ['sr-hex', `sr-c-${colour}`, h.kind === 'city' ? 'sr-city' : '', legal.has(h.key) ? 'sr-legal' : '', selected === h.key ? 'sr-selected' : '']
    .filter(Boolean)
    .join(' ');
}

/** A hex as a path from its east corner round, each corner relative to the one before (the corners of `hexPoints`). */
function hexPath(c: Point): string {
  const pts = hexPoints(c).split(' ').map((p) => p.split(',').map(Number) as [number, number]);
  let d = `M${num(pts[0]![0])},${num(pts[0]![1])}`;
  for (let i = 1; i < pts.length; i++) {
    const dx = num(pts[i]![0] - pts[i - 1]![0]);
    const dy = num(pts[i]![1] - pts[i - 1]![1]);
    // A level side as `h` (a map has a hundred hexes, each drawn in the page's one copy of the map).
    d += dy === '0' || dy === '-0' ? `h${dx}` : `l${dx},${dy}`;
  }
  return `${d}z`;
}

/** A wall on `side` of `hex`: a thick line with a row of joints along it. */
export function wallLines(at: (key: string) => Point, hex: string, side: Side, marked: boolean, id?: string): JSX.Element {
  const [p, q] = sideCorners(at(hex), side);
  // To a hundredth, as the hexes are drawn (`num`): a corner's full float was 18 characters, and a page holds every wall.
  const [x1, y1, x2, y2] = [num(p[0]), num(p[1]), num(q[0]), num(q[1])];
  return (
    <g key={`x${hex}-${side}`} id={id} class="sr-wall" data-hex={marked ? hex : undefined} data-side={marked ? side : undefined}>
      <line class="sr-wall-body" x1={x1} y1={y1} x2={x2} y2={y2} />
      <line class="sr-wall-joints" x1={x1} y1={y1} x2={x2} y2={y2} />
    </g>
  );
}

export function townDots(at: (key: string) => Point, marked: boolean): JSX.Element[] {
  return REGIONS.map((g) => {
    const c = at(g.town);
    return <circle key={`w${g.town}`} class="sr-town" cx={num(c[0])} cy={num(c[1])} r={num(HEX_R * 0.3)} data-hex={marked ? g.town : undefined} />;
  });
}

export function cityNumbers(at: (key: string) => Point, marked: boolean): JSX.Element[] {
  return REGIONS.map((g) => {
    const c = at(g.city);
    return (
      <text key={`c${g.city}`} class={`sr-city-label sr-c-${g.colour}`} x={num(c[0])} y={num(c[1])} dy="0.36em" text-anchor="middle" data-hex={marked ? g.city : undefined}>
        {g.id}
      </text>
    );
  });
}

/** Column and row numbers round a map drawn with `layout` (made with labels). */
export function coordLabels(layout: ReturnType<typeof layoutOf>, at: (key: string) => Point): JSX.Element[] {
  const labels: JSX.Element[] = [];
  const top = layout.minY + 13;
  const left = layout.minX + 8;
  for (const q of layout.columns) {
    const h = HEXES.find((x) => x.q === q);
    if (!h) continue;
    labels.push(
      <text key={`q${q}`} class="sr-coord" x={1.5 * HEX_R * q} y={top} text-anchor="middle">
        {q}
      </text>,
    );
  }
  for (const r of layout.rows) {
    const h = HEXES.find((x) => x.r === r && x.q === layout.columns[0]) ?? HEXES.find((x) => x.r === r);
    if (!h) continue;
    labels.push(
      <text key={`r${r}`} class="sr-coord" x={left} y={num(at(h.key)[1])} dy="0.36em" text-anchor="middle">
        {r}
      </text>,
    );
  }
  return labels;
}

/**
 * <SteamMapDefs />: the map's unchanging layer, once per page (MapDefs.astro), in
 * layers that every map of the page draws with <use>: the hexes, the outer edge
 * and region borders (under the tracks), the towns (over them), the city numbers
 * (over a route) and the coordinates. With `part="walls"`, the other part: a
 * wall for every side between two regions, which a map with a chart's blocked
 * borders names one by one (only pages with such maps hold it). Its colours come from the same classes and
 * CSS variables as a map drawn in full, so the dark theme and a small map's
 * thinner lines (variables set on .sr-compact) reach every copy.
 */
export function SteamMapDefs({ part = 'map', only }: { part?: 'map' | 'walls'; /** Only these walls (their ids, wallId), for a page whose drawings name no others. */ only?: readonly string[] }) {
  const layout = layoutOf(HEXES, { labels: true, margin: 5 });
  const at = (key: string): Point => layout.centre.get(key) ?? [0, 0];
  if (part === 'walls') {
    return (
      <svg class="sr-map-defs" width="0" height="0" aria-hidden="true" focusable="false" data-defs={MAP_DEFS.wallsKey}>
        <defs>{borderSides().filter(({ hex, side }) => !only || only.includes(wallId(hex, side))).map(({ hex, side }) => wallLines(at, hex, side, false, wallId(hex, side)))}</defs>
      </svg>
    );
  }
  const { edge, borders } = edgesAndBorders(at, true);
  const none = new Set<string>();
  return (
    <svg class="sr-map-defs" width="0" height="0" aria-hidden="true" focusable="false" data-defs={MAP_DEFS.key}>
      <defs>
        <g id={MAP_DEFS.ground}>
          {HEXES.map((h) => (
            <path key={h.key} class={hexClass(h, none, null)} d={hexPath(at(h.key))} />
          ))}
        </g>
        <g id={MAP_DEFS.lines}>
          <path class="sr-grid-edge" d={edge} />
          <path class="sr-region-border" d={borders} />
        </g>
        <g id={MAP_DEFS.towns}>{townDots(at, false)}</g>
        <g id={MAP_DEFS.cities}>{cityNumbers(at, false)}</g>
        <g id={MAP_DEFS.coords}>{coordLabels(layout, at)}</g>
      </defs>
    </svg>
  );
}

/** The route's line: from the edge of the source city along every track to the edge of the destination city. */
export function routePath(route: MapRoute, at: (key: string) => Point): string {
  const keys = routeHexes(route);
  if (keys.length < 2) return '';
  const cs = keys.map(at);
  const pts = keys.map((k) => parseHexKey(k)!);
  const firstSide = sideTowards(pts[0]!, pts[1]!);
  // From the edge of the source city (its number stays readable) …
  const m = firstSide === null ? cs[0]! : sideMidpoint(cs[0]!, firstSide);
  let d = `M${m[0].toFixed(2)},${m[1].toFixed(2)}`;
  for (let i = 1; i < keys.length - 1; i++) {
    const from = sideTowards(pts[i]!, pts[i - 1]!);
    const to = sideTowards(pts[i]!, pts[i + 1]!);
    if (from === null || to === null) break;
    // … along each track (through the town in a town hex), across a city on the way as a track would …
    d += ` ${trackSegment(cs[i]!, from, to, { town: hexAt(keys[i]!)?.kind === 'town', continued: true })}`;
  }
  // … to the edge of the destination city.
  return d;
}

/** The numbered badge at each stop of a route, as the distance counts them. */
export function stopBadges(stops: readonly { key: string; n: number }[], at: (key: string) => Point): JSX.Element[] {
  return stops.map((s) => {
    const c = at(s.key);
    const x = c[0] + HEX_R * 0.52;
    const y = c[1] - HEX_R * 0.5;
    return (
      <g key={`s${s.key}`} class="sr-stop" data-hex={s.key} data-stop={s.n}>
        <circle cx={x} cy={y} r={HEX_R * 0.4} />
        <text x={x} y={y} dy="0.36em" text-anchor="middle">
          {s.n}
        </text>
      </g>
    );
  });
}
