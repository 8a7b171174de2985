/**
 * When a hex is chosen at the Steam Rollers table: its first allowed track is drawn in it (focus stays on the map,
 * where R turns and Enter draws), and the page scrolls, if it must, so that the whole map and the bar under it are in
 * view together (below the site's header).
 */
import { useEffect, type MutableRef } from 'preact/hooks';

export function useMapInView(pickedHex: string | null, rootRef: MutableRef<HTMLElement | null>, onPick: () => void): void {
  useEffect(() => {
    onPick();
    const fig = pickedHex ? rootRef.current?.querySelector('.sr-sheet-main') : null;
    const map = fig?.querySelector('.sr-map > svg')?.getBoundingClientRect();
    const bar = fig?.querySelector('.srp-drawbar')?.getBoundingClientRect();
    if (!map || !bar) return;
    const top = (document.querySelector('header')?.getBoundingClientRect().bottom ?? 0) + 8;
    const over = map.bottom + bar.height + 8 - window.innerHeight;
    const by = Math.min(over, map.top - top);
    const calm = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (by > 0) window.scrollBy({ top: by, behavior: calm ? 'auto' : 'smooth' });
  }, [pickedHex]);
}
