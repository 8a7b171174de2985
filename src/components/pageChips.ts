/**
 * Rule chips written into a page while the site is built (the MDX pages'
 * own chips, the statecharts' clause links): each game's chip with its tooltip taken from the site's
 * strings in the page's language. Build time only: it reads every string
 * table (i18n.ts), which no island loads; an island's chips take their
 * tooltips from the island's own strings.
 */
import { pick } from './i18n';
import { clauseChip as rollecateChip } from './rollecate/clauses';
import { roClauseChip as rolitChip } from './rolit/clauses';
import { srClauseChip as steamChip } from './steam-rollers/clauses';

const tips = new Map<string, Record<string, string>>();
const tipsIn = (lang: string) => {
  let t = tips.get(lang);
  if (!t) tips.set(lang, (t = pick(lang, 'rc.tip.', 'ro.tip.', 'sr.tip.')));
  return t;
};

/** A Rollecate rule chip ("R17") for a page in `lang`. */
export const clauseChip = (clause: string, lang: string) => rollecateChip(clause, lang, tipsIn(lang));

/** A Rolit rule chip ("RO5") for a page in `lang`. */
export const roClauseChip = (clause: string, lang: string) => rolitChip(clause, lang, tipsIn(lang));

/** A Steam Rollers rule chip ("B2") for a page in `lang`. */
export const srClauseChip = (clause: string, lang: string) => steamChip(clause, lang, tipsIn(lang));
