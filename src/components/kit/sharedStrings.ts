/**
 * One copy of an example island's words per page. A rule page holds up to a
 * dozen examples of one game, and each island used to carry all of its
 * strings in its own props: the same table written into the page again and
 * again (on a Steam Rollers page, 38 of its 86 KB of gzipped HTML). Now the
 * page's first example writes the table once, as a JSON script element, and
 * every example of the page names it: `t={ shared: "steam-rollers-nl" }` (`sharedName`).
 *
 * The island reads the table where it runs: while the site is built, from the
 * tables the Astro wrappers register here before they render the island (the
 * same module serves both); in the browser, from the page's script element,
 * read once. `guarded()` (ErrorBoundary.tsx) turns the name into the table
 * for every island, so an island itself always sees plain strings.
 */
import type { Strings } from '../../play/kit/fmt';

/** The name of a page's shared table of strings, in place of the strings. */
export interface SharedStrings {
  shared: string;
}

export function isShared(t: unknown): t is SharedStrings {
  return typeof t === 'object' && t !== null && typeof (t as SharedStrings).shared === 'string' && Object.keys(t).length === 1;
}

/** The id of the script element that holds table `name`. */
export const sharedId = (name: string) => `rulebook-strings-${name}`;

/** Tables registered while the site is built, and tables read from the page (each once). */
const tables = new Map<string, Strings>();

/** The name of a game's examples' table in a language: "steam-rollers-nl". */
export const sharedName = (game: string, lang: string) => `${game}-${lang}`;

/**
 * The words every step-through island of a page reads (StoryFrames.tsx, LazyScenario.tsx: the error boundary's, the
 * loading line and the failed load's), one table per language: `{ shared: storyWordsName(lang) }`.
 */
export const STORY_PREFIXES: readonly string[] = ['err.', 'rc.story.loading', 'rc.story.unloaded'];
export const storyWordsName = (lang: string) => `story-${lang}`;

/** Makes `table` the one named `name` (SharedStrings.astro, while the site is built). */
export function registerStrings(name: string, table: Strings): void {
  tables.set(name, table);
}

/** The table registered as `name`, if any (so the build picks each table's strings once). */
export function registeredStrings(name: string): Strings | undefined {
  return tables.get(name);
}

/** The table as a script element's text: JSON that no `</script>` inside a string can end early. */
export function sharedJson(table: Strings): string {
  return JSON.stringify(table).replace(/</g, '\\u003c');
}

/**
 * The strings themselves: `t` when it is a table, else the page's shared table
 * it names (the same object every time). A name the page does not hold gives
 * an empty table with the page's language, so the island still draws (its
 * words then show as their keys) and says nothing false.
 */
export function stringsOf(t: Strings | SharedStrings): Strings {
  if (!isShared(t)) return t;
  const known = tables.get(t.shared);
  if (known) return known;
  let table: Strings | null = null;
  if (typeof document !== 'undefined') {
    const text = document.getElementById(sharedId(t.shared))?.textContent;
    try {
      const parsed: unknown = text ? JSON.parse(text) : null;
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) table = parsed as Strings;
    } catch {
      table = null;
    }
  }
  const found = table ?? { _lang: typeof document !== 'undefined' && document.documentElement.lang === 'nl' ? 'nl' : 'en' };
  tables.set(t.shared, found);
  return found;
}
