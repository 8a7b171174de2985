/**
 * Every table's result, written once: the panel (its heading takes the focus when the game ends) and the score
 * table (a row per seat, headed by who sits there; a column per thing the game counts). The game says what it
 * counts and in which words, and what it says around the table (the verdict, the rule that decided it, a record);
 * the classes and ids are the table's, so each keeps its look.
 */
import type { ComponentChildren } from 'preact';

export function ResultPanel({ cls, id, title, level = 3, autofocus, children }: {
  cls: string;
  /** The heading's id, which names the panel. */
  id: string;
  title: string;
  level?: 2 | 3;
  /** The heading takes the focus as soon as it is drawn (the kit's data-autofocus). */
  autofocus?: boolean;
  children: ComponentChildren;
}) {
  const H = level === 2 ? 'h2' : 'h3';
  return (
    <section class={cls} aria-labelledby={id}>
      <H id={id} tabIndex={-1} {...(autofocus ? { 'data-autofocus': true } : {})}>{title}</H>
      {children}
    </section>
  );
}

/** A column of the score table: its heading, and its cell for a row. */
export interface ScoreColumn<R> {
  head: ComponentChildren;
  cell: (row: R) => ComponentChildren;
}

export function ScoreTable<R>({ caption, who, columns, rows, rowKey, rowClass }: {
  /** Said to a screen reader only (the panel's heading says it to everyone). */
  caption?: string;
  /** The first column: its heading, and who sits at a row. */
  who: ScoreColumn<R>;
  columns: readonly ScoreColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string | number;
  rowClass?: (row: R) => string | undefined;
}) {
  return (
    <table>
      {caption !== undefined && <caption class="sr-only">{caption}</caption>}
      <thead>
        <tr>
          <th scope="col">{who.head}</th>
          {columns.map((c, i) => <th key={i} scope="col">{c.head}</th>)}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={rowKey(r)} class={rowClass?.(r)}>
            <th scope="row">{who.cell(r)}</th>
            {columns.map((c, i) => <td key={i}>{c.cell(r)}</td>)}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
