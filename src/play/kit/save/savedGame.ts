/**
 * The envelope every saved game shares: JSON text holding an object with a
 * format version. Each game's save module checks only its own contents.
 *
 * A saved game is held to the limits of a link or a paste (limits.ts): at
 * most 256 KB of text (a saved game of Rollecate is about 30 KB, of Rolit a
 * few) and 64 levels of nesting (a save nests 5), checked before anything
 * walks it. A refused save keeps its text, so the page can offer it for
 * download and leave it where it is instead of overwriting it.
 */
import { MAX_DEPTH, MAX_TEXT_KB, textLimit } from '../limits';
import { nestsDeeperThan } from '../../../scenario/types';

export type SaveReason = 'corrupt' | 'foreign' | 'old' | 'newer' | 'large';
/** A save that cannot be loaded: why, in a word and in a sentence, and the saved text as it was. */
export type SaveProblem = { status: 'invalid'; reason: SaveReason; detail: string; text: string };

/** The games' saves by their own fields (src/play/rollecate/save.ts, rolit/rolitSave.ts, steam-rollers/steamSave.ts). */
const SAVE_FIELDS: readonly [string, string][] = [['match', 'Rolit'], ['events', 'Steam Rollers'], ['state', 'Rollecate']];
const GAME_NAMES: Readonly<Record<string, string>> = { rollecate: 'Rollecate', rolit: 'Rolit', 'steam-rollers': 'Steam Rollers' };

/**
 * What a saved text plainly is: "a saved Rolit game" (each game's save has its
 * own field beside "config"), or "a scenario file of Rolit". Undefined when it
 * looks like none of them. Own properties only.
 */
function whatItIs(raw: Record<string, unknown>): string | undefined {
  const named = Object.hasOwn(raw, 'game') && typeof raw.game === 'string' && Object.hasOwn(GAME_NAMES, raw.game) ? GAME_NAMES[raw.game] : undefined;
  if (named && Object.hasOwn(raw, 'steps')) return `a scenario file of ${named}`;
  if (!Object.hasOwn(raw, 'config')) return undefined;
  const saved = SAVE_FIELDS.find(([field]) => Object.hasOwn(raw, field))?.[1];
  return saved === undefined ? undefined : `a saved ${saved} game`;
}

/** Opens a saved text (null: nothing saved). Never throws. */
export function openSave(text: string | null, version: number, game: string): { status: 'none' } | SaveProblem | { status: 'open'; raw: Record<string, unknown> } {
  if (text === null) return { status: 'none' };
  const refuse = (reason: SaveReason, detail: string): SaveProblem => ({ status: 'invalid', reason, detail, text });
  const size = textLimit(text);
  if (size && size.limit === 'size') return refuse('large', `it is ${Math.ceil(size.bytes / 1024)} KB; a saved game may hold at most ${MAX_TEXT_KB} KB`);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return refuse('corrupt', 'the saved text is not valid JSON');
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return refuse('foreign', `it is not a saved ${game} game`);
  // Another game's save (or a scenario file) is named as what it is, as a shared link is, not called damaged for a field it lacks.
  const other = whatItIs(raw as Record<string, unknown>);
  if (other && other !== `a saved ${game} game`) return refuse('foreign', `it is ${other}, not a saved ${game} game`);
  if (!Object.hasOwn(raw, 'version')) return refuse('foreign', `it is not a saved ${game} game`);
  const v = (raw as { version: unknown }).version;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) return refuse('foreign', 'it has no version number');
  if (v < version) return refuse('old', `it was saved in format ${v}; this page reads format ${version}`);
  if (v > version) return refuse('newer', `it was saved in format ${v}; this page reads format ${version}`);
  if (nestsDeeperThan(raw, MAX_DEPTH)) return refuse('corrupt', `its lists and objects nest more than ${MAX_DEPTH} levels deep`);
  return { status: 'open', raw: raw as Record<string, unknown> };
}

/** What the save modules need of a storage (localStorage, or a stand-in in the tests). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The text saved under `key`; storage that cannot be read (privacy settings) counts as nothing saved. Never throws. */
export function readSaved(storage: StorageLike | null | undefined, key: string): string | null {
  try {
    return storage ? storage.getItem(key) : null;
  } catch {
    return null;
  }
}

/** Writes `text` under `key`; false when storage is missing, full or blocked (the game goes on unsaved). Never throws. */
export function writeSaved(storage: StorageLike | null | undefined, key: string, text: string): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, text);
    return true;
  } catch {
    return false;
  }
}

/** Removes what is saved under `key`; nothing to do in storage that cannot be reached. Never throws. */
export function clearSaved(storage: StorageLike | null | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    /* storage blocked: nothing to clear */
  }
}

/** The browser's localStorage, or null where there is none or it is refused (private modes, no window). */
export function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Whether the reader asked for reduced motion: the tables then move bots and dice at once. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/** A saved game read back: none, one to resume, or one that could not be (kept, offered for download). */
export type Restored<G> = { status: 'none' } | { status: 'ok'; game: G } | SaveProblem;
