/**
 * <LazyScenario> island: a step-through example drawn only when it comes into
 * view. A page with fifty examples (the rulings pages) would otherwise carry
 * every example's board in its HTML and every example's strings in its props;
 * here the page holds a placeholder of about the example's height, with its
 * title, and the island fetches the game's example code, the scenario file
 * and the page language's strings once it hydrates (client:visible), each
 * file once per visit however many examples ask for it.
 *
 * The example takes its place so that nothing the reader sees moves, though
 * its height differs from the placeholder's (see `quietToSwap`). Below the
 * screen's end or wholly above the screen that is free (the browser's scroll
 * anchoring keeps the view still); across the top of the screen the page
 * scrolls by the difference, so what follows stays put; and while the reader
 * scrolls past a placeholder that stands whole on the screen, the example
 * waits until the placeholder's end leaves the screen or the scrolling stops
 * (a page too busy to draw frames has not been seen to stop: BUSY_FRAME_MS).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { ComponentType } from 'preact';
import { guarded } from '../ErrorBoundary';
import { fmt, type Strings } from '../../../play/kit/fmt';
import { loadStrings, type LazyGame } from '../../exampleStrings';
import { exampleDocs as docs, exampleIslands as islands } from '../../games';
import { FRAMED, framesHold, framesUrl } from './framesUrl';
import StoryFrames, { fetchFrames } from './StoryFrames';

export { loadStrings, PREFIXES, type LazyGame } from '../../exampleStrings';


export interface LazyScenarioProps {
  game: LazyGame;
  /** The scenario file's name, without .json. */
  name: string;
  lang: string;
  /** The file's title in the page's language, shown while the example loads. */
  title: string;
  /** The error boundary's strings (err.*) and rc.story.loading, in the page's language. */
  t: Strings;
}

/** When the reader last scrolled (ms, performance.now()), for `quietToSwap`. */
let lastScroll = -Infinity;
let listening = false;
function watchScrolling(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('scroll', () => (lastScroll = performance.now()), { passive: true, capture: true });
}
/** How long the page must have been still before an example may move what is below it. */
export const SETTLE_MS = 250;
/**
 * A frame that comes this long after the one before means the page was busy (a slow phone drawing an
 * example), not that the reader stopped: scroll events wait too while it is busy, so the stillness
 * counts only from the frame after such a gap.
 */
export const BUSY_FRAME_MS = 100;
/** A reader who last scrolled this long ago has stopped, however busy the page has been since. */
export const SCROLL_MEMORY_MS = 1000;

/**
 * How long the page has been seen still (ms): since the last scroll, or, when the reader scrolled
 * within SCROLL_MEMORY_MS, since the page was last too busy to draw (`busyUntil`), which may have held
 * back scroll events.
 */
export function stillFor(now: number, lastScrolled: number, busyUntil: number): number {
  const since = now - lastScrolled;
  return since >= SCROLL_MEMORY_MS ? since : now - Math.max(lastScrolled, busyUntil);
}

/**
 * True when the placeholder can give way to its example without moving
 * anything on screen: its end is below the screen (what follows is out of
 * sight), or its top is above it (the page then scrolls by the difference,
 * by the browser's scroll anchoring or by LazyScenario itself, so what
 * follows keeps its place), or the reader is not scrolling (then the example
 * is what they wait for).
 */
export function quietToSwap(box: { top: number; bottom: number }, screenHeight: number, sinceScroll: number): boolean {
  return box.bottom > screenHeight || box.top < 0 || sinceScroll >= SETTLE_MS;
}

interface Loaded {
  Island: ComponentType<any>;
  props: Record<string, unknown>;
  t: Strings;
}

