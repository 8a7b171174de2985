/**
 * The ruling checker's Steam Rollers step-through, loaded with a dynamic
 * import only when a Steam Rollers file is opened: the SteamScenario island
 * and the story it replays, worked out from the file (../steam-rollers/example.ts),
 * the words it shows (`sr.*`) in the page's language, and the site's Steam
 * Rollers files. The checker page itself carries none of them, so its
 * weight does not grow for the other games.
 */
import { tipsFor } from '../clauseSummaries';
import type { Strings } from '../fmt';
import { STEAM_SUMMARIES } from '../steam-rollers/summaries';

export { Island as SteamScenario, propsFor as steamStoryProps } from '../steam-rollers/example';

/** The site's Steam Rollers files by name ("c5-07-…"), for `#file=steam-rollers/NAME`: listed here, so the checker page carries no Steam Rollers names. */
const FILES = import.meta.glob('../../content/scenarios/steam-rollers/*.json', { import: 'default' });
export const steamFiles: ReadonlyMap<string, () => Promise<unknown>> = new Map(
  Object.entries(FILES).map(([path, load]) => [path.replace(/^.*\//, '').replace(/\.json$/, ''), load]),
);

/** One language's string files that hold `sr.*` words: the site's UI strings, the rules core's log and refusal sentences, and the rule chips' tooltips. */
const SOURCES: Readonly<Record<'en' | 'nl', () => Promise<Strings[]>>> = {
  en: () =>
    Promise.all([import('../../content/i18n/en.json'), import('../../machines/steam-rollers/rules/messages/en.json')])
      .then((ms) => [...ms.map((m) => m.default as Strings), tipsFor(STEAM_SUMMARIES, 'en', 'sr.tip.')]),
  nl: () =>
    Promise.all([import('../../content/i18n/nl.json'), import('../../machines/steam-rollers/rules/messages/nl.json')])
      .then((ms) => [...ms.map((m) => m.default as Strings), tipsFor(STEAM_SUMMARIES, 'nl', 'sr.tip.')]),
};

/** Every string whose key starts with `prefix`, later sources overriding earlier ones (as `pick` in ../i18n.ts does). */
export function withPrefix(sources: readonly Strings[], prefix: string): Strings {
  const out: Strings = {};
  for (const source of sources) {
    for (const [k, v] of Object.entries(source)) if (k.startsWith(prefix)) out[k] = v;
  }
  return out;
}

/** The `sr.*` words in `lang` (and `_lang`), English filling any gap: what <SteamExample> passes its island. */
export async function steamStrings(lang: string): Promise<Strings> {
  const sources = [...(await SOURCES.en()), ...(lang === 'nl' ? await SOURCES.nl() : [])];
  // The language picks the plural forms of {{n|…|…}} slots (fmt.ts), as pick() in ../i18n.ts marks it.
  return { _lang: lang === 'nl' ? 'nl' : 'en', ...withPrefix(sources, 'sr.') };
}
