/**
 * The player's map at the Steam Rollers table is only as tall as the screen leaves under what stands above it (the
 * status, the bots' row, the prompt with its deliveries and buttons, the map's caption), so that on a laptop's screen
 * the prompt and the whole map are in view together at the page's top (issue 32 item 5), however many rows the prompt
 * takes this turn. After each drawing of the table the room is measured from the map's place in the page (not the
 * screen, so scrolling changes nothing) and handed to the stylesheet as `--srp-map-room` (steam.css, which keeps a
 * floor under it). Narrow screens, where the map follows the prompt down the page, leave it to the width.
 */
import { useLayoutEffect, type MutableRef } from 'preact/hooks';

/** The gap left under the map (px). */
const BELOW = 8;

function measure(root: HTMLElement): void {
  const svg = root.querySelector('.sr-sheet-main .sr-map > svg');
  if (!svg) return;
  const room = `${Math.floor(window.innerHeight - (svg.getBoundingClientRect().top + window.scrollY) - BELOW)}px`;
  if (root.style.getPropertyValue('--srp-map-room') !== room) root.style.setProperty('--srp-map-room', room);
}

export function useMapRoom(rootRef: MutableRef<HTMLElement | null>): void {
  // Every drawing: the prompt above the map grows and shrinks with the turn.
  useLayoutEffect(() => {
    if (rootRef.current) measure(rootRef.current);
  });
  useLayoutEffect(() => {
    const again = () => rootRef.current && measure(rootRef.current);
    window.addEventListener('resize', again);
    return () => window.removeEventListener('resize', again);
  }, []);
}