function LazyScenario({ game, name, lang, title, t: own }: LazyScenarioProps) {
  const [ready, setReady] = useState<Loaded | null>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  /** Where the placeholder stood in the view the moment it gave way, and the element that holds it (astro-island). */
  const gave = useRef<{ holder: Element; top: number; bottom: number } | null>(null);
  useEffect(() => {
    let live = true;
    watchScrolling();
    const file = docs[game]?.[`../content/scenarios/${game}/${name}.json`];
    if (!file) {
      setFailed(name);
      return;
    }
    // A story drawn ahead comes as its frames, shown by the step-through island, which loads the game's code only on
    // the reader's first move of their own. A game whose frames were drawn under a choice of the reader's (Rolit's
    // edition: DRAWN_UNDER) comes so while that choice is the one they were drawn under (the step-through hands over
    // to the game's island if the reader changes it later); under another choice, the game's island draws it at once.
    const loading: Promise<Loaded> = FRAMED.includes(game) && framesHold(game)
      ? fetchFrames(framesUrl(game, lang, name)).then((frames) => ({ Island: StoryFrames, props: { game, src: framesUrl(game, lang, name), frames }, t: own }))
      : Promise.all([islands[game](), file(), loadStrings(lang, game)]).then(([mod, doc, t]) => ({ Island: mod.Island, props: mod.propsFor(doc, lang), t }));
    loading
      .then((loaded) => live && setReady(loaded))
      .catch((e: unknown) => live && setFailed(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
    };
  }, [game, name, lang]);

  // Loaded: show the example at the first frame where that moves nothing in view (checked each frame while it waits).
  useEffect(() => {
    if (!ready) return;
    let frame = 0;
    // The last frame seen, and when the page last came back from being busy (see BUSY_FRAME_MS).
    let previous = performance.now();
    let busyUntil = -Infinity;
    const check = () => {
      const now = performance.now();
      if (now - previous > BUSY_FRAME_MS) busyUntil = now;
      previous = now;
      const el = box.current;
      const r = el?.getBoundingClientRect();
      if (!el || !r || quietToSwap(r, window.innerHeight, stillFor(now, lastScroll, busyUntil))) {
        gave.current = el?.parentElement && r ? { holder: el.parentElement, top: r.top, bottom: r.bottom } : null;
        setLoaded(ready);
      } else frame = requestAnimationFrame(check);
    };
    // Always from an animation frame: the example is then drawn in the very frame the check was made for,
    // before any scrolling can come between (a check from a timer could be painted a scroll later).
    frame = requestAnimationFrame(check);
    return () => cancelAnimationFrame(frame);
  }, [ready]);

  // It gave way across the top of the screen with its end in view: scroll by the change in height, before the
  // browser paints, so what follows the example stays where the reader sees it (scroll anchoring cannot: its anchor,
  // the placeholder, is gone).
  useLayoutEffect(() => {
    const was = gave.current;
    gave.current = null;
    if (!loaded || !was || !(was.top < 0 && was.bottom >= 0 && was.bottom <= window.innerHeight)) return;
    const bottom = Math.max(...Array.from(was.holder.children, (c) => c.getBoundingClientRect().bottom));
    if (Number.isFinite(bottom) && bottom !== was.bottom) window.scrollBy(0, bottom - was.bottom);
  }, [loaded]);

  if (loaded) {
    const { Island, props, t } = loaded;
    return <Island {...props} t={t} lang={lang} name={name} />;
  }
  // The placeholder keeps about the example's height (rc-lazy in rollecate.css), so little below it moves when it loads.
  return (
    <div ref={box} class="rc-lazy not-content" role="region" aria-labelledby={`${name}-title`} aria-busy={failed ? undefined : 'true'} data-game={game}>
      <p class="rc-story-title" id={`${name}-title`}>{title}</p>
      <p class="rc-hint">{failed ? fmt(own, 'rc.story.unloaded', { reason: failed }) : fmt(own, 'rc.story.loading')}</p>
    </div>
  );
}

/** The island, inside the shared error boundary (ErrorBoundary.tsx). */
export default guarded(LazyScenario);
