/**
 * Moving along the Steam Rollers map by keys, pure (src/components/steam-rollers/useHexKeys.ts holds the focus and
 * the keys): the hex first in the tab order, the next hex in a direction (skipping gaps in the grid), a row's ends.
 */
import { hexKey, parseHexKey } from '../../machines/steam-rollers/rules/hex';
import { HEXES, hexAt } from '../../machines/steam-rollers/rules/map';

/** The hex the map's one tab stop starts on: the one chosen, else the first legal one, else the map's first. */
export function firstHex(selected: string | null | undefined, legal: ReadonlySet<string>): string | null {
  return (selected && hexAt(selected) ? selected : null) ?? [...legal].find((k) => hexAt(k)) ?? HEXES[0]?.key ?? null;
}

/** The next hex from `key` by (dq, dr), skipping gaps in the grid, within the columns and rows drawn (ascending); null past the edge. */
export function nextHex(key: string, dq: number, dr: number, columns: readonly number[], rows: readonly number[]): string | null {
  const h = parseHexKey(key);
  if (!h) return null;
  let q = h.q + dq;
  let r = h.r + dr;
  while (q >= columns[0]! && q <= columns[columns.length - 1]! && r >= rows[0]! && r <= rows[rows.length - 1]!) {
    const k = hexKey({ q, r });
    if (hexAt(k)) return k;
    q += dq;
    r += dr;
  }
  return null;
}

/** The first (or with `last`, the last) hex of the row `key` lies in. */
export function rowEnd(key: string, last: boolean): string | null {
  const h = parseHexKey(key);
  const row = HEXES.filter((x) => x.r === h?.r);
  return (last ? row[row.length - 1] : row[0])?.key ?? null;
}
