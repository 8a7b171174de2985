/**
 * The keys, clicks and wheel of an interactive map sheet (SteamMap with `onHex`): one hex in the tab order, the arrow
 * keys move along the columns and rows (skipping gaps in the grid), Home/End to a row's ends (Ctrl: the map's), Enter
 * or Space chooses; on the hex a track is being drawn in, R (Shift+R back), the wheel or a click turn the track,
 * Enter draws it and Escape lets it go. Which hex a key leads to is src/play/steam-rollers/hexNav.ts.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { HEXES, hexAt } from '../../machines/steam-rollers/rules/map';
import { firstHex, nextHex, rowEnd } from '../../play/steam-rollers/hexNav';
import type { DrawnTrack } from '../../machines/steam-rollers/rules/tracks';
import type { layoutOf } from './geometry';

export interface HexKeyProps {
  selected?: string | null;
  preview?: DrawnTrack | null;
  onHex?: (key: string) => void;
  onTurn?: (step: 1 | -1) => void;
  onConfirm?: () => void;
  onCancel?: () => void;
}

export function useHexKeys(props: HexKeyProps, layout: ReturnType<typeof layoutOf>, legal: ReadonlySet<string>) {
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
  const initialFocus = firstHex(props.selected, legal);
  const tabStop = focus && hexAt(focus) ? focus : initialFocus;
  const go = (key: string | null | undefined) => {
    if (!key) return;
    wantFocus.current = key;
    setFocus(key);
  };
  /** The next hex from `key` by (dq, dr), skipping gaps in the grid (hexNav.ts). */
  const step = (key: string, dq: number, dr: number): string | null => nextHex(key, dq, dr, layout.columns, layout.rows);
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
  return { tabStop, refs, setFocus, onKey, onClick, onWheel };
}
