/**
 * The registry of games: the one place (with i18n.ts, exampleStrings.ts and
 * pageChips.ts, which merge every game's words and chips) that names every
 * game's folder, so the kit (kit/) can stay game-neutral and a fourth game is
 * one entry here. Each game's example island and its scenario files, loaded
 * only when an example is opened.
 */
import type { ComponentType } from 'preact';
import type { LazyGame } from './exampleStrings';

export const exampleDocs: Record<LazyGame, Record<string, () => Promise<unknown>>> = {
  rollecate: import.meta.glob('../content/scenarios/rollecate/*.json', { import: 'default' }),
  'steam-rollers': import.meta.glob('../content/scenarios/steam-rollers/*.json', { import: 'default' }),
  rolit: import.meta.glob('../content/scenarios/rolit/*.json', { import: 'default' }),
};

/** Each game's example island, with the props it takes for a file (a story worked out from it, or the file itself). */
export interface ExampleModule {
  Island: ComponentType<any>;
  propsFor: (doc: unknown, lang: string) => Record<string, unknown>;
  /**
   * Drawings a game's examples share on a page (Steam Rollers: the map's unchanging layer, its walls): each part's
   * `key` marks the element that holds it (data-defs), `ids` begins every id in it (a frame that names one needs the
   * part), `Defs` draws it; `props` make the island's drawing refer to the parts rather than draw them again. Frames
   * drawn ahead are drawn with `props` (kit/story/storyFrames.ts).
   */
  pageShared?: { parts: readonly { key: string; ids: string; Defs: ComponentType }[]; props: Record<string, unknown> };
}
export const exampleIslands: Record<LazyGame, () => Promise<ExampleModule>> = {
  rollecate: () => import('./rollecate/example'),
  'steam-rollers': () => import('./steam-rollers/example'),
  rolit: () => import('./rolit/example'),
};

