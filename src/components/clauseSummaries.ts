/**
 * What every game's clause summaries share: their shape, the lookup in the
 * page's language, and the attributes of a rule chip. The summaries
 * themselves (one line per rule clause, in the site's own words, in both
 * languages: the tooltip of every rule chip) live beside each game's
 * components, one module per game (rollecate/summaries.ts,
 * rolit/summaries.ts, steam-rollers/summaries.ts), so that an island's
 * bundle carries only its own game's lines: three tables in one module
 * would be one chunk shared by every game's pages.
 */

export type Summaries = Readonly<Record<'en' | 'nl', Readonly<Record<string, string>>>>;

/** A clause's one-line summary in the page's language (English fills a gap), or '' for an unknown id. */
export function summaryIn(table: Summaries, id: string, lang: string): string {
  const base = id.replace(/[a-d]$/, '');
  const pick = (l: 'en' | 'nl') => table[l][id] ?? table[l][base];
  return pick(lang === 'nl' ? 'nl' : 'en') ?? pick('en') ?? '';
}

/**
 * The attributes that turn a link into a rule chip with its tooltip: the class,
 * the summary shown on hover and keyboard focus (CSS draws `data-tip`, see
 * src/styles/rollecate.css), and an accessible name that reads it too.
 */
export function chipAttrs(id: string, summary: string): { class: string; 'data-tip'?: string; 'aria-label'?: string } {
  return summary ? { class: 'rc-rulelink', 'data-tip': summary, 'aria-label': `${id}: ${summary}` } : { class: 'rc-rulelink' };
}
