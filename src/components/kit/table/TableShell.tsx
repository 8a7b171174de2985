/**
 * The one layout of the three play tables (issue 32 item 5: "a game table, not a docs page"). A game says which of its
 * parts go where and the shell places them:
 *
 * - `top`: whose turn it is and what is being asked (the status, the prompt and the buttons that answer it);
 * - `board`: the shared board and the player's own hand or sheet (the railway and the hands, the Rolit board, the
 *   player's map);
 * - `tools`: what is not part of a decision (the seed, sharing, a new game, trying an illegal move): at the head of the
 *   side, so the board comes up right under the prompt;
 * - `side`: the rest of the table (dice and supply, the other players, the coach, the log).
 *
 * From 50em (tableShell.css) the page drops the documentation column's width and the page's title shrinks; from 64rem
 * the table is two columns: the prompt above the board on the left, the side beside them, so everything a decision
 * needs is in view without scrolling at 1366×900. Narrower, the parts stack in the order given (top, board, side),
 * and the table, once it appears, starts right under the site's header (`useTopOnPhone`): the prompt, its buttons and
 * the board are then what the screen shows, and the side follows them, its parts one tap away through the button
 * pinned to the screen's corner (TableJump.tsx).
 */
import type { ComponentChildren, Ref } from 'preact';
import { useCallback, useLayoutEffect, useRef } from 'preact/hooks';
import type { Strings } from '../../../play/kit/fmt';
import { TableJump } from './TableJump';
import './tableShell.css';

/** The width from which the table is two columns, the side beside the board (tableShell.css). */
const WIDE = '(min-width: 64rem)';

/**
 * On a phone or a tablet (the table in one column), when a game comes onto the page (started, resumed, opened from a
 * link), the page scrolls so that the table begins right under the site's header (Starlight's `scroll-padding-top`
 * keeps the header's room): the page's title and the start form above it would otherwise hold the screen, or the focus
 * would have scrolled the table's status under the header. Once, at once (no smooth scroll for the focus to
 * interrupt); where the table is two columns the page stays where it is, the whole decision being in view already.
 */
function useTopOnPhone(rootRef: Ref<HTMLDivElement> | undefined) {
  const ref = useRef<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    if (typeof window.matchMedia !== 'function' || window.matchMedia(WIDE).matches) return;
    ref.current?.scrollIntoView({ block: 'start', behavior: 'instant' });
  }, []);
  // The game's own ref to the table's root gets the element too.
  const setRef = useCallback(
    (el: HTMLDivElement | null) => {
      ref.current = el;
      if (typeof rootRef === 'function') rootRef(el);
      else if (rootRef) rootRef.current = el;
    },
    [rootRef],
  );
  return [setRef, ref] as const;
}

export interface TableShellProps {
  /** The table's words, holding the kit's `table.` ones. */
  t: Strings;
  /** The game's own classes for the table's root (its styles hang on them). */
  cls: string;
  rootRef?: Ref<HTMLDivElement>;
  /** Above the three parts, full width: a link's question, a result, notes that come and go. */
  head?: ComponentChildren;
  top: ComponentChildren;
  tools?: ComponentChildren;
  board: ComponentChildren;
  side: ComponentChildren;
}

export function TableShell({ t, cls, rootRef, head, top, tools, board, side }: TableShellProps) {
  const [setRef, ref] = useTopOnPhone(rootRef);
  // The jump button is the table's sibling: pinned to the screen, it is no part of the table's layout.
  return (
    <>
      <div class={`kit-table ${cls}`} ref={setRef}>
        <div class="kit-table-head">{head}</div>
        <div class="kit-table-main">
          <div class="kit-table-top">{top}</div>
          <div class="kit-table-board">{board}</div>
        </div>
        <div class="kit-table-aside">
          {tools && <div class="kit-table-tools">{tools}</div>}
          <div class="kit-table-side">{side}</div>
        </div>
      </div>
      <TableJump t={t} rootRef={ref} />
    </>
  );
}
