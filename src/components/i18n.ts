/**
 * UI strings for islands. The Astro side picks one language's strings (by
 * key prefix) and passes them as a prop, so an island ships only the words it
 * shows, in the page's language. Strings live in src/content/i18n/<lang>.json.
 */
import en from '../content/i18n/en.json';
import nl from '../content/i18n/nl.json';
import enMessages from '../machines/rollecate/rules/messages/en.json';
import nlMessages from '../machines/rollecate/rules/messages/nl.json';
import enRolit from '../machines/rolit/rules/messages/en.json';
import nlRolit from '../machines/rolit/rules/messages/nl.json';
import enSteam from '../machines/steam-rollers/rules/messages/en.json';
import nlSteam from '../machines/steam-rollers/rules/messages/nl.json';
import { tipsFor } from './kit/clauseSummaries';
import { ROLLECATE_SUMMARIES } from './rollecate/summaries';
import { ROLIT_SUMMARIES } from './rolit/summaries';
import { STEAM_SUMMARIES } from './steam-rollers/summaries';

export type Strings = Record<string, string>;
// UI strings, plus the rules cores' log and refusal sentences (Rollecate log.*, why.*; Rolit ro.why.*; Steam Rollers sr.log.*, sr.why.*, sr.colour.*, sr.track.*, sr.phase.*, sr.event.*).
// And each rule chip's tooltip, the clause's one-line summary: rc.tip.R10, ro.tip.RO5, sr.tip.B2 (clauseSummaries.ts).
const tips = (lang: 'en' | 'nl'): Strings => ({
  ...tipsFor(ROLLECATE_SUMMARIES, lang, 'rc.tip.'),
  ...tipsFor(ROLIT_SUMMARIES, lang, 'ro.tip.'),
  ...tipsFor(STEAM_SUMMARIES, lang, 'sr.tip.'),
});
const ALL: Record<string, Strings> = {
  en: { ...en, ...enMessages, ...enRolit, ...enSteam, ...tips('en') },
  nl: { ...nl, ...nlMessages, ...nlRolit, ...nlSteam, ...tips('nl') },
};

export function langOf(locale: string | undefined): 'en' | 'nl' {
  return locale === 'nl' ? 'nl' : 'en';
}

/** Every string whose key starts with one of the prefixes, English filling any gap. */
export function pick(lang: string, ...prefixes: string[]): Strings {
  // The language travels with the strings, for the plural rules of {{n|one|other}} slots (fmt.ts).
  const out: Strings = { _lang: lang === 'nl' ? 'nl' : 'en' };
  for (const source of [ALL.en ?? {}, ALL[lang] ?? {}]) {
    for (const [k, v] of Object.entries(source)) if (prefixes.some((p) => k.startsWith(p))) out[k] = v;
  }
  return out;
}
