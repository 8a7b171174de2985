/**
 * The player's map at the Steam Rollers table is only as tall as the screen leaves under what stands above it (the
 * page's title, the status, the bots' row, the prompt with its deliveries and buttons, the map's caption), so that on
 * a laptop's screen the prompt and the whole map are in view together at the page's top (issue 32 item 5), however
 * many rows the prompt takes this turn. The room is measured from the map's place in the page (not the screen, so
 * scrolling changes nothing) and handed to the stylesheet as `--srp-map-room` (steam.css, which keeps a floor under
 * it): after each drawing of the table (the prompt grows and shrinks with the turn), when the window's size changes,
 * and when the table's width does (the rulebook's page list shown or hidden beside it rewraps what stands above the
 * map). Only where the table is two columns: narrower, the map follows the prompt down the page and its width rules.
 */
import { useLayoutEffect, type MutableRef } from 'preact/hooks';

/** Where the stylesheet uses the room (steam.css). */
const WIDE = '(min-width: 64rem)';
/** The gap left under the map (px). */
const BELOW = 8;

function measure(root: HTMLElement | null): void {
  if (!root || typeof window.matchMedia !== 'function' || !window.matchMedia(WIDE).matches) return;
  const svg = root.querySelector('.sr-sheet-main .sr-map > svg');
  if (!svg) return;
  const room = `${Math.floor(window.innerHeight - (svg.getBoundingClientRect().top + window.scrollY) - BELOW)}px`;
  if (root.style.getPropertyValue('--srp-map-room') !== room) root.style.setProperty('--srp-map-room', room);
}

export function useMapRoom(rootRef: MutableRef<HTMLElement | null>): void {
  useLayoutEffect(() => measure(rootRef.current));
  useLayoutEffect(() => {
    const again = () => measure(rootRef.current);
    window.addEventListener('resize', again);
    const root = rootRef.current;
    const widths = typeof ResizeObserver === 'function' && root ? new ResizeObserver(again) : null;
    if (root) widths?.observe(root);
    return () => {
      window.removeEventListener('resize', again);
      widths?.disconnect();
    };
  }, []);
}
