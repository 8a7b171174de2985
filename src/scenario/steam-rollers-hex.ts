/**
 * How a Steam Rollers scenario names a hex, apart from the loader (steam-rollers.ts) so that an example's island can
 * read a refused build's hex the way the runner does without carrying the loader.
 */
import { parseHexKey } from '../machines/steam-rollers/rules/hex';
import { region } from '../machines/steam-rollers/rules/map';
import { ScenarioError, show } from './types';

/**
 * A hex: "q,r" (column and row as the map numbers them, e.g. "4,2"), or
 * "city N" / "town N" for the city or town hex of region N. Whether it is on
 * the map is the caller's question (a move leaves it to the engine).
 */
export function hexName(where: string, v: unknown): string {
  if (typeof v === 'string' && v.length <= 20) {
    const key = parseHexKey(v);
    if (key) return `${key.q},${key.r}`;
    const m = /^\s*(city|town)\s+([1-6])\s*$/i.exec(v);
    if (m) {
      const g = region(Number(m[2]));
      if (g) return m[1]!.toLowerCase() === 'city' ? g.city : g.town;
    }
  }
  throw new ScenarioError(`${where}: ${show(v)} is not a hex; write "q,r" (column,row, e.g. "4,2"), "city N" or "town N" (N from 1 to 6)`);
}
