/**
 * The words and key beside a Steam Rollers map sheet: the key to its colours and symbols (`legend`), and the text
 * version a static map carries for screen readers (its tracks, connections, walls and route, one list each).
 */
import { REGIONS } from '../../machines/steam-rollers/rules/map';
import type { Strings } from '../kit/fmt';
import { hexPoints } from './geometry';
import { regionName } from './mapLayers';

/** The key under a map: each region's colour, a city, a town, and a wall and a route when the map shows them. */
export function MapLegend({ t, walls, route }: { t: Strings; walls: boolean; route: boolean }) {
  const colours = [...new Set(REGIONS.map((g) => g.colour))];
  return (
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
      {walls && (
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
  );
}

/** A static map's text version: what is drawn, as lists (the drawing itself is one image with a summary for a name). */
export function MapTextVersion({ t, tracks, connections, walls, route }: { t: Strings; tracks: string[]; connections: string[]; walls: string[]; route: string }) {
  return (
    <div class="sr-only">
      {tracks.length > 0 && (
        <>
          <p>{t['sr.map.list.tracks']}</p>
          <ul>
            {tracks.map((x) => (
              <li key={x}>{x}</li>
            ))}
          </ul>
        </>
      )}
      {connections.length > 0 && (
        <>
          <p>{t['sr.map.list.connections']}</p>
          <ul>
            {connections.map((x) => (
              <li key={x}>{x}</li>
            ))}
          </ul>
        </>
      )}
      {walls.length > 0 && (
        <>
          <p>{t['sr.map.list.walls']}</p>
          <ul>
            {walls.map((x) => (
              <li key={x}>{x}</li>
            ))}
          </ul>
        </>
      )}
      {route && <p>{route}</p>}
    </div>
  );
}
