/**
 * The ruling checker's Steam Rollers step-through, loaded with a dynamic
 * import only when a Steam Rollers file is opened: the SteamScenario island
 * and the story it replays, worked out from the file (../steam-rollers/example.ts),
 * the words it shows (`sr.*`) in the page's language, and the site's Steam
 * Rollers files. The checker page itself carries none of them, so its
 * weight does not grow for the other games.
 */
import { loadStrings } from '../exampleStrings';
import type { Strings } from '../../play/kit/fmt';

export { Island as SteamScenario, propsFor as steamStoryProps } from '../steam-rollers/example';

/** The site's Steam Rollers files by name ("c5-07-…"), for `#file=steam-rollers/NAME`: listed here, so the checker page carries no Steam Rollers names. */
const FILES = import.meta.glob('../../content/scenarios/steam-rollers/*.json', { import: 'default' });
export const steamFiles: ReadonlyMap<string, () => Promise<unknown>> = new Map(
  Object.entries(FILES).map(([path, load]) => [path.replace(/^.*\//, '').replace(/\.json$/, ''), load]),
);

/** The `sr.*` words in `lang` (and `_lang`), English filling any gap: what <SteamExample> passes its island (its UI strings, rule messages and chips' tooltips). */
export function steamStrings(lang: string): Promise<Strings> {
  return loadStrings(lang, 'steam-rollers', ['sr.']);
}
