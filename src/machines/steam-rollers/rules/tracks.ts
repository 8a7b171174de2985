/**
 * The three kinds of track a player may draw in a hex, and which two of them
 * the black die allows (rules analysis C.6; the Dutch rules count three kinds).
 * A track joins two sides of its hex:
 * - a straight joins opposite sides (side i and i + 3),
 * - a wide curve joins sides one apart (i and i + 2),
 * - a sharp curve joins neighbouring sides (i and i + 1).
 * `rotation` is the first side i (0–5, clockwise from the top, see hex.ts).
 * A straight looks the same turned half way round, so its rotations 3–5 are
 * stored as 0–2.
 */
import { type Side } from './hex';

export type TrackType = 'straight' | 'wide' | 'sharp';
export const TRACK_TYPES: readonly TrackType[] = ['sharp', 'wide', 'straight'];

const SPAN: Record<TrackType, number> = { straight: 3, wide: 2, sharp: 1 };

export interface DrawnTrack {
  type: TrackType;
  rotation: number;
}

/** The distinct rotations of each type (a straight has three). */
export const ROTATIONS: Record<TrackType, readonly number[]> = {
  straight: [0, 1, 2],
  wide: [0, 1, 2, 3, 4, 5],
  sharp: [0, 1, 2, 3, 4, 5],
};

export const isTrackType = (x: unknown): x is TrackType => x === 'straight' || x === 'wide' || x === 'sharp';
export const isRotation = (x: unknown): x is number => Number.isInteger(x) && (x as number) >= 0 && (x as number) <= 5;

/** The stored form of a track: a straight turned by 3–5 is the same as by 0–2. */
export function canonicalTrack(type: TrackType, rotation: number): DrawnTrack {
  return { type, rotation: type === 'straight' ? rotation % 3 : rotation };
}

/** The two sides a track joins. */
export function trackSides(t: DrawnTrack): [Side, Side] {
  return [t.rotation as Side, ((t.rotation + SPAN[t.type]) % 6) as Side];
}

/** The track that joins sides `a` and `b` of a hex (they must differ). */
export function trackJoining(a: Side, b: Side): DrawnTrack {
  const d = (b - a + 6) % 6;
  if (d === 0) throw new Error(`a track joins two different sides, not side ${a} to itself`);
  if (d === 3) return canonicalTrack('straight', a);
  if (d === 1 || d === 2) return { type: d === 1 ? 'sharp' : 'wide', rotation: a };
  return { type: d === 5 ? 'sharp' : 'wide', rotation: b };
}

/**
 * The black die: each face allows two of the three kinds (faces 1–2 sharp or
 * wide, 3–4 wide or straight, 5–6 sharp or straight; a placeholder for the
 * pictures on the supply board).
 */
export const BLACK_DIE: Record<number, readonly TrackType[]> = {
  1: ['sharp', 'wide'],
  2: ['sharp', 'wide'],
  3: ['wide', 'straight'],
  4: ['wide', 'straight'],
  5: ['sharp', 'straight'],
  6: ['sharp', 'straight'],
};
