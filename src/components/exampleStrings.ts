/**
 * The words of a game's examples, loaded in the browser: for an example that
 * arrives after its page was built (a rulings page's example, LazyScenario.tsx)
 * and for the ruling checker's Steam Rollers step-through (checkerSteam.ts).
 * The same strings i18n.ts's `pick` gives the Astro wrappers when the site is
 * built: the site's UI strings, the game's own rule messages (log and refusal
 * sentences) and its rule chips' tooltips, in one language. Only that language's
 * files are fetched (every Dutch table has every English key:
 * tests/unit/strings-parity.test.ts), and only the game's, so a Rollecate page
 * fetches no Rolit words and a Dutch page no English ones.
 */
import { tipsFor } from './kit/clauseSummaries';
import type { Strings } from '../play/kit/fmt';

export type LazyGame = 'rollecate' | 'steam-rollers' | 'rolit';
/** Whether `game` names one of the games (read from a page's markup: kit/story/lazyMount.ts). */
export const isLazyGame = (game: string): game is LazyGame => game === 'rollecate' || game === 'steam-rollers' || game === 'rolit';

/** The string prefixes each game's example reads; Example.astro, SteamExample.astro and RolitExample.astro give the eager examples these too. */
export const PREFIXES: Record<LazyGame, readonly string[]> = {
  rollecate: ['rc.', 'log.', 'why.', 'err.'],
  'steam-rollers': ['sr.', 'rc.story.', 'err.'],
  rolit: ['ro.', 'rc.story.', 'err.'],
};

type Table = Record<string, string>;
type Tables = () => Promise<Table[]>;
const tablesOf = (...mods: (() => Promise<{ default: unknown }>)[]): Tables => () =>
  Promise.all(mods.map((m) => m())).then((loaded) => loaded.map((m) => m.default as Table));
/** The game's rule chips' tooltips in one language (rc.tip.R10 …), as i18n.ts adds them to the strings `pick` chooses from. */
const tipsOf = (game: LazyGame, lang: 'en' | 'nl') => async (): Promise<{ default: unknown }> => {
  if (game === 'rollecate') return { default: tipsFor((await import('./rollecate/summaries')).ROLLECATE_SUMMARIES, lang, 'rc.tip.') };
  if (game === 'rolit') return { default: tipsFor((await import('./rolit/summaries')).ROLIT_SUMMARIES, lang, 'ro.tip.') };
  return { default: tipsFor((await import('./steam-rollers/summaries')).STEAM_SUMMARIES, lang, 'sr.tip.') };
};
const tables: Record<LazyGame, Record<'en' | 'nl', Tables>> = {
  rollecate: {
    en: tablesOf(() => import('../content/i18n/en.json'), () => import('../machines/rollecate/rules/messages/en.json'), tipsOf('rollecate', 'en')),
    nl: tablesOf(() => import('../content/i18n/nl.json'), () => import('../machines/rollecate/rules/messages/nl.json'), tipsOf('rollecate', 'nl')),
  },
  'steam-rollers': {
    en: tablesOf(() => import('../content/i18n/en.json'), () => import('../machines/steam-rollers/rules/messages/en.json'), tipsOf('steam-rollers', 'en')),
    nl: tablesOf(() => import('../content/i18n/nl.json'), () => import('../machines/steam-rollers/rules/messages/nl.json'), tipsOf('steam-rollers', 'nl')),
  },
  rolit: {
    en: tablesOf(() => import('../content/i18n/en.json'), () => import('../machines/rolit/rules/messages/en.json'), tipsOf('rolit', 'en')),
    nl: tablesOf(() => import('../content/i18n/nl.json'), () => import('../machines/rolit/rules/messages/nl.json'), tipsOf('rolit', 'nl')),
  },
};

/** Every string whose key starts with one of the prefixes, later sources overriding earlier ones (as `pick` in i18n.ts does). */
export function withPrefix(sources: readonly Strings[], ...prefixes: string[]): Strings {
  const out: Strings = {};
  for (const source of sources) {
    for (const [k, v] of Object.entries(source)) if (prefixes.some((p) => k.startsWith(p))) out[k] = v;
  }
  return out;
}

/** The game's words in `lang` with the given prefixes (by default its examples'), and `_lang` for the plural rules (fmt.ts). */
export async function loadStrings(lang: string, game: LazyGame, prefixes: readonly string[] = PREFIXES[game]): Promise<Strings> {
  const l = lang === 'nl' ? 'nl' : 'en';
  const sources = await tables[game][l]();
  return { _lang: l, ...withPrefix(sources, ...prefixes) };
}
