/**
 * The game log, kept cheap to grow. A state is copied on every step, so a log
 * held as one array would be copied whole each time and a game's cost would
 * grow with the square of its length. Instead the newest entries sit in a
 * short array (at most CHUNK of them, copied on append) and older ones in
 * full, never-changed chunks that every later state shares. Appending costs at
 * most CHUNK copies whatever the game's length, and the data stays plain JSON
 * (nested only one level per CHUNK entries).
 */
import type { LogEntry } from './types';

export const CHUNK = 32;

export interface LogChunk {
  entries: LogEntry[];
  prev: LogChunk | null;
}

export interface LogBook {
  /** Entries written so far. */
  size: number;
  /** The newest entries, oldest first (fewer than CHUNK). */
  recent: LogEntry[];
  /** The older entries, newest chunk first. */
  older: LogChunk | null;
}

export const EMPTY_LOG: LogBook = { size: 0, recent: [], older: null };

/** A log with `entries` added at the end; `log` itself is not changed. */
export function appendLog(log: LogBook, ...entries: LogEntry[]): LogBook {
  let recent = log.recent;
  let older = log.older;
  let copied = false;
  for (const e of entries) {
    if (!copied) {
      recent = recent.slice();
      copied = true;
    }
    recent.push(e);
    if (recent.length >= CHUNK) {
      older = { entries: recent, prev: older };
      recent = [];
    }
  }
  return { size: log.size + entries.length, recent, older };
}

/** Every entry, oldest first. */
export function logEntries(log: LogBook): LogEntry[] {
  const chunks: LogEntry[][] = [];
  for (let c = log.older; c; c = c.prev) chunks.push(c.entries);
  return [...chunks.reverse().flat(), ...log.recent];
}

/** The last `n` entries, oldest first (what one step wrote, when `n` is the growth of `size`). */
export function lastEntries(log: LogBook, n: number): LogEntry[] {
  if (n <= 0) return [];
  if (n <= log.recent.length) return log.recent.slice(log.recent.length - n);
  return logEntries(log).slice(-n);
}
