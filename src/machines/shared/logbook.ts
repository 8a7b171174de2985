/**
 * A game log kept cheap to grow, for every game whose state is copied on each
 * step. Held as one array, the log would be copied whole by every step and a
 * game's cost would grow with the square of its length. Instead a book is
 * persistent: the newest entries hang in a chain of links, newest first (fewer
 * than CHUNK of them), and the older ones sit in full, never-changed chunks.
 * Appending makes one link and one small book and copies no entry; a book
 * never changes once made, so every later book shares all of it. Every CHUNK
 * entries the links are sealed into a chunk (one list of CHUNK entries), so
 * reading back stays quick and the data stays plain JSON, nested at most
 * CHUNK levels for the links and one level per chunk, that passes through
 * `structuredClone`, a worker's message and XState's snapshots as is.
 *
 * Saved games and scenario files hold the log as a plain list of entries:
 * `logFrom` turns one back into a book.
 */

export const CHUNK = 32;

export interface LogChunk<E> {
  entries: E[];
  prev: LogChunk<E> | null;
}

/** One of the newest entries, and the link to the one written before it. */
export interface LogLink<E> {
  entry: E;
  prev: LogLink<E> | null;
}

export interface LogBook<E> {
  /** Entries written so far. */
  size: number;
  /** How many entries hang in `recent` (fewer than CHUNK). */
  fresh: number;
  /** The newest entries, newest first. */
  recent: LogLink<E> | null;
  /** The older entries, newest chunk first. */
  older: LogChunk<E> | null;
}

const EMPTY: LogBook<never> = Object.freeze({ size: 0, fresh: 0, recent: null, older: null });

/** The empty log. */
export function emptyLog<E>(): LogBook<E> {
  return EMPTY;
}

/** The entries hanging in `link` and the links before it, oldest first. */
function unlink<E>(link: LogLink<E> | null, n: number): E[] {
  const out = new Array<E>(n);
  for (let i = n - 1; link && i >= 0; i--, link = link.prev) out[i] = link.entry;
  return out;
}

/** A log with `entry` added at the end; `log` itself is not changed, and shares everything with the new one. */
export function appendEntry<E>(log: LogBook<E>, entry: E): LogBook<E> {
  const recent: LogLink<E> = { entry, prev: log.recent };
  if (log.fresh + 1 < CHUNK) return { size: log.size + 1, fresh: log.fresh + 1, recent, older: log.older };
  return { size: log.size + 1, fresh: 0, recent: null, older: { entries: unlink(recent, CHUNK), prev: log.older } };
}

/** A log with `entries` added at the end, in order; `log` itself is not changed. */
export function appendLog<E>(log: LogBook<E>, ...entries: E[]): LogBook<E> {
  let book = log;
  for (const e of entries) book = appendEntry(book, e);
  return book;
}

/** A book holding `entries` (a saved game's or a scenario's plain list), oldest first. */
export function logFrom<E>(entries: readonly E[]): LogBook<E> {
  let older: LogChunk<E> | null = null;
  const whole = entries.length - (entries.length % CHUNK);
  for (let at = 0; at < whole; at += CHUNK) older = { entries: entries.slice(at, at + CHUNK), prev: older };
  let recent: LogLink<E> | null = null;
  for (let at = whole; at < entries.length; at++) recent = { entry: entries[at] as E, prev: recent };
  return { size: entries.length, fresh: entries.length - whole, recent, older };
}

/** Every entry, oldest first (a new array). */
export function logEntries<E>(log: LogBook<E>): E[] {
  return entriesFrom(log, 0);
}

/** The entries from position `from` on (0 is the oldest), oldest first: what was written since the log had `from` entries. */
export function entriesFrom<E>(log: LogBook<E>, from: number): E[] {
  const start = Math.max(0, from);
  if (start >= log.size) return [];
  const recentStart = log.size - log.fresh;
  if (start >= recentStart) return unlink(log.recent, log.size - start);
  const chunks: E[][] = [];
  let first = recentStart;
  for (let c = log.older; c && first > start; c = c.prev) {
    first -= c.entries.length;
    chunks.push(c.entries);
  }
  const out: E[] = [];
  for (let i = chunks.length - 1; i >= 0; i--) for (const e of chunks[i]!) out.push(e);
  for (const e of unlink(log.recent, log.fresh)) out.push(e);
  return out.slice(start - first);
}

/** The last `n` entries, oldest first (what one step wrote, when `n` is the growth of `size`). */
export function lastEntries<E>(log: LogBook<E>, n: number): E[] {
  return n <= 0 ? [] : entriesFrom(log, log.size - n);
}

/** The newest entry, if any. */
export function lastEntry<E>(log: LogBook<E>): E | undefined {
  if (log.recent) return log.recent.entry;
  const chunk = log.older?.entries;
  return chunk ? chunk[chunk.length - 1] : undefined;
}

/** The newest entry that `test` accepts, searching back from the end. */
export function findLast<E, S extends E>(log: LogBook<E>, test: (e: E) => e is S): S | undefined;
export function findLast<E>(log: LogBook<E>, test: (e: E) => boolean): E | undefined;
export function findLast<E>(log: LogBook<E>, test: (e: E) => boolean): E | undefined {
  for (let l = log.recent; l; l = l.prev) if (test(l.entry)) return l.entry;
  for (let c = log.older; c; c = c.prev) for (let i = c.entries.length - 1; i >= 0; i--) if (test(c.entries[i]!)) return c.entries[i];
  return undefined;
}
