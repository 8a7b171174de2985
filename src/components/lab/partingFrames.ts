/**
 * A lab parting's frames, drawn when the site is built: both readings'
 * scenario files (../../lab/docs.ts) as stories, and the one parting view
 * (Parting.tsx) with each game's pieces rendered to HTML at every frame.
 * The page holds the first frame (PartingExample.astro); the rest are served
 * packed, as an example's are (src/pages/partings/…, kit/story/framesUrl.ts),
 * and stepped by the one step-through island (kit/story/StoryFrames.tsx).
 *
 * This is the one place that names each game's parting pieces, as games.ts
 * names each game's example island. Build-time only.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import type { Divergence, LabGame } from '../../lab/types';
import { partingDocs } from '../../lab/docs';
import { PREFIXES } from '../exampleStrings';
import { pick } from '../i18n';
import { packFrames, type StoryFramesFile } from '../kit/story/framesUrl';
import { rollecateParting } from '../rollecate/parting';
import { rolitParting } from '../rolit/parting';
import { steamParting } from '../steam-rollers/parting';
import { LAB_DATA } from './data';
import Parting, { type PartingGame } from './Parting';
import { GAME_WORDS, WORDS, type Lang } from './words';

const GAMES: Record<LabGame, PartingGame<any>> = {
  rollecate: rollecateParting,
  rolit: rolitParting,
  'steam-rollers': steamParting,
};

export const partingUrl = (game: LabGame, lang: string, reading: string) => `/partings/${game}/${lang}/${reading}.json`;

/** The ids of a parting's title (unique on its page). */
export const partingName = (d: Divergence) => `lab-${d.reading}`;

/**
 * Whether a parting is stepped. One before the first move (an edition's seating) has nothing to step: its words say
 * what differs. A very long one (hundreds of moves) is told in words only: a stepper of that length shows nothing a
 * reader can follow.
 */
export const stepped = (d: Divergence) => d.steps.length > 0 && d.steps.length <= 120;

/** The columns' headings: the default reading at the divergence's table, and the other reading. */
export function partingLabels(game: LabGame, d: Divergence, lang: Lang): [string, string] {
  const g = GAME_WORDS[game][lang];
  return [`${WORDS[lang].readingA} (${g.tables[d.config] ?? d.config})`, g.readings[d.reading] ?? d.reading];
}

/** Each frame's HTML, worked out once per parting and language for the whole build (the page and its frames file). */
const drawn = new Map<string, string[]>();
export function partingHtml(game: LabGame, d: Divergence, lang: Lang): string[] {
  const key = `${game}/${lang}/${d.reading}`;
  const hit = drawn.get(key);
  if (hit) return hit;
  const labels = partingLabels(game, d, lang);
  const docs = partingDocs(game, d, labels) ?? [null, null];
  const pieces = GAMES[game];
  const [a, b] = docs.map((doc) => pieces.story(doc, lang));
  const t = pick(lang, ...PREFIXES[game]);
  const draw = (i: number) => renderToString(h(Parting, { game: pieces, a, b, labels, t, lang, name: partingName(d), initial: i }));
  // The first frame's stepper says how many there are (none on a file that cannot be shown).
  const frames = [draw(0)];
  const count = Number(/data-frames="(\d+)"/.exec(frames[0] as string)?.[1] ?? 1);
  for (let i = 1; i < count; i++) frames.push(draw(i));
  drawn.set(key, frames);
  return frames;
}

/** The packed frames of the parting of `reading` in `game`'s lab (throws on a reading the lab has no stepped parting for). */
export function partingFrames(game: LabGame, lang: Lang, reading: string): StoryFramesFile {
  const d = LAB_DATA[game].divergences.find((x) => x.reading === reading && stepped(x));
  if (!d) throw new Error(`no stepped parting ${game}/${reading}`);
  return packFrames(partingHtml(game, d, lang));
}

/** Every parting the site serves frames for, in each language. */
export function steppedPartings(langs: readonly Lang[]): { game: LabGame; lang: Lang; reading: string }[] {
  return (Object.keys(LAB_DATA) as LabGame[]).flatMap((game) =>
    LAB_DATA[game].divergences.filter(stepped).flatMap((d) => langs.map((lang) => ({ game, lang, reading: d.reading }))),
  );
}
