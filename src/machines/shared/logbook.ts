/**
 * A game log kept cheap to grow, for every game whose state is copied on each
 * step. Held as one array, the log would be copied whole by every step and a
 * game's cost would grow with the square of its length. Instead the newest
 * entries sit in a short array (fewer than CHUNK of them, copied on append)
 * and the older ones in full, never-changed chunks that every later state
 * shares. Appending costs at most CHUNK copies whatever the game's length, and
 * the data stays plain JSON (nested one level per CHUNK entries), so it passes
 * through `structuredClone`, a worker's message and XState's snapshots as is.
 *
 * Saved games and scenario files hold the log as a plain list of entries:
 * `logFrom` turns one back into a book.
 */

export const CHUNK = 32;

export interface LogChunk<E> {
  entries: E[];
  prev: LogChunk<E> | null;
}

export interface LogBook<E> {
  /** Entries written so far. */
  size: number;
  /** The newest entries, oldest first (fewer than CHUNK). */
  recent: E[];
  /** The older entries, newest chunk first. */
  older: LogChunk<E> | null;
}

const EMPTY: LogBook<never> = Object.freeze({ size: 0, recent: Object.freeze([]) as unknown as never[], older: null });

/** The empty log (shared and frozen: appending makes a new book). */
export function emptyLog<E>(): LogBook<E> {
  return EMPTY;
}

/** A log with `entries` added at the end; `log` itself is not changed. */
export function appendLog<E>(log: LogBook<E>, ...entries: E[]): LogBook<E> {
  if (entries.length === 0) return log;
  const book = ownLog(log);
  for (const e of entries) pushOwned(book, e);
  return book;
}

/**
 * Adds `entry` to a book the caller has just made and nobody else has seen yet
 * (its `recent` list is its own): no copy at all. A full `recent` becomes a
 * shared chunk, and is never changed again.
 */
export function pushOwned<E>(book: LogBook<E>, entry: E): void {
  book.recent.push(entry);
  book.size++;
  sealIfFull(book);
}

/** A book's own `recent` list, once CHUNK entries long, becomes a shared chunk that is never changed again. */
function sealIfFull<E>(book: LogBook<E>): void {
  if (book.recent.length >= CHUNK) {
    book.older = { entries: book.recent, prev: book.older };
    book.recent = [];
  }
}

/**
 * A copy of `log` with `entry` added, whose `recent` list is its own (for more
 * `pushOwned` calls): one new list of the right length, where `ownLog` then
 * `pushOwned` would copy the list and then grow it.
 */
export function appendOwned<E>(log: LogBook<E>, entry: E): LogBook<E> {
  const book = { size: log.size + 1, recent: [...log.recent, entry], older: log.older };
  sealIfFull(book);
  return book;
}

/** A copy of `log` whose `recent` list is its own, for `pushOwned`. */
export function ownLog<E>(log: LogBook<E>): LogBook<E> {
  return { size: log.size, recent: log.recent.slice(), older: log.older };
}

/** A book holding `entries` (a saved game's or a scenario's plain list), oldest first. */
export function logFrom<E>(entries: readonly E[]): LogBook<E> {
  let older: LogChunk<E> | null = null;
  const whole = entries.length - (entries.length % CHUNK);
  for (let at = 0; at < whole; at += CHUNK) older = { entries: entries.slice(at, at + CHUNK), prev: older };
  return { size: entries.length, recent: entries.slice(whole), older };
}

/** Every entry, oldest first (a new array). */
export function logEntries<E>(log: LogBook<E>): E[] {
  return entriesFrom(log, 0);
}

/** The entries from position `from` on (0 is the oldest), oldest first: what was written since the log had `from` entries. */
export function entriesFrom<E>(log: LogBook<E>, from: number): E[] {
  const start = Math.max(0, from);
  if (start >= log.size) return [];
  const recentStart = log.size - log.recent.length;
  if (start >= recentStart) return log.recent.slice(start - recentStart);
  const chunks: E[][] = [];
  let first = recentStart;
  for (let c = log.older; c && first > start; c = c.prev) {
    first -= c.entries.length;
    chunks.push(c.entries);
  }
  const out: E[] = [];
  for (let i = chunks.length - 1; i >= 0; i--) for (const e of chunks[i]!) out.push(e);
  for (const e of log.recent) out.push(e);
  return out.slice(start - first);
}

/** The last `n` entries, oldest first (what one step wrote, when `n` is the growth of `size`). */
export function lastEntries<E>(log: LogBook<E>, n: number): E[] {
  return n <= 0 ? [] : entriesFrom(log, log.size - n);
}

/** The newest entry, if any. */
export function lastEntry<E>(log: LogBook<E>): E | undefined {
  if (log.recent.length) return log.recent[log.recent.length - 1];
  const chunk = log.older?.entries;
  return chunk ? chunk[chunk.length - 1] : undefined;
}

/** The newest entry that `test` accepts, searching back from the end. */
export function findLast<E, S extends E>(log: LogBook<E>, test: (e: E) => e is S): S | undefined;
export function findLast<E>(log: LogBook<E>, test: (e: E) => boolean): E | undefined;
export function findLast<E>(log: LogBook<E>, test: (e: E) => boolean): E | undefined {
  for (let i = log.recent.length - 1; i >= 0; i--) if (test(log.recent[i]!)) return log.recent[i];
  for (let c = log.older; c; c = c.prev) for (let i = c.entries.length - 1; i >= 0; i--) if (test(c.entries[i]!)) return c.entries[i];
  return undefined;
}
