/**
 * Where each Rollecate clause is explained: the chapter (page slug under
 * /rollecate/) whose paragraph carries the clause's anchor (#r17). Refusals,
 * examples and rulings link through this one table; a chip's tooltip is the
 * clause's summary (./summaries.ts), which reaches an island with its strings.
 */
import { clauseBook } from '../kit/clauseSummaries';

export const CHAPTERS = [
  'setup', 'turn', 'pass', 'penalties', 'combining', 'building', 'ride', 'chaos', 'end', 'solo', 'betsy',
] as const;
export type Chapter = (typeof CHAPTERS)[number];

const RANGES: [number, number, Chapter][] = [
  [1, 9, 'setup'], [10, 12, 'turn'], [13, 16, 'pass'], [17, 19, 'penalties'], [20, 23, 'combining'], [24, 26, 'building'],
  [27, 30, 'ride'], [31, 32, 'chaos'], [33, 36, 'end'], [37, 39, 'solo'], [40, 45, 'betsy'], [46, 46, 'building'],
];

export function chapterOf(clause: string): Chapter | null {
  const n = Number(/^R(\d+)/.exec(clause)?.[1]);
  return RANGES.find(([a, b]) => n >= a && n <= b)?.[2] ?? null;
}

const book = clauseBook({ game: 'rollecate', page: chapterOf, anchor: (c) => c.toLowerCase().replace(/[a-d]$/, ''), ids: /\bR\d+[a-d]?\b/g, tips: 'rc.tip.' });

/** `/rollecate/ride/#r29` (or under `/nl/`), for a clause id like "R29" or "R25d". */
export const clauseHref = book.href;

/** Clause ids found in a sentence such as a refusal ("R25d: a 3 may not follow a 1"). */
export const clausesIn = book.clausesIn;

/** Everything a rule chip's link needs: its href, class, tooltip (from the page's strings `t`, rc.tip.*) and accessible name. */
export const clauseChip = book.chip;
