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
 *
 * The parts: mapLayers.tsx (the unchanging layer, walls, a route), useHexKeys.ts (keys, clicks, wheel), MapText.tsx
 * (the key and the text version).
 */
import type { JSX } from 'preact';
import { useMemo } from 'preact/hooks';
import { NO_WALLS, isWall, wallsFor, type Walls } from '../../machines/steam-rollers/rules/charts';
import { SIDES } from '../../machines/steam-rollers/rules/hex';
import { HEXES, REGIONS, cityAt, hexAt, mapNeighbour, type MapHex } from '../../machines/steam-rollers/rules/map';
import { connections } from '../../machines/steam-rollers/rules/network';
import type { DrawnTrack } from '../../machines/steam-rollers/rules/tracks';
import type { Sheet, SteamState } from '../../machines/steam-rollers/rules/types';
import { fmt, type Strings } from '../../play/kit/fmt';
import { HEX_R, hexPoints, layoutOf, trackPath, type Point } from './geometry';
import { MapLegend, MapTextVersion } from './MapText';
import {
  MAP_DEFS,
  cityNumbers,
  coordLabels,
  edgesAndBorders,
  hexClass,
  pageHasMapDefs,
  regionName,
  routePath as routeDrawing,
  stopBadges,
  townDots,
  wallId,
  wallLines,
} from './mapLayers';
import type { MapRoute } from '../../play/steam-rollers/storySteps';
import { useHexKeys } from './useHexKeys';
import { routeHexes, routeStops, wallSides } from '../../play/steam-rollers/mapRoutes';
import { listOf, plural, sideName, trackPhrase } from './words';
import './steam.css';

// What the other parts of the site take from the map (its unchanging layer, its route type) is where it was.
export { MAP_DEFS, SteamMapDefs, pageHasMapDefs, wallId } from './mapLayers';

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

  // ---- keyboard (useHexKeys.ts)
  const { tabStop, refs, setFocus, onKey, onClick, onWheel } = useHexKeys(props, layout, legal);

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
  // The route: from the source city's centre along every track to the destination's centre.
  const routePath = route ? routeDrawing(route, at) : '';
  const badges = stopBadges(stops, at);

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
      {props.legend && <MapLegend t={t} walls={blocked.length > 0} route={!!route} />}
      {!interactive && <MapTextVersion t={t} tracks={trackItems} connections={connItems} walls={wallItems} route={routeLine} />}
      {interactive && routeLine && <p class="sr-only">{routeLine}</p>}
    </div>
  );
}

