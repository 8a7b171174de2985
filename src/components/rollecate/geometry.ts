/** Drawing helpers for the railway: grid squares to SVG coordinates (y grows downwards on screen). */
import { turnDir } from '../../machines/rollecate/rules/geometry';
import type { Dir, Placed } from '../../machines/rollecate/rules/types';

export const TILE = 64;
const VEC: Record<Dir, [number, number]> = { 0: [1, 0], 1: [0, -1], 2: [-1, 0], 3: [0, 1] };

export function centre(x: number, y: number): [number, number] {
  return [x * TILE, -y * TILE];
}

/** The SVG path of the track on a card: from the side the train enters to the side it leaves. */
export function trackPath(p: Pick<Placed, 'x' | 'y' | 'dir' | 'turn'>): string {
  const [cx, cy] = centre(p.x, p.y);
  const h = TILE / 2;
  const [ix, iy] = VEC[p.dir];
  const [ox, oy] = VEC[turnDir(p.dir, p.turn)];
  const start = [cx - ix * h, cy - iy * h];
  const end = [cx + ox * h, cy + oy * h];
  if (p.turn === 'straight') return `M${start[0]},${start[1]} L${end[0]},${end[1]}`;
  return `M${start[0]},${start[1]} Q${cx},${cy} ${end[0]},${end[1]}`;
}

/** Rotation (degrees, SVG) that points a drawing facing east along a direction of travel. */
export function angleOf(dir: Dir): number {
  return [0, -90, 180, 90][dir] as number;
}

export function exitDir(p: Pick<Placed, 'dir' | 'turn'>): Dir {
  return turnDir(p.dir, p.turn);
}

export function bounds(squares: { x: number; y: number }[]): { minX: number; minY: number; width: number; height: number } {
  const xs = squares.map((s) => s.x);
  const ys = squares.map((s) => -s.y);
  const pad = TILE * 0.75;
  const minX = Math.min(...xs) * TILE - pad;
  const minY = Math.min(...ys) * TILE - pad;
  const width = (Math.max(...xs) - Math.min(...xs)) * TILE + 2 * pad;
  const height = (Math.max(...ys) - Math.min(...ys)) * TILE + 2 * pad;
  return { minX, minY, width, height };
}
