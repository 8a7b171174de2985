/**
 * What every game's clause summaries share: their shape, the lookup in the
 * page's language, and the attributes of a rule chip. The summaries
 * themselves (one line per rule clause, in the site's own words, in both
 * languages: the tooltip of every rule chip) live beside each game's
 * components, one module per game (rollecate/summaries.ts,
 * rolit/summaries.ts, steam-rollers/summaries.ts). They reach a page with
 * its strings, in its language only (`tipsFor`, added by i18n.ts's `pick`),
 * and a chip reads its line from there (`tipIn`), so no island's code
 * carries them.
 */

export type Summaries = Readonly<Record<'en' | 'nl', Readonly<Record<string, string>>>>;

/**
 * The summaries of one language as strings keyed `${prefix}${id}` ("rc.tip.R10"):
 * how they reach the islands, with the page's other words (i18n.ts adds them to
 * the strings `pick` chooses from), so a page carries its own language's
 * tooltips, once, and an island's code carries none.
 */
export function tipsFor(table: Summaries, lang: 'en' | 'nl', prefix: string): Record<string, string> {
  return Object.fromEntries(Object.entries(table[lang]).map(([id, line]) => [`${prefix}${id}`, line]));
}

/** A clause's tooltip from a page's strings (the clause's own line, else its base clause's: R25d → R25), or ''. */
export function tipIn(t: Readonly<Record<string, string>>, prefix: string, id: string): string {
  const own = (key: string) => (Object.hasOwn(t, key) ? t[key] : undefined);
  return own(`${prefix}${id}`) ?? own(`${prefix}${id.replace(/[a-d]$/, '')}`) ?? '';
}

/**
 * The attributes that turn a link into a rule chip with its tooltip: the class, and an accessible name that reads the
 * clause and its summary ("R10: Turns go clockwise."), which CSS also shows as the tooltip on hover and keyboard focus
 * (src/styles/rollecate.css draws `aria-label`). The summary stands in the page once per chip: a chapter holds some
 * eighty chips, and a second copy of each summary for the tooltip alone was 8 KB of its HTML.
 */
export function chipAttrs(id: string, summary: string): { class: string; 'aria-label'?: string } {
  return summary ? { class: 'rc-rulelink', 'aria-label': `${id}: ${summary}` } : { class: 'rc-rulelink' };
}

/** Everything a game's rule chips need: where a clause is explained, the clauses a text names, and a chip's link. */
export interface ClauseBook {
  /** The link to a clause's paragraph ("/rollecate/ride/#r29", "/nl/rolit/capturing/#ro6"). */
  href(clause: string, lang: string): string;
  /** The clause ids named in a text (a refusal: "R25d: a 3 may not follow a 1"), each once, in order of appearance. */
  clausesIn(text: string): string[];
  /** Everything a rule chip's link needs: its href, class, tooltip (from the page's strings `t`) and accessible name. */
  chip(clause: string, lang: string, t: Readonly<Record<string, string>>): { href: string; class: string; 'aria-label'?: string };
}

/**
 * A game's clause book: its pages live under `/<game>/` (Dutch under `/nl/`); `page` gives the chapter that explains a
 * clause ('' the game's first page; null: not a clause, which links to the first page with no anchor), `anchor` the
 * paragraph's anchor, `ids` finds the clause ids in a text (a global pattern; `checked`: only those that are
 * clauses, where the pattern also matches ids that are not) and `tips` is the summaries' prefix.
 */
export function clauseBook({ game, page, anchor, ids, checked, tips }: {
  game: string;
  page: (clause: string) => string | null;
  anchor: (clause: string) => string;
  ids: RegExp;
  checked?: boolean;
  tips: string;
}): ClauseBook {
  const href = (clause: string, lang: string) => {
    const base = `${lang === 'nl' ? '/nl' : ''}/${game}/`;
    const p = page(clause);
    return p === null ? base : `${base}${p ? `${p}/` : ''}#${anchor(clause)}`;
  };
  return {
    href,
    clausesIn: (text) => [...new Set([...text.matchAll(ids)].map((m) => m[0]).filter((id) => !checked || page(id) !== null))],
    chip: (clause, lang, t) => ({ href: href(clause, lang), ...chipAttrs(clause, tipIn(t, tips, clause)) }),
  };
}
