/**
 * One player's Steam Rollers map sheet as an SVG, drawn from the map data
 * (rules/map.ts) and a sheet: hexes tinted by region, each city a darker hex
 * with its die number, each town a black dot, the drawn tracks (straight,
 * wide curve, sharp curve), the blocked borders of a Medium or Hard chart as
 * walls, and optional highlights: hexes that may be drawn in, a selected
 * hex, and a delivery route drawn over the tracks with the distance counted
 * at every town and city it reaches.
 *
 * Static (no `onHex`): one image with a name that sums it up, followed by a
 * visually hidden list of the tracks, connections and walls. Interactive
 * (`onHex`): every hex is a button named in the page language ("hex 5,3,
 * grey region 3, empty"); one of them is in the tab order and the arrow keys
 * move between them (left/right along the columns, up/down along the rows),
 * Enter or Space chooses.
 *
 * Drawing a track (chessground style: the map draws what it is given and
 * reports picks, the table asks the rules which tracks are allowed): with a
 * `preview` the chosen hex shows that track drawn faintly; on the chosen hex
 * R (Shift+R back), the mouse wheel or a click/tap turn to the next allowed
 * track (`onTurn`), Enter draws it (`onConfirm`) and Escape puts it back
 * (`onCancel`).
 *
 * Shared (`shared`): what every map sheet draws the same (the hexes, the
 * region borders, towns, city numbers, coordinates, and the wall of every
 * side between two regions) is on the page once (<SteamMapDefs />, placed by
 * MapDefs.astro), and the map draws it with <use>, in the same order, adding
 * only what differs: tracks, walls named by id, highlights, a route. The
 * copy is hidden from assistive technology as the full drawing is; the names
 * (the summary, the text version, every hex's button) stay on each map.
 *
 * Nothing here is written for one particular map: sizes, positions and
 * labels all come from the map data.
 */
import type { JSX } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { NO_WALLS, isWall, wallsFor, type Walls } from '../../machines/steam-rollers/rules/charts';
import { SIDES, hexKey, parseHexKey, sideTowards, type Side } from '../../machines/steam-rollers/rules/hex';
import { HEXES, REGIONS, cityAt, cityHex, hexAt, mapNeighbour, type MapHex } from '../../machines/steam-rollers/rules/map';
import { connections } from '../../machines/steam-rollers/rules/network';
import type { DrawnTrack } from '../../machines/steam-rollers/rules/tracks';
import type { Colour, Sheet, SteamState } from '../../machines/steam-rollers/rules/types';
import { fmt, type Strings } from '../kit/fmt';
import { HEX_R, hexPoints, layoutOf, sideCorners, sideMidpoint, trackPath, trackSegment, type Point } from './geometry';
import { colourName, listOf, plural, sideName, trackPhrase } from './words';
import './steam.css';

/** A delivery route: the cities in order (the source first) and the connections between them (deliver.ts `Route`). */
export interface MapRoute {
  cities: readonly number[];
  connections: readonly { a: number; b: number; hexes: readonly string[] }[];
}

export interface SteamMapProps {
  /** The sheet to draw (only its tracks are drawn); or give `state` and `seat`. */
  sheet?: Pick<Sheet, 'tracks'>;
  state?: SteamState;
  /** The seat whose sheet is drawn from `state`; the current player by default. */
  seat?: number;
  /** Blocked borders ("1-3", …); by default those of `state`'s chart, or none. */
  walls?: Iterable<string>;
  /** Hexes to highlight as open for drawing. */
  legal?: Iterable<string>;
  /** A hex to ring (e.g. the one being drawn in). */
  selected?: string | null;
  /** A delivery route drawn over the tracks, its stops numbered 1, 2, 3… */
  route?: MapRoute | null;
  /** Makes every hex a button. */
  onHex?: (key: string) => void;
  /** A track to draw faintly in the `selected` hex: the one about to be drawn. */
  preview?: DrawnTrack | null;
  /** On the selected hex: R, the wheel or a click turn to the next allowed track (+1) or back (−1). */
  onTurn?: (step: 1 | -1) => void;
  /** On the selected hex: Enter draws the previewed track. */
  onConfirm?: () => void;
  /** On the selected hex: Escape lets it go. */
  onCancel?: () => void;
  /** Strings with prefix `sr.` (see en.json). */
  t: Strings;
  lang: string;
  /** Accessible name; by default a summary ("Map sheet: 3 tracks drawn, …"). */
  label?: string;
  /** Column and row numbers round the map (default on). */
  coords?: boolean;
  /** A key to the colours and symbols under the map. */
  legend?: boolean;
  /** A small plate (charts): no coordinates, thinner lines. */
  compact?: boolean;
  /**
   * Draw the map's unchanging layer (hexes, region borders, towns, city numbers, coordinates) as references to the
   * page's one copy of it (<SteamMapDefs />, placed once per page by MapDefs.astro) instead of drawing it again.
   * True: the page holds it (rule pages, when drawn at build time); by default, whether this page holds it (in the
   * browser), else drawn in full (the play table, the checker, tests).
   */
  shared?: boolean;
  class?: string;
}

