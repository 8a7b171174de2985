/**
 * The shared game log (src/machines/shared/logbook.ts) that Rollecate and
 * Steam Rollers keep their logs in: it reads back exactly what was written,
 * from any position, and a longer log shares its older chunks with the shorter
 * ones it grew from instead of copying them.
 */
import { describe, expect, it } from 'vitest';
import {
  appendEntry, appendLog, CHUNK, emptyLog, entriesFrom, findLast, lastEntries, lastEntry, logEntries, logFrom, type LogBook,
} from '../../src/machines/shared/logbook';

const upTo = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('the shared game log', () => {
  it('grows cheaply: chunks are shared between logs, never copied', () => {
    let log = emptyLog<number>();
    const logs: LogBook<number>[] = [log];
    for (let i = 0; i < CHUNK * 3 + 5; i++) {
      log = appendLog(log, i);
      logs.push(log);
    }
    expect(log.size).toBe(CHUNK * 3 + 5);
    expect(log.fresh).toBe(5);
    expect(logEntries(log)).toEqual(upTo(CHUNK * 3 + 5));
    // the older chunks of a later log are the very same objects as an earlier log's
    expect(logs[CHUNK * 3 + 1]!.older).toBe(log.older);
    // and appending never changed an earlier log
    logs.forEach((l, n) => expect(logEntries(l)).toEqual(upTo(n)));
  });

  it('reads any tail back as written, across chunk boundaries', () => {
    for (const n of [0, 1, CHUNK - 1, CHUNK, CHUNK + 1, 2 * CHUNK, 3 * CHUNK + 7]) {
      const log = logFrom(upTo(n));
      expect(log.size).toBe(n);
      expect(logEntries(log)).toEqual(upTo(n));
      for (const from of [-3, 0, 1, CHUNK - 1, CHUNK, CHUNK + 2, n - 1, n, n + 4]) {
        expect(entriesFrom(log, from), `${n} entries from ${from}`).toEqual(upTo(n).slice(Math.max(0, from)));
      }
      for (const k of [0, 1, 3, CHUNK + 1, n]) expect(lastEntries(log, k)).toEqual(k <= 0 ? [] : upTo(n).slice(-k));
      expect(lastEntry(log)).toBe(n ? n - 1 : undefined);
      expect(findLast(log, (e) => e % 10 === 3)).toBe(upTo(n).filter((e) => e % 10 === 3).at(-1));
    }
  });

  it('a book built from a list and one grown entry by entry hold the same entries in the same chunk shape', () => {
    let grown = emptyLog<number>();
    for (const e of upTo(2 * CHUNK + 3)) grown = appendLog(grown, e);
    expect(logFrom(upTo(2 * CHUNK + 3))).toEqual(grown);
  });

  it('two logs grown from one share it and never see each other’s entries', () => {
    const trunk = logFrom(upTo(CHUNK - 2));
    const left = appendLog(trunk, -1, -2, -3);
    const right = appendEntry(trunk, 99);
    expect(logEntries(trunk)).toEqual(upTo(CHUNK - 2));
    expect(logEntries(left)).toEqual([...upTo(CHUNK - 2), -1, -2, -3]);
    expect(logEntries(right)).toEqual([...upTo(CHUNK - 2), 99]);
    // the branch that filled a chunk sealed it; the trunk's newest entries are still its own links
    expect(left.older?.entries).toEqual([...upTo(CHUNK - 2), -1, -2]);
    expect(right.recent?.prev).toBe(trunk.recent);
    expect(lastEntry(left)).toBe(-3);
    expect(findLast(right, (e) => e > 50)).toBe(99);
  });
});
