/**
 * Where each Rolit clause is explained: its page and anchor (#ro5 …), and the clause ids named in a text.
 * A chip's tooltip is the clause's summary (./summaries.ts), which reaches an island with its strings.
 */
import { chipAttrs, tipIn } from '../kit/clauseSummaries';

/** The page that explains each Rolit clause (its paragraph carries the anchor #ro5 …). */
const RO_PAGES: [number, number, string][] = [
  [1, 4, ''], [5, 5, 'placing/'], [6, 9, 'capturing/'], [10, 11, 'placing/'], [12, 14, 'end/'], [15, 16, 'variants/'],
];

export function roClauseHref(clause: string, lang: string): string {
  const n = Number(/^RO(\d+)/.exec(clause)?.[1]);
  const page = RO_PAGES.find(([a, b]) => n >= a && n <= b)?.[2] ?? '';
  return `${lang === 'nl' ? '/nl' : ''}/rolit/${page}#ro${n}`;
}

/** Everything a rule chip's link needs: its href, class, tooltip (from the page's strings `t`, ro.tip.*) and accessible name. */
export function roClauseChip(clause: string, lang: string, t: Readonly<Record<string, string>>): { href: string; class: string; 'aria-label'?: string } {
  return { href: roClauseHref(clause, lang), ...chipAttrs(clause, tipIn(t, 'ro.tip.', clause)) };
}

export function roClausesIn(text: string): string[] {
  return [...new Set([...text.matchAll(/\bRO\d+\b/g)].map((m) => m[0]))];
}
