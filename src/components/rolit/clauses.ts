/**
 * Where each Rolit clause is explained: its page and anchor (#ro5 …), and the clause ids named in a text.
 * A chip's tooltip is the clause's summary (./summaries.ts), which reaches an island with its strings.
 */
import { clauseBook } from '../kit/clauseSummaries';

/** The page that explains each Rolit clause (its paragraph carries the anchor #ro5 …). */
const RO_PAGES: [number, number, string][] = [
  [1, 4, ''], [5, 5, 'placing'], [6, 9, 'capturing'], [10, 11, 'placing'], [12, 14, 'end'], [15, 16, 'variants'],
];

const number = (clause: string) => Number(/^RO(\d+)/.exec(clause)?.[1]);

const book = clauseBook({
  game: 'rolit',
  page: (clause) => RO_PAGES.find(([a, b]) => number(clause) >= a && number(clause) <= b)?.[2] ?? '',
  anchor: (clause) => `ro${number(clause)}`,
  ids: /\bRO\d+\b/g,
  tips: 'ro.tip.',
});

export const roClauseHref = book.href;

/** Everything a rule chip's link needs: its href, class, tooltip (from the page's strings `t`, ro.tip.*) and accessible name. */
export const roClauseChip = book.chip;

export const roClausesIn = book.clausesIn;
