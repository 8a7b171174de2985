/**
 * Where each Steam Rollers clause is explained: its chapter and anchor (#b1,
 * #rd2 …), and the clause ids named in a text. The ids are those of the
 * rules analysis (Part C): S setup, RD round, B build, E engine, D deliver,
 * SC special cards, F end and scoring. A chip's tooltip is the clause's
 * summary (./summaries.ts), which reaches an island with its strings.
 */
import { clauseBook } from '../kit/clauseSummaries';

/** The chapter (page slug under /steam-rollers/) of each clause family. */
export const SR_CHAPTERS: Readonly<Record<string, string>> = {
  S: 'setup',
  RD: 'round',
  B: 'building',
  E: 'engine',
  D: 'deliveries',
  SC: 'cards',
  F: 'end',
};

/** How many clauses each family has (S1–S6, RD1–RD4, …). */
export const SR_CLAUSE_COUNT: Readonly<Record<string, number>> = { S: 6, RD: 4, B: 5, E: 2, D: 7, SC: 3, F: 5 };

const CLAUSE = /^(SC|RD|S|B|E|D|F)(\d+)$/;

/** Every clause id, in the order of the rules. */
export const SR_CLAUSES: readonly string[] = Object.entries(SR_CLAUSE_COUNT).flatMap(([p, n]) => Array.from({ length: n }, (_, i) => `${p}${i + 1}`));

/** Clauses explained away from their family's chapter: S6 (Medium and Hard) lives with the variants. */
const SR_MOVED: Readonly<Record<string, string>> = { S6: 'variants' };

/** The chapter slug that explains a clause ('' for the overview when the id is not a clause). */
export function srChapterOf(clause: string): string {
  const m = CLAUSE.exec(clause);
  if (!m || Number(m[2]) < 1 || Number(m[2]) > (SR_CLAUSE_COUNT[m[1]!] ?? 0)) return '';
  if (Object.hasOwn(SR_MOVED, clause)) return SR_MOVED[clause]!;
  return SR_CHAPTERS[m[1]!] ?? '';
}

const book = clauseBook({
  game: 'steam-rollers',
  page: (clause) => srChapterOf(clause) || null,
  anchor: (clause) => clause.toLowerCase(),
  ids: /\b(?:SC|RD|S|B|E|D|F)\d+\b/g,
  checked: true,
  tips: 'sr.tip.',
});

/** The link to a clause's paragraph: "/steam-rollers/building/#b1", "/nl/steam-rollers/round/#rd2". */
export const srClauseHref = book.href;

/** The clause ids named in a text ("RD2: …", "B1 and B4"), each once, in order of appearance. */
export const srClausesIn = book.clausesIn;

/** Everything a rule chip's link needs: its href, class, tooltip (from the page's strings `t`, sr.tip.*) and accessible name. */
export const srClauseChip = book.chip;
