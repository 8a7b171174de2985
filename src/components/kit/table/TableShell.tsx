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
 * On a wide screen (tableShell.css) the page drops the documentation column's width, the page's title shrinks, and the
 * table is two columns: the prompt above the board on the left, the side beside them, so everything a decision needs
 * is in view without scrolling at 1366×900. On a phone the parts stack in the order given (top, board, side), which is
 * the order the tables had before.
 */
import type { ComponentChildren, Ref } from 'preact';
import './tableShell.css';

export interface TableShellProps {
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

export function TableShell({ cls, rootRef, head, top, tools, board, side }: TableShellProps) {
  return (
    <div class={`kit-table ${cls}`} ref={rootRef}>
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
  );
}
