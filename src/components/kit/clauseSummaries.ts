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
