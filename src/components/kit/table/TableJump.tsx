/**
 * On a phone the table is one long column: the prompt and the board first (in view when a game appears, TableShell's
 * `useTopOnPhone`), then the rest of the table, the side's parts one under another (dice, supply board, cards, other
 * players, coach, log). Issue 32 item 5 wants the rest "one tap away": a small button pinned to the screen's corner
 * opens the list of the side's parts, read from their headings when it opens (a game shows the parts it has now), and
 * the move in hand first; choosing one scrolls there and puts the focus on its heading. Scrolling, not a link: the
 * page's address keeps its own fragment (a shared position's `#s=`). The list follows the button (Tab leads into it;
 * Escape closes it) and is drawn above it. From 64rem the side stands beside the board and the button is not shown
 * (tableShell.css).
 */
import type { MutableRef } from 'preact/hooks';
import { useRef, useState } from 'preact/hooks';
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

function goTo(el: HTMLElement | null | undefined) {
  if (!el) return;
  el.scrollIntoView({ block: 'start', behavior: 'instant' });
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: true });
}

export function TableJump({ t, rootRef }: { t: Strings; rootRef: MutableRef<HTMLElement | null> }) {
  const [parts, setParts] = useState<Part[] | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => setParts(null);
  // Escape closes the list and gives the focus back to its button.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !parts) return;
    e.stopPropagation();
    close();
    opener.current?.focus();
  };
  return (
    <div class="kit-jump not-content" onKeyDown={onKeyDown}>
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
            <button type="button" onClick={() => (close(), goTo(rootRef.current))}>{fmt(t, 'table.jump.move')}</button>
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
