/**
 * One kind of track in one small hex: the picture used for the black die's
 * faces and for the list of track kinds. Named (role="img") when given a
 * label, otherwise hidden from screen readers (the text beside it says it).
 */
import type { TrackType } from '../../machines/steam-rollers/rules/tracks';
import { hexPoints, trackPath } from './geometry';

const R = 20;

export interface TrackIconProps {
  type: TrackType;
  /** The first side the track leaves by (0–5, clockwise from the top); by default every kind starts at the bottom. */
  rotation?: number;
  label?: string;
  class?: string;
}

/** Rotations that draw each kind from the bottom side: straight 0 (top–bottom), wide 3 (bottom–north-west), sharp 3 (bottom–south-west). */
export const ICON_ROTATION: Record<TrackType, number> = { straight: 0, wide: 3, sharp: 3 };

export default function TrackIcon(props: TrackIconProps) {
  const rotation = props.rotation ?? ICON_ROTATION[props.type];
  const named = props.label !== undefined;
  return (
    <svg
      class={`sr-track-icon${props.class ? ` ${props.class}` : ''}`}
      viewBox={`${-R - 2} ${-R - 2} ${2 * R + 4} ${2 * R + 4}`}
      {...(named ? { role: 'img', 'aria-label': props.label } : { 'aria-hidden': 'true' })}
      data-track={props.type}
      data-rotation={rotation}
    >
      <polygon class="sr-icon-hex" points={hexPoints([0, 0], R)} />
      <path class="sr-icon-track" d={trackPath([0, 0], { type: props.type, rotation }, { r: R })} />
    </svg>
  );
}