interface Drawn {
  key: string;
  hex: MapHex;
  track: DrawnTrack;
}

const regionOf = (id: number) => REGIONS.find((g) => g.id === id);

function regionName(t: Strings, id: number): string {
  const g = regionOf(id);
  return fmt(t, 'sr.map.region', { n: id, colour: g ? colourName(t, g.colour) : '' });
}

/**
 * The walls as hex sides, each once (from the hex in the lower-numbered
 * region), asking the rules' own `isWall`, so a chart format of single hex
 * sides would be drawn just as the rules read it.
 */
function wallSides(walls: Walls): { hex: string; side: Side; a: number; b: number }[] {
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
function edgesAndBorders(at: (key: string) => Point, short = false): { edge: string; borders: string } {
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
function hexClass(h: MapHex, legal: ReadonlySet<string>, selected: string | null | undefined): string {
  const colour: Colour | 'none' = regionOf(h.region)?.colour ?? 'none';
  return ['sr-hex', `sr-c-${colour}`, h.kind === 'city' ? 'sr-city' : '', legal.has(h.key) ? 'sr-legal' : '', selected === h.key ? 'sr-selected' : '']
    .filter(Boolean)
    .join(' ');
}

/** A hex as a path from its east corner round, each corner relative to the one before (the corners of `hexPoints`). */
function hexPath(c: Point): string {
  const pts = hexPoints(c).split(' ').map((p) => p.split(',').map(Number) as [number, number]);
  let d = `M${num(pts[0]![0])},${num(pts[0]![1])}`;
  for (let i = 1; i < pts.length; i++) d += `l${num(pts[i]![0] - pts[i - 1]![0])},${num(pts[i]![1] - pts[i - 1]![1])}`;
  return `${d}z`;
}

/** A wall on `side` of `hex`: a thick line with a row of joints along it. */
function wallLines(at: (key: string) => Point, hex: string, side: Side, marked: boolean, id?: string): JSX.Element {
  const [p, q] = sideCorners(at(hex), side);
  const [x1, y1, x2, y2] = [p[0], p[1], q[0], q[1]];
  return (
    <g key={`x${hex}-${side}`} id={id} class="sr-wall" data-hex={marked ? hex : undefined} data-side={marked ? side : undefined}>
      <line class="sr-wall-body" x1={x1} y1={y1} x2={x2} y2={y2} />
      <line class="sr-wall-joints" x1={x1} y1={y1} x2={x2} y2={y2} />
    </g>
  );
}

function townDots(at: (key: string) => Point, marked: boolean): JSX.Element[] {
  return REGIONS.map((g) => {
    const c = at(g.town);
    return <circle key={`w${g.town}`} class="sr-town" cx={c[0]} cy={c[1]} r={HEX_R * 0.3} data-hex={marked ? g.town : undefined} />;
  });
}

function cityNumbers(at: (key: string) => Point, marked: boolean): JSX.Element[] {
  return REGIONS.map((g) => {
    const c = at(g.city);
    return (
      <text key={`c${g.city}`} class={`sr-city-label sr-c-${g.colour}`} x={c[0]} y={c[1]} dy="0.36em" text-anchor="middle" data-hex={marked ? g.city : undefined}>
        {g.id}
      </text>
    );
  });
}

/** Column and row numbers round a map drawn with `layout` (made with labels). */
function coordLabels(layout: ReturnType<typeof layoutOf>, at: (key: string) => Point): JSX.Element[] {
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
      <text key={`r${r}`} class="sr-coord" x={left} y={at(h.key)[1]} dy="0.36em" text-anchor="middle">
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
export function SteamMapDefs({ part = 'map' }: { part?: 'map' | 'walls' }) {
  const layout = layoutOf(HEXES, { labels: true, margin: 5 });
  const at = (key: string): Point => layout.centre.get(key) ?? [0, 0];
  if (part === 'walls') {
    return (
      <svg class="sr-map-defs" width="0" height="0" aria-hidden="true" focusable="false" data-defs={MAP_DEFS.wallsKey}>
        <defs>{borderSides().map(({ hex, side }) => wallLines(at, hex, side, false, wallId(hex, side)))}</defs>
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

export default function SteamMap(props: SteamMapProps) {
  const { t, lang } = props;
  const compact = !!props.compact;
  const coords = props.coords ?? !compact;
  const interactive = !!props.onHex;
  const sheet = props.sheet ?? (props.state ? props.state.players[props.seat ?? props.state.current] : undefined);
  const tracks = sheet?.tracks ?? {};
  const walls: Walls = props.walls
    ? new Set(props.walls)
    : props.state
      ? wallsFor(props.state.options.difficulty, props.state.options.chart)
      : NO_WALLS;
  const legal = useMemo(() => new Set(props.legal ?? []), [props.legal]);
  const layout = useMemo(() => layoutOf(HEXES, { labels: coords, margin: 5 }), [coords]);
  const at = (key: string): Point => layout.centre.get(key) ?? [0, 0];

  const drawn: Drawn[] = [];
  for (const h of HEXES) {
    const track = tracks[h.key];
    if (track) drawn.push({ key: h.key, hex: h, track });
  }
  const conns = connections(tracks, walls);
  const blocked = wallSides(walls);
  const route = props.route && props.route.connections.length ? props.route : null;
  const stops = route ? routeStops(route) : [];
  const stopAt = new Map(stops.map((s) => [s.key, s.n]));
  const onRoute = new Set(route ? routeHexes(route) : []);

  // ---- names
  const hexName = (h: MapHex): string => {
    const parts: string[] = [];
    const tr = tracks[h.key];
    if (h.kind === 'city') parts.push(fmt(t, 'sr.map.city', { n: cityAt(h.key) ?? h.region }));
    else if (h.kind === 'town') parts.push(t['sr.map.town'] ?? 'town');
    if (h.kind !== 'city') parts.push(tr ? trackPhrase(t, tr) : (t['sr.map.empty'] ?? 'empty'));
    const wallSidesHere = SIDES.filter((s) => isWall(walls, h.key, s));
    if (wallSidesHere.length) parts.push(plural(t, lang, 'sr.map.walls', wallSidesHere.length, { sides: listOf(t, wallSidesHere.map((s) => sideName(t, s))) }));
    if (legal.has(h.key)) parts.push(t['sr.map.legal'] ?? 'open');
    if (props.selected === h.key) parts.push(t['sr.map.selected'] ?? 'selected');
    const n = stopAt.get(h.key);
    if (n !== undefined) parts.push(fmt(t, 'sr.map.stop', { n }));
    else if (onRoute.has(h.key)) parts.push(t['sr.map.onRoute'] ?? 'on the route');
    return fmt(t, 'sr.map.hex', { hex: h.key, region: regionName(t, h.region), content: parts.join(', ') });
  };

  const summary = fmt(t, 'sr.map.summary', {
    hexes: HEXES.length,
    regions: REGIONS.length,
    tracks: plural(t, lang, 'sr.map.count.tracks', drawn.length),
    connections: plural(t, lang, 'sr.map.count.connections', conns.filter((c) => !c.blocked).length),
    walls: walls.size ? ` ${plural(t, lang, 'sr.map.count.walls', walls.size)}` : '',
  });
  const name = props.label ?? summary;

  // ---- keyboard
  /** Whether `key` is the hex a track is being drawn in. */
  const drawing = (key: string): boolean => !!props.preview && props.selected === key;
  const [focus, setFocus] = useState<string | null>(null);
  const refs = useRef<Record<string, SVGGElement | null>>({});
  const wantFocus = useRef<string | null>(null);
  useEffect(() => {
    if (wantFocus.current) {
      refs.current[wantFocus.current]?.focus();
      wantFocus.current = null;
    }
  });
  const initialFocus = (props.selected && hexAt(props.selected) ? props.selected : null) ?? [...legal].find((k) => hexAt(k)) ?? HEXES[0]?.key ?? null;
  const tabStop = focus && hexAt(focus) ? focus : initialFocus;
  const go = (key: string | null | undefined) => {
    if (!key) return;
    wantFocus.current = key;
    setFocus(key);
  };
  /** The next hex from `key` by (dq, dr), skipping gaps in the grid. */
  const step = (key: string, dq: number, dr: number): string | null => {
    const h = parseHexKey(key);
    if (!h) return null;
    const qs = layout.columns;
    const rs = layout.rows;
    let q = h.q + dq;
    let r = h.r + dr;
    while (q >= qs[0]! && q <= qs[qs.length - 1]! && r >= rs[0]! && r <= rs[rs.length - 1]!) {
      const k = hexKey({ q, r });
      if (hexAt(k)) return k;
      q += dq;
      r += dr;
    }
    return null;
  };
  const rowEnd = (key: string, last: boolean): string | null => {
    const h = parseHexKey(key);
    const row = HEXES.filter((x) => x.r === h?.r);
    return (last ? row[row.length - 1] : row[0])?.key ?? null;
  };
  const onKey = (key: string) => (e: KeyboardEvent) => {
    const dirs: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const d = dirs[e.key];
    if (d) {
      e.preventDefault();
      e.stopPropagation();
      go(step(key, d[0], d[1]));
    } else if (e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      e.stopPropagation();
      go(e.ctrlKey ? (e.key === 'Home' ? HEXES[0]?.key : HEXES[HEXES.length - 1]?.key) : rowEnd(key, e.key === 'End'));
    } else if (drawing(key) && (e.key === 'r' || e.key === 'R')) {
      e.preventDefault();
      e.stopPropagation();
      props.onTurn?.(e.shiftKey ? -1 : 1);
    } else if (drawing(key) && e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      props.onCancel?.();
    } else if (drawing(key) && e.key === 'Enter' && props.onConfirm) {
      e.preventDefault();
      e.stopPropagation();
      props.onConfirm();
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      e.stopPropagation();
      if (drawing(key) && props.onTurn) props.onTurn(1);
      else props.onHex?.(key);
    }
  };
  /** A click or tap: on the hex being drawn in, the next track; elsewhere, that hex. */
  const onClick = (key: string) => () => {
    if (drawing(key) && props.onTurn) props.onTurn(1);
    else props.onHex?.(key);
  };
  const onWheel = (key: string) => (e: WheelEvent) => {
    if (!drawing(key) || !props.onTurn || e.deltaY === 0) return;
    e.preventDefault();
    props.onTurn(e.deltaY > 0 ? 1 : -1);
  };

  // ---- drawing
  /** Drawn with references to the page's one copy of the unchanging layer (SteamMapDefs), or in full. */
  const shared = props.shared ?? pageHasMapDefs();
  // In full: every hex. Shared: only the highlighted hexes, over the page's copy, each with the later hexes it
  // borders drawn again after it (as the full drawing paints them, over the edge of its ring).
  const again = new Set<string>();
  if (shared) {
    const order = new Map(HEXES.map((h, i) => [h.key, i]));
    for (const k of [...legal, ...(props.selected ? [props.selected] : [])]) {
      if (!hexAt(k)) continue;
      again.add(k);
      for (const s of SIDES) {
        const n = mapNeighbour(k, s);
        if (n && (order.get(n.key) ?? -1) > (order.get(k) ?? -1)) again.add(n.key);
      }
    }
  }
  const fills: JSX.Element[] = [];
  const buttons: JSX.Element[] = [];
  for (const h of HEXES) {
    const c = at(h.key);
    if (!shared || again.has(h.key))
      fills.push(<polygon key={`f${h.key}`} class={hexClass(h, legal, props.selected)} points={hexPoints(c)} data-hex={h.key} data-region={h.region} data-kind={h.kind} />);
    if (interactive) {
      buttons.push(
        <g
          key={`b${h.key}`}
          ref={(el) => {
            refs.current[h.key] = el;
          }}
          class="sr-btn"
          role="button"
          tabindex={tabStop === h.key ? 0 : -1}
          aria-label={hexName(h)}
          data-hex={h.key}
          onClick={onClick(h.key)}
          onWheel={onWheel(h.key)}
          onKeyDown={onKey(h.key)}
          onFocus={() => setFocus(h.key)}
        >
          <polygon points={hexPoints(c, HEX_R - 2)} />
        </g>,
      );
    }
  }

  // Region borders (thicker) and the outer edge, each side once.
  const { edge, borders } = shared ? { edge: '', borders: '' } : edgesAndBorders(at);

  const legalMarks = [...legal].flatMap((k) => {
    const h = hexAt(k);
    if (!h || h.kind === 'city' || tracks[k]) return [];
    const c = at(k);
    return [<circle key={`l${k}`} class="sr-legal-dot" cx={c[0]} cy={c[1]} r={HEX_R * 0.16} />];
  });

  const trackEls = drawn.map((d) => {
    const c = at(d.key);
    const path = trackPath(c, d.track, { town: d.hex.kind === 'town' });
    return (
      <g key={`t${d.key}`} class="sr-track" data-hex={d.key} data-track={d.track.type} data-rotation={d.track.rotation}>
        <path class="sr-track-bed" d={path} />
        <path class="sr-track-line" d={path} />
      </g>
    );
  });

  const sel = props.selected ? hexAt(props.selected) : undefined;
  const previewEl =
    props.preview && sel ? (
      <g class="sr-track sr-track-preview" data-hex={sel.key} data-preview={props.preview.type} data-rotation={props.preview.rotation}>
        <path class="sr-track-bed" d={trackPath(at(sel.key), props.preview, { town: sel.kind === 'town' })} />
        <path class="sr-track-line" d={trackPath(at(sel.key), props.preview, { town: sel.kind === 'town' })} />
      </g>
    ) : null;

  const towns = shared ? [] : townDots(at, true);
  const cityLabels = shared ? [] : cityNumbers(at, true);

  const wallEls = blocked.map(({ hex, side }) =>
    shared ? <use key={`x${hex}-${side}`} href={`#${wallId(hex, side)}`} /> : wallLines(at, hex, side, true),
  );

  // The route: from the source city's centre along every track to the destination's centre.
  let routePath = '';
  if (route) {
    const keys = routeHexes(route);
    const cs = keys.map(at);
    const pts = keys.map((k) => parseHexKey(k)!);
    if (keys.length >= 2) {
      const firstSide = sideTowards(pts[0]!, pts[1]!);
      // From the edge of the source city (its number stays readable) …
      const m = firstSide === null ? cs[0]! : sideMidpoint(cs[0]!, firstSide);
      routePath = `M${m[0].toFixed(2)},${m[1].toFixed(2)}`;
      for (let i = 1; i < keys.length - 1; i++) {
        const from = sideTowards(pts[i]!, pts[i - 1]!);
        const to = sideTowards(pts[i]!, pts[i + 1]!);
        if (from === null || to === null) break;
        // … along each track (through the town in a town hex), across a city on the way as a track would …
        routePath += ` ${trackSegment(cs[i]!, from, to, { town: hexAt(keys[i]!)?.kind === 'town', continued: true })}`;
      }
      // … to the edge of the destination city.
    }
  }
  const badges = stops.map((s) => {
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

  const labels = coords && !shared ? coordLabels(layout, at) : [];

  // ---- the text version
  const trackItems = drawn.map((d) =>
    fmt(t, d.hex.kind === 'town' ? 'sr.map.item.trackTown' : 'sr.map.item.track', { hex: d.key, track: trackPhrase(t, d.track), region: regionName(t, d.hex.region) }),
  );
  const connItems = conns.map((c) => {
    const line = fmt(t, 'sr.map.item.connection', { a: c.a, b: c.b, towns: plural(t, lang, 'sr.map.towns', c.towns), hexes: c.hexes.join(' ') });
    return c.blocked ? `${line} ${t['sr.map.item.blocked'] ?? ''}` : line;
  });
  const wallItems = [...new Set(blocked.map((w) => `${w.a}-${w.b}`))].map((id) => {
    const [a, b] = id.split('-');
    return fmt(t, 'sr.map.item.wall', { a: a ?? '', b: b ?? '' });
  });
  const routeLine = route
    ? fmt(t, 'sr.map.item.route', {
        from: route.cities[0] ?? '',
        to: route.cities[route.cities.length - 1] ?? '',
        distance: stops.length,
        stops: stops.map((s) => fmt(t, s.kind === 'town' ? 'sr.map.item.stopTown' : 'sr.map.item.stopCity', { n: s.n, hex: s.key, city: cityAt(s.key) ?? '' })).join('; '),
      })
    : '';

  const colours = [...new Set(REGIONS.map((g) => g.colour))];

  return (
    <div class={`sr-map not-content${compact ? ' sr-compact' : ''}${props.class ? ` ${props.class}` : ''}`} lang={lang}>
      <svg viewBox={`${layout.minX} ${layout.minY} ${layout.width} ${layout.height}`} role={interactive ? 'group' : 'img'} aria-label={name} data-hexes={HEXES.length}>
        <g aria-hidden="true">
          {shared && <use href={`#${MAP_DEFS.ground}`} />}
          {(fills.length > 0 || !shared) && <g class="sr-fills">{fills}</g>}
          {shared ? <use href={`#${MAP_DEFS.lines}`} /> : [<path key="edge" class="sr-grid-edge" d={edge} />, <path key="borders" class="sr-region-border" d={borders} />]}
          {legalMarks}
          {routePath && <path class="sr-route-halo" d={routePath} />}
          <g class="sr-tracks">{trackEls}</g>
          {previewEl}
          {shared ? <use href={`#${MAP_DEFS.towns}`} /> : towns}
          {wallEls}
          {routePath && <path class="sr-route" d={routePath} />}
          {shared ? <use href={`#${MAP_DEFS.cities}`} /> : cityLabels}
          {badges}
          {shared ? coords && <use href={`#${MAP_DEFS.coords}`} /> : labels}
        </g>
        {buttons}
      </svg>
      {props.legend && (
        <ul class="sr-legend">
          {REGIONS.map((g) => (
            <li key={g.id}>
              <svg viewBox="-12 -11 24 22" aria-hidden="true" class="sr-legend-icon">
                <polygon class={`sr-hex sr-c-${g.colour}`} points={hexPoints([0, 0], 10)} />
              </svg>
              {regionName(t, g.id)}
            </li>
          ))}
          <li>
            <svg viewBox="-12 -11 24 22" aria-hidden="true" class="sr-legend-icon">
              <polygon class={`sr-hex sr-city sr-c-${colours[0] ?? 'grey'}`} points={hexPoints([0, 0], 10)} />
            </svg>
            {t['sr.map.legend.city']}
          </li>
          <li>
            <svg viewBox="-12 -11 24 22" aria-hidden="true" class="sr-legend-icon">
              <circle class="sr-town" cx={0} cy={0} r={6} />
            </svg>
            {t['sr.map.legend.town']}
          </li>
          {blocked.length > 0 && (
            <li>
              <svg viewBox="-12 -11 24 22" aria-hidden="true" class="sr-legend-icon">
                <g class="sr-wall">
                  <line class="sr-wall-body" x1={-10} y1={0} x2={10} y2={0} />
                  <line class="sr-wall-joints" x1={-10} y1={0} x2={10} y2={0} />
                </g>
              </svg>
              {t['sr.map.legend.wall']}
            </li>
          )}
          {route && (
            <li>
              <svg viewBox="-12 -11 24 22" aria-hidden="true" class="sr-legend-icon">
                <path class="sr-route" d="M-10,0 L10,0" />
              </svg>
              {t['sr.map.legend.route']}
            </li>
          )}
        </ul>
      )}
      {!interactive && (
        <div class="sr-only">
          {trackItems.length > 0 && (
            <>
              <p>{t['sr.map.list.tracks']}</p>
              <ul>
                {trackItems.map((x) => (
                  <li key={x}>{x}</li>
                ))}
              </ul>
            </>
          )}
          {connItems.length > 0 && (
            <>
              <p>{t['sr.map.list.connections']}</p>
              <ul>
                {connItems.map((x) => (
                  <li key={x}>{x}</li>
                ))}
              </ul>
            </>
          )}
          {wallItems.length > 0 && (
            <>
              <p>{t['sr.map.list.walls']}</p>
              <ul>
                {wallItems.map((x) => (
                  <li key={x}>{x}</li>
                ))}
              </ul>
            </>
          )}
          {routeLine && <p>{routeLine}</p>}
        </div>
      )}
      {interactive && routeLine && <p class="sr-only">{routeLine}</p>}
    </div>
  );
}
