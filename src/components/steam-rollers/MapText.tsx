/**
 * The words and key beside a Steam Rollers map sheet: the key to its colours and symbols (`legend`), and the text
 * version a static map carries for screen readers (its tracks, connections, walls and route, one list each).
 */
import type { ComponentChildren } from 'preact';
import { REGIONS } from '../../machines/steam-rollers/rules/map';
import type { Strings } from '../../play/kit/fmt';
import { hexPoints } from './geometry';
import { regionName } from './mapLayers';

/** One line of the key: its picture in a small square, then its words. */
function Key({ children, text }: { children: ComponentChildren; text: string | undefined }) {
  return (
    <li>
      <svg viewBox="-12 -11 24 22" aria-hidden="true" class="sr-legend-icon">
        {children}
      </svg>
      {text}
    </li>
  );
}

/** The key under a map: each region's colour, a city, a town, and a wall and a route when the map shows them. */
export function MapLegend({ t, walls, route }: { t: Strings; walls: boolean; route: boolean }) {
  const colours = [...new Set(REGIONS.map((g) => g.colour))];
  return (
    <ul class="sr-legend">
      {REGIONS.map((g) => (
        <Key key={g.id} text={regionName(t, g.id)}>
          <polygon class={`sr-hex sr-c-${g.colour}`} points={hexPoints([0, 0], 10)} />
        </Key>
      ))}
      <Key text={t['sr.map.legend.city']}>
        <polygon class={`sr-hex sr-city sr-c-${colours[0] ?? 'grey'}`} points={hexPoints([0, 0], 10)} />
      </Key>
      <Key text={t['sr.map.legend.town']}>
        <circle class="sr-town" cx={0} cy={0} r={6} />
      </Key>
      {walls && (
        <Key text={t['sr.map.legend.wall']}>
          <g class="sr-wall">
            <line class="sr-wall-body" x1={-10} y1={0} x2={10} y2={0} />
            <line class="sr-wall-joints" x1={-10} y1={0} x2={10} y2={0} />
          </g>
        </Key>
      )}
      {route && (
        <Key text={t['sr.map.legend.route']}>
          <path class="sr-route" d="M-10,0 L10,0" />
        </Key>
      )}
    </ul>
  );
}

/** One list of the text version, with its heading; nothing when the list is empty. */
function Items({ title, items }: { title: string | undefined; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <p>{title}</p>
      <ul>
        {items.map((x) => (
          <li key={x}>{x}</li>
        ))}
      </ul>
    </>
  );
}

/** A static map's text version: what is drawn, as lists (the drawing itself is one image with a summary for a name). */
export function MapTextVersion({ t, tracks, connections, walls, route }: { t: Strings; tracks: string[]; connections: string[]; walls: string[]; route: string }) {
  return (
    <div class="sr-only">
      <Items title={t['sr.map.list.tracks']} items={tracks} />
      <Items title={t['sr.map.list.connections']} items={connections} />
      <Items title={t['sr.map.list.walls']} items={walls} />
      {route && <p>{route}</p>}
    </div>
  );
}
