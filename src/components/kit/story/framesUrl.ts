/**
 * A story's frames drawn ahead: where they are served (storyFrames.ts makes
 * them, src/pages/stories/… serves them, StoryFrames.tsx fetches them), which
 * games' examples step that way, when frames drawn ahead no longer hold, and
 * how they are packed.
 *
 * Packing: one frame differs from the next in a few places (a card, a track,
 * a line of narration), so the file holds each distinct piece of markup once
 * (the HTML cut before every tag) and each frame as the list of its pieces,
 * where a run of consecutive pieces is written as its first piece and then
 * minus the run's further length. A Steam Rollers story of ten frames of
 * 95 KB each packs into about as much as two of them.
 *
 * Shared drawings: a game's frames may draw a part of the board by reference
 * (<use href="#…">) to a copy the page holds once (games.ts `pageShared`:
 * Steam Rollers' map). The file names those parts (`defs`); a page that lacks
 * one (its examples load when seen) fetches it from `defsUrl` (StoryFrames.tsx).
 */
import type { LazyGame } from '../../exampleStrings';

export const framesUrl = (game: string, lang: string, name: string) => `/stories/${game}/${lang}/${name}.json`;

/**
 * Where the drawings that a game's frames share are served (games.ts `pageShared`: Steam Rollers' map), for a
 * page that does not hold them already (src/pages/stories/defs/…): `{ html }`, one element marked data-defs=key.
 */
export const defsUrl = (key: string) => `/stories/defs/${key}.json`;
/** A shared drawing's key: what a file may name (it becomes part of a URL and a selector). */
export const DEFS_KEY = /^[a-z0-9-]{1,40}$/;

export const FRAMED: readonly LazyGame[] = ['rollecate', 'steam-rollers', 'rolit'];

/**
 * A game whose examples follow a choice the reader makes on the page (Rolit: its edition, kept on
 * <html data-rolit-edition> by RolitEdition.astro and editionChoice.ts) has its frames drawn under one
 * value of it; while <html> names another, the step-through hands over to the game's own island.
 */
export const DRAWN_UNDER: Partial<Record<LazyGame, { attr: string; value: string }>> = {
  rolit: { attr: 'data-rolit-edition', value: 'standard' },
};

/** Whether frames drawn ahead still show what the game's island would. */
export function framesHold(game: LazyGame, root: Element | null = typeof document === 'undefined' ? null : document.documentElement): boolean {
  const under = DRAWN_UNDER[game];
  const now = under && root?.getAttribute(under.attr);
  return !under || !now || now === under.value;
}

/**
 * Calls `fn` whenever the choice a game's frames were drawn under changes on the page (<html>'s attribute, see
 * DRAWN_UNDER); nothing for a game drawn under no choice. Returns the unsubscribe.
 */
export function watchDrawnUnder(game: LazyGame, fn: () => void): () => void {
  const under = DRAWN_UNDER[game];
  if (!under || typeof MutationObserver === 'undefined') return () => undefined;
  const watch = new MutationObserver(fn);
  watch.observe(document.documentElement, { attributes: true, attributeFilter: [under.attr] });
  return () => watch.disconnect();
}

export interface StoryFramesFile {
  /** Every distinct piece of the frames' markup, once. */
  parts: string[];
  /** Each frame as indices into `parts`, a run of consecutive ones as its first and then minus its further length. */
  frames: number[][];
  /** The keys of the shared drawings the frames refer to and expect on the page (defsUrl), if any. */
  defs?: string[];
}

export function packFrames(html: readonly string[], defs: readonly string[] = []): StoryFramesFile {
  const parts: string[] = [];
  const index = new Map<string, number>();
  const frames = html.map((frame) => {
    const out: number[] = [];
    let last = -2;
    for (const piece of frame.split(/(?=<)/)) {
      let i = index.get(piece);
      if (i === undefined) index.set(piece, (i = parts.push(piece) - 1));
      const tail = out[out.length - 1] as number;
      if (i === last + 1 && out.length > 0) {
        if (tail < 0) out[out.length - 1] = tail - 1;
        else out.push(-1);
      } else out.push(i);
      last = i;
    }
    return out;
  });
  return defs.length ? { parts, frames, defs: [...defs] } : { parts, frames };
}

/** The keys of the shared drawings a packed file's frames refer to (none, when it names none or not as keys), at most 8. */
export function framesDefs(file: unknown): string[] {
  if (typeof file !== 'object' || file === null || !Object.prototype.hasOwnProperty.call(file, 'defs')) return [];
  const keys = (file as { defs: unknown }).defs;
  return Array.isArray(keys) ? keys.slice(0, 8).filter((k): k is string => typeof k === 'string' && DEFS_KEY.test(k)) : [];
}

/** The frames' HTML again; throws on a file that is not a packed story (a piece out of range, a run before a piece). */
export function unpackFrames(file: unknown): string[] {
  const { parts, frames } = (file ?? {}) as Partial<StoryFramesFile>;
  if (!Array.isArray(parts) || !Array.isArray(frames) || !parts.every((p) => typeof p === 'string')) throw new Error('not a packed story');
  return frames.map((frame) => {
    if (!Array.isArray(frame)) throw new Error('not a packed story');
    const out: string[] = [];
    let last = -1;
    for (const v of frame) {
      if (!Number.isInteger(v)) throw new Error('not a packed story');
      const from = v < 0 ? last + 1 : v;
      const to = v < 0 ? last - v : v;
      if (from > to || to >= parts.length || (v < 0 && last < 0)) throw new Error('not a packed story');
      for (let i = from; i <= to; i++) out.push(parts[i] as string);
      last = to;
    }
    return out.join('');
  });
}
