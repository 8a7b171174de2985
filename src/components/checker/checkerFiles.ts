/**
 * The site's scenario files as the checker's picker offers them: their names
 * (as `#file=` links and the rulings pages name them), the game each belongs
 * to, their order and titles, and loading one by name. Rollecate's and Rolit's
 * files load from here; Steam Rollers' from the module loaded with its
 * step-through (checkerSteam.ts), so the page's own code carries none of them.
 */
import { sayIn } from '../../scenario/frames';
import { isObject } from './checkerDoc';

/** A site file as the picker offers it: its name (the value, as `#file=` names it) and its title in the page's language. */
export interface SiteFile {
  name: string;
  title: string;
}

const FILES = import.meta.glob('../../content/scenarios/{rollecate,rolit}/*.json', { import: 'default' });
/**
 * A site file's name in links and the picker: "ruling-17-…" for Rollecate (as the rulings pages link),
 * "rolit/b3-01-…" for Rolit, "steam-rollers/c5-01-…" for Steam Rollers.
 */
export function fileName(path: string): string {
  return path.replace(/^.*\/scenarios\/(?:rollecate\/)?/, '').replace(/\.json$/, '');
}
const EXAMPLES = new Map(Object.entries(FILES).map(([path, load]) => [fileName(path), load]));
const STEAM_PREFIX = 'steam-rollers/';
/** The game a site file's name belongs to, as a player names it (the same in both languages). */
export function fileGame(name: string): 'Rollecate' | 'Rolit' | 'Steam Rollers' {
  return name.startsWith(STEAM_PREFIX) ? 'Steam Rollers' : name.startsWith('rolit/') ? 'Rolit' : 'Rollecate';
}
export const GAMES = ['Rollecate', 'Rolit', 'Steam Rollers'] as const;
/**
 * The picker's order: Rollecate's files, then Rolit's, then Steam Rollers', each by name. Steam Rollers'
 * files load from the module loaded with its step-through (checkerSteam.ts), so the page's own code
 * carries no Steam Rollers file.
 */
export function fileOrder(a: string, b: string): number {
  return GAMES.indexOf(fileGame(a)) - GAMES.indexOf(fileGame(b)) || a.localeCompare(b);
}

/** The picker's list from the site's files (path → parsed file), each titled in `lang`, in `fileOrder`. */
export function siteFiles(docs: Record<string, unknown>, lang: string): SiteFile[] {
  return Object.entries(docs)
    .map(([path, doc]) => ({ name: fileName(path), title: sayIn((doc as { title?: unknown } | null)?.title, lang) ?? fileName(path) }))
    .sort((a, b) => fileOrder(a.name, b.name));
}

/** Where the site serves the format's JSON Schema (public/scenario.schema.json). */
export const SCHEMA_URL = '/scenario.schema.json';

/**
 * A site file as the checker shows it: its `$schema` (a path from the file to
 * public/ in the repository, which means nothing in a browser) becomes the
 * schema's address on the site; nothing else changes, key order included.
 */
export function asSiteFile(doc: unknown): unknown {
  if (!isObject(doc) || !Object.hasOwn(doc, '$schema')) return doc;
  return Object.fromEntries(Object.entries(doc).map(([k, v]) => [k, k === '$schema' ? SCHEMA_URL : v]));
}

/**
 * A site file by name, as the checker shows it (asSiteFile), or why it cannot be had: no such file (`missing`), or
 * the load's own error (offline, a damaged chunk).
 */
export async function loadSiteFile(name: string): Promise<{ ok: true; doc: unknown } | { ok: false; missing: true } | { ok: false; error: unknown }> {
  let load = EXAMPLES.get(name);
  try {
    if (!load && name.startsWith(STEAM_PREFIX)) load = (await import('./checkerSteam')).steamFiles.get(name.slice(STEAM_PREFIX.length));
    if (!load) return { ok: false, missing: true };
    return { ok: true, doc: asSiteFile(await load()) };
  } catch (e) {
    return { ok: false, error: e };
  }
}
