/**
 * A story drawn ahead, frame by frame, for the step-through island
 * (StoryFrames.tsx): each frame is the game's own example island rendered to
 * HTML at that frame, as the page's first frame is rendered when the site is
 * built. Served as one JSON file per story and language
 * (src/pages/stories/[game]/[lang]/[name].json.ts), fetched when the reader
 * first reaches for the story's controls, so a page carries only the first
 * frame and a step needs neither the chart nor the rules core.
 *
 * Build-time only: it renders with preact-render-to-string and reads every
 * scenario file.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { PREFIXES, type LazyGame } from '../../exampleStrings';
import { exampleDocs, exampleIslands } from '../../games';
import { pick } from '../../i18n';

import { FRAMED, packFrames, type StoryFramesFile } from './framesUrl';

export { FRAMED, framesUrl, type StoryFramesFile } from './framesUrl';

/** The frames of scenario file `name` of `game` in `lang`. */
export async function renderFrames(game: LazyGame, lang: string, name: string): Promise<StoryFramesFile> {
  const load = exampleDocs[game][`../content/scenarios/${game}/${name}.json`];
  if (!load) throw new Error(`no scenario file ${game}/${name}`);
  const [doc, mod] = await Promise.all([load(), exampleIslands[game]()]);
  // Drawn for a page that holds the drawings the game's examples share (the island refers to them), as the first frame is.
  const props = { ...mod.propsFor(doc, lang), ...mod.pageShared?.props };
  const t = pick(lang, ...PREFIXES[game]);
  const draw = (i: number) => renderToString(h(mod.Island, { ...props, t, lang, name, initial: i }));
  // The first frame's stepper says how many there are (StoryStepper's data-frames; none on a file that cannot be shown).
  const frames = [draw(0)];
  const count = Number(/data-frames="(\d+)"/.exec(frames[0] as string)?.[1] ?? 1);
  for (let i = 1; i < count; i++) frames.push(draw(i));
  // The shared parts its frames name (an id of the part after a '#'), for a page that lacks them.
  const defs = (mod.pageShared?.parts ?? []).filter((p) => frames.some((f) => f.includes(`href="#${p.ids}`))).map((p) => p.key);
  return packFrames(frames, defs);
}

/** Every story the site serves frames for: each framed game's files, in each language. */
export function framedStories(langs: readonly string[]): { game: LazyGame; lang: string; name: string }[] {
  return FRAMED.flatMap((game) =>
    Object.keys(exampleDocs[game]).flatMap((path) => {
      const name = path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
      return langs.map((lang) => ({ game, lang, name }));
    }),
  );
}

/** The drawings each framed game's examples share on a page, as served for a page without them (defsUrl). */
export async function sharedDefs(): Promise<{ key: string; html: string }[]> {
  const mods = await Promise.all(FRAMED.map((game) => exampleIslands[game]()));
  return mods.flatMap((mod) => (mod.pageShared?.parts ?? []).map((p) => ({ key: p.key, html: renderToString(h(p.Defs, {})) })));
}
