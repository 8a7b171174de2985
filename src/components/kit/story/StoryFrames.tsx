/**
 * <StoryFrames> island: the one step-through for every game's examples. A
 * story's frames are drawn when the site is built (storyFrames.ts): the page
 * holds the first (the game's island rendered as HTML, passed in as
 * children), and the others come in one small JSON file fetched when the
 * reader first reaches for the example (pointer over it, or focus in it).
 * Next, Back, Restart and the arrow keys and Home show another frame: no
 * chart, no rules core, no game code.
 *
 * The reader's first move of their own ("Try it", or any other control of
 * the board: the odds, the inspector) loads the game's island (games.ts:
 * its drawing, its chart and core) and hands over to it at the frame on
 * screen, already trying, or clicks the same control again in it. Hovering
 * or focusing "Try it" fetches that code ahead, so the hand-over is quick.
 * The game's island draws the same markup the frames were made of, so
 * nothing moves when it takes over.
 *
 * A lab parting (lab/partingFrames.ts: two readings of a rule in two
 * columns) is stepped the same way with `live={false}`: it has no game island
 * to hand over to, so only the stepper's controls and keys act.
 */
import type { ComponentChildren, ComponentType } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { announceChart } from '../../chart/announce';
import { loadStrings, type LazyGame } from '../../exampleStrings';
import { exampleDocs, exampleIslands } from '../../games';
import { guarded } from '../ErrorBoundary';
import { fmt, type Strings } from '../../../play/kit/fmt';
import { DRAWN_UNDER, defsUrl, framesDefs, framesHold, unpackFrames, watchDrawnUnder } from './framesUrl';

export interface StoryFramesProps {
  game: LazyGame;
  /** The scenario file's name, without .json. */
  name: string;
  lang: string;
  /** Where the frames are served (framesUrl in storyFrames.ts). */
  src: string;
  /** The error boundary's strings (err.*) and rc.story.unloaded, in the page's language. */
  t: Strings;
  /** The first frame, drawn when the page was built (static HTML). */
  children?: ComponentChildren;
  /** The frames, when the caller fetched them already (LazyScenario.tsx). */
  frames?: string[];
  /** Whether the reader can play on in the game's island (false: the frames are all there is, as a lab parting's). */
  live?: boolean;
}

/**
 * The drawings a story's frames share (a Steam Rollers map's unchanging layer) on the page: a page that drew
 * examples when it was built holds them (MapDefs.astro); for one that did not (a rulings page's examples load when
 * seen), they are fetched once per visit and placed at the end of the page.
 */
const placing = new Map<string, Promise<void>>();
export function ensureDefs(key: string): Promise<void> {
  const there = () => document.querySelector(`[data-defs="${key}"]`) !== null;
  if (there()) return Promise.resolve();
  let hit = placing.get(key);
  if (!hit) {
    const src = defsUrl(key);
    hit = fetch(src)
      .then((r) => {
        if (!r.ok) throw new Error(`${src}: ${r.status}`);
        return r.json() as Promise<unknown>;
      })
      .then((file) => {
        const html = typeof file === 'object' && file !== null && Object.prototype.hasOwnProperty.call(file, 'html') ? (file as { html: unknown }).html : null;
        if (!there() && typeof html === 'string') document.body.insertAdjacentHTML('beforeend', html);
        if (!there()) throw new Error(`${src}: no drawing ${key}`);
      });
    hit.catch(() => placing.delete(key));
    placing.set(key, hit);
  }
  return hit;
}

/** Each story's frames, fetched once per visit however often they are asked for (and the drawings they share, placed). */
const fetched = new Map<string, Promise<string[]>>();
export function fetchFrames(src: string): Promise<string[]> {
  let hit = fetched.get(src);
  if (!hit) {
    hit = fetch(src)
      .then((r) => {
        if (!r.ok) throw new Error(`${src}: ${r.status}`);
        return r.json() as Promise<unknown>;
      })
      .then(async (file) => {
        const frames = unpackFrames(file);
        await Promise.all(framesDefs(file).map(ensureDefs));
        return frames;
      });
    hit.catch(() => fetched.delete(src));
    fetched.set(src, hit);
  }
  return hit;
}

interface Live {
  Island: ComponentType<any>;
  props: Record<string, unknown>;
  t: Strings;
}
/** The game's island, its file and words: what playing needs (fetched once per game, file and language). */
const islands = new Map<string, Promise<Live>>();
export function loadLive(game: LazyGame, name: string, lang: string): Promise<Live> {
  const key = `${game}/${name}/${lang}`;
  let hit = islands.get(key);
  if (!hit) {
    const doc = exampleDocs[game]?.[`../content/scenarios/${game}/${name}.json`];
    hit = doc
      ? Promise.all([exampleIslands[game](), doc(), loadStrings(lang, game)]).then(([mod, d, t]) => ({ Island: mod.Island, props: mod.propsFor(d, lang), t }))
      : Promise.reject(new Error(name));
    hit.catch(() => islands.delete(key));
    islands.set(key, hit);
  }
  return hit;
}

/** The controls a frame draws: links are left alone, buttons and fields hand over to the game's island. */
const CONTROLS = 'button, input, select, textarea, summary, [role="switch"], [tabindex]:not([tabindex="-1"])';

/** The chart state a frame shows (its root's data-chart), for the statechart drawing on the page. */
function announceFrom(root: Element | null, name: string): void {
  const raw = root?.querySelector('[data-chart]')?.getAttribute('data-chart');
  if (!raw) return;
  try {
    announceChart(JSON.parse(raw), name);
  } catch {
    // A frame without a readable state leaves the drawing as it is.
  }
}

