/**
 * Filling {{slots}} in the site's sentences, with plurals by the language's own rules.
 *
 *   {{n}}                  the value of n
 *   {{n|card|cards}}       the word for n: the first form where the language's plural rule
 *                          (Intl.PluralRules) says "one", the second otherwise
 *   {{n|one:card|other:cards|few:…}}  named forms, for languages with more categories
 *
 * The language is the table's "_lang" entry (see i18n.ts and the cores' messages files),
 * English when there is none.
 */
const rulesCache = new Map<string, Intl.PluralRules>();

export function pluralRules(lang: string): Intl.PluralRules {
  let r = rulesCache.get(lang);
  if (!r) {
    r = new Intl.PluralRules(lang);
    rulesCache.set(lang, r);
  }
  return r;
}

/** The form of a word for a count: pluralForm('en', 1, 'card', 'cards') === 'card'. */
export function pluralForm(lang: string, n: number, one: string, other: string): string {
  return pluralRules(lang).select(n) === 'one' ? one : other;
}

function chooseForm(lang: string, n: number, forms: string[]): string {
  const category = pluralRules(lang).select(n);
  const named = forms.filter((f) => /^[a-z]+:/.test(f));
  if (named.length) {
    const pick = (cat: string) => named.find((f) => f.startsWith(`${cat}:`))?.slice(cat.length + 1);
    return pick(category) ?? pick('other') ?? '';
  }
  return category === 'one' ? (forms[0] ?? '') : (forms[1] ?? forms[0] ?? '');
}

const SLOT = /\{\{(\w+)((?:\|[^|}]*)*)\}\}/g;

export function fillSlots(
  s: string,
  vars: Record<string, string | number>,
  lang = 'en',
  missing: (name: string) => string = () => '',
): string {
  return s.replace(SLOT, (_, name: string, forms: string) => {
    const v = vars[name];
    if (!forms) return v === undefined ? missing(name) : String(v);
    const n = typeof v === 'number' ? v : Number(v);
    if (!Number.isFinite(n)) return missing(name);
    return chooseForm(lang, n, forms.slice(1).split('|'));
  });
}
