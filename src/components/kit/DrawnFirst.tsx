/**
 * <DrawnFirst>: a live part of a page (a board to play with) shown first as
 * it was drawn when the site was built, with none of its code (issue 30). The
 * page holds the drawing (the part itself rendered to HTML, handed in as
 * children); the part's code (its drawing, the rules core) loads when the
 * reader first acts on it, and the part then takes the drawing's place, drawn
 * the same, so nothing moves:
 *
 * - the pointer over it or focus in it fetches the code ahead;
 * - a mouse that rests on it (no button down) hands over once the code is
 *   here, so what the part shows on hover (a capture preview) shows at once;
 * - a click, or a key pressed on a control that is not a form field, hands
 *   over and is done again to the same element of the live part (its place
 *   among the drawing's elements), with the focus where it was. A form field's
 *   own response (a radio button checked, its group stepped with the arrow
 *   keys) happens in the drawing at once, and its click is done again live;
 * - a choice of the reader's that the drawing was not made under (Rolit's
 *   edition: DRAWN_UNDER in story/framesUrl.ts) hands over at once.
 *
 * A failed load is thrown while drawing, so the error boundary around the
 * island says so; trying again draws the drawing again (loadOnce.ts).
 */
import type { ComponentChildren, ComponentType } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Once } from './loadOnce';
import type { LazyGame } from '../exampleStrings';
import { framesHold, watchDrawnUnder } from './story/framesUrl';

export interface DrawnFirstProps<P> {
  /** The live part's code, loaded once (a dynamic import behind loadOnce). */
  load: Once<ComponentType<P>>;
  /** The live part's props: those the drawing was made with. */
  props: P;
  /** The game whose reader's choice the drawing was made under (DRAWN_UNDER), if any. */
  game?: LazyGame;
  /** The drawing: the part rendered when the site was built. */
  children?: ComponentChildren;
}

/** Something the reader did to the drawing, to be done again to the live part: the element by its place, and what. */
export type Replay = { at: number; click: true } | { at: number; key: KeyboardEventInit };

/** The elements of a drawing in document order, without the wrappers Astro puts around an island's children. */
function elementsOf(root: Element): Element[] {
  return Array.from(root.querySelectorAll('*')).filter((e) => !/^astro-(static-)?slot$/i.test(e.tagName));
}
/** An element's place in the drawing (-1: not in it). */
export function placeOf(root: Element, el: Element | null): number {
  return el ? elementsOf(root).indexOf(el) : -1;
}
/** The element at that place in the live part. */
export function atPlace(root: Element, at: number): Element | null {
  return at < 0 ? null : (elementsOf(root)[at] ?? null);
}

/** Form fields and links: they answer a key themselves (a click follows, which is what is done again). */
const OWN_KEYS = 'input, button, select, textarea, summary, a';
/** Keys that only move the focus along the page, or modify another key. */
const PASSING = new Set(['Tab', 'Shift', 'Control', 'Alt', 'Meta', 'CapsLock', 'Escape']);

/** Does `r` again to the live part under `root`: focus the element, then click it or press the key on it. */
export function replay(root: Element, r: Replay): void {
  const el = atPlace(root, r.at) as (HTMLElement | SVGElement) | null;
  if (!el) return;
  el.focus?.();
  if ('click' in r) {
    if (typeof (el as HTMLElement).click === 'function') (el as HTMLElement).click();
    else el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  } else el.dispatchEvent(new KeyboardEvent('keydown', { ...r.key, bubbles: true, cancelable: true }));
}

export default function DrawnFirst<P extends object>({ load, props, game, children }: DrawnFirstProps<P>) {
  const [Live, setLive] = useState<ComponentType<P> | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  const box = useRef<HTMLDivElement>(null);
  /** What the reader did before the code was here, in order; and the element that had the focus at the hand-over. */
  const queued = useRef<Replay[]>([]);
  const focused = useRef(-1);
  /** A pointer button is down on the drawing: a hand-over now could lose the click it is part of. */
  const down = useRef(false);

  const handed = useRef(false);

  const goLive = () =>
    load().then(
      (part) => {
        if (handed.current) return;
        handed.current = true;
        if (box.current) focused.current = placeOf(box.current, document.activeElement);
        setLive(() => part);
      },
      (e: unknown) => setFailed(e ?? new Error('a part of the page could not be loaded')),
    );

  useEffect(() => {
    if (!game) return;
    const check = () => {
      if (!framesHold(game)) void goLive();
    };
    check();
    return watchDrawnUnder(game, check);
  }, [game]);

  // Live: the focus back where it was, then what the reader did meanwhile, done again.
  useEffect(() => {
    const root = box.current;
    if (!Live || !root) return;
    const was = atPlace(root, focused.current) as HTMLElement | null;
    focused.current = -1;
    was?.focus?.();
    for (const r of queued.current.splice(0)) replay(root, r);
  }, [Live]);

  if (failed) throw failed;
  if (Live) {
    return (
      <div ref={box} class="rb-drawn" data-live="">
        <Live {...props} />
      </div>
    );
  }

  const root = () => box.current as HTMLDivElement;
  const onClick = (e: MouseEvent) => {
    const target = e.target as Element;
    if (target.closest('a')) return;
    // A label's click is followed by one on its field: that one is done again.
    const label = target.closest('label');
    if (label?.control && target !== label.control) return;
    queued.current.push({ at: placeOf(root(), target), click: true });
    void goLive();
  };
  const onKey = (e: KeyboardEvent) => {
    const target = e.target as Element;
    if (PASSING.has(e.key) || target.closest(OWN_KEYS)) return;
    e.preventDefault();
    const { key, code, shiftKey, ctrlKey, altKey, metaKey } = e;
    queued.current.push({ at: placeOf(root(), target), key: { key, code, shiftKey, ctrlKey, altKey, metaKey } });
    void goLive();
  };
  const onPointerOver = (e: PointerEvent) => {
    load.preload();
    if (e.pointerType !== 'mouse' || down.current) return;
    load().then(
      () => {
        if (!down.current) void goLive();
      },
      () => undefined,
    );
  };
  const onPointerUp = () => setTimeout(() => (down.current = false), 0);
  return (
    <div
      ref={box}
      class="rb-drawn"
      onClick={onClick}
      onKeyDown={onKey}
      onPointerOver={onPointerOver}
      onPointerDown={() => (down.current = true)}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onFocusIn={() => load.preload()}
    >
      {children}
    </div>
  );
}
