/**
 * On a phone the table is one long column: the prompt and the board first (in view when a game appears, TableShell's
 * `useTopOnPhone`), then the rest of the table, the side's parts one under another (dice, supply board, cards, other
 * players, coach, log). Issue 32 item 5 wants the rest "one tap away": a small button pinned to the screen's corner
 * opens the list of the side's parts, read from their headings when it opens (a game shows the parts it has now), and
 * the move in hand first; choosing one scrolls there and puts the focus on its heading (the move: on the table's
 * status, or its first control). Scrolling, not a link: the page's address keeps its own fragment (a shared position's
 * `#s=`). The list follows the button (Tab leads into it) and is drawn above it; Escape, a tap or the focus elsewhere
 * closes it. From 64rem the side stands beside the board and the button is not shown (tableShell.css).
 */
import type { MutableRef } from 'preact/hooks';
import { useEffect, useRef, useState } from 'preact/hooks';
import { fmt, type Strings } from '../../../play/kit/fmt';

interface Part {
  el: HTMLElement;
  text: string;
}

/** The side's parts: its titled sections that are drawn now, top to bottom. */
function partsOf(root: HTMLElement | null): Part[] {
  const heads = root ? [...root.querySelectorAll<HTMLElement>('.kit-table-aside :is(h2, h3)')] : [];
  return heads.filter((h) => h.getClientRects().length > 0 && (h.textContent ?? '').trim() !== '').map((el) => ({ el, text: (el.textContent ?? '').trim() }));
}

/** Where the move in hand is: what the table itself focuses first, its status heading, or its first control. */
function moveOf(root: HTMLElement | null): HTMLElement | null {
  if (!root) return null;
  return (
    root.querySelector<HTMLElement>('[data-autofocus]') ??
    root.querySelector<HTMLElement>('.kit-table-top [tabindex="-1"]') ??
    root.querySelector<HTMLElement>('.kit-table-main button:not([disabled]), .kit-table-main input:not([disabled])')
  );
}

/** Scrolls `el` (or `scrollTo`) to the screen's top and gives `el` the focus (a heading takes it for the moment). */
function goTo(el: HTMLElement | null, scrollTo: HTMLElement | null = el) {
  if (!el) return;
  scrollTo?.scrollIntoView({ block: 'start', behavior: 'instant' });
  if (!el.matches('a[href], button, input, select, textarea, [tabindex]')) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: true });
}

export function TableJump({ t, rootRef }: { t: Strings; rootRef: MutableRef<HTMLElement | null> }) {
  const [parts, setParts] = useState<Part[] | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => setParts(null);

  // While the list is open: Escape closes it and gives the focus back to its button; a tap or the focus outside it
  // closes it.
  useEffect(() => {
    if (!parts) return;
    const outside = (e: Event) => {
      if (!box.current?.contains(e.target as Node)) close();
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      close();
      opener.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [parts]);

  return (
    <div class="kit-jump not-content" ref={box}>
      <button
        ref={opener}
        type="button"
        class="kit-jump-open"
        aria-expanded={parts ? 'true' : 'false'}
        aria-controls={parts ? 'kit-jump-list' : undefined}
        onClick={() => setParts(parts ? null : partsOf(rootRef.current))}
      >
        {fmt(t, 'table.jump.open')}
      </button>
      {parts && (
        <ul id="kit-jump-list" class="kit-jump-list" aria-label={fmt(t, 'table.jump.list')}>
          <li>
            <button type="button" onClick={() => (close(), goTo(moveOf(rootRef.current), rootRef.current))}>{fmt(t, 'table.jump.move')}</button>
          </li>
          {parts.map((p, i) => (
            <li key={i}>
              <button type="button" onClick={() => (close(), goTo(p.el))}>{p.text}</button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
