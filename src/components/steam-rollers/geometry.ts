/**
 * Drawing geometry for the Steam Rollers sheet: where each hex of the map
 * data sits in the SVG, where its sides are, and the path of each kind of
 * track. Nothing here knows the particular map: the size of the drawing is
 * taken from the hexes given (see `layoutOf`), so a replaced map.ts is drawn
 * without change.
 *
 * Flat-topped hexes in odd-q offset (rules/hex.ts): side 0 is the top edge,
 * the others follow clockwise. A side's midpoint lies at the angle
 * −90° + 60° × side from the centre (screen coordinates, y down).
 */
import type { Side } from '../../machines/steam-rollers/rules/hex';
import type { MapHex } from '../../machines/steam-rollers/rules/map';
import { trackSides, type DrawnTrack } from '../../machines/steam-rollers/rules/tracks';

/** Centre to corner. */
export const HEX_R = 24;
/** Centre to the middle of a side. */
export const HEX_A = (HEX_R * Math.sqrt(3)) / 2;

export type Point = readonly [number, number];

const round = (n: number): number => Math.round(n * 100) / 100;
const fmtPt = (p: Point): string => `${round(p[0])},${round(p[1])}`;

/** Angle (radians) from a hex centre towards the middle of `side`. */
const sideAngle = (side: number): number => ((-90 + 60 * side) * Math.PI) / 180;

export function sideMidpoint(c: Point, side: number, r = HEX_R): Point {
  const a = (r * Math.sqrt(3)) / 2;
  const t = sideAngle(side);
  return [c[0] + a * Math.cos(t), c[1] + a * Math.sin(t)];
}

/** The two corners of `side`, in clockwise order. */
export function sideCorners(c: Point, side: number, r = HEX_R): [Point, Point] {
  const t = sideAngle(side);
  const d = Math.PI / 6;
  return [
    [c[0] + r * Math.cos(t - d), c[1] + r * Math.sin(t - d)],
    [c[0] + r * Math.cos(t + d), c[1] + r * Math.sin(t + d)],
  ];
}

/** The six corners as an SVG `points` list, starting at the east corner. */
export function hexPoints(c: Point, r = HEX_R): string {
  const out: string[] = [];
  for (let k = 0; k < 6; k++) {
    const t = (k * Math.PI) / 3;
    out.push(fmtPt([c[0] + r * Math.cos(t), c[1] + r * Math.sin(t)]));
  }
  return out.join(' ');
}

/**
 * The path of a track from side `from` to side `to` of the hex centred at
 * `c`, as SVG commands that start with "M" at the middle of `from` (or, with
 * `continued`, without the "M", to extend a path already at that point).
 * - opposite sides: a straight line;
 * - sides two apart (wide curve): an arc round the centre of the hex beyond
 *   the side between them, radius 1.5 × r;
 * - neighbouring sides (sharp curve): an arc round their shared corner,
 *   radius r / 2.
 * With `town`, the track runs through the centre, where the town is drawn
 * (a track in a town hex always passes through the town, rule B5).
 */
export function trackSegment(c: Point, from: Side, to: Side, o: { r?: number; town?: boolean; continued?: boolean } = {}): string {
  const r = o.r ?? HEX_R;
  const p1 = sideMidpoint(c, from, r);
  const p2 = sideMidpoint(c, to, r);
  const start = o.continued ? '' : `M${fmtPt(p1)} `;
  if (o.town) return `${start}L${fmtPt(c)} L${fmtPt(p2)}`;
  const d = (to - from + 6) % 6;
  if (d === 3) return `${start}L${fmtPt(p2)}`;
  let centre: Point;
  let radius: number;
  if (d === 1 || d === 5) {
    // The corner shared by the two sides.
    const [a0, a1] = sideCorners(c, from, r);
    centre = d === 1 ? a1 : a0;
    radius = r / 2;
  } else {
    // The centre of the hex across the side between them.
    const between = d === 2 ? (from + 1) % 6 : (from + 5) % 6;
    const t = sideAngle(between);
    const dist = r * Math.sqrt(3);
    centre = [c[0] + dist * Math.cos(t), c[1] + dist * Math.sin(t)];
    radius = 1.5 * r;
  }
  // Which way round the circle: clockwise on screen when the turn from p1 to p2 about the centre is positive.
  const cross = (p1[0] - centre[0]) * (p2[1] - centre[1]) - (p1[1] - centre[1]) * (p2[0] - centre[0]);
  return `${start}A${round(radius)},${round(radius)} 0 0 ${cross > 0 ? 1 : 0} ${fmtPt(p2)}`;
}

/** The path of a drawn track in its hex. */
export function trackPath(c: Point, t: DrawnTrack, o: { r?: number; town?: boolean } = {}): string {
  const [a, b] = trackSides(t);
  return trackSegment(c, a, b, o);
}

export interface Layout {
  /** The SVG centre of each hex, by key. */
  centre: ReadonlyMap<string, Point>;
  /** viewBox numbers. */
  minX: number;
  minY: number;
  width: number;
  height: number;
  /** The columns and rows present, ascending (for the coordinate labels). */
  columns: number[];
  rows: number[];
}

/**
 * Where each hex goes. `margin` leaves room round the map (for the
 * coordinate labels and the walls' thickness).
 */
export function layoutOf(hexes: readonly MapHex[], o: { r?: number; margin?: number; labels?: boolean } = {}): Layout {
  const r = o.r ?? HEX_R;
  const a = (r * Math.sqrt(3)) / 2;
  const m = o.margin ?? 4;
  const centre = new Map<string, Point>();
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const h of hexes) {
    const x = 1.5 * r * h.q;
    const y = 2 * a * h.r + (Math.abs(h.q) % 2 === 1 ? a : 0);
    centre.set(h.key, [x, y]);
    minX = Math.min(minX, x - r);
    maxX = Math.max(maxX, x + r);
    minY = Math.min(minY, y - a);
    maxY = Math.max(maxY, y + a);
  }
  if (!hexes.length) minX = minY = maxX = maxY = 0;
  const label = o.labels ? 20 : 0;
  return {
    centre,
    minX: round(minX - m - label),
    minY: round(minY - m - label),
    width: round(maxX - minX + 2 * m + label),
    height: round(maxY - minY + 2 * m + label),
    columns: [...new Set(hexes.map((h) => h.q))].sort((x, y) => x - y),
    rows: [...new Set(hexes.map((h) => h.r))].sort((x, y) => x - y),
  };
}