function StoryFrames({ game, name, lang, src, t, children, frames: given, live: canGoLive = true }: StoryFramesProps) {
  const [index, setIndex] = useState(0);
  const [frames, setFrames] = useState<string[] | null>(given ?? null);
  const [live, setLive] = useState<{ loaded: Live; index: number; tryNow: boolean; click: number | null } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  /** The step control that had focus when the frame changed, to give focus back to its twin in the new frame. */
  const refocus = useRef<string | null>(null);

  const wantFrames = () => {
    if (frames) return Promise.resolve(frames);
    const p = fetchFrames(src);
    p.then(setFrames, (e: unknown) => setFailed(e instanceof Error ? e.message : String(e)));
    return p;
  };
  const show = (i: number) => {
    const focused = (document.activeElement as HTMLElement | null)?.closest?.('[data-step]');
    refocus.current = focused && box.current?.contains(focused) ? focused.getAttribute('data-step') : null;
    wantFrames().then((all) => setIndex(Math.max(0, Math.min(all.length - 1, i))), () => undefined);
  };
  const at = useRef(index);
  at.current = index;
  const goLive = (tryNow: boolean, click: number | null) => {
    loadLive(game, name, lang).then(
      (loaded) => setLive((was) => was ?? { loaded, index: at.current, tryNow, click }),
      (e: unknown) => setFailed(e instanceof Error ? e.message : String(e)),
    );
  };

  // Frames drawn under a choice the reader has made otherwise (Rolit's edition): the game's island draws the example.
  useEffect(() => {
    if (!DRAWN_UNDER[game] || !canGoLive) return;
    const check = () => {
      if (!framesHold(game)) goLive(false, null);
    };
    check();
    return watchDrawnUnder(game, check);
  }, [game]);

  // The frame on screen tells the page's statechart drawing which state it shows.
  useEffect(() => announceFrom(box.current, name), [index, frames !== null]);

  // A frame's live regions (narration, progress) are drawn anew with it, and a region that arrives with its words is
  // not read out: the island's own region, which stays, says them instead.
  const [said, setSaid] = useState('');
  const shownOnce = useRef(false);
  useEffect(() => {
    if (!shownOnce.current) {
      shownOnce.current = true;
      return;
    }
    const regions = box.current?.querySelectorAll('.rc-frame [aria-live], astro-slot [aria-live]') ?? [];
    setSaid(Array.from(regions, (r) => r.textContent?.trim() ?? '').filter(Boolean).join(' '));
  }, [index]);

  useLayoutEffect(() => {
    const step = refocus.current;
    refocus.current = null;
    if (!step || !box.current) return;
    const twin = box.current.querySelector<HTMLButtonElement>(`[data-step="${step}"]:not([disabled])`) ?? box.current.querySelector<HTMLButtonElement>('[data-step]:not([disabled])');
    twin?.focus();
  }, [index]);

  // Handed over because the reader pressed a control of the board: press it again in the game's island.
  useEffect(() => {
    if (!live || live.click === null || !box.current) return;
    const el = box.current.querySelectorAll<HTMLElement>(CONTROLS)[live.click];
    el?.focus();
    el?.click();
  }, [live]);

  if (live) {
    const { Island, props, t: words } = live.loaded;
    return (
      <div ref={box} class="rc-frames" data-game={game}>
        <Island {...props} t={words} lang={lang} name={name} initial={live.index} tryNow={live.tryNow} />
      </div>
    );
  }

  const onClick = (e: MouseEvent) => {
    const target = e.target as HTMLElement;
    if (target.closest('a')) return;
    const control = target.closest<HTMLElement>(CONTROLS);
    if (!control || !box.current?.contains(control)) return;
    const step = control.getAttribute('data-step');
    // Without a game island, the frame's other controls (a disclosure, say) keep their own behaviour.
    if (!canGoLive && step !== 'next' && step !== 'back' && step !== 'restart') return;
    e.preventDefault();
    if (step === 'next') show(index + 1);
    else if (step === 'back') show(index - 1);
    else if (step === 'restart') show(0);
    else goLive(step === 'try', step === 'try' ? null : Array.from(box.current.querySelectorAll(CONTROLS)).indexOf(control));
  };
  const onKey = (e: KeyboardEvent) => {
    if ((e.target as HTMLElement).closest('select, input, textarea')) return;
    if (e.key === 'ArrowRight') show(index + 1);
    else if (e.key === 'ArrowLeft') show(index - 1);
    else if (e.key === 'Home') show(0);
    else return;
    e.preventDefault();
  };
  // Reaching for the example fetches its frames; reaching for "Try it" (or any control of the board) the game's code.
  const onReach = (e: Event) => {
    wantFrames().catch(() => undefined);
    const control = (e.target as HTMLElement).closest?.(CONTROLS);
    if (canGoLive && control && !['next', 'back', 'restart'].includes(control.getAttribute('data-step') ?? '')) loadLive(game, name, lang).catch(() => undefined);
  };

  const html = index === 0 && children !== undefined ? null : (frames?.[index] ?? null);
  return (
    <div ref={box} class="rc-frames" data-game={game} onClick={onClick} onKeyDown={onKey} onPointerOver={onReach} onFocusIn={onReach}>
      {html === null ? children : <div class="rc-frame" dangerouslySetInnerHTML={{ __html: html }} />}
      <p class="sr-only" aria-live="polite">{said}</p>
      {failed && (
        <p class="rc-hint" role="alert">
          {fmt(t, 'rc.story.unloaded', { reason: failed })}
        </p>
      )}
    </div>
  );
}

/** The island, inside the shared error boundary (ErrorBoundary.tsx). */
export default guarded(StoryFrames);
