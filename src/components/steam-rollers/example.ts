/**
 * A Steam Rollers file's example island, for a file that arrives after the
 * page was built (a rulings page's example loaded when it comes into view, a
 * file opened in the ruling checker): the island, and the story worked out
 * from the file here, in the browser, as SteamExample.astro works it out when
 * the page is built.
 */
import { compileStory } from '../../scenario/frames';
import { steamRollersAdapter } from '../../scenario/steam-rollers';
import SteamScenario from './SteamScenario';
import { MAP_DEFS, SteamMapDefs } from './SteamMap';

export const Island = SteamScenario;

export function propsFor(doc: unknown, lang: string): { story: ReturnType<typeof compileStory> } {
  return { story: compileStory(doc, lang, { 'steam-rollers': steamRollersAdapter }) };
}

/**
 * What a page shares between its examples' drawings (kit/story/storyFrames.ts): the map's unchanging layer and the
 * walls, each placed once on the page (MapDefs.astro; fetched for a page without them, StoryFrames.tsx) and found
 * in a frame by its ids' prefix; and the props that make the island's maps use them.
 */
export const pageShared = {
  parts: [
    { key: MAP_DEFS.key, ids: 'sr-map-', Defs: () => SteamMapDefs({ part: 'map' }) },
    { key: MAP_DEFS.wallsKey, ids: 'sr-w-', Defs: () => SteamMapDefs({ part: 'walls' }) },
  ],
  props: { sharedMap: true },
};
